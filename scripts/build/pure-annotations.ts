import type { Plugin } from 'vite';

/**
 * Marks module-level calls of dependencies as side-effect free where the library forgot to, so the
 * bundler drops them when nothing uses their result. jotai's utils build a default JSON storage
 * for `atomWithStorage` at load time (jotai 2.x, `const defaultStorage = createJSONStorage();`);
 * we use `unwrap` from that module only, and the storage code would cost every page with prices
 * about 0.4 KB. When a jotai release changes the line, nothing is annotated and the build is
 * just as before (scripts/size.mjs shows it).
 */
const ANNOTATIONS = [{ module: /\/node_modules\/jotai\/esm\/vanilla\/utils\.mjs$/, call: 'const defaultStorage = createJSONStorage();' }];

export function pureAnnotations(): Plugin {
  return {
    name: 'stay:pure-annotations',
    enforce: 'pre',
    transform(source, id) {
      const found = ANNOTATIONS.find((annotation) => annotation.module.test(id.split('?')[0] ?? ''));
      if (!found || !source.includes(found.call)) return null;
      return { code: source.replace(found.call, found.call.replace('= ', '= /* @__PURE__ */ ')), map: null };
    },
  };
}
