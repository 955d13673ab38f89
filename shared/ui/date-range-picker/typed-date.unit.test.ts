import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/languages';
import { dateSample, eraOf, parseTypedDate } from './typed-date';

const TODAY = '2026-03-10';

describe('parseTypedDate', () => {
  it.each([
    ['2026-03-05', 'en', '2026-03-05'],
    [' 2026-03-05 ', 'de', '2026-03-05'],
    ['2026-02-30', 'en', undefined],
    ['05/03/2026', 'en', '2026-03-05'], // en-GB: day first
    ['5/3/2026', 'en', '2026-03-05'],
    ['05.03.2026', 'de', '2026-03-05'],
    ['2026/03/05', 'ja', '2026-03-05'],
    ['2026. 03. 05.', 'ko', '2026-03-05'],
    ['٠٥/٠٣/٢٠٢٦', 'ar', '2026-03-05'], // Arabic-Indic digits
    ['31/02/2026', 'en', undefined],
    ['05/03/26', 'en', undefined], // two-digit years are ambiguous
    ['tomorrow', 'en', undefined],
    ['', 'en', undefined],
    // DD-MM-YYYY, the form every shown date and the hint's sample use (content spec §9), in every language.
    ['05-03-2026', 'en', '2026-03-05'],
    ['05-03-2026', 'zh', '2026-03-05'],
    ['05-03-2026', 'ja', '2026-03-05'],
    ['05-03-2026', 'ko', '2026-03-05'],
    ['05-03-2026', 'ar', '2026-03-05'],
    ['05-03-2026', 'vi', '2026-03-05'],
    // Thai (content spec §9: year offset 543): every shown Thai date has the Buddhist year, so a
    // typed year is read in the era that puts it near today, in every form; a Gregorian year,
    // the only plausible reading of 2026, is read as it is.
    ['05/03/2569', 'th', '2026-03-05'],
    ['05-03-2569', 'th', '2026-03-05'],
    ['2569-03-05', 'th', '2026-03-05'],
    ['2026-03-05', 'th', '2026-03-05'],
    ['05/03/2026', 'th', '2026-03-05'],
    ['05-03-2027', 'th', '2027-03-05'],
    ['2570-01-31', 'th', '2027-01-31'],
    ['2569-02-29', 'th', undefined], // 2026 is no leap year
    ['2567-02-29', 'th', '2024-02-29'],
    // Other languages have no second era: a year is the Gregorian year it says.
    ['2569-03-05', 'en', '2569-03-05'],
  ] as const)('%s in %s → %s', (text, language, expected) => expect(parseTypedDate(text, language, TODAY)).toBe(expected));
});

describe('dateSample: the hint shows a date in the page language, not the letters YYYY-MM-DD', () => {
  it.each(LANGUAGES.map((language) => [language, language === 'th' ? '15-03-2569' : '15-03-2026'] as const))(
    '%s: %s',
    (language, sample) => {
      expect(dateSample(language, TODAY)).toBe(sample);
      expect(parseTypedDate(sample, language, TODAY), 'the sample is a date the field accepts').toBe('2026-03-15');
    },
  );
});

describe('eraOf: named in the hint and the error where the year is not the Gregorian one', () => {
  it.each(LANGUAGES.map((language) => [language, language === 'th' ? 'พ.ศ.' : 'none'] as const))('%s: %s', (language, era) => {
    expect(eraOf(language)).toBe(era);
  });
});
