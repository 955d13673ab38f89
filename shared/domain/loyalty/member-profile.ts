import { count, isRecord, text } from '../json-guards';

/** Loyalty spec §3: tiers classic to diamond (codes 1 to 5) and representative (6). */
export const TIER_NAMES = ['classic', 'silver', 'gold', 'platinum', 'diamond', 'representative'] as const;
export type TierName = (typeof TIER_NAMES)[number];

const isTierName = (value: unknown): value is TierName => typeof value === 'string' && (TIER_NAMES as readonly string[]).includes(value);

/** The tier of a code 1 to 6 (spec §3), or undefined for any other value. */
export function tierOfCode(code: unknown): TierName | undefined {
  return typeof code === 'number' && Number.isInteger(code) ? TIER_NAMES[code - 1] : undefined;
}

/**
 * What the widgets know of the signed-in member (spec §3 "User profile"): the `profileDto` of the
 * login and get-profile answers without the e-mail address, which storage never holds
 * (shared/storage/forbidden-fields.ts) and no widget shows outside the account forms.
 */
export interface MemberProfile {
  memberId: string;
  salutation: string;
  firstName: string;
  lastName: string;
  tier: TierName;
  accountType: 'member' | 'representative';
  points: number;
  countryOfResidence: string;
}

/** Validates a `profileDto` (or a stored profile); the tier may come as a name or a code. */
export function parseMemberProfile(raw: unknown): MemberProfile | undefined {
  if (!isRecord(raw)) return undefined;
  const memberId = text(raw, 'memberId')?.trim();
  const tier = isTierName(raw.tier) ? raw.tier : tierOfCode(raw.tierCode);
  if (!memberId || !tier) return undefined;
  const accountType = raw.accountType === 'representative' || tier === 'representative' ? 'representative' : 'member';
  return {
    memberId,
    salutation: text(raw, 'salutation') ?? '',
    firstName: text(raw, 'firstName') ?? '',
    lastName: text(raw, 'lastName') ?? '',
    tier,
    accountType,
    points: Math.max(0, count(raw, 'points') ?? 0),
    countryOfResidence: text(raw, 'countryOfResidence') ?? '',
  };
}

/** The name the header shows: first name, else salutation and last name, else the member id. */
export function memberDisplayName({ firstName, salutation, lastName, memberId }: MemberProfile): string {
  return firstName.trim() || `${salutation.trim()} ${lastName.trim()}`.trim() || memberId;
}
