import { describe, expect, it } from 'vitest';
import { compactRegistry } from './compact-registry';

/** Evaluates a built registry with `import()` replaced by a recorder: tag -> the file it imports. */
async function resolved(registryCode: string): Promise<Record<string, string>> {
  const build = new Function('load', `return ${registryCode.replace(/import\(/g, 'load(')};`) as (
    load: (file: string) => Promise<{ t: string; file: string }>,
  ) => Record<string, () => Promise<unknown>>;
  const registry = build((file) => Promise.resolve({ t: file, file }));
  const entries = await Promise.all(
    Object.entries(registry).map(async ([tag, load]) => {
      const module = (await load()) as { file?: string } | string;
      return [tag, typeof module === 'string' ? module : (module.file ?? '')] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const BUILT =
  '{"stay-accordion":()=>import(`./chunks/accordion-05Inkeq6.js`),"stay-tabs":()=>import(`./chunks/tabs-C-JV_hgN.js`),' +
  '"stay-navigation":()=>import(`./chunks/navigation-BWUzJoDi.js`).then(e=>e.t),"stay-property-listing":()=>import(`./chunks/property-listing-DrwFNl-4.js`)}';

describe('compactRegistry: the loader registry as one string of chunk names', () => {
  it('keeps every tag and the chunk it imports', async () => {
    const { code, widgets } = compactRegistry(`var t=${BUILT};export{t}`);
    expect(widgets).toBe(4);
    expect(code).toMatch(/^var t=Object\.fromEntries\(".*"\.split/);
    expect(code.endsWith(';export{t}')).toBe(true);
    const compacted = code.slice('var t='.length, -';export{t}'.length);
    expect(await resolved(compacted)).toEqual({
      'stay-accordion': './chunks/accordion-05Inkeq6.js',
      'stay-tabs': './chunks/tabs-C-JV_hgN.js',
      'stay-navigation': './chunks/navigation-BWUzJoDi.js',
      'stay-property-listing': './chunks/property-listing-DrwFNl-4.js',
    });
    expect(compacted.length).toBeLessThan(BUILT.length);
  });

  it.each([
    ['a chunk not named after its widget', '{"stay-tabs":()=>import(`./chunks/panels-C-JV_hgN.js`)}'],
    ['another hash length', '{"stay-tabs":()=>import(`./chunks/tabs-C-JV_hgNxx.js`)}'],
    ['a line of another shape', '{"stay-tabs":()=>import(`./chunks/tabs-C-JV_hgN.js`),"stay-x":()=>load(`x`)}'],
    ['no registry at all', 'var a={"b":1};'],
  ])('leaves the code alone for %s', (_, code) => {
    expect(compactRegistry(code)).toEqual({ code, widgets: 0 });
  });
});
