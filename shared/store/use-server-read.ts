import type { ServerRead, ReadState } from './server-read';
import { pageStore } from './page-store';
import { usePageValue } from './use-page-value';

/**
 * A server read's state for `key` in a component, with `reload` for its retry button. The read
 * is in use (and follows reloads, writes and login changes) while the component is mounted.
 */
export function useServerRead<Key, Data>(read: ServerRead<Key, Data>, key: Key): { state: ReadState<Data>; reload: () => void } {
  const state = usePageValue(read.state(key));
  return { state, reload: () => pageStore.set(read.reload, key) };
}
