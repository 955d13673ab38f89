import { parseCartItem, type CartItem } from '../domain/booking/cart-item';
import type { CartTotals } from '../domain/booking/cart-totals';
import type { HoldLevel } from '../domain/booking/hold-request';
import type { PaymentMode } from '../domain/booking/payment-plan';
import { roundForCurrency } from '../domain/currency';
import { count, flag, isRecord, listOf, text, texts, type Json } from '../domain/json-guards';
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

/**
 * Call 4: which of `propertyCodes` are in the suppress-card or optional-card list, at the content
 * spec's §7 addresses: the suppress-card list is read for the codes
 * (`properties/suppressCC/p_lang/eq/{lang}/p_propertyCodes/eq/{codes}.json`), the optional-card
 * list whole (`properties/optionalcc/p_lang/eq/{lang}.json`) and kept to the codes here.
 */
export async function fetchCardList(
  client: ApiClient,
  kind: CardListKind,
  language: Language,
  propertyCodes: readonly string[],
): Promise<ApiResult<string[]>> {
  if (kind === 'suppressCC') {
    const codes = propertyCodes.map(segment).join(',');
    return client.content(`properties/suppressCC/p_lang/eq/${segment(language)}/p_propertyCodes/eq/${codes}.json`, {
      parse: parseHotelCodes,
    });
  }
  const listed = await client.content(`properties/optionalcc/p_lang/eq/${segment(language)}.json`, { parse: parseHotelCodes });
  if (!listed.ok) return listed;
  const wanted = new Set(propertyCodes.map((code) => code.toUpperCase()));
  return { ok: true, data: listed.data.filter((code) => wanted.has(code.toUpperCase())) };
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

/** Content spec §7 "Downtime: miscellaneous/cprv, reddot, sabre /en.json": the card provider (Reddot), the payment platform (CPRV), the rates (Sabre). */
const DOWNTIME_SOURCES: Record<DowntimeProvider, string> = { card: 'reddot', payment: 'cprv', rate: 'sabre' };

/** Call 4: a provider's downtime, read before the visitor types anything (issue 16 item 1). */
export function fetchDowntime(client: ApiClient, provider: DowntimeProvider): Promise<ApiResult<Downtime>> {
  return client.content(`miscellaneous/${DOWNTIME_SOURCES[provider]}/en.json`, { parse: parseDowntime, fresh: true });
}

/** Booking spec §3 "Payment types" of one held apartment, as the payment plan names them. */
const PAYMENT_MODES: readonly PaymentMode[] = ['prepaid', 'guarantee', 'suppressed', 'optional'];

/** One held apartment: what is charged now and what is due at the property (major units, rounded by the service). */
export interface PaymentLine {
  shoppingCartItemId: string;
  mode: PaymentMode;
  payNow: number;
  dueAtProperty: number;
}

/**
 * The hold's payment plan (issue 28 item 2; booking spec §3 "Payment types", §4, §9): the
 * service decides every amount (DESIGN.md §8 "Money in minor units"), the client shows it and
 * asks the payment session for `payNow` only.
 */
export interface HoldPayment {
  payNow: number;
  dueAtProperty: number;
  currencyCode: string;
  /** Nothing is charged now: the card only guarantees the booking. */
  guaranteeOnly: boolean;
  /** A card is asked for: to pay what is charged now, or to guarantee an apartment; false when none needs one. */
  cardRequired: boolean;
  lines: PaymentLine[];
}

/**
 * The hold's `payment` as read: known, or why not (missing: a service that does not send it yet;
 * invalid: an answer that cannot be trusted). The step falls back to the total alone and says so
 * once in the console (it knows its element's name; this boundary does not).
 */
export type HoldPaymentRead = { known: true; payment: HoldPayment } | { known: false; problem: 'missing' | 'invalid' };

/** Call 5's answer: the hold, its expiry on the service's clock, and a temporary number per room. */
export interface HoldAnswer {
  holdId: string;
  expiresAt: string;
  extensionsLeft: number;
  totals: CartTotals;
  rooms: { shoppingCartItemId: string; tempConfirmNo: string }[];
  payment: HoldPaymentRead;
}

/** An amount of money as the service sends it: finite and not below zero. */
function amountOf(record: Json, field: string): number | undefined {
  const value = count(record, field);
  return value !== undefined && value >= 0 ? value : undefined;
}

function parsePaymentLine(raw: unknown): PaymentLine | undefined {
  if (!isRecord(raw)) return undefined;
  const shoppingCartItemId = text(raw, 'shoppingCartItemId');
  const mode = PAYMENT_MODES.find((known) => known === raw.mode);
  const payNow = amountOf(raw, 'payNow');
  const dueAtProperty = amountOf(raw, 'dueAtProperty');
  if (!shoppingCartItemId || !mode || payNow === undefined || dueAtProperty === undefined) return undefined;
  return { shoppingCartItemId, mode, payNow, dueAtProperty };
}

/**
 * The hold's payment plan, or undefined when any part of it is unreadable: a plan with a line
 * dropped would show amounts that do not add up, so it is all or nothing. Its currency must be
 * the hold's (an amount in another currency would be charged as if it were this one), and every
 * amount rounded at that currency's decimals, as the service rounds them (booking §9).
 */
export function parseHoldPayment(raw: unknown, holdCurrency: string): HoldPayment | undefined {
  if (!isRecord(raw) || !Array.isArray(raw.lines)) return undefined;
  const payNow = amountOf(raw, 'payNow');
  const dueAtProperty = amountOf(raw, 'dueAtProperty');
  const currencyCode = text(raw, 'currencyCode');
  const guaranteeOnly = flag(raw, 'guaranteeOnly');
  const cardRequired = flag(raw, 'cardRequired');
  const lines = raw.lines.map(parsePaymentLine);
  if (payNow === undefined || dueAtProperty === undefined || guaranteeOnly === undefined || cardRequired === undefined) return undefined;
  if (!currencyCode || currencyCode.toUpperCase() !== holdCurrency.toUpperCase()) return undefined;
  if (!lines.every((line): line is PaymentLine => line !== undefined)) return undefined;
  const amounts = [payNow, dueAtProperty, ...lines.flatMap((line) => [line.payNow, line.dueAtProperty])];
  if (amounts.some((amount) => roundForCurrency(amount, currencyCode) !== amount)) return undefined;
  return { payNow, dueAtProperty, currencyCode: currencyCode.toUpperCase(), guaranteeOnly, cardRequired, lines };
}

function holdPaymentRead(raw: Json, totals: CartTotals): HoldPaymentRead {
  if (raw.payment === undefined || raw.payment === null) return { known: false, problem: 'missing' };
  const payment = parseHoldPayment(raw.payment, totals.currencyCode);
  return payment ? { known: true, payment } : { known: false, problem: 'invalid' };
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
  // A hold without a readable payment plan is still a hold (the units are taken): the step shows the total alone.
  return { holdId, expiresAt, extensionsLeft, totals, rooms, payment: holdPaymentRead(raw, totals) };
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
  /**
   * The hold's pay-now amount as this page was told it (issue 28: the service takes the amount
   * from the hold and refuses one that differs, so a stale page is caught); left out when the
   * page does not know it, and the service charges the hold's own. Never the cart's total.
   */
  amount?: number | undefined;
  currencyCode: string;
}

/** The hosted payment page's address: only http(s) or same-site relative (DESIGN.md §3: backend URLs are untrusted). */
export function parsePaymentUrl(raw: unknown): string | undefined {
  const paymentUrl = isRecord(raw) ? text(raw, 'paymentUrl') : undefined;
  return paymentUrl && isSafeUrl(paymentUrl) && !/^(mailto|tel):/i.test(paymentUrl) ? paymentUrl : undefined;
}

/** Call 6: the hosted payment page for the hold; the service charges the hold's pay-now amount (0: a card-guarantee session, issue 28). */
export function createPaymentUrl(client: ApiClient, request: PaymentUrlRequest, idempotencyKey: string): Promise<ApiResult<string>> {
  // An `amount` left undefined is not sent (JSON has no undefined): the service charges the hold's own.
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
