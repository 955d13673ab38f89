import { backingStorage, type StorageArea } from './storage-area';
import { emitStayEvent } from '../element/stay-events';

/**
 * Dispatched on `window` after every write or removal through `shared/storage`, so other
 * elements and CMS scripts on the page learn about it (DESIGN.md §3, §4). `key` includes the
 * `stay:` prefix.
 */
export const STORAGE_CHANGE_EVENT = 'stay:storage-change';

export interface StorageChangeDetail {
  key: string;
  area: StorageArea;
}

/** Where an entry lives: all this module needs of a `StorageEntry` (entry.ts imports this module, not the other way). */
interface StorageSlot {
  readonly key: string;
  readonly area: StorageArea;
}

export function announceChange({ key, area }: StorageSlot): void {
  emitStayEvent(window, STORAGE_CHANGE_EVENT, { key, area });
}

/**
 * Calls `listener` when the entry changes in this tab or, for local entries, in another tab.
 * Browsers send `storage` events only to other tabs, and session storage is per tab, so only
 * local entries can change elsewhere. A `storage` event with a null key means the area was cleared.
 */
export function subscribeEntry(entry: StorageSlot, listener: () => void): () => void {
  const onSameTabChange = ({ detail }: CustomEvent<StorageChangeDetail>): void => {
    if (detail.key === entry.key && detail.area === entry.area) listener();
  };
  const onOtherTabChange = (event: StorageEvent): void => {
    if (event.key !== null && event.key !== entry.key) return;
    if (event.storageArea === backingStorage(entry.area)) listener();
  };
  window.addEventListener(STORAGE_CHANGE_EVENT, onSameTabChange);
  if (entry.area === 'local') window.addEventListener('storage', onOtherTabChange);
  return () => {
    window.removeEventListener(STORAGE_CHANGE_EVENT, onSameTabChange);
    window.removeEventListener('storage', onOtherTabChange);
  };
}
