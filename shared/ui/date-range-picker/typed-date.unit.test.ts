import { describe, expect, it } from 'vitest';
import { localDatePattern, parseTypedDate } from './typed-date';

describe('parseTypedDate', () => {
  it.each([
    ['2026-03-05', 'en', '2026-03-05'],
    [' 2026-03-05 ', 'de', '2026-03-05'],
    ['2026-02-30', 'en', undefined],
    ['05/03/2026', 'en', '2026-03-05'], // en-GB: day first
    ['5/3/2026', 'en', '2026-03-05'],
    ['05.03.2026', 'de', '2026-03-05'],
    ['2026/03/05', 'ja', '2026-03-05'],
    ['05/03/2569', 'th', '2026-03-05'], // Buddhist year
    ['٠٥/٠٣/٢٠٢٦', 'ar', '2026-03-05'], // Arabic-Indic digits
    ['31/02/2026', 'en', undefined],
    ['05/03/26', 'en', undefined], // two-digit years are ambiguous
    ['tomorrow', 'en', undefined],
    ['', 'en', undefined],
  ] as const)('%s in %s → %s', (text, language, expected) => expect(parseTypedDate(text, language)).toBe(expected));
});

describe('localDatePattern', () => {
  it.each([
    ['en', 'DD/MM/YYYY', 0],
    ['de', 'DD.MM.YYYY', 0],
    ['th', 'DD/MM/YYYY', 543],
  ] as const)('%s: %s, year offset %i', (language, hint, offset) => {
    expect(localDatePattern(language)).toMatchObject({ hint, yearOffset: offset });
  });
});
