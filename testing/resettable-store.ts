import { INTERNAL_overrideCreateStore } from 'jotai/vanilla';
import { INTERNAL_buildStoreRev3 } from 'jotai/vanilla/internals';

/**
 * The page store for component tests, loaded by web-test-runner.config.mjs before any test module
 * (so before shared/store/page-store.ts calls `getDefaultStore()`). Widgets use jotai's default
 * store without a Provider (DESIGN.md §4), and jotai creates it once per page with no way to drop
 * its state; so the test page's stores are built on atom-state maps that `resetPageStore()` can
 * empty. The store object keeps its identity (`pageStore`, jotai's hooks and module-level
 * subscriptions keep pointing at it) while every atom starts again as on a fresh page: lookups run
 * again, fetch-once atoms fetch again, storage-backed atoms read storage again. Test-only: the
 * bundle never imports this folder.
 */
class ResettableWeakMap<Key extends object, Value> {
  #current = new WeakMap<Key, Value>();
  get = (key: Key) => this.#current.get(key);
  set = (key: Key, value: Value) => void this.#current.set(key, value);
  has = (key: Key) => this.#current.has(key);
  delete = (key: Key) => this.#current.delete(key);
  reset = () => void (this.#current = new WeakMap());
}

const stateMaps: ResettableWeakMap<object, never>[] = [];

function resettableMap<Key extends object, Value>(): ResettableWeakMap<Key, Value> {
  const map = new ResettableWeakMap<Key, Value>();
  stateMaps.push(map as unknown as ResettableWeakMap<object, never>);
  return map;
}

// Building blocks 0 to 2 of jotai 2.20's store: atom states, mounted atoms, invalidated atoms.
INTERNAL_overrideCreateStore(() => () => INTERNAL_buildStoreRev3(resettableMap(), resettableMap(), resettableMap()));

/**
 * Forgets the state of every atom of every store of the page. Call only with no widget mounted
 * (resetPageForTest removes the fixtures first): a mounted atom would lose its subscribers.
 */
export function resetPageStore(): void {
  for (const map of stateMaps) map.reset();
}
