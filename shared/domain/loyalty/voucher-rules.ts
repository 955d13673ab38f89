/**
 * Voucher rules (loyalty spec §3 "Voucher", §5 validation; booking spec §3-§5 "voucher categories
 * and promo codes", "minimum-stay messages by voucher category").
 */

/** Loyalty spec §3 voucher categories. */
export type VoucherCategory =
  | 'cash'
  | 'discount'
  | 'free-stay'
  | 'package'
  | 'property'
  | 'discount_room'
  | 'discount_total'
  | 'discount_rate';

export const VOUCHER_CATEGORIES: readonly VoucherCategory[] = [
  'cash',
  'discount',
  'free-stay',
  'package',
  'property',
  'discount_room',
  'discount_total',
  'discount_rate',
];

export function isVoucherCategory(value: unknown): value is VoucherCategory {
  return typeof value === 'string' && (VOUCHER_CATEGORIES as readonly string[]).includes(value);
}

/**
 * Loyalty §3 / booking §4: free stay, package and rate discount carry a promo code; cash and the
 * percentage discounts on room or total leave it blank. Decision (the spec is silent on the plain
 * `discount` and `property` categories): they carry none either, only the three named do.
 */
const CARRIES_PROMO_CODE: ReadonlySet<VoucherCategory> = new Set(['free-stay', 'package', 'discount_rate']);

export function voucherCarriesPromoCode(category: VoucherCategory): boolean {
  return CARRIES_PROMO_CODE.has(category);
}

/** The promotion code the booking carries for a voucher: its promo code, or blank by category. */
export function voucherPromoCode(category: VoucherCategory, promoCode: string | undefined): string {
  return voucherCarriesPromoCode(category) ? (promoCode ?? '').trim() : '';
}

/** Message ids of the three minimum-stay wordings (loyalty §5, booking §5). */
export type MinimumStayMessage = 'minimumLengthOfStay' | 'fixedNightStay' | 'minimumNumberOfNights';

/**
 * Loyalty §5: free stay, rate discount, percentage discounts -> minimum length of stay;
 * package -> fixed night stay; property or cash -> minimum number of nights. The plain `discount`
 * category is a percentage discount (decision: the spec lists it among the discounts).
 */
const MINIMUM_STAY_MESSAGE: Readonly<Record<VoucherCategory, MinimumStayMessage>> = {
  'free-stay': 'minimumLengthOfStay',
  discount_rate: 'minimumLengthOfStay',
  discount: 'minimumLengthOfStay',
  discount_room: 'minimumLengthOfStay',
  discount_total: 'minimumLengthOfStay',
  package: 'fixedNightStay',
  property: 'minimumNumberOfNights',
  cash: 'minimumNumberOfNights',
};

export function minimumStayMessageOf(category: VoucherCategory): MinimumStayMessage {
  return MINIMUM_STAY_MESSAGE[category];
}

/** Whether a stay of `nights` is too short for a voucher asking `minimumNights` (0 or absent: no minimum). */
export function stayTooShortForVoucher(nights: number, minimumNights: number | undefined): boolean {
  return minimumNights !== undefined && minimumNights > 0 && nights < minimumNights;
}

/** Message ids of the voucher error catalogue (loyalty §8 "Vouchers", booking §8). */
export type VoucherError =
  | 'limitCap'
  | 'outOfStock'
  | 'expired'
  | 'priceChanged'
  | 'insufficientStock'
  | 'notExist'
  | 'alreadyLinked'
  | 'invalidVoucher'
  | 'voucherHold'
  | 'notApplicable'
  | 'maxReached'
  | 'offline'
  | 'generic';

const VOUCHER_ERROR_BY_CODE: Readonly<Record<string, VoucherError>> = {
  '329': 'limitCap',
  '330': 'outOfStock',
  '331': 'expired',
  '332': 'priceChanged',
  '333': 'insufficientStock',
  '335': 'notExist',
  E142: 'alreadyLinked',
  E111: 'invalidVoucher',
  E115: 'voucherHold',
  E163: 'notApplicable',
  CPRV_1501: 'maxReached',
};

/** The voucher codes the catalogue knows, for the sandbox's fault table and tests. */
export const VOUCHER_ERROR_CODES: readonly string[] = Object.keys(VOUCHER_ERROR_BY_CODE);

/** A failed call as the API client reports it (`ApiError` of shared/api/types.ts). */
export interface VoucherFailure {
  readonly kind: string;
  readonly code?: string | undefined;
}

/** The message for a failed voucher call: by code; no answer at all reads as offline; the rest generic. */
export function voucherErrorOf(failure: VoucherFailure): VoucherError {
  if (failure.kind === 'network' || failure.kind === 'timeout') return 'offline';
  const code = failure.code?.trim().toUpperCase() ?? '';
  return VOUCHER_ERROR_BY_CODE[code] ?? 'generic';
}

/**
 * Loyalty §5: "a voucher-character pattern ... exist[s]" but is not shown. Decision: after trimming,
 * 4 to 32 letters, digits, hyphens or underscores (the seeded codes look like `GLD-FREE-1N`).
 */
const VOUCHER_CODE_PATTERN = /^[A-Za-z0-9_-]{4,32}$/;

export type VoucherCodeCheck = { ok: true; code: string } | { ok: false; reason: 'required' | 'characters' };

export function checkVoucherCode(input: string): VoucherCodeCheck {
  const code = input.trim();
  if (code === '') return { ok: false, reason: 'required' };
  if (!VOUCHER_CODE_PATTERN.test(code)) return { ok: false, reason: 'characters' };
  return { ok: true, code: code.toUpperCase() };
}

/** Loyalty §9: a voucher reservation lasts 864e5 ms (1 day) unless the hold says otherwise. */
export const DEFAULT_VOUCHER_EXPIRY_MS = 864e5;
