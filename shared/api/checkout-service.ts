import { parseCartItem, type CartItem } from '../domain/booking/cart-item';
import type { CartTotals } from '../domain/booking/cart-totals';
import type { HoldLevel } from '../domain/booking/hold-request';
import { count, flag, isRecord, listOf, text, texts } from '../domain/json-guards';
import type { Language } from '../domain/languages';
import { isSafeUrl } from '../domain/safe-url';
import type { CartRequest } from './cart-service';
import { segment } from './content-service';
import type { ApiClient, ApiResult } from './types';

/**
 * The checkout calls (issue 16 contract, calls 1-8 and 11; booking spec §7), each answer
 * validated here, at the boundary. Writes (hold, extend, payment URL, commit, cancel) take the
 * `Idempotency-Key` of the visitor's intent (DESIGN.md §8): the store's writes make it
 * (`shared/store/checkout/checkout-writes.ts`); they are never retried by the client. The
 * reservation calls 9 and 10 are in `reservation-service.ts`.
 */

const idempotent = (idempotencyKey: string) => ({ headers: { 'Idempotency-Key': idempotencyKey } });

export function parseTotals(raw: unknown): CartTotals | undefined {
  if (!isRecord(raw)) return undefined;
  const totalBeforeTax = count(raw, 'totalBeforeTax');
  const totalTax = count(raw, 'totalTax');
  const total = count(raw, 'total');
  const currencyCode = text(raw, 'currencyCode');
  if (totalBeforeTax === undefined || totalTax === undefined || total === undefined || !currencyCode) return undefined;
  return { totalBeforeTax, totalTax, total, currencyCode };
}

/** Call 1: the cart re-priced just before the hold. */
export interface PreBookingValidation {
  items: CartItem[];
  totals: CartTotals;
  priceChanged: boolean;
  previousTotal: number;
  unavailableItemIds: string[];
}

export function parsePreBookingValidation(raw: unknown): PreBookingValidation | undefined {
  if (!isRecord(raw)) return undefined;
  const items = Array.isArray(raw.items) ? raw.items.map((item, position) => parseCartItem(item, position)) : undefined;
  const totals = parseTotals(raw.totals);
  const priceChanged = flag(raw, 'priceChanged');
  const previousTotal = count(raw, 'previousTotal');
  const unavailableItemIds = texts(raw, 'unavailableItemIds');
  if (
    !items ||
    !items.every((item): item is CartItem => item !== undefined) ||
    !totals ||
    priceChanged === undefined ||
    previousTotal === undefined ||
    !unavailableItemIds
  )
    return undefined;
  return { items, totals, priceChanged, previousTotal, unavailableItemIds };
}

/**
 * Call 1 (booking §7: "response used only on status 200"): a read of prices, so it may be retried;
 * any other answer is a failure the checkout does not act on.
 */
export function preBookingValidate(client: ApiClient, cart: CartRequest): Promise<ApiResult<PreBookingValidation>> {
  return client.post('/api/pre-booking-validate', cart, { parse: parsePreBookingValidation, idempotent: true, fresh: true });
}

export type CardProvider = 'reddot' | 'adyen';

export interface CardTypes {
  provider: CardProvider;
  cardTypes: string[];
}

export function parseCardTypes(raw: unknown): CardTypes | undefined {
  if (!isRecord(raw)) return undefined;
  const provider = raw.provider === 'reddot' || raw.provider === 'adyen' ? raw.provider : undefined;
  const cardTypes = texts(raw, 'cardTypes');
  return provider && cardTypes ? { provider, cardTypes } : undefined;
}

/** Call 2: the card types the property takes, by provider. */
export function fetchCardTypes(client: ApiClient, hotelCode: string, promoCode: string): Promise<ApiResult<CardTypes>> {
  return client.get('/api/property/get-card-type', { query: { hotelCode, promoCode }, parse: parseCardTypes });
}

export interface ReddotAvailability {
  hotelCode: string;
  available: boolean;
}

export function parseReddotAvailability(raw: unknown): ReddotAvailability | undefined {
  if (!isRecord(raw)) return undefined;
  const hotelCode = text(raw, 'hotelCode');
  const available = flag(raw, 'available');
  return hotelCode && available !== undefined ? { hotelCode, available } : undefined;
}

/** Call 2: whether the property takes payment by Red Dot (stored per property in session storage by the checkout, booking §3). */
export function fetchReddotAvailability(client: ApiClient, hotelCode: string): Promise<ApiResult<ReddotAvailability>> {
  return client.get('/api/property/payment-by-reddot', { query: { hotelCode }, parse: parseReddotAvailability });
}

export type PaymentMethodOption = 'card' | 'wallet';

export interface PaymentTypeRequest {
  hotelCode: string;
  ratePlanCodes: string[];
  promoCode: string;
}

export function parsePaymentMethods(raw: unknown): PaymentMethodOption[] | undefined {
  if (!isRecord(raw) || !Array.isArray(raw.methods)) return undefined;
  return raw.methods.filter((method): method is PaymentMethodOption => method === 'card' || method === 'wallet');
}

/** Call 3: the payment methods of the rates (a read: may be retried). */
export function fetchPaymentMethods(client: ApiClient, request: PaymentTypeRequest): Promise<ApiResult<PaymentMethodOption[]>> {
  return client.post('/api/v2/get-payment-type', request, { parse: parsePaymentMethods, idempotent: true });
}

export type CardListKind = 'suppressCC' | 'optionalCC';

/** A list of hotel codes; an empty or missing list is an empty list (no property is listed). */
export function parseHotelCodes(raw: unknown): string[] | undefined {
  return listOf(raw, (entry) => (typeof entry === 'string' && entry.trim() !== '' ? entry.trim() : undefined));
}

/** Call 4: which of `propertyCodes` are in the suppress-card or optional-card list (booking §7 content reads). */
export function fetchCardList(
  client: ApiClient,
  kind: CardListKind,
  language: Language,
  propertyCodes: readonly string[],
): Promise<ApiResult<string[]>> {
  const codes = propertyCodes.map(segment).join(',');
  return client.content(`properties/${kind}/p_lang/eq/${segment(language)}/p_propertyCodes/eq/${codes}.json`, { parse: parseHotelCodes });
}

export type DowntimeProvider = 'card' | 'payment' | 'rate';

export interface Downtime {
  down: boolean;
  message: string;
  /** ISO instant, '' when not known. */
  until: string;
}

export function parseDowntime(raw: unknown): Downtime | undefined {
  if (!isRecord(raw)) return undefined;
  const down = flag(raw, 'down');
  if (down === undefined) return undefined;
  return { down, message: text(raw, 'message') ?? '', until: text(raw, 'until') ?? '' };
}

/** Content spec §7 "Downtime": miscellaneous/{cprv, reddot, sabre}/en.json, one per provider. */
const DOWNTIME_PATHS: Readonly<Record<DowntimeProvider, string>> = { card: 'reddot', payment: 'cprv', rate: 'sabre' };

/** Call 4: a provider's downtime, read before the visitor types anything (issue 16 item 1). */
export function fetchDowntime(client: ApiClient, provider: DowntimeProvider): Promise<ApiResult<Downtime>> {
  return client.content(`miscellaneous/${DOWNTIME_PATHS[provider]}/en.json`, { parse: parseDowntime, fresh: true });
}

/** Call 5's answer: the hold, its expiry on the service's clock, and a temporary number per room. */
export interface HoldAnswer {
  holdId: string;
  expiresAt: string;
  extensionsLeft: number;
  totals: CartTotals;
  rooms: { shoppingCartItemId: string; tempConfirmNo: string }[];
}

function parseHeldRoom(raw: unknown): HoldAnswer['rooms'][number] | undefined {
  if (!isRecord(raw)) return undefined;
  const shoppingCartItemId = text(raw, 'shoppingCartItemId');
  const tempConfirmNo = text(raw, 'tempConfirmNo');
  return shoppingCartItemId && tempConfirmNo ? { shoppingCartItemId, tempConfirmNo } : undefined;
}

export function parseHoldAnswer(raw: unknown): HoldAnswer | undefined {
  if (!isRecord(raw)) return undefined;
  const holdId = text(raw, 'holdId');
  const expiresAt = text(raw, 'expiresAt');
  const extensionsLeft = count(raw, 'extensionsLeft');
  const totals = parseTotals(raw.totals);
  const rooms = listOf(raw.rooms, parseHeldRoom);
  if (!holdId || !expiresAt || Number.isNaN(Date.parse(expiresAt)) || extensionsLeft === undefined || !totals || !rooms) return undefined;
  return { holdId, expiresAt, extensionsLeft, totals, rooms };
}

/** Call 5: holds every night of every room (all or nothing). Errors: SABRE_322/378, E106, E107, E82, E51 (`details`). */
export function holdCheckout(client: ApiClient, level: HoldLevel, idempotencyKey: string): Promise<ApiResult<HoldAnswer>> {
  return client.post('/api/v2/checkout/hold', level, { parse: parseHoldAnswer, ...idempotent(idempotencyKey) });
}

/** Call 5, extend: a later expiry and one extension fewer; none left → CPRV_1502. */
export function extendHold(client: ApiClient, holdId: string, idempotencyKey: string): Promise<ApiResult<HoldAnswer>> {
  return client.post('/api/v2/checkout/hold', { extendHoldId: holdId }, { parse: parseHoldAnswer, ...idempotent(idempotencyKey) });
}

export interface PaymentUrlRequest {
  /** Sent as `mechantId` (sic, booking §7). */
  hotelCode: string;
  holdId: string;
  returnUrl: string;
  amount: number;
  currencyCode: string;
}

/** The hosted payment page's address: only http(s) or same-site relative (DESIGN.md §3: backend URLs are untrusted). */
export function parsePaymentUrl(raw: unknown): string | undefined {
  const paymentUrl = isRecord(raw) ? text(raw, 'paymentUrl') : undefined;
  return paymentUrl && isSafeUrl(paymentUrl) && !/^(mailto|tel):/i.test(paymentUrl) ? paymentUrl : undefined;
}

/** Call 6: the hosted payment page for the hold. */
export function createPaymentUrl(client: ApiClient, request: PaymentUrlRequest, idempotencyKey: string): Promise<ApiResult<string>> {
  const { hotelCode, ...body } = request;
  return client.post('/api/checkout/create-token-url', body, {
    query: { mechantId: hotelCode },
    parse: parsePaymentUrl,
    ...idempotent(idempotencyKey),
  });
}

export interface CommitRequest {
  holdId: string;
  /** As returned by the hosted payment page: opaque to the client. */
  paymentResult: string;
  signature: string;
}

export function parseConfirmNos(raw: unknown): string[] | undefined {
  const confirmNos = isRecord(raw) ? texts(raw, 'confirmNos') : undefined;
  return confirmNos && confirmNos.length > 0 ? confirmNos : undefined;
}

/** Call 7: one confirmation number per room; the same result twice answers the same numbers. Errors: E72, CPRV_1502, SABRE_242, E61. */
export function commitCheckout(client: ApiClient, request: CommitRequest, idempotencyKey: string): Promise<ApiResult<string[]>> {
  return client.post('/api/v2/checkout/commit', request, { parse: parseConfirmNos, ...idempotent(idempotencyKey) });
}

/** Call 8: gives the hold's units back. */
export function cancelReservedReservation(client: ApiClient, holdId: string, idempotencyKey: string): Promise<ApiResult<true>> {
  return client.post(
    '/api/cancel-reserved-reservation',
    { holdId },
    {
      parse: (raw) => (isRecord(raw) && raw.released === true ? true : undefined),
      ...idempotent(idempotencyKey),
    },
  );
}

export interface MaxRedeemableRequest {
  hotelCode: string;
  items: CartItem[];
}

export function parseMaxRedeemablePoints(raw: unknown): number | undefined {
  const points = isRecord(raw) ? count(raw, 'maxRedeemablePoints') : undefined;
  return points !== undefined && points >= 0 ? points : undefined;
}

/** Call 11: the most points the cart can redeem (issue 17 uses it); booking §7 "content field on 200". */
export function calculateMaxRedeemablePoints(client: ApiClient, request: MaxRedeemableRequest): Promise<ApiResult<number>> {
  return client.post('/api/v2/calculate/MRP', request, { parse: parseMaxRedeemablePoints, idempotent: true });
}
