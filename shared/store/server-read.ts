import { atom, type Atom, type WritableAtom } from 'jotai/vanilla';
import { unwrap } from 'jotai/vanilla/utils';
import { getApiClient } from '../api/page-client';
import { withRequestContext } from '../api/request-context';
import type { ApiClient, ApiError, ApiResult } from '../api/types';

/** A server read as its readers show it: loading, its data, or why it failed. */
export type ReadState<Data> = { state: 'loading' } | { state: 'hasData'; data: Data } | { state: 'hasError'; error: ApiError };

export interface ReadContext {
  /** The page's client, with this read's abort signal and freshness on every call it makes. */
  client: ApiClient;
  signal: AbortSignal;
}

export interface ServerReadDefinition<Key, Data> {
  /** One read of `key`: the service calls and whatever rule combines their answers. */
  read: (key: Key, context: ReadContext) => Promise<ApiResult<Data>>;
  /**
   * For answers that depend on who is signed in: `loginTokenAtom` (session-atoms.ts). The read
   * runs again when the login changes and never shows another login's answer. Passed in rather
   * than imported, so pages whose reads are the same for everyone do not load the session atoms.
   */
  login?: Atom<string | undefined>;
}

/** One kind of server read of the page store (shared/store/README.md). */
export interface ServerRead<Key, Data> {
  /** The state of the read for `key`; the same atom for equal keys (compared as JSON). */
  state: (key: Key) => Atom<ReadState<Data>>;
  /** The answer itself, for code that awaits it (a store action) rather than rendering its state. */
  answer: (key: Key) => Atom<Promise<ApiResult<Data>>>;
  /** `store.set(read.reload(key))` reads `key` again; a read of it under way is aborted. The answer on screen stays until the new one comes. */
  reload: (key: Key) => WritableAtom<null, [], void>;
  /** Every key is stale (a write changed them): those in use read again at once, the others when next used. */
  invalidate: WritableAtom<null, [], void>;
}

interface Settled<Data> {
  result: ApiResult<Data>;
  /** The login the answer was read for (per-login reads only). */
  login: string | undefined;
}

interface ReadBookkeeping {
  underWay: AbortController | undefined;
  abandoned: boolean;
  /** Store actions awaiting the answer: a read they wait for is not abandoned when its last component goes. */
  awaiting: number;
}

/** Aborts the read under way, unless an action awaits it; says whether it did. */
function abandon(reads: ReadBookkeeping): boolean {
  if (!reads.underWay || reads.awaiting > 0) return false;
  reads.underWay.abort();
  reads.underWay = undefined;
  return true;
}

interface KeyAtoms<Data> {
  reload: WritableAtom<null, [], void>;
  answer: Atom<Promise<ApiResult<Data>>>;
  state: Atom<ReadState<Data>>;
}

const LOADING = { state: 'loading' } as const;

const ABORTED: ApiResult<never> = { ok: false, error: { kind: 'aborted', message: 'The read was superseded or abandoned' } };
const isAborted = (result: ApiResult<unknown>) => !result.ok && result.error.kind === 'aborted';

/** A read or write that threw (a bug, not an answer) is a failed result: the idioms never throw. */
export function thrown(cause: unknown): ApiResult<never> {
  return { ok: false, error: { kind: 'invalid-response', message: cause instanceof Error ? cause.message : String(cause) } };
}

/**
 * The one idiom for reading server data (DESIGN.md §4, issue 13 item 2), built on jotai's own
 * async atoms: each key is an atom whose read gets jotai's abort signal, aborted as soon as the
 * atom reads again (a reload, a login change), so a superseded answer never lands; a read that
 * no component shows any more (its key changed, its widget went) is aborted too. `unwrap`
 * turns it into a state that never suspends; `usePageValue` renders it.
 */
export function defineServerRead<Key, Data>({ read, login }: ServerReadDefinition<Key, Data>): ServerRead<Key, Data> {
  const generation = atom(0);
  const keys = new Map<string, KeyAtoms<Data>>();

  function atomsOf(key: Key): KeyAtoms<Data> {
    const id = JSON.stringify(key) ?? '';
    const known = keys.get(id);
    if (known) return known;
    const revision = atom(0);
    // The key's reads in this store: the one under way, whether it was abandoned, who awaits its answer.
    const bookkeeping = atom((): ReadBookkeeping => ({ underWay: undefined, abandoned: false, awaiting: 0 }));
    const readAgain = atom(0);
    const settled = atom(async (get, { signal }): Promise<Settled<Data>> => {
      // After a reload or a write the answer must come from the server, not from the 5 s window.
      const fresh = get(generation) + get(revision) > 0;
      get(readAgain);
      const readFor = login && get(login);
      const reads = get(bookkeeping);
      const reading = new AbortController();
      signal.addEventListener('abort', () => reading.abort(), { once: true });
      reads.underWay = reading;
      const client = withRequestContext(getApiClient(), { signal: reading.signal, fresh });
      const result = await read(key, { client, signal: reading.signal }).catch(thrown);
      if (reads.underWay === reading) reads.underWay = undefined;
      // A read aborted part-way may have answered with its fallbacks (a failed lookup's defaults): that is no answer.
      return { result: reading.signal.aborted ? ABORTED : result, login: readFor };
    });
    // While a key reads again, its last good answer stays on screen (not after a failure: the retry shows progress).
    const latest = unwrap(settled, (previous) => (previous?.result.ok ? previous : undefined));
    const state = atom(
      (get): ReadState<Data> => {
        const current = get(latest);
        // An aborted read was superseded or abandoned: its successor is coming.
        if (!current || (login && current.login !== get(login)) || isAborted(current.result)) return LOADING;
        return current.result.ok ? { state: 'hasData', data: current.result.data } : { state: 'hasError', error: current.result.error };
      },
      (get, set, shown: boolean) => {
        const reads = get(bookkeeping);
        if (shown && reads.abandoned) set(readAgain, (count) => count + 1);
        reads.abandoned = !shown && abandon(reads);
      },
    );
    // A read under way whose last reader left (its key changed, its widget went) is aborted, and read again when next shown.
    state.onMount = (setShown) => {
      setShown(true);
      return () => setShown(false);
    };
    const answer = atom(async (get) => {
      const reads = get(bookkeeping);
      reads.awaiting += 1;
      try {
        return (await get(settled)).result;
      } finally {
        reads.awaiting -= 1;
      }
    });
    const reload = atom(null, (_get, set) => set(revision, (count) => count + 1));
    const atoms = { reload, answer, state };
    keys.set(id, atoms);
    return atoms;
  }

  return {
    state: (key) => atomsOf(key).state,
    answer: (key) => atomsOf(key).answer,
    reload: (key) => atomsOf(key).reload,
    invalidate: atom(null, (_get, set) => set(generation, (count) => count + 1)),
  };
}
