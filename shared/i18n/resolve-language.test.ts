import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './resolve-language';
import { intlLocale, textDirection } from '../domain/languages';

describe('resolveLanguage (content spec §2: Chinese is the unprefixed default)', () => {
  it.each([
    { path: '/', root: '', language: 'zh' },
    { path: '/offers/', root: '', language: 'zh' },
    { path: '/en/', root: '', language: 'en' },
    { path: '/en', root: '', language: 'en' },
    { path: '/ar/accordion/', root: '', language: 'ar' },
    { path: '/JA/rooms', root: '', language: 'ja' },
    { path: '/th/booking/property-listing', root: '', language: 'th' },
    { path: '/xx/page', root: '', language: 'zh' },
    { path: '/english/page', root: '', language: 'zh' },
    { path: '/content/stay/ko/home.html', root: '/content/stay', language: 'ko' },
    { path: '/content/stay/home.html', root: '/content/stay/', language: 'zh' },
    { path: '/de/page', root: '/content/stay', language: 'de' },
  ])('$path (content root "$root") → $language', ({ path, root, language }) => {
    expect(resolveLanguage(path, root)).toBe(language);
  });
});

describe('language facts', () => {
  it('mirrors Arabic only', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
    expect(textDirection('zh')).toBe('ltr');
  });

  it('formats Thai dates in Buddhist years (spec §9: year offset 543)', () => {
    const year = new Intl.DateTimeFormat(intlLocale('th'), { year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 1));
    expect(year).toContain('2569');
  });
});
