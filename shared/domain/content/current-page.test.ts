import { describe, expect, it } from 'vitest';
import { isCurrentPage } from './current-page';

describe('isCurrentPage (WAI-ARIA APG disclosure navigation: aria-current="page" on the link to the page shown)', () => {
  it.each([
    { link: '/en/offers/', page: 'https://stay.example/en/offers/', expected: true },
    { link: '/en/offers', page: 'https://stay.example/en/offers/', expected: true },
    { link: '/en/offers.html', page: 'https://stay.example/en/offers/', expected: true },
    { link: '/en/offers/index.html', page: 'https://stay.example/en/offers', expected: true },
    { link: 'https://stay.example/en/offers/', page: 'https://stay.example/en/offers/#deals', expected: true },
    { link: '/en/offers/#deals', page: 'https://stay.example/en/offers/', expected: true },
    { link: '/en/', page: 'https://stay.example/en/', expected: true },
    { link: '/', page: 'https://stay.example/', expected: true },
    { link: '/en/', page: 'https://stay.example/en/offers/', expected: false },
    { link: '/en/offers/summer/', page: 'https://stay.example/en/offers/', expected: false },
    { link: '/ja/offers/', page: 'https://stay.example/en/offers/', expected: false },
    { link: 'https://other.example/en/offers/', page: 'https://stay.example/en/offers/', expected: false },
    { link: '/en/list/?searchdest=Tokyo', page: 'https://stay.example/en/list/?searchdest=Tokyo&type=city', expected: true },
    { link: '/en/list/?searchdest=Osaka', page: 'https://stay.example/en/list/?searchdest=Tokyo', expected: false },
    { link: '/en/list/', page: 'https://stay.example/en/list/?searchdest=Tokyo', expected: true },
    { link: 'offers/', page: 'https://stay.example/en/', expected: false },
    { link: 'http://[bad', page: 'https://stay.example/en/', expected: false },
  ])('$link on $page → $expected', ({ link, page, expected }) => {
    expect(isCurrentPage(link, page)).toBe(expected);
  });
});
