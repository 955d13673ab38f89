import { useCallback, useSyncExternalStore } from 'react';
import type { Atom, WritableAtom } from 'jotai/vanilla';
import { pageStore } from './page-store';

/**
 * An atom's value from the page store, for atoms that never suspend (loadables, plain values).
 *
 * Why not jotai's `useAtomValue`: a loadable whose request settled between a widget's first render
 * and its effect's subscription stayed "loading" on screen while the store already held the answer
 * (React 19, jotai 2.20: `<stay-price>` kept its skeleton for good when the exchange-rate call failed
 * quickly, about one run in two of price.query-currency.test.tsx beside the listing's tests; 0 in 8
 * with this hook). `useSyncExternalStore` reads the snapshot again after subscribing, by React's
 * contract, so such a change cannot be missed. jotai caches a derived atom's value while its
 * dependencies are unchanged, so the snapshot is stable between changes, as React requires.
 */
export function usePageValue<Value>(anAtom: Atom<Value>): Value {
  const subscribe = useCallback((onChange: () => void) => pageStore.sub(anAtom, onChange), [anAtom]);
  const read = useCallback(() => pageStore.get(anAtom), [anAtom]);
  return useSyncExternalStore(subscribe, read);
}

/**
 * A writable atom's value and its setter, like jotai's `useAtom` on the page store, read as
 * `usePageValue` reads. Why not `useAtom`: the same reason as above, and jotai's React hooks
 * (0.8 KB gzip of the store chunk every page with atoms loads) are then used nowhere.
 */
export function usePageAtom<Value, Args extends unknown[], Result>(
  anAtom: WritableAtom<Value, Args, Result>,
): [Value, (...args: Args) => Result] {
  const set = useCallback((...args: Args) => pageStore.set(anAtom, ...args), [anAtom]);
  return [usePageValue(anAtom), set];
}
