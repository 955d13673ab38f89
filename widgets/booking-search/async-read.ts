import { useEffect, useState, type DependencyList } from 'react';

/**
 * What the search's hooks answer for a server read (issue 13 item 1): small on purpose, so that
 * each hook can move onto the shared data idiom (`shared/store/`, issue 13 item 2) unchanged for
 * its callers.
 */
export interface AsyncRead<T> {
  status: 'loading' | 'ready' | 'error';
  /** The last data read; kept while a new read for changed inputs loads. */
  data?: T;
  error?: unknown;
}

/**
 * Runs `read` when `inputs` change; when it answers nothing there is nothing to read and the state
 * stays. An answer for inputs that changed meanwhile is dropped. The API client caches and
 * de-duplicates the requests.
 */
export function useAsyncRead<T>(read: () => Promise<T> | undefined, inputs: DependencyList, initial: AsyncRead<T> = { status: 'loading' }): AsyncRead<T> {
  const [state, setState] = useState(initial);
  useEffect(() => {
    const reading = read();
    if (!reading) return;
    let live = true;
    setState((last) => (last.status === 'loading' ? last : { status: 'loading', data: last.data }));
    reading.then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState((last) => ({ status: 'error', data: last.data, error })),
    );
    return () => {
      live = false;
    };
  }, inputs);
  return state;
}
