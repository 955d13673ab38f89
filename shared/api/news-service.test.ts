// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { sandboxApi } from '../../testing/sandbox-api';
import { newsSearchQuery, EMPTY_NEWS_SEARCH } from '../domain/news/news-search-query';
import {
  fetchNewsCarousel,
  fetchNewsCategories,
  fetchNewsList,
  fetchNewsroomConfiguration,
  parseNewsItem,
  parseNewsroomConfiguration,
  searchNews,
} from './news-service';

const { client: clientFor } = sandboxApi();

describe('news reads against the sandbox (content §7)', () => {
  it('reads the newsroom configuration, a list page, the carousel and the categories', async () => {
    const client = clientFor();
    expect(await fetchNewsroomConfiguration(client)).toEqual({ ok: true, data: { rootPath: 'newsroom', carouselCount: 6 } });
    const list = await fetchNewsList(client, { language: 'en', path: 'newsroom', category: 'awards', start: 0, rows: 2 });
    expect(list.ok && list.data.total).toBe(6);
    expect(list.ok && list.data.items.map((item) => item.id)).toEqual(['N2026-04', 'N2025-07']);
    const carousel = await fetchNewsCarousel(client, { language: 'en', path: 'newsroom', rows: 2 });
    expect(carousel.ok && carousel.data).toHaveLength(2);
    const categories = await fetchNewsCategories(client, 'ar');
    expect(categories.ok && categories.data).toContainEqual({ id: 'awards', title: 'جوائز' });
  });

  it('searches the content service without an endpoint, and the endpoint given', async () => {
    const query = newsSearchQuery(
      { ...EMPTY_NEWS_SEARCH, categories: ['awards'] },
      { type: 'news', contentTags: '', entityType: 'article', facetQuery: '', lang: 'en', rows: 5 },
    );
    const client = clientFor();
    const viaContent = await searchNews(client, '', query);
    expect(viaContent.ok && viaContent.data.total).toBe(6);
    expect(viaContent.ok && viaContent.data.facets.categories.length).toBe(5);
    // A site-relative endpoint goes to the service origin (here the sandbox's).
    const viaEndpoint = await searchNews(client, '/apis/stay/news/search.json', query);
    expect(viaEndpoint).toEqual(viaContent);
    const failed = await searchNews(client, '/apis/stay/news/nowhere.json', query);
    expect(failed.ok).toBe(false);
  });
});

describe('parsers drop what cannot be shown', () => {
  it.each<[string, unknown, boolean]>([
    ['a whole item', { id: 'A', title: 'T', publishedDate: '2025-01-02' }, true],
    ['no title', { id: 'A', publishedDate: '2025-01-02' }, false],
    ['a date that is not one', { id: 'A', title: 'T', publishedDate: 'yesterday' }, false],
  ])('%s', (_name, raw, kept) => expect(parseNewsItem(raw) !== undefined).toBe(kept));

  it('drops an unsafe link with a warning and keeps the item', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseNewsItem({ id: 'A', title: 'T', publishedDate: '2025-01-02', url: 'javascript:alert(1)' })?.url).toBe('');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('gives the configuration defaults for odd values', () => {
    expect(parseNewsroomConfiguration({ rootPath: '/news/', carouselCount: -1 })).toEqual({ rootPath: 'news', carouselCount: 6 });
  });
});
