import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { News } from './News';

const CONTENT_PATH = /[a-z0-9-]+(\/[a-z0-9-]+)*/;

export const newsSchema = {
  /** `list`: the newsroom list with its category filter and pages; `carousel`: the latest news; `search`: the news search page with facets. */
  view: attr.oneOf(['list', 'carousel', 'search'] as const, 'list'),
  /** Accessible name of the widget's region (empty: "News", "Latest news" or "News search", translated); give each news element of a page its own. */
  label: attr.string(''),
  /** List and carousel: the newsroom's content path, e.g. `newsroom/archive` (empty: the newsroom configuration's). */
  newsroom: attr.pattern(CONTENT_PATH, '', 'a content path such as newsroom/archive'),
  /** Search: the news search endpoint, absolute or site-relative (empty: the content service's `news/search.json`). */
  endpoint: attr.url(''),
  /** Search: the `type` sent, the content type searched. */
  type: attr.pattern(/[A-Za-z0-9_-]{1,40}/, 'news', 'a content type such as news'),
  /** Search: the `entityType` sent, the kind of entity searched. */
  entityType: attr.pattern(/[A-Za-z0-9_-]{1,40}/, 'article', 'an entity type such as article'),
  /** Search: the `contentTags` sent, tags every result carries, comma-separated (empty: none). */
  contentTags: attr.pattern(/[A-Za-z0-9:_/-]+(,[A-Za-z0-9:_/-]+)*/, '', 'tags separated by commas'),
  /** Search: the `facetQuery` sent, a filter the facet counts are restricted to (empty: none). */
  facetQuery: attr.string(''),
  /** The level of each article's title: one below the heading above the news (an `<h2>` above: 3). */
  headingLevel: attr.integer({ defaultValue: 3, min: 2, max: 6 }),
  /** Search: results per page (the `rows` sent). */
  rows: attr.integer({ defaultValue: 10, min: 1, max: 60 }),
};

/**
 * The newsroom (issue 19 item 4; content spec §7 "Newsroom", news listing, carousel and
 * categories, gateway news search; §8: a failed news read shows the empty state and logs).
 *
 * @slot - Authored content (a heading or an introduction), shown above the news.
 */
defineWidget('stay-news', News, newsSchema, { content: (nodes) => ({ nodes }) });
