// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { widgetChunks } from '../../widgets/registry';
import { attributeName, type AttributeSchema, type AttributeType } from './attribute-schema';

/**
 * One safe-URL path for attributes (DESIGN.md §3, README "URLs from attributes"): walks the
 * attribute schema of every element of the registry. An attribute whose name says it holds an
 * address (a segment path, url, href, src, action, link, video, image, icon, poster or logo) must be
 * parsed by a URL kind: `attr.url` (the one check, shared/domain/safe-url.ts) or, for a `-path`,
 * `sitePathAttribute` (the same check narrowed to this site). Checked by behaviour, so a kind
 * added later is held to the same rules; a plain text kind fails.
 */
const ADDRESS_NAME = /(^|-)(path|url|href|src|action|link|video|image|icon|poster|logo)(-|$)/;
const UNSAFE = [
  'javascript:alert(1)',
  ' java\tscript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
];
const OFF_SITE = ['https://evil.example/rates', '//evil.example/rates', '/\\evil.example/rates'];

interface AddressAttribute {
  tag: string;
  name: string;
  type: AttributeType<unknown>;
}

async function addressAttributes(): Promise<AddressAttribute[]> {
  const found: AddressAttribute[] = [];
  for (const [tag, load] of Object.entries(widgetChunks)) {
    await load();
    const element = customElements.get(tag) as (CustomElementConstructor & { attributeSchema?: AttributeSchema }) | undefined;
    if (!element?.attributeSchema) throw new Error(`${tag} is not defined with defineWidget`);
    for (const [key, type] of Object.entries(element.attributeSchema)) {
      const name = attributeName(key);
      if (ADDRESS_NAME.test(name.replace(/^data-/, ''))) found.push({ tag, name, type });
    }
  }
  return found;
}

describe('attributes that hold an address', async () => {
  const attributes = await addressAttributes();

  it('are found (the walk sees every element)', () => {
    expect(attributes.map(({ tag, name }) => `${tag} ${name}`)).toEqual(
      expect.arrayContaining([
        'stay-tile data-href',
        'stay-navigation data-search-url',
        'stay-banner data-video-mobile',
        'stay-property-listing data-select-rates-path',
      ]),
    );
  });

  describe.each(attributes)('$tag $name', ({ type }) => {
    it.each(UNSAFE)('refuses %j (falls back to the default with a warning)', (value) => {
      expect(type.parse(value).valid).toBe(false);
    });

    it('accepts its default and a path on this site', () => {
      expect(type.parse(String(type.defaultValue))).toEqual({ valid: true, value: type.defaultValue });
      expect(type.parse('/en/booking/')).toEqual({ valid: true, value: '/en/booking/' });
    });
  });

  describe.each(attributes.filter(({ name }) => name.endsWith('-path')))('$tag $name, a page of this site', ({ type }) => {
    it.each(OFF_SITE)('refuses %j', (value) => {
      expect(type.parse(value).valid).toBe(false);
    });
  });
});
