import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countriesIn, countryName, findCountry, matchingCountries } from './countries';

/**
 * Issue 14 item 4: the country of residence from a full country list (about 250, ISO 3166-1
 * alpha-2), names from Intl.DisplayNames in the page language, not a hand-written table.
 */
describe('countries', () => {
  it('holds the 249 officially assigned ISO 3166-1 alpha-2 codes, each once, each with a name of its own', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    // A code Intl does not know comes back as itself: every one of ours is known.
    expect(countriesIn('en').filter((country) => country.name === country.code)).toEqual([]);
  });

  it.each([
    ['en', 'JP', 'Japan'],
    ['ar', 'JP', 'اليابان'],
    ['ja', 'JP', '日本'],
    ['ja', 'SG', 'シンガポール'],
    ['ar', 'SG', 'سنغافورة'],
    ['zh', 'SG', '新加坡'],
  ] as const)('names in the page language: %s %s -> %s', (language, code, name) => {
    expect(countryName(code, language)).toBe(name);
  });

  it('sorts by the page language’s collation: English alphabetically, Åland Islands among the A', () => {
    const names = countriesIn('en').map((country) => country.name);
    expect(names.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    expect(names.at(-1)).toBe('Zimbabwe');
  });

  it('sorts Japanese names in the Japanese collation, Arabic in the Arabic one', () => {
    for (const language of ['ja', 'ar'] as const) {
      const names = countriesIn(language).map((country) => country.name);
      const collator = new Intl.Collator(language);
      expect(names).toEqual([...names].sort(collator.compare));
      expect(names).not.toEqual(countriesIn('en').map((country) => country.name));
    }
  });

  it('finds a country by its code or by its whole name as typed or filled in by the browser, any case', () => {
    expect(findCountry('sg', 'en')?.code).toBe('SG');
    expect(findCountry('  singapore ', 'en')?.code).toBe('SG');
    expect(findCountry('日本', 'ja')?.code).toBe('JP');
    expect(findCountry('Sing', 'en')).toBeUndefined();
    expect(findCountry('', 'en')).toBeUndefined();
  });

  it('type-ahead: names that start with the text first, then names that contain it', () => {
    const codes = matchingCountries('ger', 'en').map((country) => country.code);
    expect(codes[0]).toBe('DE');
    expect(codes).toContain('NG'); // Nigeria contains "ger"
    expect(codes.indexOf('DE')).toBeLessThan(codes.indexOf('NG'));
    expect(matchingCountries('', 'en')).toHaveLength(249);
    expect(matchingCountries('zzz', 'en')).toEqual([]);
  });
});
