import { atom, type SetStateAction, type WritableAtom } from 'jotai/vanilla';
import { readEntry, subscribeEntry, writeEntry, type StorageEntry } from '../storage';
import { pageStore } from './page-store';

/**
 * A store atom backed by a storage entry (DESIGN.md §4): it reads the entry's fresh value (or
 * `fallback`), writes go to storage, and it follows changes made through `shared/storage` in this
 * tab and `storage` events from other tabs.
 *
 * Jotai keeps the last value of an atom nobody subscribes to until one of its dependencies
 * changes. Code outside React (a submit handler, a prefill read once) reads such atoms with
 * `pageStore.get`, so the page store hears every change of the entry from the atom's creation on,
 * mounted or not; a store of a test (`createStore()`) follows changes while the atom is mounted.
 *
 * Freshness is checked when the value is read: a mounted atom does not switch to `fallback` by
 * itself at the moment its entry goes stale. Storage is read again on every mount (catching
 * writes nobody announced, e.g. a CMS script's or another tab's session).
 */
export function atomWithEntry<T>(entry: StorageEntry<T>, fallback: T): WritableAtom<T, [SetStateAction<T>], void> {
  // Storage is outside jotai; bumping this makes dependants read it again.
  const storageVersionAtom = atom(0);
  const bump = (version: number): number => version + 1;
  subscribeEntry(entry, () => pageStore.set(storageVersionAtom, bump));
  storageVersionAtom.onMount = (setVersion) => {
    const readAgain = (): void => setVersion(bump);
    readAgain();
    return subscribeEntry(entry, readAgain);
  };

  const entryAtom: WritableAtom<T, [SetStateAction<T>], void> = atom(
    (get) => {
      get(storageVersionAtom);
      const stored = readEntry(entry);
      return stored === undefined ? fallback : stored;
    },
    (get, set, update: SetStateAction<T>) => {
      const value = typeof update === 'function' ? (update as (previous: T) => T)(get(entryAtom)) : update;
      writeEntry(entry, value);
      // Unmounted atoms in other stores hear no change events, so refresh explicitly.
      set(storageVersionAtom, bump);
    },
  );
  return entryAtom;
}
