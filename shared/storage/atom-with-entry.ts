import { atom, type SetStateAction, type WritableAtom } from 'jotai/vanilla';
import { subscribeEntry } from './change-events';
import { readEntry, writeEntry, type StorageEntry } from './entry';

/**
 * A store atom backed by a storage entry (DESIGN.md §4): it reads the entry's fresh value (or
 * `fallback`), writes go to storage, and while mounted it follows changes made through
 * `shared/storage` in this tab and `storage` events from other tabs.
 *
 * Freshness is checked when the value is read: a mounted atom does not switch to `fallback` by
 * itself at the moment its entry goes stale. Storage is read again on every mount.
 */
export function atomWithEntry<T>(entry: StorageEntry<T>, fallback: T): WritableAtom<T, [SetStateAction<T>], void> {
  // Storage is outside jotai; bumping this makes dependants read it again.
  const storageVersionAtom = atom(0);
  storageVersionAtom.onMount = (setVersion) => {
    const readAgain = (): void => setVersion((version) => version + 1);
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
      // Unmounted atoms hear no change events, so refresh explicitly.
      set(storageVersionAtom, (version) => version + 1);
    },
  );
  return entryAtom;
}
