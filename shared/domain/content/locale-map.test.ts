import { describe, expect, it } from 'vitest';
import { mappedLanguageSwitchUrl, parseLocaleMap } from './locale-map';

const MAP = { 'en-gb': 'en', jp: 'ja', 'zh-hans': 'zh' } as const;

// Content spec §7 locale-map, §2 (Chinese has no prefix; the content root is kept when present).
describe('mappedLanguageSwitchUrl', () => {
  it.each([
    { path: '/en-gb/offers', target: 'ja', root: '', href: '/ja/offers?q=1#a' },
    { path: '/EN-GB/offers', target: 'zh', root: '', href: '/offers?q=1#a' },
    { path: '/jp/', target: 'en', root: '', href: '/en/?q=1#a' },
    { path: '/zh-hans/news/x', target: 'ko', root: '', href: '/ko/news/x?q=1#a' },
    { path: '/content/stay/jp/offers', target: 'fr', root: '/content/stay', href: '/content/stay/fr/offers?q=1#a' },
    // Unmapped segments and real language prefixes behave as languageSwitchUrl says.
    { path: '/de/offers', target: 'ja', root: '', href: '/ja/offers?q=1#a' },
    { path: '/pt-br/offers', target: 'ja', root: '', href: '/ja/pt-br/offers?q=1#a' },
    { path: '/offers/jp', target: 'en', root: '', href: '/en/offers/jp?q=1#a' },
  ] as const)('$path -> $target: $href', ({ path, target, root, href }) => {
    expect(mappedLanguageSwitchUrl({ pathname: path, search: '?q=1', hash: '#a' }, target, root, MAP)).toBe(href);
  });
});

describe('parseLocaleMap', () => {
  it.each([
    [
      { 'EN-GB': 'en', jp: 'ja', xx: 'pt', bad: 3 },
      { 'en-gb': 'en', jp: 'ja' },
    ],
    [[], undefined],
    ['map', undefined],
    [null, undefined],
  ])('%j -> %j', (raw, parsed) => {
    expect(parseLocaleMap(raw)).toEqual(parsed);
  });
});
