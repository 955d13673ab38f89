import { lazy, Suspense } from 'react';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { Skeleton } from '../../shared/ui/Skeleton';
import { translate } from './news-messages';
/** Each view loads only where a page shows it (DESIGN.md §7: a page loads only what it uses). */
const NewsList = lazy(() => import('./NewsList'));
const NewsCarousel = lazy(() => import('./NewsCarousel'));
const NewsSearch = lazy(() => import('./NewsSearch'));

export interface NewsProps {
  view: 'list' | 'carousel' | 'search';
  /** The region's accessible name; empty: the view's translated default. */
  label: string;
  /** The newsroom's content path for the list and the carousel; '' for the newsroom configuration's. */
  newsroom: string;
  /** The search endpoint; '' for the content service's `news/search.json`. */
  endpoint: string;
  /** The search's `type`, `entityType`, `contentTags`, `facetQuery` and `rows` (content §7). */
  type: string;
  entityType: string;
  contentTags: string;
  facetQuery: string;
  rows: number;
  /** The level of each article's title (2 to 6). */
  headingLevel: number;
  /** Authored content shown above the news (a heading, an introduction). */
  nodes: readonly Node[];
}

const DEFAULT_LABEL = { list: 'label', carousel: 'carouselLabel', search: 'searchPageLabel' } as const;

/**
 * `<stay-news>` (issue 19 item 4, content §7 "Newsroom", news listing, carousel, categories and
 * search): one element with three views of the newsroom.
 */
export function News({ view, label, newsroom, endpoint, type, entityType, contentTags, facetQuery, rows, headingLevel, nodes }: NewsProps) {
  const { language } = useWidgetEnvironment();
  const name = label || translate(language, DEFAULT_LABEL[view]);
  const loading = <Skeleton label={translate(language, 'loading')} className="stay-news__loading" />;
  if (view === 'carousel') {
    // The carousel is a named region of its own (WAI-ARIA carousel): no second region around it.
    return (
      <div className="stay-news stay-news--carousel">
        <AuthoredNodes nodes={nodes} />
        <Suspense fallback={loading}>
          <NewsCarousel path={newsroom} label={name} headingLevel={headingLevel} />
        </Suspense>
      </div>
    );
  }
  return (
    <section className={`stay-news stay-news--${view}`} aria-label={name}>
      <AuthoredNodes nodes={nodes} />
      <Suspense fallback={loading}>
        {view === 'list' ? (
          <NewsList path={newsroom} headingLevel={headingLevel} />
        ) : (
          <NewsSearch endpoint={endpoint} settings={{ type, entityType, contentTags, facetQuery, rows }} headingLevel={headingLevel} />
        )}
      </Suspense>
    </section>
  );
}
