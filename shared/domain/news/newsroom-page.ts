/**
 * The newsroom list's page, category and page size from the URL hash (content spec §7
 * "Newsroom": "newsroom list by path with page size from URL hash, default 15"). The hash holds
 * `size`, `page` and `category` as `#size=30&page=2&category=awards`; a hash that is not ours
 * (`#main`) or a value out of range gives the defaults, so an odd link still lists the news.
 */
export interface NewsroomPage {
  /** Items per page: the spec's default 15; from 1 to `MAX_PAGE_SIZE`. */
  size: number;
  /** From 1. */
  page: number;
  /** The category slug filtered on, '' for all. */
  category: string;
}

export const DEFAULT_PAGE_SIZE = 15;
/** A larger page would be one long read and no longer a page (ours: the spec gives no maximum). */
export const MAX_PAGE_SIZE = 60;

const CATEGORY = /^[a-z0-9][a-z0-9-]{0,39}$/;

function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

export function newsroomPageFromHash(hash: string): NewsroomPage {
  const parameters = new URLSearchParams(hash.replace(/^#/, ''));
  const category = parameters.get('category') ?? '';
  return {
    size: wholeNumber(parameters.get('size'), 1, MAX_PAGE_SIZE) ?? DEFAULT_PAGE_SIZE,
    page: wholeNumber(parameters.get('page'), 1, Number.MAX_SAFE_INTEGER) ?? 1,
    category: CATEGORY.test(category) ? category : '',
  };
}

/** The hash for `page`: the defaults are left out, so the first page of all news has none. */
export function newsroomHash(page: NewsroomPage): string {
  const parameters = new URLSearchParams();
  if (page.size !== DEFAULT_PAGE_SIZE) parameters.set('size', String(page.size));
  if (page.page > 1) parameters.set('page', String(page.page));
  if (page.category) parameters.set('category', page.category);
  const text = parameters.toString();
  return text ? `#${text}` : '';
}
