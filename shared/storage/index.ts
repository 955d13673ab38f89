export { STORAGE_CHANGE_EVENT, subscribeEntry, type StorageChangeDetail } from './change-events';
export { defineEntry, readEntry, removeEntry, STORAGE_KEY_PREFIX, writeEntry, type EntryDefinition, type StorageEntry } from './entry';
export { isStorageAvailable, type StorageArea } from './storage-area';
export { storableJson } from './forbidden-fields';
