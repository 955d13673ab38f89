import type { CartTruncation } from '../domain/booking/cart-bounds';
import { FALLBACK_CART_CURRENCY, parseCartItem, type CartDeviceType, type CartItem } from '../domain/booking/cart-item';
import { isCount, isRecord, text } from '../domain/json-guards';
import { isSafeUrl } from '../domain/safe-url';
import { defineEntry } from '../storage/entry';
import { writeEntry } from '../storage';

/**
 * Storage entries of the booking journey that more than one widget touches (DESIGN.md §4): the
 * journey spans several CMS pages, so it lives in session storage; the guest cart outlives the tab.
 * The shapes are the minimum read so far (the dialog's close actions, content spec §4); the
 * booking widgets extend them. Every value is validated when read: storage is a boundary.
 */

/*
 * The visitor's current search (`stay:booking-search-criteria`) is declared with the stored search
 * in search-entries.ts: every page with a booking search reads it, while the entries below are the
 * dialog's and the later booking pages' (home page budget, DESIGN.md §7).
 */
export { bookingSearchCriteriaEntry, type BookingSearchCriteria } from './search-entries';

/** Deep-link query parameters (booking spec §2) by name, as they arrived. */
export type DeepLinkData = Record<string, string>;

function parseDeepLinkData(raw: unknown): DeepLinkData | undefined {
  if (!isRecord(raw)) return undefined;
  const entries = Object.entries(raw);
  return entries.every((entry): entry is [string, string] => typeof entry[1] === 'string') ? Object.fromEntries(entries) : undefined;
}

/**
 * `stay:deep-link` (session): the parameters of a deep link that passed validation (booking spec
 * §5), kept so later pages of the journey can apply them. Cleared by "redirect home".
 */
export const deepLinkDataEntry = defineEntry({ key: 'deep-link', area: 'session', parse: parseDeepLinkData });

/**
 * The guest cart as stored (booking spec §4, issue 15 contract): the cart's currency and device
 * type, its apartments, and its last-modified time (epoch ms) that the lifetime rule reads
 * (`shared/domain/booking/guest-cart-life.ts`).
 */
export interface GuestCart {
  currencyCode: string;
  shoppingCartDeviceType: CartDeviceType;
  /** Absent in carts stored before issue 15: the cart store then counts from its first read. */
  lastModified?: number | undefined;
  items: CartItem[];
  /**
   * What the cart store left out when it last read this cart out of its bounds (booking spec §5,
   * §9; `shared/domain/booking/cart-bounds.ts`), kept with the cart so that every tab and every
   * later read tell the visitor, until the visitor changes the cart.
   */
  truncated?: CartTruncation | undefined;
  /** Lines found in storage that could not be read (counted here, never stored): the cart store drops them and says so. */
  unreadableItems?: number | undefined;
}

const DEVICE_TYPES: readonly CartDeviceType[] = ['desktop', 'mobile', 'app'];

function parseTruncation(raw: unknown): CartTruncation | undefined {
  if (!isRecord(raw)) return undefined;
  const { refused, cut, maxApartments } = raw;
  return isCount(refused) && isCount(cut) && isCount(maxApartments) ? { refused, cut, maxApartments } : undefined;
}

/**
 * A line that does not read (a count that is not a whole number from 0, no dates) drops that line,
 * not the whole cart: the cart store then says what was dropped, where a cart removed as malformed
 * would have gone silently (issue 28 item 8). A value that is not a cart at all is still malformed.
 */
function parseGuestCart(raw: unknown): GuestCart | undefined {
  if (!isRecord(raw) || !Array.isArray(raw.items)) return undefined;
  const read = raw.items.map((item, position) => parseCartItem(item, position));
  const items = read.filter((item): item is CartItem => item !== undefined);
  const device = DEVICE_TYPES.find((type) => type === raw.shoppingCartDeviceType);
  const lastModified = typeof raw.lastModified === 'number' && Number.isFinite(raw.lastModified) ? raw.lastModified : undefined;
  const truncated = parseTruncation(raw.truncated);
  const unreadableItems = read.length - items.length;
  return {
    currencyCode: text(raw, 'currencyCode') || items[0]?.currencyCode || FALLBACK_CART_CURRENCY,
    shoppingCartDeviceType: device ?? items[0]?.shoppingCartDeviceType ?? 'desktop',
    lastModified,
    items,
    ...(truncated ? { truncated } : {}),
    ...(unreadableItems > 0 ? { unreadableItems } : {}),
  };
}

/**
 * `stay:guest-cart` (local): the cart of a visitor who is not signed in (booking spec §4). Written
 * only by the cart store (`shared/store/cart/`), which applies the configured lifetime and the
 * 30-minute extension (the entry itself has no fixed lifetime: `guestCartLifeTime` is configured).
 * Also read by the dialog's "previous search" action.
 */
export const guestCartEntry = defineEntry({ key: 'guest-cart', area: 'local', parse: parseGuestCart });

const parseSafeUrl = (raw: unknown): string | undefined =>
  typeof raw === 'string' && raw.trim() && isSafeUrl(raw) ? raw.trim() : undefined;

/**
 * `stay:previous-search-url` (session): the results page of the visitor's last search, written by
 * the booking pages. The "previous search" close action goes back to it with the cart's search.
 */
export const previousSearchUrlEntry = defineEntry({ key: 'previous-search-url', area: 'session', parse: parseSafeUrl });

/**
 * A results page showed the results of a search (the listing, the rates): the dialog's "previous
 * search" close action comes back to this page (content spec §4 action 3), with the search
 * rebuilt from the cart, so the page's own address without its query is what is kept.
 */
export function rememberPreviousSearchPage(path: string = window.location.pathname): void {
  writeEntry(previousSearchUrlEntry, path);
}

/**
 * `stay:summary-payment-url` (session): the summary-and-payment page of the journey (booking spec §4:
 * a session flag sends the visitor straight there). "Previous search" falls back to it when no
 * previous-search URL is stored.
 */
export const summaryPaymentUrlEntry = defineEntry({ key: 'summary-payment-url', area: 'session', parse: parseSafeUrl });

/**
 * `stay:criteria-from-cart` (session, `true`): set by the dialog's "reload" action just before the
 * reload (content spec §4). The booking search reads it after the reload, takes its criteria from
 * the cart so both agree, and removes it.
 */
export const criteriaFromCartEntry = defineEntry({
  key: 'criteria-from-cart',
  area: 'session',
  parse: (raw: unknown) => (raw === true ? true : undefined),
});
