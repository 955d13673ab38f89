import { useState } from 'react';
import type { ApiClient } from '../../shared/api/types';
import { emptySearchCriteria } from '../../shared/domain/booking/deep-link-query';
import type { OccupancyLimits, SearchCriteria } from '../../shared/domain/booking/search-criteria';
import type { Language } from '../../shared/domain/languages';
import { readNow } from '../../shared/store/page-store';
import { storedSearchQueryAtom } from '../../shared/store/search-atoms';
import { defineServerRead } from '../../shared/store/server-read';
import { useServerRead } from '../../shared/store/use-server-read';
import type { DateRange } from '../../shared/ui/date-range-picker/DateRangePicker';
import { loadPageSearch, type PropertyFacts } from '../../shared/ui/page-search/page-search';
import { searchNavigation } from './navigation';

export interface SearchPrefill {
  facts: PropertyFacts;
  base: SearchCriteria;
  limits: OccupancyLimits;
  dates: DateRange;
}

interface PrefillRequest {
  language: Language;
  /** The page's query string (a deep link) and the stored search: the prefill comes from them. */
  pageQuery: string;
  storedQuery: string;
}

/** The page's deep link, else the stored search, else an empty form (dates not chosen): one rule on every page (shared/ui/page-search). */
async function readPrefill(client: ApiClient, { language, pageQuery, storedQuery }: PrefillRequest): Promise<SearchPrefill> {
  const { source, facts, limits, today } = await loadPageSearch(client, language, pageQuery, storedQuery);
  // The criteria's minimum stay already includes the property's (the limits carry it).
  if (source.kind !== 'none') {
    const base = source.parse.criteria;
    return { facts, base, limits, dates: { startDate: base.startDate, endDate: base.endDate } };
  }
  return { facts, base: emptySearchCriteria({ today, limits }), limits, dates: {} };
}

/** The search's prefill; searches of the page with the same link and stored search share it (the configuration and the property are cached by the API client). */
export const searchPrefillRead = defineServerRead({
  read: async (request: PrefillRequest, { client }) => ({ ok: true as const, data: await readPrefill(client, request) }),
});

/**
 * The prefill for the link and the stored search as they were when the search appeared: a search
 * saved meanwhile (this form's own submit) must not read the form again. Nothing while it loads.
 */
export function useSearchPrefill({ language }: { language: Language }): SearchPrefill | undefined {
  const [page] = useState(() => ({ pageQuery: searchNavigation.currentQuery(), storedQuery: readNow(storedSearchQueryAtom) }));
  const { state } = useServerRead(searchPrefillRead, { language, ...page });
  return state.state === 'hasData' ? state.data : undefined;
}
