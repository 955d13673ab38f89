// @vitest-environment jsdom
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AttributeSchema } from '../shared/element/attribute-schema';
import { widgetChunks } from '../widgets/registry';
import { customElementsManifest, type WidgetDefinition } from './build/custom-elements-manifest';

/**
 * Defines every widget of the registry (in jsdom), reads each element's attribute schema and
 * checks `custom-elements.json` is current; `npm run manifest` (STAY_WRITE_MANIFEST=1) rewrites it.
 */
const MANIFEST = 'custom-elements.json';

async function definitions(): Promise<WidgetDefinition[]> {
  const found: WidgetDefinition[] = [];
  for (const [tag, load] of Object.entries(widgetChunks)) {
    await load();
    const element = customElements.get(tag) as (CustomElementConstructor & { attributeSchema?: AttributeSchema }) | undefined;
    if (!element?.attributeSchema) throw new Error(`${tag} is not defined with defineWidget`);
    const folder = tag.replace(/^stay-/, '');
    found.push({ tag, module: `widgets/${folder}/element.ts`, schema: element.attributeSchema });
  }
  return found;
}

describe('custom-elements.json', async () => {
  const widgets = await definitions();
  const manifest = customElementsManifest(widgets);

  it('documents every attribute in the widget README as well', () => {
    for (const { tag, module } of widgets) {
      const readme = readFileSync(module.replace(/element\.ts$/, 'README.md'), 'utf8');
      const attributes = manifest.modules.find((entry) => entry.path === module)!.declarations[0]!.attributes;
      for (const { name } of attributes) expect(readme, `${tag} README names ${name}`).toContain(name);
    }
  });

  it('is current (npm run manifest rewrites it)', () => {
    const text = `${JSON.stringify(manifest, null, 2)}\n`;
    if (process.env.STAY_WRITE_MANIFEST) writeFileSync(MANIFEST, text);
    expect(readFileSync(MANIFEST, 'utf8')).toBe(text);
  });
});
