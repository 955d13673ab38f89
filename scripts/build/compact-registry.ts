/**
 * The loader's registry (widgets/registry.ts), as the bundler writes it, spells every widget twice
 * and in full: `"stay-accordion":()=>import(`./chunks/accordion-05Inkeq6.js`)`. Every page pays for
 * every line (the home page and the accordion+tabs page sit at their DESIGN.md §7 budgets), and
 * each widget of issue 19 cost those pages about 25 bytes. Since each chunk is named after its
 * widget (vite.config.ts `chunkFileName`), the file names alone say it all: the registry becomes
 * one string of names and one arrow that derives tag and file from each:
 *
 *   Object.fromEntries("accordion-05Inkeq6 tabs-C-JV_hgN".split(" ").map(e=>["stay-"+e.slice(0,-9),()=>import(`./chunks/${e}.js`)]))
 *
 * The value is the same map of tag to import (a `.then(e=>e.t)` the bundler adds for a widget in a
 * shared chunk only picked an export the loader ignores; importing runs the chunk either way).
 * When any line does not follow the naming (another chunk name, another hash length), the
 * registry is left as it is: correct, only larger, and `scripts/size.mjs` would say so.
 */
const HASH_LENGTH = 8;
const ENTRY = /"stay-([a-z][a-z0-9-]*)":\(\)=>import\(`\.\/chunks\/([\w-]+)\.js`\)(?:\.then\(\w+=>\w+\.\w+\))?/y;
const REGISTRY_START = /\{"stay-[a-z][a-z0-9-]*":\(\)=>import\(/g;

export function compactRegistry(code: string): { code: string; widgets: number } {
  for (const start of code.matchAll(REGISTRY_START)) {
    const stems = readEntries(code, start.index + 1);
    if (!stems) continue;
    const literal = `Object.fromEntries(${JSON.stringify(stems.names.join(' '))}.split(" ").map(e=>["stay-"+e.slice(0,-${HASH_LENGTH + 1}),()=>import(\`./chunks/\${e}.js\`)]))`;
    return { code: code.slice(0, start.index) + literal + code.slice(stems.end + 1), widgets: stems.names.length };
  }
  return { code, widgets: 0 };
}

function readEntries(code: string, from: number): { names: string[]; end: number } | null {
  const names: string[] = [];
  let index = from;
  for (;;) {
    ENTRY.lastIndex = index;
    const match = ENTRY.exec(code);
    if (!match) return null;
    const [, tagName = '', stem = ''] = match;
    if (stem.length !== tagName.length + 1 + HASH_LENGTH || !stem.startsWith(`${tagName}-`)) return null;
    names.push(stem);
    index = ENTRY.lastIndex;
    if (code[index] === '}') return { names, end: index };
    if (code[index] !== ',') return null;
    index += 1;
  }
}
