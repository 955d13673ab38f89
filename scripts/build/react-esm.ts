import type { Plugin } from 'vite';

/**
 * React ships CommonJS only. Every chunk that imports it from the runtime then carries rolldown's
 * interop (`import { toESM } from "./rolldown-runtime.js"; var react = toESM(requireReact())`)
 * and calls each hook as a property (`(0, react.useState)(…)`). Our own modules import React
 * through ESM facades instead, modules of the runtime chunk that re-export what we use by name:
 * the interop happens once, in the runtime, and every widget chunk imports plain bindings
 * (DESIGN.md §7 page budgets). Dependencies (r2wc, embla, focus-trap) keep importing React itself.
 */
const FACADES: Record<string, { id: string; names: readonly string[] }> = {
  react: {
    id: '\0stay-react',
    names: [
      'Component',
      'Fragment',
      'Suspense',
      'createContext',
      'createElement',
      'lazy',
      'useCallback',
      'useContext',
      'useEffect',
      'useId',
      'useLayoutEffect',
      'useMemo',
      'useRef',
      'useState',
      'useSyncExternalStore',
    ],
  },
  'react/jsx-runtime': { id: '\0stay-react-jsx-runtime', names: ['Fragment', 'jsx', 'jsxs'] },
};

/** Ids of the facades, for the runtime chunk's group (vite.config.ts). */
export const REACT_FACADE = /^\0stay-react/;

export function reactEsm(): Plugin {
  return {
    name: 'stay:react-esm',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      const facade = FACADES[source];
      if (!facade || !importer || importer.includes('/node_modules/') || REACT_FACADE.test(importer)) return null;
      return facade.id;
    },
    load(id) {
      const entry = Object.entries(FACADES).find(([, facade]) => facade.id === id);
      if (!entry) return null;
      const [source, { names }] = entry;
      // Constants, not `export { … } from`: re-exports of a CommonJS module stay property reads.
      return `import * as commonjs from '${source}';\n${names.map((name) => `export const ${name} = commonjs.${name};`).join('\n')}`;
    },
  };
}
