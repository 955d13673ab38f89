import type { Plugin } from 'vite';

const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite wraps every dynamic `import()` in `__vitePreload`, which adds `<link rel=modulepreload>`
 * tags for a chunk's imports and CSS. This build turns module preloading off (`modulePreload:
 * false`: a widget's chunk imports what it needs itself) and has one CSS file, so the helper never
 * has anything to preload; its half a kilobyte would still sit in the loader every page includes
 * (DESIGN.md §7). It is replaced by a helper that just imports; a failed import rejects as
 * before, and the loader reports it (shared/element/loader.ts).
 */
export function noPreloadHelper(): Plugin {
  return {
    name: 'stay:no-preload-helper',
    enforce: 'pre',
    apply: 'build',
    resolveId(id) {
      return id === PRELOAD_HELPER ? PRELOAD_HELPER : null;
    },
    load(id) {
      return id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : null;
    },
  };
}
