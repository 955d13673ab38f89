import { count, flag, isRecord, listOf, text, type Json } from '../domain/json-guards';
import { isVoucherCategory, voucherPromoCode, type MinimumStayMessage, type VoucherCategory } from '../domain/loyalty/voucher-rules';
import type { ApiClient, ApiResult } from './types';

/**
 * The voucher calls (loyalty spec §7 "Loyalty": get-list-available-voucher,
 * vouchers/validate-apply-voucher-booking, vouchers/validate-voucher, validate-voucher,
 * vouchers/link-voucher, redeemNonBookingVoucher, get-voucher-guest-available). Member calls send
 * the token through the client; none is cached (the answers belong to one member and change with
 * every hold). Parsed at the boundary: a voucher without code or a known category is dropped from
 * a list and makes a single answer invalid.
 */

export interface VoucherInfo {
  voucherCode: string;
  voucherProgrammeCode: string;
  category: VoucherCategory;
  type: 'booking' | 'non-booking';
  title: string;
  status: 'success' | 'reserved' | 'expired' | 'used';
  expiryDate: string;
  /** The promotion code the booking carries: blank unless the category carries one (loyalty §3). */
  promoCode: string;
  minimumNights: number;
}

/** A booking voucher as this stay would take it. */
export interface StayVoucher extends VoucherInfo {
  amountRedeemed: number;
  currency: string;
  applicable: boolean;
  errorCode: string | undefined;
  minimumStayMessage: MinimumStayMessage | undefined;
}

const STATUSES = ['success', 'reserved', 'expired', 'used'] as const;
const MINIMUM_STAY_MESSAGES: readonly MinimumStayMessage[] = ['minimumLengthOfStay', 'fixedNightStay', 'minimumNumberOfNights'];

function voucherInfoOf(raw: Json): VoucherInfo | undefined {
  const voucherCode = text(raw, 'voucherCode');
  const { category } = raw;
  if (!voucherCode || !isVoucherCategory(category)) return undefined;
  const status = (STATUSES as readonly unknown[]).includes(raw.status) ? (raw.status as VoucherInfo['status']) : 'success';
  return {
    voucherCode,
    voucherProgrammeCode: text(raw, 'voucherProgrammeCode') ?? '',
    category,
    type: raw.type === 'non-booking' ? 'non-booking' : 'booking',
    title: text(raw, 'title') ?? voucherCode,
    status,
    expiryDate: text(raw, 'expiryDate') ?? '',
    // The category decides, whatever the answer says (loyalty §3, booking §4).
    promoCode: voucherPromoCode(category, text(raw, 'promoCode')),
    minimumNights: Math.max(0, count(raw, 'minimumNights') ?? 0),
  };
}

export function parseVoucherInfo(raw: unknown): VoucherInfo | undefined {
  return isRecord(raw) ? voucherInfoOf(raw) : undefined;
}

export function parseStayVoucher(raw: unknown): StayVoucher | undefined {
  if (!isRecord(raw)) return undefined;
  const info = voucherInfoOf(raw);
  const amountRedeemed = count(raw, 'amountRedeemed');
  if (!info || amountRedeemed === undefined || amountRedeemed < 0) return undefined;
  const message = raw.minimumStayMessage;
  return {
    ...info,
    amountRedeemed,
    currency: text(raw, 'currency') ?? '',
    applicable: flag(raw, 'applicable') ?? true,
    errorCode: text(raw, 'errorCode'),
    minimumStayMessage: (MINIMUM_STAY_MESSAGES as readonly unknown[]).includes(message) ? (message as MinimumStayMessage) : undefined,
  };
}

export function parseStayVouchers(raw: unknown): StayVoucher[] | undefined {
  return isRecord(raw) ? listOf(raw.vouchers, parseStayVoucher) : undefined;
}

export interface RedeemedVoucher extends VoucherInfo {
  points: number;
}

export function parseRedeemedVoucher(raw: unknown): RedeemedVoucher | undefined {
  const info = parseVoucherInfo(raw);
  return info && isRecord(raw) ? { ...info, points: Math.max(0, count(raw, 'points') ?? 0) } : undefined;
}

export interface GuestVoucher extends VoucherInfo {
  available: boolean;
}

export function parseGuestVoucher(raw: unknown): GuestVoucher | undefined {
  const info = parseVoucherInfo(raw);
  return info && isRecord(raw) ? { ...info, available: flag(raw, 'available') ?? false } : undefined;
}

export interface VoucherProgramme {
  voucherProgrammeCode: string;
  valid: boolean;
  stock: number;
}

export function parseVoucherProgramme(raw: unknown): VoucherProgramme | undefined {
  if (!isRecord(raw)) return undefined;
  const voucherProgrammeCode = text(raw, 'voucherProgrammeCode');
  return voucherProgrammeCode
    ? { voucherProgrammeCode, valid: flag(raw, 'valid') ?? false, stock: Math.max(0, count(raw, 'stock') ?? 0) }
    : undefined;
}

/** The stay a booking voucher is checked against (loyalty §7 get-list-available-voucher body). */
export interface VoucherStay {
  totalChargeIncludeTax: number;
  hotelCode: string;
  checkinDate: string;
  checkoutDate: string;
  currencyCode: string;
  discountCode?: string | undefined;
  discountCodeType?: number | undefined;
}

/** The body: the discount code and its type only when there is a code (loyalty §7 "optionally"). */
function stayBody(stay: VoucherStay): Record<string, unknown> {
  const { discountCode, discountCodeType, ...rest } = stay;
  return discountCode ? { ...rest, discountCode, ...(discountCodeType === undefined ? {} : { discountCodeType }) } : rest;
}

export function fetchAvailableVouchers(client: ApiClient, stay: VoucherStay): Promise<ApiResult<StayVoucher[]>> {
  return client.post('/api/loyalty/get-list-available-voucher', stayBody(stay), { parse: parseStayVouchers, idempotent: true });
}

export function validateApplyVoucher(client: ApiClient, stay: VoucherStay, voucherCode: string): Promise<ApiResult<StayVoucher>> {
  return client.post(
    '/api/loyalty/vouchers/validate-apply-voucher-booking',
    { ...stayBody(stay), voucherCode },
    { parse: parseStayVoucher },
  );
}

export function validateVoucherCode(client: ApiClient, voucherCode: string): Promise<ApiResult<VoucherInfo>> {
  return client.post('/api/loyalty/vouchers/validate-voucher', { voucherCode }, { parse: parseVoucherInfo });
}

export function validateVoucherProgramme(client: ApiClient, voucherProgrammeCode: string): Promise<ApiResult<VoucherProgramme>> {
  return client.get('/api/loyalty/validate-voucher', { query: { voucherProgrammeCode }, parse: parseVoucherProgramme });
}

export function linkVoucher(client: ApiClient, voucherCode: string): Promise<ApiResult<VoucherInfo>> {
  return client.post('/api/loyalty/vouchers/link-voucher', { voucherCode }, { parse: parseVoucherInfo });
}

export function redeemNonBookingVoucher(client: ApiClient, voucherCode: string): Promise<ApiResult<RedeemedVoucher>> {
  return client.get('/api/loyalty/redeemNonBookingVoucher', { query: { voucherCode }, parse: parseRedeemedVoucher, fresh: true });
}

export function fetchGuestVoucher(client: ApiClient, voucherCode: string): Promise<ApiResult<GuestVoucher>> {
  return client.get('/api/loyalty/get-voucher-guest-available', { query: { voucherCode }, parse: parseGuestVoucher, fresh: true });
}
