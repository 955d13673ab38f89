import { useCallback } from 'react';
import type { ServerRead, ReadState } from './server-read';
import { pageStore } from './page-store';
import { usePageValue } from './use-page-value';

/**
 * A server read's state for `key` in a component, with `reload` for its retry button (the same
 * function while the key is equal). The read is in use (and follows reloads, writes and login
 * changes) while the component is mounted.
 */
export function useServerRead<Key, Data>(read: ServerRead<Key, Data>, key: Key): { state: ReadState<Data>; reload: () => void } {
  const state = usePageValue(read.state(key));
  const reloadAtom = read.reload(key);
  const reload = useCallback(() => pageStore.set(reloadAtom), [reloadAtom]);
  return { state, reload };
}
