import { getApiClient } from '../../shared/api/page-client';
import { parseDeepLink } from '../../shared/domain/deep-link';
import type { OccupancyLimits, SearchCriteria } from '../../shared/domain/search-criteria';
import type { Language } from '../../shared/i18n/languages';
import { readNow } from '../../shared/store/page-store';
import { storedSearchQueryAtom } from '../../shared/store/search-atoms';
import type { DateRange } from '../../shared/ui/date-range-picker/DateRangePicker';
import { loadPageSearch, type PropertyFacts } from '../../shared/ui/page-search/page-search';
import { useAsyncRead, type AsyncRead } from './async-read';
import { searchNavigation } from './navigation';

export interface SearchPrefill {
  facts: PropertyFacts;
  base: SearchCriteria;
  limits: OccupancyLimits;
  dates: DateRange;
}

/** The page's deep link, else the stored search, else an empty form (dates not chosen): one rule on every page (shared/ui/page-search). */
async function readPrefill(language: Language): Promise<SearchPrefill> {
  const { source, facts, limits, today } = await loadPageSearch(getApiClient(), language, searchNavigation.currentQuery(), readNow(storedSearchQueryAtom));
  // The criteria's minimum stay already includes the property's (the limits carry it).
  if (source.kind !== 'none') {
    const base = source.parse.criteria;
    return { facts, base, limits, dates: { startDate: base.startDate, endDate: base.endDate } };
  }
  const empty = parseDeepLink(new URLSearchParams(), { today, limits }).criteria;
  return { facts, base: { ...empty, type: 'city' }, limits, dates: {} };
}

/** Read once per mount: the configuration and the property are cached by the API client. */
export function useSearchPrefill({ language }: { language: Language }): AsyncRead<SearchPrefill> {
  return useAsyncRead(() => readPrefill(language), []);
}
