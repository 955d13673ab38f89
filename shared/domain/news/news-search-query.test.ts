import { describe, expect, it } from 'vitest';
import {
  EMPTY_NEWS_SEARCH,
  newsSearchAddress,
  newsSearchFromAddress,
  newsSearchQuery,
  pageCount,
  toggleFacet,
  type NewsSearch,
  type NewsSearchSettings,
} from './news-search-query';

const settings: NewsSearchSettings = { type: 'news', contentTags: '', entityType: 'article', facetQuery: '', lang: 'en', rows: 10 };

describe('newsSearchQuery (content spec §7: str, type, contentTags, entityType, categories, publishedYears, facetField, facetQuery, lang, start, rows)', () => {
  it.each<[string, NewsSearch, Partial<NewsSearchSettings>, Record<string, string | number>]>([
    [
      'the first page of everything',
      EMPTY_NEWS_SEARCH,
      {},
      { type: 'news', entityType: 'article', facetField: 'categories,publishedYears', lang: 'en', start: 0, rows: 10 },
    ],
    [
      'words, two categories, a year, page 3',
      { text: '  rooftop pool ', categories: ['openings', 'awards'], years: [2025], page: 3 },
      { lang: 'ar' },
      {
        str: 'rooftop pool',
        type: 'news',
        entityType: 'article',
        categories: 'openings,awards',
        publishedYears: '2025',
        facetField: 'categories,publishedYears',
        lang: 'ar',
        start: 20,
        rows: 10,
      },
    ],
    [
      'the author’s tags and facet query are sent; rows of 15',
      { ...EMPTY_NEWS_SEARCH, page: 2 },
      { contentTags: 'stay:newsroom', facetQuery: 'brand:AST', rows: 15 },
      {
        type: 'news',
        contentTags: 'stay:newsroom',
        entityType: 'article',
        facetField: 'categories,publishedYears',
        facetQuery: 'brand:AST',
        lang: 'en',
        start: 15,
        rows: 15,
      },
    ],
    ['a page below 1 is the first', { ...EMPTY_NEWS_SEARCH, page: 0 }, {}, expect.objectContaining({ start: 0 })],
  ])('%s', (_name, search, overrides, expected) => {
    expect(newsSearchQuery(search, { ...settings, ...overrides })).toEqual(expected);
  });
});

describe('newsSearchFromAddress: a linkable search, odd values left out', () => {
  it.each<[string, string, NewsSearch]>([
    ['no query', '', EMPTY_NEWS_SEARCH],
    [
      'all of it',
      '?q=pool&categories=openings,awards&years=2024,2025&page=2',
      { text: 'pool', categories: ['openings', 'awards'], years: [2024, 2025], page: 2 },
    ],
    [
      'bad category, year and page',
      '?categories=Bad Slug,awards,awards&years=25,abcd,2023&page=-1',
      { text: '', categories: ['awards'], years: [2023], page: 1 },
    ],
    ['a fractional page', '?page=1.5', EMPTY_NEWS_SEARCH],
    ['a very long text is cut', `?q=${'a'.repeat(300)}`, { ...EMPTY_NEWS_SEARCH, text: 'a'.repeat(200) }],
  ])('%s', (_name, query, expected) => {
    expect(newsSearchFromAddress(new URLSearchParams(query))).toEqual(expected);
  });
});

describe('newsSearchAddress', () => {
  it.each<[string, NewsSearch, string, string]>([
    ['nothing searched: no query', EMPTY_NEWS_SEARCH, '', ''],
    [
      'keeps other parameters, drops the page 1',
      { text: 'spa', categories: ['awards'], years: [2025], page: 1 },
      '?utm_source=mail&page=4',
      '?utm_source=mail&q=spa&categories=awards&years=2025',
    ],
    ['page 2 is written', { ...EMPTY_NEWS_SEARCH, page: 2 }, '', '?page=2'],
  ])('%s', (_name, search, current, expected) => {
    expect(newsSearchAddress(search, new URLSearchParams(current))).toBe(expected);
  });

  it('reads back what it wrote', () => {
    const search: NewsSearch = { text: 'a & b', categories: ['openings'], years: [2024], page: 3 };
    expect(newsSearchFromAddress(new URLSearchParams(newsSearchAddress(search, new URLSearchParams())))).toEqual(search);
  });
});

describe('toggleFacet and pageCount', () => {
  it.each<[readonly string[], string, string[]]>([
    [[], 'awards', ['awards']],
    [['awards', 'openings'], 'awards', ['openings']],
  ])('toggle %j with %s', (selected, item, expected) => expect(toggleFacet(selected, item)).toEqual(expected));

  it.each<[number, number, number]>([
    [0, 15, 1],
    [15, 15, 1],
    [16, 15, 2],
    [45, 10, 5],
  ])('%i results of %i a page: %i pages', (total, rows, expected) => expect(pageCount(total, rows)).toBe(expected));
});
