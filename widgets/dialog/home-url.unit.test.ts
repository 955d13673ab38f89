import { describe, expect, it } from 'vitest';
import { homeUrl } from './home-url';

describe('homeUrl (content spec §2: the home page is the language root)', () => {
  it.each([
    { language: 'en', path: '/en/booking/summary/', root: '', expected: '/en/' },
    { language: 'ar', path: '/ar/', root: '', expected: '/ar/' },
    { language: 'zh', path: '/booking/summary/', root: '', expected: '/' },
    { language: 'ja', path: '/content/stay/ja/offers.html', root: '/content/stay', expected: '/content/stay/ja/' },
    { language: 'ja', path: '/ja/offers/', root: '/content/stay', expected: '/ja/' },
    { language: 'zh', path: '/content/stay/offers.html', root: '/content/stay/', expected: '/content/stay/' },
  ] as const)('$language on $path (content root "$root") → $expected', ({ language, path, root, expected }) => {
    expect(homeUrl(language, path, root)).toBe(expected);
  });
});
