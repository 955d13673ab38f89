/**
 * The news search (content spec §7, gateway calls: "GET news search at a caller-given endpoint
 * with query str, type, contentTags, entityType, categories, publishedYears, facetField,
 * facetQuery, lang, start, rows") as pure rules: what the visitor asked for (`NewsSearch`), how it
 * sits in the page address so a search is linkable, and the query the endpoint gets.
 */

/** What the visitor searches for: the words, the facets ticked and the page (from 1). */
export interface NewsSearch {
  text: string;
  categories: readonly string[];
  years: readonly number[];
  page: number;
}

/** What the author configured on the search page (attributes), sent with every search. */
export interface NewsSearchSettings {
  /** `type`: the content type searched, e.g. `news`. */
  type: string;
  /** `contentTags`: tags every result carries (comma-separated), '' for none. */
  contentTags: string;
  /** `entityType`: the kind of entity searched, e.g. `article`. */
  entityType: string;
  /** `facetQuery`: a filter the facet counts are restricted to, '' for none. */
  facetQuery: string;
  lang: string;
  /** `rows`: results per page. */
  rows: number;
}

/** The facets the search page offers (issue 19 item 4: categories and years), counted by the endpoint. */
export const NEWS_FACET_FIELDS = ['categories', 'publishedYears'] as const;

export const EMPTY_NEWS_SEARCH: NewsSearch = { text: '', categories: [], years: [], page: 1 };

/** Longest search text kept from an address: a longer one is cut (a pasted article is not a search). */
const MAX_TEXT = 200;
const CATEGORY = /^[a-z0-9][a-z0-9-]{0,39}$/;
const YEAR = /^(19|20)\d{2}$/;

function listParameter(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

const unique = <T>(items: readonly T[]): T[] => [...new Set(items)];

/**
 * The search a page address asks for (`?q=…&categories=a,b&years=2025&page=2`). A value that is
 * not what the parameter holds is left out (categories are lower-case slugs, years four digits,
 * the page a whole number from 1), so a mistyped link still searches.
 */
export function newsSearchFromAddress(query: URLSearchParams): NewsSearch {
  const page = Number(query.get('page'));
  return {
    text: (query.get('q') ?? '').trim().slice(0, MAX_TEXT),
    categories: unique(listParameter(query.get('categories')).filter((item) => CATEGORY.test(item))),
    years: unique(
      listParameter(query.get('years'))
        .filter((item) => YEAR.test(item))
        .map(Number),
    ),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The search as the page address's query, without the parameters it does not use, and with every
 * other parameter of `current` kept (a CMS's own tracking parameters stay). Returns the new `?…`.
 */
export function newsSearchAddress(search: NewsSearch, current: URLSearchParams): string {
  const query = new URLSearchParams(current);
  const set = (name: string, value: string) => (value ? query.set(name, value) : query.delete(name));
  set('q', search.text.trim());
  set('categories', search.categories.join(','));
  set('years', search.years.join(','));
  set('page', search.page > 1 ? String(search.page) : '');
  const text = query.toString();
  return text ? `?${text}` : '';
}

export type NewsSearchQuery = Record<string, string | number>;

/**
 * The endpoint's query (content spec §7): every parameter the spec names, `start` the offset of
 * the page's first result (0-based) and `rows` the page size; the facets counted are the
 * categories and the years. Empty settings are left out rather than sent empty.
 */
export function newsSearchQuery(search: NewsSearch, settings: NewsSearchSettings): NewsSearchQuery {
  const query: NewsSearchQuery = {
    str: search.text.trim(),
    type: settings.type,
    contentTags: settings.contentTags,
    entityType: settings.entityType,
    categories: search.categories.join(','),
    publishedYears: search.years.join(','),
    facetField: NEWS_FACET_FIELDS.join(','),
    facetQuery: settings.facetQuery,
    lang: settings.lang,
    start: (Math.max(1, search.page) - 1) * settings.rows,
    rows: settings.rows,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

/** Toggles `item` in a facet's selection; a change of facets starts again at page 1. */
export function toggleFacet<T>(selected: readonly T[], item: T): T[] {
  return selected.includes(item) ? selected.filter((entry) => entry !== item) : [...selected, item];
}

/** Pages of `rows` results for `total` results (at least 1, so "page 1 of 1" for none). */
export function pageCount(total: number, rows: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, rows)));
}
