import { describe, expect, it } from 'vitest';
import { formatCurrency, formatIsoDate, formatNumber } from './format';
import { defineMessages, translate } from './intl';
import fixtureEnglish from './test-fixtures/messages/en.json';
import fixtureJapanese from './test-fixtures/messages/ja.json';

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
    const plural = defineMessages({ en: fixtureEnglish });
    expect(plural('en', 'more', { count: 1 })).toBe('1 more item');
    expect(plural('en', 'more', { count: 3 })).toBe('3 more items');
  });

  it('uses the English texts, with English plural rules, for languages without a catalogue yet', () => {
    expect(translate('ja', 'widget.error')).toBe(translate('en', 'widget.error'));
    const plural = defineMessages({ en: fixtureEnglish });
    expect(plural('zh', 'more', { count: 1 })).toBe('1 more item');
  });

  it('uses a translation with its own plural rules where one exists', () => {
    const plural = defineMessages({ en: fixtureEnglish, translations: { ja: fixtureJapanese } });
    expect(plural('ja', 'more', { count: 1 })).toBe('あと1件');
  });
});
