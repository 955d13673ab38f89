import { describe, expect, it } from 'vitest';
import { attr } from '../../shared/element/attribute-schema';
import { attributeTypeText } from './custom-elements-manifest';
import { readAttributeDescriptions, readElementDocs, readStayEvents } from './element-docs';

const ELEMENT = `
export const exampleSchema = {
  /** Level of the heading
   * holding each button. */
  headingLevel: attr.integer({ defaultValue: 3, min: 2, max: 6 }),
  // not a description
  label: attr.string(''),
};

/**
 * Expandable sections
 * (content spec §2).
 *
 * @slot - \`<details>\` items,
 *   one per section.
 * @slot media - An image.
 * @fires stay:accordion-change
 * @cssprop --stay-example-gap - The gap.
 */
defineWidget('stay-example', Example, exampleSchema);
`;

describe('contract comments (scripts/build/element-docs.ts)', () => {
  it('reads the summary, slots, events and custom properties before defineWidget', () => {
    expect(readElementDocs(ELEMENT)).toEqual({
      summary: 'Expandable sections (content spec §2).',
      slots: [
        { name: '', description: '`<details>` items, one per section.' },
        { name: 'media', description: 'An image.' },
      ],
      fires: ['stay:accordion-change'],
      cssProperties: [{ name: '--stay-example-gap', description: 'The gap.' }],
    });
  });

  it('reads JSDoc before schema keys only, joining its lines', () => {
    const descriptions = readAttributeDescriptions(ELEMENT, [
      '/** From a group. */\n  start: dateTimeAttribute(),\n/** Not an attribute. */\n  title: string;',
    ]);
    expect(Object.fromEntries(descriptions)).toEqual({ headingLevel: 'Level of the heading holding each button.', start: 'From a group.' });
  });

  it('reads each event of the map with its comment and detail type, and the aliases beside it', () => {
    const source = `export interface StayEventMap {
  /** Opened. */
  'stay:thing-open': CustomEvent<{ id: string }>;
}

export type Kind = 'a' | 'b';
export type StayEventName = keyof StayEventMap;`;
    expect(readStayEvents(source)).toEqual({
      events: [{ name: 'stay:thing-open', description: 'Opened.', detailType: '{ id: string }' }],
      typeAliases: ["type Kind = 'a' | 'b';"],
    });
  });

  it.each([
    [attr.boolean(false), 'boolean'],
    [attr.integer({ defaultValue: 3, min: 2, max: 6 }), 'number'],
    [attr.number({ defaultValue: 0 }), 'number'],
    [attr.oneOf(['8', '24', '48'], '24'), "'8' | '24' | '48'"],
    [attr.string(''), 'string'],
    [attr.url(''), 'string'],
    [attr.pattern(/[A-Z]{3}/, 'SGD', 'a currency code'), 'string'],
  ])('types %o as %s', (type, text) => {
    expect(attributeTypeText(type)).toBe(text);
  });
});
