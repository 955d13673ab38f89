/**
 * News (content spec §7 "Newsroom", "Other content: news listing, news carousel, news categories",
 * gateway "news search"): the newsroom configuration, the list by path, the latest articles, the
 * categories and the search with facets. The spec names the calls, not their shapes: these are
 * ours, written in the sandbox README "News". Filtering, facet counts and paging are real.
 */
import { sendContent, sendError, SANDBOX_ERROR_CODES } from '../envelope.ts';
import { requestLanguage } from '../request-language.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { pickText, type Language } from '../seed/localised-text.ts';
import { NEWS_ARTICLE_SEEDS, NEWS_CATEGORY_SEEDS, NEWSROOM_PATH, type NewsArticleSeed } from '../seed/news.ts';

const MAX_ROWS = 100;
/** Pictures the demo site has, one per category (`/demo-assets/`). */
const CATEGORY_IMAGES: Readonly<Record<string, string>> = {
  openings: '/demo-assets/banners/desert-opening.svg',
  awards: '/demo-assets/banners/lantern-festival.svg',
  sustainability: '/demo-assets/banners/garden.svg',
  community: '/demo-assets/tiles/city.svg',
  partnerships: '/demo-assets/banners/harbour.svg',
};

function articleAnswer(article: NewsArticleSeed, language: Language) {
  const title = pickText(article.title, language);
  return {
    id: article.id,
    title,
    summary: pickText(article.summary, language),
    publishedDate: article.publishedDate,
    categories: article.categories,
    url: `/${article.path}/${article.id.toLowerCase()}`,
    image: CATEGORY_IMAGES[article.categories[0] ?? ''] ?? '/demo-assets/tiles/city.svg',
    imageAlt: '',
  };
}

/** `start` and `rows` as whole numbers (defaults 0 and 15), or a 400 answered and undefined. */
function paging(context: RouteContext, defaultRows: number): { start: number; rows: number } | undefined {
  const number = (name: string, fallback: number) => {
    const raw = context.url.searchParams.get(name);
    return raw === null || raw === '' ? fallback : /^\d+$/.test(raw) ? Number(raw) : NaN;
  };
  const start = number('start', 0);
  const rows = number('rows', defaultRows);
  if (!Number.isInteger(start) || !Number.isInteger(rows) || rows < 1 || rows > MAX_ROWS) {
    sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, `start must be a whole number and rows 1 to ${MAX_ROWS}.`);
    return undefined;
  }
  return { start, rows };
}

const underPath = (path: string) => (article: NewsArticleSeed) => article.path === path || article.path.startsWith(`${path}/`);
const yearOf = (article: NewsArticleSeed) => article.publishedDate.slice(0, 4);
const listParameter = (context: RouteContext, name: string) =>
  (context.url.searchParams.get(name) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

function newsroomConfiguration(context: RouteContext): void {
  sendContent(context.res, { rootPath: NEWSROOM_PATH, carouselCount: 6 });
}

/** GET `news/listing/p_lang/eq/{lang}/p_path/eq/{path}.json?category&start&rows` → `{ total, items }`, newest first. */
function newsListing(context: RouteContext): void {
  const page = paging(context, 15);
  if (!page) return;
  const category = context.url.searchParams.get('category') ?? '';
  const language = requestLanguage(context);
  const matching = NEWS_ARTICLE_SEEDS.filter(underPath(context.params.path ?? '')).filter(
    (article) => !category || article.categories.includes(category),
  );
  context.note(`news ${context.params.path} category ${category || '-'} start ${page.start} rows ${page.rows}`);
  sendContent(context.res, {
    total: matching.length,
    items: matching.slice(page.start, page.start + page.rows).map((article) => articleAnswer(article, language)),
  });
}

/** GET `news/carousel/p_lang/eq/{lang}/p_path/eq/{path}.json?rows` → the latest `rows` (default 6). */
function newsCarousel(context: RouteContext): void {
  const page = paging(context, 6);
  if (!page) return;
  const language = requestLanguage(context);
  const latest = NEWS_ARTICLE_SEEDS.filter(underPath(context.params.path ?? '')).slice(0, page.rows);
  sendContent(
    context.res,
    latest.map((article) => articleAnswer(article, language)),
  );
}

function newsCategories(context: RouteContext): void {
  const language = requestLanguage(context);
  sendContent(
    context.res,
    NEWS_CATEGORY_SEEDS.map((category) => ({ id: category.id, title: pickText(category.title, language) })),
  );
}

function facetCounts(articles: readonly NewsArticleSeed[], valuesOf: (article: NewsArticleSeed) => readonly string[]) {
  const counts = new Map<string, number>();
  for (const article of articles) for (const value of valuesOf(article)) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count }));
}

/**
 * GET `news/search.json?str&type&contentTags&entityType&categories&publishedYears&facetField&facetQuery&lang&start&rows`:
 * `str` matches words of the title or summary (the language asked for, or English), a facet's
 * values are alternatives (any of), facets are and-ed; each facet of `facetField` counts under the
 * other facets' filters (so a ticked category still shows the others' counts). `type` must be
 * `news` and `entityType` `article` when sent; `contentTags` and `facetQuery` are noted, not applied.
 */
function newsSearch(context: RouteContext): void {
  const page = paging(context, 15);
  if (!page) return;
  const query = context.url.searchParams;
  const type = query.get('type');
  const entityType = query.get('entityType');
  if ((type && type !== 'news') || (entityType && entityType !== 'article')) {
    sendContent(context.res, { total: 0, items: [], facets: { categories: [], publishedYears: [] } });
    return;
  }
  const language = requestLanguage(context);
  const words = (query.get('str') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const categories = listParameter(context, 'categories');
  const years = listParameter(context, 'publishedYears');
  const facetFields = listParameter(context, 'facetField');
  context.note(`news search str "${words.join(' ')}" categories ${categories.join(',') || '-'} years ${years.join(',') || '-'}`);

  const textOf = (article: NewsArticleSeed) =>
    [article.title.en, article.summary.en, pickText(article.title, language), pickText(article.summary, language)].join(' ').toLowerCase();
  const byText = NEWS_ARTICLE_SEEDS.filter((article) => words.every((word) => textOf(article).includes(word)));
  const inCategories = (article: NewsArticleSeed) => categories.length === 0 || article.categories.some((id) => categories.includes(id));
  const inYears = (article: NewsArticleSeed) => years.length === 0 || years.includes(yearOf(article));
  const matching = byText.filter((article) => inCategories(article) && inYears(article));

  sendContent(context.res, {
    total: matching.length,
    items: matching.slice(page.start, page.start + page.rows).map((article) => articleAnswer(article, language)),
    facets: {
      categories: facetFields.includes('categories') ? facetCounts(byText.filter(inYears), (article) => article.categories) : [],
      publishedYears: facetFields.includes('publishedYears')
        ? facetCounts(byText.filter(inCategories), (article) => [yearOf(article)])
        : [],
    },
  });
}

export function registerNewsRoutes(router: Router): void {
  router
    .add('GET', '/apis/:product/masterdata/newsroom.json', newsroomConfiguration)
    .add('GET', '/apis/:product/news/listing/p_lang/eq/:lang/p_path/eq/:path.json', newsListing)
    .add('GET', '/apis/:product/news/carousel/p_lang/eq/:lang/p_path/eq/:path.json', newsCarousel)
    .add('GET', '/apis/:product/news/categories/p_lang/eq/:lang.json', newsCategories)
    .add('GET', '/apis/:product/news/search.json', newsSearch);
}
