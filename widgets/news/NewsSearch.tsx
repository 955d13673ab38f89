import { useId, useRef, type FormEvent } from 'react';
import type { NewsFacetValue, NewsSearchResult } from '../../shared/api/news-service';
import { pushUserInteraction } from '../../shared/analytics/data-layer';
import {
  newsSearchAddress,
  newsSearchFromAddress,
  newsSearchQuery,
  pageCount,
  toggleFacet,
  type NewsSearch as Search,
  type NewsSearchSettings,
} from '../../shared/domain/news/news-search-query';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { useServerRead } from '../../shared/store/use-server-read';
import { Button } from '../../shared/ui/Button';
import { FormField } from '../../shared/ui/form-field/FormField';
import { Skeleton } from '../../shared/ui/Skeleton';
import { usePageAddress } from '../../shared/ui/use-page-address';
import { NewsCard } from './NewsCard';
import { newsCategoriesRead, newsSearchRead } from './news-reads';
import { translate } from './news-messages';
import { navigateTo } from './page-navigation';
import { Pagination } from './Pagination';
import { useFocusOnResults } from './use-focus-on-results';

export interface NewsSearchProps {
  /** The search endpoint (safe-URL checked by the schema); '' for the content service's `news/search.json`. */
  endpoint: string;
  settings: Omit<NewsSearchSettings, 'lang'>;
  headingLevel: number;
}

interface FacetProps {
  legend: string;
  values: readonly NewsFacetValue[];
  selected: readonly string[];
  titleOf: (value: string) => string;
  onToggle: (value: string) => void;
}

/** A facet as a group of checkboxes with their counts; a ticked value the answer no longer counts stays, at 0, so it can be unticked. */
function Facet({ legend, values, selected, titleOf, onToggle }: FacetProps) {
  const { language } = useWidgetEnvironment();
  const idPrefix = useId();
  const shown = [
    ...values,
    ...selected.filter((value) => !values.some((entry) => entry.value === value)).map((value) => ({ value, count: 0 })),
  ];
  if (shown.length === 0) return null;
  return (
    <fieldset className="stay-news__facet">
      <legend>{legend}</legend>
      {shown.map(({ value, count }) => (
        <div key={value} className="stay-news__facet-value">
          <input id={`${idPrefix}${value}`} type="checkbox" checked={selected.includes(value)} onChange={() => onToggle(value)} />
          <label htmlFor={`${idPrefix}${value}`}>{translate(language, 'facetValue', { value: titleOf(value), count })}</label>
        </div>
      ))}
    </fieldset>
  );
}

/**
 * The news search page (content §7 gateway "news search", issue 19 item 4): words, the category
 * and year facets with their counts, results a page at a time. The search is the page address's
 * query (`?q=…&categories=…&years=…&page=…`): linkable, and Back returns to the previous search.
 */
export default function NewsSearch({ endpoint, settings, headingLevel }: NewsSearchProps) {
  const { language } = useWidgetEnvironment();
  const fieldId = useId();
  const { search, hash } = usePageAddress();
  const criteria = newsSearchFromAddress(new URLSearchParams(search));
  const key = { endpoint, query: newsSearchQuery(criteria, { ...settings, lang: language }) };
  const { state } = useServerRead(newsSearchRead, key);
  const categories = useServerRead(newsCategoriesRead, { language }).state;
  // The facets and total of the last answer stay while the next one loads: the checkboxes do not vanish under the pointer.
  const last = useRef<{ result: NewsSearchResult | null; page: number }>({ result: null, page: 1 });
  if (state.state === 'hasData') last.current = { result: state.data, page: criteria.page };
  const { target, expectResults } = useFocusOnResults<HTMLUListElement>(state.state === 'hasData' ? JSON.stringify(key) : undefined);

  const go = (next: Search) => navigateTo(newsSearchAddress(next, new URLSearchParams(search)), hash);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '');
    // Whether words were typed, never the words: a visitor may type a name or an e-mail, which the data layer must not hold.
    pushUserInteraction({
      Category: 'content',
      Component: 'news',
      Element: 'search',
      Action: 'submit',
      Parameter1: text.trim() ? 'words' : 'none',
    });
    go({ ...criteria, text, page: 1 });
  };
  const categoryTitles = new Map((categories.state === 'hasData' ? (categories.data ?? []) : []).map((entry) => [entry.id, entry.title]));
  const { result, page: shownPage } = last.current;
  const count = pageCount(result?.total ?? 0, settings.rows);

  return (
    <>
      <form role="search" className="stay-news__search" aria-label={translate(language, 'searchLabel')} onSubmit={onSubmit}>
        <FormField id={fieldId} label={translate(language, 'searchField')}>
          {(control) => <input {...control} key={criteria.text} type="search" name="q" defaultValue={criteria.text} maxLength={200} />}
        </FormField>
        <Button type="submit" className="stay-news__submit">
          {translate(language, 'search')}
        </Button>
      </form>
      {/* Until the first answer, one skeleton for facets and results: on a phone the facets stand
          above the results, and filled in later they would push the results down (layout shift,
          DESIGN.md §7). */}
      {state.state === 'loading' && !result && <Skeleton label={translate(language, 'loading')} className="stay-news__loading" />}
      <div className="stay-news__results-layout" hidden={state.state === 'loading' && !result}>
        <div className="stay-news__facets">
          <Facet
            legend={translate(language, 'categories')}
            values={result?.facets.categories ?? []}
            selected={criteria.categories}
            titleOf={(value) => categoryTitles.get(value) ?? value}
            onToggle={(value) => go({ ...criteria, categories: toggleFacet(criteria.categories, value), page: 1 })}
          />
          <Facet
            legend={translate(language, 'years')}
            values={[...(result?.facets.publishedYears ?? [])].sort((a, b) => b.value.localeCompare(a.value))}
            selected={criteria.years.map(String)}
            titleOf={(value) => value}
            onToggle={(value) => go({ ...criteria, years: toggleFacet(criteria.years, Number(value)), page: 1 })}
          />
        </div>
        <div className="stay-news__results" aria-busy={state.state === 'loading' || undefined}>
          <p role="status" className="stay-news__count">
            {state.state === 'hasData' &&
              (!state.data
                ? translate(language, 'empty')
                : state.data.total === 0
                  ? translate(language, 'noResults')
                  : translate(language, 'results', { count: state.data.total }))}
          </p>
          {result && result.items.length > 0 && (
            <ul
              ref={target}
              tabIndex={-1}
              className="stay-news__list"
              aria-label={translate(language, 'pageOf', { number: shownPage, count })}
            >
              {result.items.map((item, index) => (
                <li key={item.id}>
                  <NewsCard item={item} language={language} headingLevel={headingLevel} first={index === 0} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            language={language}
            page={criteria.page}
            count={count}
            onPage={(page) => {
              expectResults();
              go({ ...criteria, page });
            }}
          />
        </div>
      </div>
    </>
  );
}
