import type { NewsItem } from '../../shared/api/news-service';
import { trackLinkClick } from '../../shared/analytics/link-click';
import type { Language } from '../../shared/domain/languages';
import { ShownDate } from '../../shared/ui/shown-date';

export interface NewsCardProps {
  item: NewsItem;
  language: Language;
  /** The level of the article's title: one below the page's heading for the list (default 3). */
  headingLevel: number;
  /** The list's first card: its picture loads at once, with priority (often the page's largest paint). */
  first?: boolean;
}

/**
 * One article: picture, date, title linked to the article, summary. The link click is the
 * spec's link-click event (content §7 analytics) from the `news` component. The first card's
 * picture loads at once with priority, the others lazily: at the top of a list it is often the
 * page's largest paint, which a lazy image delays (Lighthouse's LCP, DESIGN.md §7).
 */
export function NewsCard({ item, language, headingLevel, first = false }: NewsCardProps) {
  const Heading = `h${Math.min(6, Math.max(2, headingLevel))}` as 'h2';
  return (
    <article className="stay-news__card">
      {item.image && (
        <img
          className="stay-news__image"
          src={item.image}
          alt={item.imageAlt}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          width="320"
          height="180"
        />
      )}
      <p className="stay-news__date">
        <ShownDate language={language} date={item.date} />
      </p>
      <Heading className="stay-news__title">
        {item.url ? (
          <a href={item.url} onClick={() => trackLinkClick('news', item.title, item.url)}>
            {item.title}
          </a>
        ) : (
          item.title
        )}
      </Heading>
      {item.summary && <p className="stay-news__summary">{item.summary}</p>}
    </article>
  );
}
