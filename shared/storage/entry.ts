import { isFresh } from '../domain/freshness';
import { announceChange } from './change-events';
import { storableJson } from './forbidden-fields';
import { readItem, removeItem, writeItem, type StorageArea } from './storage-area';

/** Every key the widgets write starts with this, so they never clash with the CMS's own keys. */
export const STORAGE_KEY_PREFIX = 'stay:';

export interface EntryDefinition<T> {
  /** Key without the `stay:` prefix. */
  key: string;
  /** `session` survives page changes within the tab, `local` survives the tab (DESIGN.md §4). */
  area: StorageArea;
  /** Without a lifetime the value never goes stale. */
  lifetimeMs?: number;
  /** Storage is a boundary: whatever is found there is validated before use. */
  parse: (raw: unknown) => T | undefined;
}

/** A typed storage slot; create it with `defineEntry`. */
export interface StorageEntry<T> {
  /** The full storage key, `stay:` prefix included. */
  readonly key: string;
  readonly area: StorageArea;
  readonly lifetimeMs?: number;
  readonly parse: (raw: unknown) => T | undefined;
}

/** What is stored: the value with the time it was stored, so freshness survives reloads (content spec §9). */
interface StoredValue {
  value: unknown;
  storedAt: number;
}

export function defineEntry<T>(definition: EntryDefinition<T>): StorageEntry<T> {
  return { ...definition, key: STORAGE_KEY_PREFIX + definition.key };
}

function parseStoredValue(text: string): StoredValue | undefined {
  try {
    const stored: unknown = JSON.parse(text);
    if (typeof stored !== 'object' || stored === null || !('value' in stored) || !('storedAt' in stored)) return undefined;
    const { value, storedAt } = stored;
    return typeof storedAt === 'number' && Number.isFinite(storedAt) ? { value, storedAt } : undefined;
  } catch {
    return undefined;
  }
}

function parseValue<T>(entry: StorageEntry<T>, value: unknown): T | undefined {
  try {
    return entry.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * Unreadable values (older formats, hand edits, other scripts) are dropped so they are reported
 * once, not on every read. No change event: readers saw "absent" before and after.
 */
function discardMalformed(entry: StorageEntry<unknown>): undefined {
  console.warn(`[stay-widgets] storage key "${entry.key}" held a malformed value; it was removed.`);
  removeItem(entry.area, entry.key);
  return undefined;
}

/** The entry's value, or undefined when it is absent, malformed or stale. Never throws. */
export function readEntry<T>(entry: StorageEntry<T>, now: number = Date.now()): T | undefined {
  const text = readItem(entry.area, entry.key);
  if (text === null) return undefined;
  const stored = parseStoredValue(text);
  if (stored === undefined) return discardMalformed(entry);
  if (entry.lifetimeMs !== undefined && !isFresh(stored.storedAt, now, entry.lifetimeMs)) return undefined;
  const value = parseValue(entry, stored.value);
  return value === undefined ? discardMalformed(entry) : value;
}

/**
 * Stores the value with its storage time. Fields storage may never hold (staff codes, token,
 * e-mail, card data: `forbidden-fields.ts`) are left out, with a warning naming the key; a value
 * that is not JSON is not stored, with a warning.
 */
export function writeEntry<T>(entry: StorageEntry<T>, value: T, now: number = Date.now()): void {
  const removed: string[] = [];
  const stored: StoredValue = { value, storedAt: now };
  const text = storableJson(stored, removed);
  if (removed.length > 0) console.warn(`[stay-widgets] storage key "${entry.key}" may not hold ${removed.join(', ')}; left out.`);
  if (text === undefined) {
    console.warn(`[stay-widgets] storage key "${entry.key}": the value is not JSON; not stored.`);
    return;
  }
  writeItem(entry.area, entry.key, text);
  announceChange(entry);
}

export function removeEntry(entry: StorageEntry<unknown>): void {
  removeItem(entry.area, entry.key);
  announceChange(entry);
}
