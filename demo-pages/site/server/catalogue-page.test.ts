import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CustomElementsManifest } from '../../../scripts/build/custom-elements-manifest';
import { catalogueExamples } from './catalogue-examples';
import { catalogueBody, exampleOf } from './catalogue-page';
import { renderPage } from './render-page';

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as CustomElementsManifest;
const tags = manifest.modules.flatMap((module) => module.declarations.map((declaration) => declaration.tagName));

describe('catalogue page (/en/catalogue/)', () => {
  it('has an example, or the page it lives on, for every element of the manifest and no other', () => {
    for (const tag of Object.keys(catalogueExamples)) expect(tags).toContain(tag);
    for (const tag of tags) expect(exampleOf(tag), tag).toBeDefined();
  });

  it("shows a widget without an example of its own with its README's markup", () => {
    expect(catalogueExamples['stay-language-selector']).toBeUndefined();
    expect(exampleOf('stay-language-selector')).toEqual({ markup: '<stay-language-selector></stay-language-selector>' });
    expect(exampleOf('stay-accordion')).toBe(catalogueExamples['stay-accordion']);
  });

  it('renders a section per element, with the examples linked in the page language', () => {
    const html = renderPage('/en/catalogue/', { loaderSrc: '/stay-widgets.js', stylesHref: '/stay-widgets.css' })!;
    for (const tag of tags) expect(html).toContain(`<h2 id="catalogue-${tag}"><code>&lt;${tag}&gt;</code></h2>`);
    expect(html).toContain('<stay-accordion data-single-expansion data-heading-level="4">');
    expect(html).toContain('href="/en/dialog/"');
    expect(html).not.toContain('{{');
    expect(html).not.toMatch(/<script(?![^>]*(type="module" src=|type="application\/json"))/);
  });

  it('escapes the contract text and shows Markdown code spans as code', () => {
    const declaration = manifest.modules[0]!.declarations[0]!;
    const tricky = { ...declaration, summary: 'Uses `<details>` & <b>bold</b>', attributes: [], events: [], slots: [], cssProperties: [] };
    const html = catalogueBody({ ...manifest, modules: [{ ...manifest.modules[0]!, declarations: [tricky] }] }, '');
    expect(html).toContain('Uses <code>&lt;details&gt;</code> &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('No attributes');
  });
});
