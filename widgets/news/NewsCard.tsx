import type { NewsItem } from '../../shared/api/news-service';
import { trackLinkClick } from '../../shared/analytics/link-click';
import type { Language } from '../../shared/domain/languages';
import { ShownDate } from '../../shared/ui/shown-date';

export interface NewsCardProps {
  item: NewsItem;
  language: Language;
  /** The level of the article's title: one below the page's heading for the list (default 3). */
  headingLevel: number;
}

/**
 * One article: picture, date, title linked to the article, summary. The link click is the
 * spec's link-click event (content §7 analytics) from the `news` component.
 */
export function NewsCard({ item, language, headingLevel }: NewsCardProps) {
  const Heading = `h${Math.min(6, Math.max(2, headingLevel))}` as 'h2';
  return (
    <article className="stay-news__card">
      {item.image && <img className="stay-news__image" src={item.image} alt={item.imageAlt} loading="lazy" width="320" height="180" />}
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
