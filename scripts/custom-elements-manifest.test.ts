// @vitest-environment jsdom
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AttributeSchema } from '../shared/element/attribute-schema';
import { widgetChunks } from '../widgets/registry';
import { customElementsManifest, type WidgetDefinition } from './build/custom-elements-manifest';
import { readAttributeDescriptions, readElementDocs, readStayEvents } from './build/element-docs';
import { generatedReadme, README_SECTIONS, sectionHeadings } from './build/readme-tables';

/**
 * Defines every widget of the registry (in jsdom), reads each element's attribute schema and the
 * contract comments of its sources, and checks that `custom-elements.json` and the generated
 * tables of every widget README are current; `npm run manifest` (STAY_WRITE_MANIFEST=1) rewrites them.
 */
const MANIFEST = 'custom-elements.json';
const write = Boolean(process.env.STAY_WRITE_MANIFEST);

const read = (path: string) => readFileSync(path, 'utf8');
const eventDocs = readStayEvents(read('shared/element/stay-events.ts')).events;

/**
 * Where attribute groups spread into a schema are declared (`...publishingWindowSchema`): the
 * widget folder's other sources and the modules `element.ts` imports, wherever they live.
 */
function otherSources(folder: string, elementSource: string): string[] {
  const siblings = readdirSync(folder)
    .filter((file) => /\.tsx?$/.test(file) && file !== 'element.ts' && !file.includes('.test.'))
    .map((file) => join(folder, file));
  const imported = [...elementSource.matchAll(/from '(\.\.?\/[^']+)'/g)]
    .flatMap((match) => ['.ts', '.tsx'].map((extension) => join(folder, `${match[1]}${extension}`)))
    .filter((path) => existsSync(path));
  return [...new Set([...siblings, ...imported])].map(read);
}

async function definitions(): Promise<WidgetDefinition[]> {
  const found: WidgetDefinition[] = [];
  for (const [tag, load] of Object.entries(widgetChunks)) {
    await load();
    const element = customElements.get(tag) as (CustomElementConstructor & { attributeSchema?: AttributeSchema }) | undefined;
    if (!element?.attributeSchema) throw new Error(`${tag} is not defined with defineWidget`);
    const folder = `widgets/${tag.replace(/^stay-/, '')}`;
    const source = read(`${folder}/element.ts`);
    found.push({
      tag,
      className: element.name,
      module: `${folder}/element.ts`,
      schema: element.attributeSchema,
      attributeDescriptions: readAttributeDescriptions(source, otherSources(folder, source)),
      docs: readElementDocs(source),
    });
  }
  return found;
}

/** `emitStayEvent(…, 'stay:x'` calls in the widget's own sources. */
function emittedEvents(folder: string): string[] {
  const sources = readdirSync(folder).filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'));
  return sources.flatMap((file) =>
    [...read(join(folder, file)).matchAll(/emitStayEvent\([^,]+,\s*'(stay:[a-z-]+)'/g)].map((match) => match[1]!),
  );
}

describe('custom-elements.json', async () => {
  const widgets = await definitions();
  const manifest = customElementsManifest(widgets, eventDocs);
  const declarations = manifest.modules.map((module) => ({ module: module.path, declaration: module.declarations[0]! }));

  it('names each element by the class the browser defines', () => {
    for (const { tag } of widgets) {
      const declared = declarations.find(({ declaration }) => declaration.tagName === tag)!.declaration;
      expect(declared.name).toBe(customElements.get(tag)!.name);
    }
  });

  it('gives every element a summary and every attribute a type, default and description', () => {
    for (const { module, declaration } of declarations) {
      expect(declaration.summary, `${module} summary`).not.toBe('');
      for (const attribute of declaration.attributes) {
        expect(attribute.type.text, `${attribute.name} type`).toMatch(/^(boolean|number|string|'[^']*'( \| '[^']*')*)$/);
        expect(attribute.description.length, `${attribute.name} description`).toBeGreaterThan(60);
      }
    }
  });

  it('declares with @fires exactly the events each widget emits', () => {
    for (const { tag, docs } of widgets) {
      const folder = `widgets/${tag.replace(/^stay-/, '')}`;
      expect([...new Set(emittedEvents(folder))].sort(), `${tag}: @fires in element.ts`).toEqual([...docs.fires].sort());
    }
  });

  it('describes the authored content of every widget that takes some', () => {
    for (const { tag, docs } of widgets) {
      const folder = `widgets/${tag.replace(/^stay-/, '')}`;
      const takesContent = /\bcontent:/.test(read(`${folder}/element.ts`));
      if (takesContent) expect(docs.slots.length, `${tag} @slot`).toBeGreaterThan(0);
    }
  });

  it('documents only custom properties that the widget styles use', () => {
    for (const { tag, docs } of widgets) {
      const css = readdirSync(`widgets/${tag.replace(/^stay-/, '')}`)
        .filter((file) => file.endsWith('.css'))
        .map((file) => read(join(`widgets/${tag.replace(/^stay-/, '')}`, file)))
        .join('\n');
      for (const { name } of docs.cssProperties) expect(css, `${tag} uses ${name}`).toContain(`var(${name}`);
    }
  });

  it('is current (npm run manifest rewrites it)', () => {
    const text = `${JSON.stringify(manifest, null, 2)}\n`;
    if (write) writeFileSync(MANIFEST, text);
    expect(read(MANIFEST)).toBe(text);
  });

  describe('widget READMEs', () => {
    it.each(declarations.map(({ module, declaration }) => [module.replace(/element\.ts$/, 'README.md'), declaration] as const))(
      '%s follows the heading template and its tables are current',
      (readmePath, declaration) => {
        const readme = read(readmePath);
        expect(sectionHeadings(readme), 'sections, in order').toEqual([...README_SECTIONS]);
        const current = generatedReadme(readme, declaration);
        expect(current, 'manifest:attributes and manifest:events markers').toBeDefined();
        if (write) writeFileSync(readmePath, current!);
        expect(read(readmePath)).toBe(current);
      },
    );
  });
});
