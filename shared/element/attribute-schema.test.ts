import { describe, expect, it } from 'vitest';
import { attr, attributeName, observedAttributeNames, parseAttributes } from './attribute-schema';

const schema = {
  singleExpansion: attr.boolean(false),
  headingLevel: attr.integer({ defaultValue: 3, min: 2, max: 6 }),
  kind: attr.oneOf(['slider', 'multi'] as const, 'slider'),
  label: attr.string('Untitled'),
  link: attr.url('/'),
};

const parse = (attributes: Record<string, string>) => parseAttributes(schema, (name) => (name in attributes ? attributes[name]! : null));

describe('attributeName', () => {
  it.each([
    ['headingLevel', 'data-heading-level'],
    ['singleExpansion', 'data-single-expansion'],
    ['kind', 'data-kind'],
  ])('%s → %s', (key, name) => expect(attributeName(key)).toBe(name));

  it('lists every schema attribute for observation', () => {
    expect(observedAttributeNames(schema)).toEqual(['data-single-expansion', 'data-heading-level', 'data-kind', 'data-label', 'data-link']);
  });
});

describe('number and pattern attributes', () => {
  const priced = { amount: attr.number({ defaultValue: 0, min: 0 }), currency: attr.pattern(/[A-Z]{3}/, 'SGD', 'a currency code') };
  const read = (attributes: Record<string, string>) => parseAttributes(priced, (name) => (name in attributes ? attributes[name]! : null));

  it.each([
    { raw: '200', value: 0 + 200, valid: true },
    { raw: '199.5', value: 199.5, valid: true },
    { raw: ' .5 ', value: 0.5, valid: true },
    { raw: '-1', value: 0, valid: false },
    { raw: '1e3', value: 0, valid: false },
    { raw: '12abc', value: 0, valid: false },
  ])('number "$raw" → $value', ({ raw, value, valid }) => {
    const { values, problems } = read({ 'data-amount': raw });
    expect(values.amount).toBe(value);
    expect(problems).toHaveLength(valid ? 0 : 1);
  });

  it.each([
    { raw: 'JPY', value: 'JPY', valid: true },
    { raw: 'jpy', value: 'SGD', valid: false },
    { raw: 'JPYX', value: 'SGD', valid: false },
  ])('pattern "$raw" → $value', ({ raw, value, valid }) => {
    const { values, problems } = read({ 'data-currency': raw });
    expect(values.currency).toBe(value);
    expect(problems).toHaveLength(valid ? 0 : 1);
  });
});

describe('parseAttributes', () => {
  it('uses every default when no attribute is present', () => {
    expect(parse({})).toEqual({
      values: { singleExpansion: false, headingLevel: 3, kind: 'slider', label: 'Untitled', link: '/' },
      problems: [],
    });
  });

  it.each([
    { raw: '', expected: true },
    { raw: 'true', expected: true },
    { raw: 'TRUE', expected: true },
    { raw: 'false', expected: false },
  ])('boolean "$raw" → $expected', ({ raw, expected }) => {
    expect(parse({ 'data-single-expansion': raw }).values.singleExpansion).toBe(expected);
  });

  it.each([
    { raw: '2', value: 2, valid: true },
    { raw: '6', value: 6, valid: true },
    { raw: '1', value: 3, valid: false },
    { raw: '7', value: 3, valid: false },
    { raw: '3.5', value: 3, valid: false },
    { raw: 'three', value: 3, valid: false },
    { raw: '', value: 3, valid: false },
  ])('integer "$raw" → $value (valid $valid)', ({ raw, value, valid }) => {
    const { values, problems } = parse({ 'data-heading-level': raw });
    expect(values.headingLevel).toBe(value);
    expect(problems).toHaveLength(valid ? 0 : 1);
  });

  it.each([
    { raw: 'multi', value: 'multi', valid: true },
    { raw: 'Multi', value: 'slider', valid: false },
  ])('one-of "$raw" → $value', ({ raw, value, valid }) => {
    const { values, problems } = parse({ 'data-kind': raw });
    expect(values.kind).toBe(value);
    expect(problems).toHaveLength(valid ? 0 : 1);
  });

  it.each([
    { raw: 'https://example.com/a', value: 'https://example.com/a' },
    { raw: '/en/offers/', value: '/en/offers/' },
    { raw: 'javascript:alert(1)', value: '/' },
    { raw: ' java\tscript:alert(1)', value: '/' },
    { raw: 'data:text/html,hi', value: '/' },
  ])('url "$raw" → $value', ({ raw, value }) => {
    expect(parse({ 'data-link': raw }).values.link).toBe(value);
  });

  it('reports each invalid value with the attribute, the value, what is expected and the fallback', () => {
    expect(parse({ 'data-heading-level': '9', 'data-single-expansion': 'sometimes' }).problems).toEqual([
      { attribute: 'data-single-expansion', value: 'sometimes', expected: 'true, false or empty', fallback: 'false' },
      { attribute: 'data-heading-level', value: '9', expected: 'a whole number from 2 to 6', fallback: '3' },
    ]);
  });
});
