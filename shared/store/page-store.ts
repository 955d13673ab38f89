import { getDefaultStore } from 'jotai/vanilla';

/**
 * The page's one jotai store (DESIGN.md §4): jotai's default store, which every hook uses when no
 * `Provider` is around. Every element's React root therefore shares it without a Provider, so a
 * change made in one widget shows at once in the others, and the shared runtime chunk needs none
 * of jotai's React layer (its hooks travel with the widgets that use atoms). Code outside React
 * (e.g. `openDialog`) reads and writes the same store through this export.
 */
export const pageStore = getDefaultStore();
