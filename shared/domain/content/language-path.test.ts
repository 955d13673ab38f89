import { describe, expect, it } from 'vitest';
import { languageSwitchUrl, stripContentRoot } from './language-path';

const address = (url: string) => {
  const parsed = new URL(url, 'https://site.example');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
};

describe('languageSwitchUrl', () => {
  it.each([
    {
      from: '/en/booking/select-apartment-and-rates?hotelCode=X#rates',
      to: 'ja',
      result: '/ja/booking/select-apartment-and-rates?hotelCode=X#rates',
    },
    {
      from: '/en/booking/select-apartment-and-rates?hotelCode=X#rates',
      to: 'zh',
      result: '/booking/select-apartment-and-rates?hotelCode=X#rates',
    },
    { from: '/booking/select-apartment-and-rates?hotelCode=X', to: 'ar', result: '/ar/booking/select-apartment-and-rates?hotelCode=X' },
    { from: '/', to: 'en', result: '/en/' },
    { from: '/en/', to: 'zh', result: '/' },
    { from: '/en', to: 'zh', result: '/' },
    { from: '/ja/', to: 'ko', result: '/ko/' },
    { from: '/zh/offers/', to: 'en', result: '/en/offers/' },
    { from: '/offers/english/', to: 'de', result: '/de/offers/english/' },
  ])('$from → $to: $result', ({ from, to, result }) => {
    expect(languageSwitchUrl(address(from), to as never)).toBe(result);
  });

  it.each([
    { from: '/content/stay/en/offers.html?x=1', to: 'ja', result: '/content/stay/ja/offers.html?x=1' },
    { from: '/content/stay/en/offers.html', to: 'zh', result: '/content/stay/offers.html' },
    { from: '/en/offers/', to: 'ja', result: '/ja/offers/' },
  ])('keeps the content root of the current address: $from → $to', ({ from, to, result }) => {
    expect(languageSwitchUrl(address(from), to as never, '/content/stay')).toBe(result);
  });
});

describe('stripContentRoot', () => {
  it.each([
    { href: '/content/stay/en/offers.html', current: '/en/', result: '/en/offers.html' },
    { href: '/content/stay/en/offers.html', current: '/content/stay/en/home.html', result: '/content/stay/en/offers.html' },
    { href: '/en/offers/', current: '/en/', result: '/en/offers/' },
    { href: '/content/stayed/en/', current: '/en/', result: '/content/stayed/en/' },
  ])('$href on $current → $result', ({ href, current, result }) => {
    expect(stripContentRoot(href, current, '/content/stay')).toBe(result);
  });
});
