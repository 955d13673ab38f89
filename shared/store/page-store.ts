import { getDefaultStore, type Atom } from 'jotai/vanilla';

/**
 * The page's one jotai store (DESIGN.md §4): jotai's default store, which every hook uses when no
 * `Provider` is around. Every element's React root therefore shares it without a Provider, so a
 * change made in one widget shows at once in the others, and the shared runtime chunk needs none
 * of jotai's React layer (its hooks travel with the widgets that use atoms). Code outside React
 * (e.g. `openDialog`) reads and writes the same store through this export.
 */
export const pageStore = getDefaultStore();

/**
 * An atom's value for code outside React (a submit handler, a one-shot prefill). The atom is
 * mounted for the read, so a storage-backed atom reads storage again even after changes nobody
 * announced (another script's `sessionStorage.clear()`); `pageStore.get` alone may answer the
 * value it last computed.
 */
export function readNow<Value>(anAtom: Atom<Value>): Value {
  const unsubscribe = pageStore.sub(anAtom, () => undefined);
  try {
    return pageStore.get(anAtom);
  } finally {
    unsubscribe();
  }
}
