/**
 * The two Web Storage areas, with an in-memory stand-in when they cannot be used.
 *
 * Accessing `localStorage`/`sessionStorage` throws when cookies are disabled (SecurityError),
 * and writes throw when the quota is full (or always, in old Safari private mode). Widgets must
 * keep working for the page's lifetime either way (DESIGN.md §4), so values then live in a Map.
 * A failed write only moves that key to memory: what the real storage already holds stays
 * readable.
 */
export type StorageArea = 'session' | 'local';

interface AreaState {
  /** The real storage, or undefined when accessing it throws or it does not exist. */
  readonly storage: Storage | undefined;
  /** Values that could not be written to `storage`; read before it. */
  readonly memory: Map<string, string>;
  fellBack: boolean;
}

const areaStates: Partial<Record<StorageArea, AreaState>> = {};

function openStorage(area: StorageArea): Storage | undefined {
  try {
    const storage = area === 'local' ? window.localStorage : window.sessionStorage;
    // Some browsers hand out the object and throw only on use.
    storage.getItem('stay:probe');
    return storage;
  } catch {
    return undefined;
  }
}

function fallBack(area: StorageArea, state: AreaState, cause?: unknown): void {
  if (state.fellBack) return;
  state.fellBack = true;
  const message = `[stay-widgets] ${area} storage is unavailable; its values are kept in memory for this page only.`;
  if (cause === undefined) console.warn(message);
  else console.warn(message, cause);
}

function areaState(area: StorageArea): AreaState {
  let state = areaStates[area];
  if (state) return state;
  state = { storage: openStorage(area), memory: new Map(), fellBack: false };
  areaStates[area] = state;
  if (!state.storage) fallBack(area, state);
  return state;
}

/** False once the area could not be opened or a write to it failed (for the "cookies unavailable" notice). */
export function isStorageAvailable(area: StorageArea): boolean {
  return !areaState(area).fellBack;
}

/** The real Storage object of an area, to recognise its `storage` events; undefined in memory mode. */
export function backingStorage(area: StorageArea): Storage | undefined {
  return areaState(area).storage;
}

export function readItem(area: StorageArea, key: string): string | null {
  const { storage, memory } = areaState(area);
  if (memory.has(key)) return memory.get(key) ?? null;
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(area: StorageArea, key: string, value: string): void {
  const state = areaState(area);
  if (state.storage) {
    try {
      state.storage.setItem(key, value);
      state.memory.delete(key);
      return;
    } catch (cause) {
      fallBack(area, state, cause);
    }
  }
  state.memory.set(key, value);
}

export function removeItem(area: StorageArea, key: string): void {
  const { storage, memory } = areaState(area);
  memory.delete(key);
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to remove from a storage that cannot be used.
  }
}
