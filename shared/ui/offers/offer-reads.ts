import { fetchOffers, fetchVoucherCategories, type Offer, type OfferCategory, type OfferSource } from '../../api/offer-service';
import type { ApiResult } from '../../api/types';
import { isAppUserAgent } from '../../domain/booking/device-type';
import { localToday } from '../../domain/iso-date';
import { isOfferShown } from '../../domain/offers/offer-rules';
import { defineServerRead } from '../../store/server-read';

/**
 * The reads of `<stay-offer-list>` and `<stay-offer-details>` (issue 19 item 3), one per source and
 * language, so a list and a details page on one page share the call. Content spec §8: "list calls
 * return empty": a failed read is an empty list, its cause logged naming the element.
 */
const emptyOnFailure = async <T>(tag: string, answer: Promise<ApiResult<T[]>>): Promise<ApiResult<T[]>> => {
  const result = await answer;
  // An aborted read (superseded, or no one shows it any more) is not a failure: the idiom shows it as loading.
  if (result.ok || result.error.kind === 'aborted') return result;
  console.warn(`[stay-widgets] <${tag}>: ${result.error.message}`);
  return { ok: true, data: [] };
};

export const offersRead = defineServerRead({
  read: ({ source, language, tag }: { source: OfferSource; language: string; tag: string }, { client }) =>
    emptyOnFailure<Offer>(tag, fetchOffers(client, source, language)),
});

export const voucherCategoriesRead = defineServerRead({
  read: ({ language, list }: { language: string; list: string }, { client }) =>
    emptyOnFailure<OfferCategory>('stay-offer-list', fetchVoucherCategories(client, language, list)),
});

/**
 * The offers this visitor may see (booking spec §3: app-only offers only in the app, the app known
 * by its user agent; ended ones hidden). Today is the visitor's, in their time zone: an offer is
 * listed until the end of its last day where the visitor is.
 */
export function shownOffers(offers: readonly Offer[], now = new Date()): Offer[] {
  // Neither reads the page's layout nor makes an Intl format (window.innerWidth forced a layout
  // and the visitor's zone a new date format on every render of each list: 118 ms at a 4× slower
  // CPU on the Arabic offers page, issue 12).
  const inApp = isAppUserAgent(navigator.userAgent);
  const today = localToday(now);
  return offers.filter((offer) => isOfferShown(offer, { inApp, today }));
}
