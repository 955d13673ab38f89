import { describe, expect, it, vi } from 'vitest';
import { formatCurrency, formatIsoDate, formatNumber } from './format';
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

describe('messages', () => {
  it('reads precompiled English messages with arguments and ICU plurals', () => {
    expect(translate('en', 'widget.authorNotice.invalid', { attribute: 'data-a', value: 'x', expected: 'y', fallback: '1' })).toBe(
      'data-a="x" is not valid (y); the default 1 is used.',
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
    const partial = defineIcuMessages({ en: { ...fixtureEnglish, extra: fixtureEnglish.more }, translations: only('ja', async () => ({ default: fixtureJapanese })) });
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
