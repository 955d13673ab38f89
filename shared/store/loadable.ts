import { atom, type Atom } from 'jotai/vanilla';
import { unwrap } from 'jotai/vanilla/utils';

/** The state of an async atom as its readers show it: loading, its data, or its error. */
export type Loadable<Value> = { state: 'loading' } | { state: 'hasError'; error: unknown } | { state: 'hasData'; data: Awaited<Value> };

const LOADING = { state: 'loading' } as const;

/**
 * jotai's `loadable`, which jotai deprecates in favour of this userland version built on `unwrap`
 * (jotai PR 3217): reading it never suspends, so a widget renders its loading state instead.
 */
export function loadableOf<Value>(anAtom: Atom<Value>): Atom<Loadable<Value>> {
  const unwrapped = unwrap(anAtom, () => LOADING);
  return atom((get): Loadable<Value> => {
    try {
      const data = get(unwrapped);
      return data === LOADING ? LOADING : { state: 'hasData', data: data as Awaited<Value> };
    } catch (error) {
      return { state: 'hasError', error };
    }
  });
}
