import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuccessEnvelope } from './server.ts';
import { describeDocumentedFaultRules, runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

interface Item {
  id: string;
  title: string;
  publishedDate: string;
  categories: string[];
  url: string;
}
interface Facet {
  value: string;
  count: number;
}
interface SearchAnswer {
  total: number;
  items: Item[];
  facets: { categories: Facet[]; publishedYears: Facet[] };
}

const content = async <T>(path: string) => {
  const { status, body } = await sandbox.json<SuccessEnvelope<T>>(path);
  expect(status).toBe(200);
  return body.content;
};

describe('newsroom configuration, list, carousel and categories (content §7)', () => {
  it('configures the newsroom path and the carousel count', async () => {
    expect(await content('/apis/stay/masterdata/newsroom.json')).toEqual({ rootPath: 'newsroom', carouselCount: 6 });
  });

  it('lists the path and its sub-paths newest first, a page at a time', async () => {
    const first = await content<{ total: number; items: Item[] }>(
      '/apis/stay/news/listing/p_lang/eq/en/p_path/eq/newsroom.json?start=0&rows=15',
    );
    expect(first.total).toBe(27);
    expect(first.items).toHaveLength(15);
    expect(first.items[0]).toMatchObject({ id: 'N2026-05', publishedDate: '2026-10-02', url: '/newsroom/n2026-05' });
    const last = await content<{ total: number; items: Item[] }>(
      '/apis/stay/news/listing/p_lang/eq/en/p_path/eq/newsroom.json?start=15&rows=15',
    );
    expect(last.items).toHaveLength(12);
    const dates = [...first.items, ...last.items].map((item) => item.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by category and path; titles in the language asked, else English', async () => {
    const awards = await content<{ total: number; items: Item[] }>(
      '/apis/stay/news/listing/p_lang/eq/ar/p_path/eq/newsroom%2Farchive.json?category=awards',
    );
    expect(awards).toMatchObject({ total: 1, items: [{ id: 'A2021-01', title: 'الأرشيف: جائزتنا الأولى' }] });
    const korean = await content<{ items: Item[] }>('/apis/stay/news/listing/p_lang/eq/ko/p_path/eq/newsroom.json?rows=1');
    expect(korean.items[0]?.title).toBe('Aster Residences opens its first property in Seoul');
  });

  it('answers 400 for rows out of range', async () => {
    expect((await sandbox.json('/apis/stay/news/listing/p_lang/eq/en/p_path/eq/newsroom.json?rows=0')).status).toBe(400);
    expect((await sandbox.json('/apis/stay/news/search.json?start=-1')).status).toBe(400);
  });

  it('gives the latest articles to the carousel and the categories in the language asked', async () => {
    const latest = await content<Item[]>('/apis/stay/news/carousel/p_lang/eq/en/p_path/eq/newsroom.json?rows=3');
    expect(latest.map((item) => item.id)).toEqual(['N2026-05', 'N2026-04', 'N2026-03']);
    const categories = await content<{ id: string; title: string }[]>('/apis/stay/news/categories/p_lang/eq/ja.json');
    expect(categories).toContainEqual({ id: 'awards', title: '受賞' });
  });
});

describe('news search (content §7: str, type, contentTags, entityType, categories, publishedYears, facetField, facetQuery, lang, start, rows)', () => {
  const facets = 'facetField=categories,publishedYears';

  it('counts each facet under the other facets and pages the results', async () => {
    const answer = await content<SearchAnswer>(
      `/apis/stay/news/search.json?type=news&entityType=article&${facets}&categories=awards&lang=en&start=0&rows=2`,
    );
    expect(answer.total).toBe(6);
    expect(answer.items.map((item) => item.id)).toEqual(['N2026-04', 'N2025-07']);
    // Categories are counted over all years (no year ticked): every category shows.
    expect(answer.facets.categories).toContainEqual({ value: 'openings', count: 8 });
    expect(answer.facets.publishedYears).toContainEqual({ value: '2025', count: 2 });
  });

  it('matches words and combines facets', async () => {
    const answer = await content<SearchAnswer>(`/apis/stay/news/search.json?str=kiri%20HOUSE&${facets}&publishedYears=2023`);
    expect(answer).toMatchObject({ total: 1, items: [{ id: 'N2023-03' }] });
    expect(answer.facets.publishedYears).toEqual(
      expect.arrayContaining([
        { value: '2023', count: 1 },
        { value: '2025', count: 1 },
      ]),
    );
  });

  it('leaves facets out that facetField does not ask for, and answers nothing for another type', async () => {
    expect((await content<SearchAnswer>('/apis/stay/news/search.json')).facets).toEqual({ categories: [], publishedYears: [] });
    expect(await content<SearchAnswer>('/apis/stay/news/search.json?type=event')).toMatchObject({ total: 0, items: [] });
  });
});

const CALLS: Record<string, () => Promise<{ status: number }>> = {
  'masterdata/newsroom.json': () => sandbox.json('/apis/stay/masterdata/newsroom.json'),
  'news/listing': () => sandbox.json('/apis/stay/news/listing/p_lang/eq/en/p_path/eq/newsroom.json'),
  'news/carousel': () => sandbox.json('/apis/stay/news/carousel/p_lang/eq/en/p_path/eq/newsroom.json'),
  'news/categories': () => sandbox.json('/apis/stay/news/categories/p_lang/eq/en.json'),
  'news/search': () => sandbox.json('/apis/stay/news/search.json'),
};

describeDocumentedFaultRules('### Fault rules of the news pages', CALLS, () => sandbox);
