import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { compactRegistry } from './compact-registry';

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
    // On the written files: the wrapped calls exist only once Vite's import analysis and the
    // minifier have run, and the bundle's chunk objects are read-only here (rolldown).
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !options.dir) continue;
        const file = join(options.dir, chunk.fileName);
        const unwrapped = unwrapPreloadCalls(readFileSync(file, 'utf8'));
        // The loader's registry is compacted here too: writeBundle hooks of several plugins run
        // in parallel, and two of them rewriting one file would race.
        const compacted = chunk.isEntry ? compactRegistry(unwrapped.code) : { code: unwrapped.code, widgets: 0 };
        // Lines keep their place; only columns after an edit move (source maps stay line-accurate).
        if (unwrapped.edits.length > 0 || compacted.widgets > 0) writeFileSync(file, compacted.code);
      }
    },
  };
}

const WRAPPED_IMPORT = /[\w$]+\(\s*\(\)\s*=>\s*import\(/g;
const HELPER_TAIL = /^,\s*\[\]\s*,\s*import\.meta\.url\s*\)/;

/**
 * Strips the call sites of the no-op helper as well: `h(()=>import(`./x.js`),[],import.meta.url)`
 * becomes `import(`./x.js`)` (with any `.then(…)` kept). The loader's registry has one per widget,
 * and each cost it about 30 bytes (the page with accordion and tabs only went over its 80 KB with
 * the widgets of issues 18 and 19). The same value, a promise of the module, comes back either way.
 */
export function unwrapPreloadCalls(code: string): { code: string; edits: { start: number; end: number; replacement: string }[] } {
  const edits: { start: number; end: number; replacement: string }[] = [];
  for (const match of code.matchAll(WRAPPED_IMPORT)) {
    const start = match.index;
    const bodyStart = start + match[0].lastIndexOf('import(');
    // The arrow's body ends where the helper's first argument does: at the comma at depth 0.
    let depth = 0;
    let index = start + match[0].indexOf('(');
    let comma = -1;
    for (; index < code.length; index += 1) {
      const char = code[index];
      if (char === '`' || char === '"' || char === "'") {
        const close = code.indexOf(char, index + 1);
        if (close < 0) break;
        index = close;
      } else if (char === '(') depth += 1;
      else if (char === ')') depth -= 1;
      else if (char === ',' && depth === 1) {
        comma = index;
        break;
      }
    }
    const tail = comma < 0 ? null : HELPER_TAIL.exec(code.slice(comma, comma + 60));
    if (!tail) continue;
    edits.push({ start, end: comma + tail[0].length, replacement: code.slice(bodyStart, comma) });
  }
  let result = '';
  let from = 0;
  for (const edit of edits) {
    result += code.slice(from, edit.start) + edit.replacement;
    from = edit.end;
  }
  return { code: result + code.slice(from), edits };
}
