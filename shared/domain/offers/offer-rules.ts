import type { IsoDate } from '../iso-date';

/**
 * Which offers, vouchers and events a list shows (issue 19 item 3; content spec §7 "Offers,
 * vouchers, events"; booking spec §3 "App users get app-only offers", loyalty spec §4 "An app user
 * gets app-only offers"). Pure, so the rules are a table (offer-rules.test.ts).
 */
export interface OfferVisibility {
  appOnly: boolean;
  /** The last day of the offer or event; '' when it has none. */
  endDate: IsoDate | '';
}

export interface OfferViewer {
  /** The page runs inside the operator's app (booking spec §3 "Rate channels": detected by user agent). */
  inApp: boolean;
  today: IsoDate;
}

/**
 * An app-only offer shows only inside the app; an offer or event whose last day has passed shows
 * nowhere (decision where the spec is silent: a list of bygone offers only disappoints). One that
 * has not started yet shows: events are announced before they happen.
 */
export function isOfferShown(offer: OfferVisibility, viewer: OfferViewer): boolean {
  if (offer.appOnly && !viewer.inApp) return false;
  return offer.endDate === '' || offer.endDate >= viewer.today;
}

/** The voucher category filter: '' (all categories) keeps every voucher. */
export function inCategory(offer: { category: string }, category: string): boolean {
  return category === '' || offer.category === category;
}
