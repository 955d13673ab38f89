import { Button } from '../../shared/ui/Button';
import type { Language } from '../../shared/domain/languages';
import { translate } from './news-messages';

export interface PaginationProps {
  language: Language;
  page: number;
  count: number;
  onPage: (page: number) => void;
}

/** Pages shown around the current one: first, last, and the current with its neighbours. */
function shownPages(page: number, count: number): number[] {
  const pages = new Set([1, count, page - 1, page, page + 1].filter((number) => number >= 1 && number <= count));
  return [...pages].sort((a, b) => a - b);
}

/**
 * Paging of the news list and the news search: a navigation landmark of native buttons (Tab,
 * Enter, Space), the current page marked with `aria-current`. Nothing when there is one page.
 * Where the focus goes once the page shows is the view's (it moves to the new results).
 */
export function Pagination({ language, page, count, onPage }: PaginationProps) {
  if (count <= 1) return null;
  return (
    <nav className="stay-news__pages" aria-label={translate(language, 'pages')}>
      <Button className="stay-news__page" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {translate(language, 'previous')}
      </Button>
      {shownPages(page, count).map((number) => (
        <Button
          key={number}
          className="stay-news__page"
          aria-current={number === page ? 'page' : undefined}
          aria-label={translate(language, 'page', { number })}
          onClick={() => onPage(number)}
        >
          {number}
        </Button>
      ))}
      <Button className="stay-news__page" disabled={page >= count} onClick={() => onPage(page + 1)}>
        {translate(language, 'next')}
      </Button>
    </nav>
  );
}
