import type { Dispatch } from 'react';
import { pushUserInteraction } from '../../shared/analytics/data-layer';
import { getApiClient } from '../../shared/api/page-client';
import type { PromotionCodeRequest } from '../../shared/api/promotion-service';
import { toDeepLink } from '../../shared/domain/booking/deep-link-query';
import type { SearchCriteria } from '../../shared/domain/booking/search-criteria';
import type { Language } from '../../shared/domain/languages';
import { pageStore } from '../../shared/store/page-store';
import { saveSearchAtom } from '../../shared/store/search-atoms';
import { searchNavigation } from './navigation';
import { searchCriteria, searchFormValues, type CodeError, type SearchFormAction, type SearchFormState } from './search-form';
import { searchUrl, validateSearchForm } from './search-rules';

/**
 * The discount code check is loaded when a search with a code is made: most searches have none,
 * and the search sits on the home page (home page budget, scripts/size.mjs). A failed load reads
 * as a check that could not be made.
 */
async function checkPromotionCode(request: PromotionCodeRequest) {
  try {
    const { validatePromotionCode } = await import('../../shared/api/promotion-service');
    return await validatePromotionCode(getApiClient(), request);
  } catch {
    return undefined;
  }
}

/** The code as the service knows it ("summer24" is SUMMER24), or why it cannot be used (booking spec §7). */
async function checkedCode(code: string, state: SearchFormState): Promise<{ code: string } | { error: CodeError }> {
  const checked = await checkPromotionCode({
    discountCode: code,
    discountCodeType: state.codeType,
    hotelCode: state.destination?.hotelCode,
    startDate: state.dates.startDate,
  });
  // Decision (README): a check that could not be made blocks the search; it must not silently drop a code.
  if (!checked?.ok) return { error: 'unchecked' };
  if (!checked.data.valid) return { error: checked.data.reason ?? 'unknown' };
  return { code: checked.data.discountCode.trim() || code };
}

export interface SearchSubmit {
  state: SearchFormState;
  dispatch: Dispatch<SearchFormAction>;
  /** The prefilled criteria: what the form does not show is kept. */
  base: SearchCriteria;
  minLengthOfStay: number;
  language: Language;
}

/**
 * A submit (README "Submit"): the form's problems first (the reducer focuses the first), then the
 * code check, then the search is saved through the page store, announced to the data layer and
 * the visitor goes to the property's rates or the listing.
 */
export async function submitSearch({ state, dispatch, base, minLengthOfStay, language }: SearchSubmit): Promise<void> {
  if (state.checking) return;
  dispatch({ type: 'submitted' });
  if (validateSearchForm(searchFormValues(state)).length > 0) return;
  let discountCode = state.code.trim();
  if (discountCode) {
    const checked = await checkedCode(discountCode, state);
    if ('error' in checked) return dispatch({ type: 'code-refused', error: checked.error });
    discountCode = checked.code;
    dispatch({ type: 'code-accepted', code: discountCode });
  }
  const criteria: SearchCriteria = searchCriteria(base, state, { discountCode, minLengthOfStay });
  pageStore.set(saveSearchAtom, criteria);
  pushUserInteraction({
    Category: 'booking',
    Component: 'booking-search',
    Element: 'search',
    Action: 'search',
    Parameter1: criteria.hotelCode ?? criteria.destination ?? '',
    Parameter2: `${criteria.startDate}/${criteria.endDate}`,
    Parameter3: criteria.type,
  });
  searchNavigation.assign(searchUrl(language, criteria.hotelCode, toDeepLink(criteria)));
}
