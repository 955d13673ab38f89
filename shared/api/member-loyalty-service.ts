import { count, isRecord, listOf, text, type Json } from '../domain/json-guards';
import { TIER_NAMES, tierOfCode, type TierName } from '../domain/loyalty/member-profile';
import type { ApiClient, ApiResult } from './types';

/**
 * The member's loyalty reads (loyalty spec §3 tiers, points, vouchers; §7 Loyalty; issue 14
 * account contract "Loyalty member reads"). Each needs the member's token (the client adds it)
 * and is never cached: the answer belongs to one member. Parsed at the boundary: a field the
 * dashboard needs that is missing or of the wrong kind makes the answer invalid; a list entry
 * that does not parse is dropped.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = (record: Json, field: string): string | undefined => {
  const value = text(record, field);
  return value !== undefined && ISO_DATE.test(value) ? value : undefined;
};
/** Points and nights: whole numbers from zero. */
const amount = (record: Json, field: string): number | undefined => {
  const value = count(record, field);
  return value !== undefined && Number.isInteger(value) && value >= 0 ? value : undefined;
};
const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/** The tier of an answer: its code (1 to 6, spec §3) first, its name when the code is absent. */
const tierOf = (record: Json): TierName | undefined => tierOfCode(record.tierCode) ?? oneOf(record.tierName, TIER_NAMES);

/** `GET user-tier`: the member's tier and account type. */
export interface UserTier {
  tier: TierName;
  accountType: 'member' | 'representative';
}

export function parseUserTier(raw: unknown): UserTier | undefined {
  if (!isRecord(raw)) return undefined;
  const tier = tierOf(raw);
  if (!tier) return undefined;
  // Spec §3: tier 6 is the representative; an account type that says so counts too.
  const accountType = tier === 'representative' || raw.accountType === 'representative' ? 'representative' : 'member';
  return { tier, accountType };
}

/** What a tier asks for in one period. */
export interface TierRequirement {
  tier: TierName;
  qualifyingPoints: number;
  qualifyingNights: number;
}

/** `GET tier-list`: every tier's requirement, and where the member stands in the current period. */
export interface TierStanding {
  tiers: TierRequirement[];
  current: { tier: TierName; qualifyingPoints: number; qualifyingNights: number; periodEnd: string };
}

function parseTierRequirement(raw: unknown): TierRequirement | undefined {
  if (!isRecord(raw)) return undefined;
  const tier = tierOf(raw);
  const qualifyingPoints = amount(raw, 'qualifyingPoints');
  const qualifyingNights = amount(raw, 'qualifyingNights');
  if (!tier || qualifyingPoints === undefined || qualifyingNights === undefined) return undefined;
  return { tier, qualifyingPoints, qualifyingNights };
}

export function parseTierStanding(raw: unknown): TierStanding | undefined {
  if (!isRecord(raw) || !isRecord(raw.current)) return undefined;
  const tiers = listOf(raw.tiers, parseTierRequirement);
  const tier = tierOf(raw.current);
  const qualifyingPoints = amount(raw.current, 'qualifyingPoints');
  const qualifyingNights = amount(raw.current, 'qualifyingNights');
  const periodEnd = isoDate(raw.current, 'periodEnd');
  if (!tiers || !tier || qualifyingPoints === undefined || qualifyingNights === undefined || !periodEnd) return undefined;
  // Listed in tier order (spec §3: classic to diamond), whatever order the service sent.
  tiers.sort((a, b) => TIER_NAMES.indexOf(a.tier) - TIER_NAMES.indexOf(b.tier));
  return { tiers, current: { tier, qualifyingPoints, qualifyingNights, periodEnd } };
}

/** `GET available-point`: the points balance; `expiringOn` only when some points expire. */
export interface PointsBalance {
  availablePoints: number;
  pendingPoints: number;
  expiringPoints: number;
  expiringOn?: string;
}

export function parsePointsBalance(raw: unknown): PointsBalance | undefined {
  if (!isRecord(raw)) return undefined;
  const availablePoints = amount(raw, 'availablePoints');
  const pendingPoints = amount(raw, 'pendingPoints') ?? 0;
  const expiringPoints = amount(raw, 'expiringPoints') ?? 0;
  const expiringOn = isoDate(raw, 'expiringOn');
  if (availablePoints === undefined) return undefined;
  // Points that expire without a date (or a date without points) are no expiry to show.
  return expiringPoints > 0 && expiringOn
    ? { availablePoints, pendingPoints, expiringPoints, expiringOn }
    : { availablePoints, pendingPoints, expiringPoints: 0 };
}

export const MEMBER_STATUSES = ['active', 'suspended'] as const;
export type MemberStatusName = (typeof MEMBER_STATUSES)[number];

/** `GET get-member-status`. */
export interface MemberStatus {
  memberId: string;
  status: MemberStatusName;
  memberSince: string;
  tierValidUntil: string;
}

export function parseMemberStatus(raw: unknown): MemberStatus | undefined {
  if (!isRecord(raw)) return undefined;
  const memberId = text(raw, 'memberId')?.trim();
  const status = oneOf(raw.status, MEMBER_STATUSES);
  const memberSince = isoDate(raw, 'memberSince');
  const tierValidUntil = isoDate(raw, 'tierValidUntil');
  if (!memberId || !status || !memberSince || !tierValidUntil) return undefined;
  return { memberId, status, memberSince, tierValidUntil };
}

/**
 * Loyalty spec §3 voucher statuses, categories and types. Besides the spec's expired, success and
 * reserved, `used`: a voucher spent by a committed booking (loyalty §4 "applied in booking"; issue
 * 28, sandbox README "Payment contract" 5). It must parse: a voucher dropped here would vanish from
 * the member's counts instead of showing as used.
 */
export const VOUCHER_STATUSES = ['success', 'reserved', 'expired', 'used'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];
export const VOUCHER_CATEGORIES = [
  'cash',
  'discount',
  'free-stay',
  'package',
  'property',
  'discount_room',
  'discount_total',
  'discount_rate',
] as const;
export type VoucherCategory = (typeof VOUCHER_CATEGORIES)[number];

export interface Voucher {
  voucherCode: string;
  voucherProgrammeCode: string;
  category: VoucherCategory;
  type: 'booking' | 'non-booking';
  status: VoucherStatus;
  title: string;
  expiryDate: string;
  value?: number;
  currency?: string;
}

function parseVoucher(raw: unknown): Voucher | undefined {
  if (!isRecord(raw)) return undefined;
  const voucherCode = text(raw, 'voucherCode')?.trim();
  const category = oneOf(raw.category, VOUCHER_CATEGORIES);
  const type = oneOf(raw.type, ['booking', 'non-booking'] as const);
  const status = oneOf(raw.status, VOUCHER_STATUSES);
  const expiryDate = isoDate(raw, 'expiryDate');
  if (!voucherCode || !category || !type || !status || !expiryDate) return undefined;
  const value = count(raw, 'value');
  const currency = text(raw, 'currency');
  return {
    voucherCode,
    voucherProgrammeCode: text(raw, 'voucherProgrammeCode') ?? '',
    category,
    type,
    status,
    title: text(raw, 'title')?.trim() || voucherCode,
    expiryDate,
    ...(value === undefined ? {} : { value }),
    ...(currency && /^[A-Z]{3}$/.test(currency) ? { currency } : {}),
  };
}

/** `GET get-all-voucher`: `{ vouchers }`; entries that do not parse are left out. */
export function parseVouchers(raw: unknown): Voucher[] | undefined {
  return isRecord(raw) ? listOf(raw.vouchers, parseVoucher) : undefined;
}

export function fetchUserTier(client: ApiClient): Promise<ApiResult<UserTier>> {
  return client.get('/api/loyalty/user-tier', { parse: parseUserTier });
}

export function fetchTierStanding(client: ApiClient): Promise<ApiResult<TierStanding>> {
  return client.get('/api/loyalty/tier-list', { parse: parseTierStanding });
}

export function fetchPointsBalance(client: ApiClient): Promise<ApiResult<PointsBalance>> {
  return client.get('/api/loyalty/available-point', { parse: parsePointsBalance });
}

export function fetchMemberStatus(client: ApiClient): Promise<ApiResult<MemberStatus>> {
  return client.get('/api/loyalty/get-member-status', { parse: parseMemberStatus });
}

export function fetchVouchers(client: ApiClient): Promise<ApiResult<Voucher[]>> {
  return client.get('/api/loyalty/get-all-voucher', { parse: parseVouchers });
}
