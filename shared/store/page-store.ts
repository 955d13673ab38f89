import { createStore } from 'jotai/vanilla';

/**
 * The page's one jotai store (DESIGN.md §4). Every element's React root uses it, so a change
 * made in one widget shows at once in the others. A module singleton: the shared runtime
 * chunk is loaded once per page.
 */
export const pageStore = createStore();
