import { useRef } from 'react';
import { newsroomHash, newsroomPageFromHash, type NewsroomPage } from '../../shared/domain/news/newsroom-page';
import { pageCount } from '../../shared/domain/news/news-search-query';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { useServerRead } from '../../shared/store/use-server-read';
import { Button } from '../../shared/ui/Button';
import { Skeleton } from '../../shared/ui/Skeleton';
import { usePageAddress } from '../../shared/ui/use-page-address';
import { NewsCard } from './NewsCard';
import { newsCategoriesRead, newsListRead } from './news-reads';
import { translate } from './news-messages';
import { navigateTo } from './page-navigation';
import { Pagination } from './Pagination';
import { useFocusOnResults } from './use-focus-on-results';

export interface NewsListProps {
  /** The newsroom path; '' for the configuration's. */
  path: string;
  headingLevel: number;
}

/**
 * The newsroom list (content §7 "Newsroom": the list by path, page size from the URL hash,
 * default 15) with the news categories as a filter. Page, size and category live in the hash
 * (`#size=30&page=2&category=awards`), so a page of the list is linkable and Back works.
 */
export default function NewsList({ path, headingLevel }: NewsListProps) {
  const { language } = useWidgetEnvironment();
  const { search, hash } = usePageAddress();
  const shown = newsroomPageFromHash(hash);
  const key = { language, path, category: shown.category, page: shown.page, size: shown.size };
  const { state } = useServerRead(newsListRead, key);
  const categories = useServerRead(newsCategoriesRead, { language }).state;
  const lastTotal = useRef(0);
  if (state.state === 'hasData') lastTotal.current = state.data?.total ?? 0;
  const count = pageCount(lastTotal.current, shown.size);
  const { target, expectResults } = useFocusOnResults<HTMLUListElement>(state.state === 'hasData' ? JSON.stringify(key) : undefined);

  const go = (next: NewsroomPage) => {
    expectResults();
    navigateTo(search, newsroomHash(next));
  };
  const categoryList = categories.state === 'hasData' ? (categories.data ?? []) : [];

  return (
    <>
      {categoryList.length > 0 && (
        <div className="stay-news__categories" role="group" aria-label={translate(language, 'categories')}>
          {[{ id: '', title: translate(language, 'allCategories') }, ...categoryList].map((category) => (
            <Button
              key={category.id}
              className="stay-news__category"
              aria-pressed={shown.category === category.id}
              onClick={() => navigateTo(search, newsroomHash({ ...shown, category: category.id, page: 1 }))}
            >
              {category.title}
            </Button>
          ))}
        </div>
      )}
      {state.state === 'loading' && <Skeleton label={translate(language, 'loading')} className="stay-news__loading" />}
      {state.state === 'hasData' && !state.data?.items.length && <p className="stay-news__empty">{translate(language, 'empty')}</p>}
      {state.state === 'hasData' && state.data && state.data.items.length > 0 && (
        <ul
          ref={target}
          tabIndex={-1}
          className="stay-news__list"
          aria-label={translate(language, 'pageOf', { number: shown.page, count })}
        >
          {state.data.items.map((item, index) => (
            <li key={item.id}>
              <NewsCard item={item} language={language} headingLevel={headingLevel} first={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pagination language={language} page={shown.page} count={count} onPage={(page) => go({ ...shown, page })} />
    </>
  );
}
