import { isCount, isRecord, listOf, text, texts } from '../domain/json-guards';
import type { NewsSearchQuery } from '../domain/news/news-search-query';
import { safeUrl } from './url-field';
import type { ApiClient, ApiResult } from './types';

/**
 * News reads (content spec §7 "Newsroom", "Other content: news listing, news carousel, news
 * categories", gateway "news search"). The spec names the calls, not their shapes: ours are in
 * the sandbox README "News". Every answer is checked here; an item without an id, title or
 * date is dropped, an unsafe link or image address is dropped from its item (DESIGN.md §3).
 * Spec §8: "News fetch rejects on non-200, parse failure or network error and the caller returns
 * null": these return the ApiResult, and `<stay-news>` turns a failure into null and its empty state.
 */

export interface NewsItem {
  id: string;
  title: string;
  summary: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  /** Category slugs. */
  categories: string[];
  /** Link to the article, '' when absent or unsafe. */
  url: string;
  image: string;
  imageAlt: string;
}

/** A page of results: `total` counts every result, not only this page's. */
export interface NewsPage {
  total: number;
  items: NewsItem[];
}

export interface NewsCategory {
  id: string;
  title: string;
}

export interface NewsFacetValue {
  value: string;
  count: number;
}

export interface NewsSearchResult extends NewsPage {
  facets: { categories: NewsFacetValue[]; publishedYears: NewsFacetValue[] };
}

/** `masterdata/newsroom.json`: where the newsroom's articles live and how many the carousel shows. */
export interface NewsroomConfiguration {
  rootPath: string;
  carouselCount: number;
}

const DEFAULT_NEWSROOM: NewsroomConfiguration = { rootPath: 'newsroom', carouselCount: 6 };
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

export function parseNewsItem(raw: unknown): NewsItem | undefined {
  if (!isRecord(raw)) return undefined;
  const id = text(raw, 'id');
  const title = text(raw, 'title')?.trim();
  const date = text(raw, 'publishedDate');
  if (!id || !title || !date || !ISO_DATE.test(date)) return undefined;
  return {
    id,
    title,
    summary: text(raw, 'summary') ?? '',
    date: date.slice(0, 10),
    categories: texts(raw, 'categories') ?? [],
    url: safeUrl(raw, 'url') ?? '',
    image: safeUrl(raw, 'image') ?? '',
    imageAlt: text(raw, 'imageAlt') ?? '',
  };
}

export function parseNewsPage(raw: unknown): NewsPage | undefined {
  if (!isRecord(raw)) return undefined;
  const items = listOf(raw.items, parseNewsItem);
  if (!items || !isCount(raw.total)) return undefined;
  return { total: raw.total, items };
}

function parseFacet(raw: unknown): NewsFacetValue | undefined {
  if (!isRecord(raw)) return undefined;
  const value = text(raw, 'value') ?? (typeof raw.value === 'number' ? String(raw.value) : undefined);
  return value && isCount(raw.count) ? { value, count: raw.count } : undefined;
}

export function parseNewsSearchResult(raw: unknown): NewsSearchResult | undefined {
  const page = parseNewsPage(raw);
  if (!page || !isRecord(raw)) return undefined;
  const facets = isRecord(raw.facets) ? raw.facets : {};
  return {
    ...page,
    facets: { categories: listOf(facets.categories, parseFacet) ?? [], publishedYears: listOf(facets.publishedYears, parseFacet) ?? [] },
  };
}

function parseCategory(raw: unknown): NewsCategory | undefined {
  if (!isRecord(raw)) return undefined;
  const id = text(raw, 'id');
  const title = text(raw, 'title');
  return id && title ? { id, title } : undefined;
}

export function parseNewsroomConfiguration(raw: unknown): NewsroomConfiguration | undefined {
  if (!isRecord(raw)) return undefined;
  const carouselCount = raw.carouselCount;
  return {
    rootPath: text(raw, 'rootPath')?.replace(/^\/+|\/+$/g, '') || DEFAULT_NEWSROOM.rootPath,
    carouselCount: isCount(carouselCount) && carouselCount > 0 ? Math.min(carouselCount, 12) : DEFAULT_NEWSROOM.carouselCount,
  };
}

const segment = (value: string) => encodeURIComponent(value.replace(/^\/+|\/+$/g, ''));

export function fetchNewsroomConfiguration(client: ApiClient, cacheFor?: number): Promise<ApiResult<NewsroomConfiguration>> {
  return client.content('masterdata/newsroom.json', { parse: parseNewsroomConfiguration, cacheFor });
}

/** The newsroom list at `path`, one page of `rows` from `start`, of one category or all (''). */
export function fetchNewsList(
  client: ApiClient,
  request: { language: string; path: string; category: string; start: number; rows: number },
): Promise<ApiResult<NewsPage>> {
  const { language, path, category, start, rows } = request;
  return client.content(`news/listing/p_lang/eq/${segment(language)}/p_path/eq/${segment(path)}.json`, {
    query: { category: category || undefined, start, rows },
    parse: parseNewsPage,
  });
}

/** The latest `rows` articles under `path`, newest first (the news carousel). */
export function fetchNewsCarousel(
  client: ApiClient,
  request: { language: string; path: string; rows: number },
): Promise<ApiResult<NewsItem[]>> {
  const { language, path, rows } = request;
  return client.content(`news/carousel/p_lang/eq/${segment(language)}/p_path/eq/${segment(path)}.json`, {
    query: { rows },
    parse: (raw) => listOf(raw, parseNewsItem),
  });
}

export function fetchNewsCategories(client: ApiClient, language: string): Promise<ApiResult<NewsCategory[]>> {
  return client.content(`news/categories/p_lang/eq/${segment(language)}.json`, { parse: (raw) => listOf(raw, parseCategory) });
}

/**
 * The news search at the page's endpoint (an absolute or site-relative address the author gave,
 * already safe-URL checked), or the content service's `news/search.json` when none is given.
 */
export function searchNews(client: ApiClient, endpoint: string, query: NewsSearchQuery): Promise<ApiResult<NewsSearchResult>> {
  const options = { query, parse: parseNewsSearchResult };
  return endpoint ? client.get(endpoint, options) : client.content('news/search.json', options);
}
