import { describe, expect, it, vi } from 'vitest';
import { formatCurrency, formatDateInWords, formatIsoDate, formatList, formatNumber, formatShownDate } from './format';
import { LANGUAGES } from '../domain/languages';
import { defineMessages, loadTranslations, translate, translationsOf } from './catalogue';
import { defineIcuMessages } from './intl';
import tabsEnglish from '../../widgets/tabs/messages/en.json';
import fixtureEnglish from './test-fixtures/messages/en.json';
import fixtureJapanese from './test-fixtures/messages/ja.json';

/** A catalogue translated into `language` alone, loaded by `load`. */
const only = (language: string, load: () => Promise<unknown>) => (asked: string) => (asked === language ? load() : undefined);

describe('formatters', () => {
  it('formats numbers per language', () => {
    expect(formatNumber('en', 1234.5)).toBe('1,234.5');
    expect(formatNumber('de', 1234.5)).toBe('1.234,5');
  });

  it('formats currency with the requested fraction digits', () => {
    const plainSpaces = (text: string) => text.replace(/\s/g, ' ');
    expect(plainSpaces(formatCurrency('en', 1234.5, 'SGD', 2))).toBe('SGD 1,234.50');
    expect(plainSpaces(formatCurrency('en', 1234, 'JPY', 0))).toBe('JP¥1,234');
  });

  it('formats ISO dates without shifting them through a time zone', () => {
    expect(formatIsoDate('en', '2026-12-31', { day: '2-digit', month: '2-digit', year: 'numeric' })).toBe('31/12/2026');
    expect(formatIsoDate('en', '2026-01-01')).toBe('1 Jan 2026');
  });
});

/**
 * Content spec §9 and booking spec §9: "dates shown as DD-MM-YYYY", Thai with its year offset of
 * 543 (the Buddhist era, as every Thai date of the site shows it). Screen readers get the date in words.
 */
describe('shown dates: DD-MM-YYYY, in words for screen readers', () => {
  const table = [
    ['en', '15-03-2026', 'Sunday, 15 March 2026'],
    ['zh', '15-03-2026', '2026年3月15日星期日'],
    ['ja', '15-03-2026', '2026年3月15日日曜日'],
    ['ko', '15-03-2026', '2026년 3월 15일 일요일'],
    ['ar', '15-03-2026', 'الأحد، 15 مارس 2026'],
    ['de', '15-03-2026', 'Sonntag, 15. März 2026'],
    ['fr', '15-03-2026', 'dimanche 15 mars 2026'],
    ['es', '15-03-2026', 'domingo, 15 de marzo de 2026'],
    ['id', '15-03-2026', 'Minggu, 15 Maret 2026'],
    ['vi', '15-03-2026', 'Chủ Nhật, 15 tháng 3, 2026'],
    ['th', '15-03-2569', 'วันอาทิตย์ที่ 15 มีนาคม พ.ศ. 2569'],
  ] as const;

  it('covers every language of the site', () => expect(table.map(([language]) => language).sort()).toEqual([...LANGUAGES].sort()));

  it.each(table)('%s: %s, read as %s', (language, shown, words) => {
    expect(formatShownDate(language, '2026-03-15')).toBe(shown);
    // Arabic's words may carry Arabic-Indic digits where the browser's data says so: compare the digits as ASCII.
    expect(formatDateInWords(language, '2026-03-15').replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))).toBe(
      words,
    );
  });

  it('pads single-digit days and months and keeps year boundaries in place (no time-zone shift)', () => {
    expect(formatShownDate('en', '2026-01-01')).toBe('01-01-2026');
    expect(formatShownDate('de', '2026-12-31')).toBe('31-12-2026');
    expect(formatShownDate('th', '2026-12-31')).toBe('31-12-2569');
  });

  it('shows a text that is not an ISO date as it came, instead of breaking the page', () => {
    expect(formatShownDate('en', 'spring 2027')).toBe('spring 2027');
    expect(formatDateInWords('en', '2026-02-30')).toBe('2026-02-30');
  });
});

/** The reasons a date is refused, joined as the page language joins a list (not an English comma). */
describe('formatList', () => {
  it.each([
    ['en', 'Closed, Sold out and No arrivals'],
    ['zh', 'Closed、Sold out和No arrivals'],
    ['ja', 'Closed、Sold out、No arrivals'],
    ['ko', 'Closed, Sold out 및 No arrivals'],
    ['ar', 'Closed وSold out وNo arrivals'],
    ['de', 'Closed, Sold out und No arrivals'],
    ['fr', 'Closed, Sold out et No arrivals'],
    ['es', 'Closed, Sold out y No arrivals'],
    ['id', 'Closed, Sold out, dan No arrivals'],
    ['vi', 'Closed, Sold out và No arrivals'],
    ['th', 'Closed Sold out และNo arrivals'],
  ] as const)('%s: %s', (language, joined) => {
    expect(formatList(language, ['Closed', 'Sold out', 'No arrivals'])).toBe(joined);
  });

  it('leaves one item alone', () => expect(formatList('de', ['Closed'])).toBe('Closed'));
});

describe('messages', () => {
  it('reads precompiled English messages with arguments and ICU plurals', () => {
    expect(translate('en', 'widget.authorNotice.invalid', { setting: 'data-a="x"', expected: 'y', fallback: '1' })).toBe(
      '\u2068data-a="x"\u2069 is not valid (\u2068y\u2069); the default \u20681\u2069 is used.',
    );
    const plural = defineIcuMessages({ en: fixtureEnglish });
    expect(plural('en', 'more', { count: 1 })).toBe('1 more item');
    expect(plural('en', 'more', { count: 3 })).toBe('3 more items');
  });

  it('formats plain catalogues in the runtime, with no formatting library; translated too', async () => {
    const tabs = defineMessages({ en: tabsEnglish, translations: translationsOf('widgets/tabs') });
    expect(tabs('en', 'untitled', { number: 2 })).toBe('Tab 2');
    await loadTranslations('ja');
    expect(tabs('ja', 'untitled', { number: 2 })).toMatch(/2/);
    expect(tabs('ja', 'untitled', { number: 2 })).not.toBe('Tab 2');
  });

  it('a plain catalogue given a plural shows its id with a warning instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const wrong = defineMessages({ en: fixtureEnglish });
      expect(wrong('en', 'more', { count: 1 })).toBe('more');
      expect(warn.mock.calls.some(([message]) => String(message).includes('defineIcuMessages'))).toBe(true);
    } finally {
      warn.mockRestore();
    }
  });

  it('uses the English texts, with English plural rules, for languages without a catalogue yet', () => {
    const plural = defineIcuMessages({ en: fixtureEnglish });
    expect(plural('zh', 'more', { count: 1 })).toBe('1 more item');
  });

  it('loads a translation on demand and then uses it, with its own plural rules', async () => {
    const loadJapanese = vi.fn(async () => ({ default: fixtureJapanese }));
    const plural = defineIcuMessages({ en: fixtureEnglish, translations: only('ja', loadJapanese) });
    expect(loadJapanese).not.toHaveBeenCalled();
    await loadTranslations('ja');
    expect(plural('ja', 'more', { count: 1 })).toBe('あと1件');
    // Loaded once: a later page-language request has nothing to wait for.
    expect(loadTranslations('ja')).toBeUndefined();
    expect(loadJapanese).toHaveBeenCalledTimes(1);
  });

  it('stays synchronous for English: English texts are bundled', () => {
    defineIcuMessages({ en: fixtureEnglish, translations: only('ja', async () => ({ default: fixtureJapanese })) });
    expect(loadTranslations('en')).toBeUndefined();
  });

  it('shows English with one warning when a translation cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const plural = defineIcuMessages({ en: fixtureEnglish, translations: only('ko', () => Promise.reject(new Error('offline'))) });
      await loadTranslations('ko');
      expect(plural('ko', 'more', { count: 1 })).toBe('1 more item');
      expect(loadTranslations('ko')).toBeUndefined();
      const failures = warn.mock.calls.filter(([message]) => String(message).includes('ko texts could not be loaded'));
      expect(failures).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });

  it('loads the shared translations, keeping English for keys a translation lacks', async () => {
    await loadTranslations('ja');
    expect(translate('ja', 'widget.error')).not.toBe(translate('en', 'widget.error'));
    const partial = defineIcuMessages({
      en: { ...fixtureEnglish, extra: fixtureEnglish.more },
      translations: only('ja', async () => ({ default: fixtureJapanese })),
    });
    await loadTranslations('ja');
    expect(partial('ja', 'extra', { count: 2 })).toBe('2 more items');
  });

  it("finds a catalogue's translations through the build's index of each language", async () => {
    const tabs = translationsOf('widgets/tabs');
    expect(tabs('en'), 'English is bundled: nothing to load').toBeUndefined();
    const japanese = (await tabs('ja')) as { default: Record<string, unknown> };
    expect(Object.keys(japanese.default)).toEqual(Object.keys(tabsEnglish));
    expect(await translationsOf('widgets/no-such-widget')('ja'), 'a folder without translations: English').toBeUndefined();
    const untranslated = defineIcuMessages({ en: fixtureEnglish, translations: translationsOf('widgets/no-such-widget') });
    await loadTranslations('ja');
    expect(untranslated('ja', 'more', { count: 2 })).toBe('2 more items');
  });
});
