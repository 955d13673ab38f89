import { CONFIGURATION_LIFETIME_MS } from '../../shared/api/cache-lifetimes';
import {
  fetchNewsCarousel,
  fetchNewsCategories,
  fetchNewsList,
  fetchNewsroomConfiguration,
  searchNews,
  type NewsCategory,
  type NewsItem,
  type NewsPage,
  type NewsroomConfiguration,
  type NewsSearchResult,
} from '../../shared/api/news-service';
import type { ApiClient, ApiResult } from '../../shared/api/types';
import type { NewsSearchQuery } from '../../shared/domain/news/news-search-query';
import { defineServerRead } from '../../shared/store/server-read';

/**
 * The reads of `<stay-news>`. Content spec §8: "News fetch rejects on non-200, parse failure or
 * network error and the caller returns null": a failed read is logged with the element's name and
 * answers null, which every view shows as its empty state (never an error box).
 */
function orNull<T>(result: ApiResult<T>): ApiResult<T | null> {
  // An aborted read (superseded by another key) is not a failure: the idiom drops it.
  if (result.ok || result.error.kind === 'aborted') return result;
  console.warn(`[stay-widgets] <stay-news>: the news could not be read (${result.error.message}); showing none.`);
  return { ok: true, data: null };
}

const DEFAULT_NEWSROOM: NewsroomConfiguration = { rootPath: 'newsroom', carouselCount: 6 };

/**
 * The newsroom configuration (content §7 `masterdata/newsroom.json`), with the element's `data-newsroom`
 * in place of its path when given. Kept a day like the other configuration reads (§9 names no
 * lifetime for it); when it fails the list still shows the default newsroom.
 */
async function newsroom(client: ApiClient, path: string): Promise<NewsroomConfiguration> {
  const result = await fetchNewsroomConfiguration(client, CONFIGURATION_LIFETIME_MS);
  if (!result.ok && result.error.kind !== 'aborted')
    console.warn(`[stay-widgets] <stay-news>: the newsroom configuration could not be read (${result.error.message}).`);
  const configuration = result.ok ? result.data : DEFAULT_NEWSROOM;
  return path ? { ...configuration, rootPath: path } : configuration;
}

export const newsListRead = defineServerRead({
  read: async (
    key: { language: string; path: string; category: string; page: number; size: number },
    { client },
  ): Promise<ApiResult<NewsPage | null>> => {
    const { rootPath } = await newsroom(client, key.path);
    const start = (key.page - 1) * key.size;
    return orNull(await fetchNewsList(client, { language: key.language, path: rootPath, category: key.category, start, rows: key.size }));
  },
});

export const newsCarouselRead = defineServerRead({
  read: async (key: { language: string; path: string }, { client }): Promise<ApiResult<NewsItem[] | null>> => {
    const { rootPath, carouselCount } = await newsroom(client, key.path);
    return orNull(await fetchNewsCarousel(client, { language: key.language, path: rootPath, rows: carouselCount }));
  },
});

/** Categories only label the filter: without them the list shows no filter (sandbox README "News"). */
export const newsCategoriesRead = defineServerRead({
  read: async (key: { language: string }, { client }): Promise<ApiResult<NewsCategory[] | null>> =>
    orNull(await fetchNewsCategories(client, key.language)),
});

/** `mailto:` and `tel:` pass the safe-URL check of `data-endpoint` but are no place to search: the content service's search then. */
function searchEndpoint(endpoint: string): string {
  if (!endpoint || /^(https?:\/\/|\/|\.)/i.test(endpoint)) return endpoint;
  console.warn(`[stay-widgets] <stay-news>: data-endpoint "${endpoint}" is not a web address; searching news/search.json.`);
  return '';
}

export const newsSearchRead = defineServerRead({
  read: async (key: { endpoint: string; query: NewsSearchQuery }, { client }): Promise<ApiResult<NewsSearchResult | null>> =>
    orNull(await searchNews(client, searchEndpoint(key.endpoint), key.query)),
});
