import { createHash } from 'node:crypto';
import { hashPassword } from '../passwords.ts';

/** Loyalty spec §3: tiers and their codes 1 to 5 (representative, 6, has no demo member). */
export type TierName = 'classic' | 'silver' | 'gold' | 'platinum' | 'diamond';

/** One password for every demo login; it is listed in the sandbox README. */
export const DEMO_MEMBER_PASSWORD = 'StayDemo!1';

export interface MemberRecord {
  readonly memberId: string;
  readonly email: string;
  readonly salutation: 'Mr' | 'Ms' | 'Mrs';
  readonly firstName: string;
  readonly lastName: string;
  readonly tier: TierName;
  readonly tierCode: 1 | 2 | 3 | 4 | 5;
  readonly points: number;
  readonly countryOfResidence: string;
  /** The account preference's display currency (loyalty spec §3), a code of `seed/currencies.ts`. */
  readonly preferredCurrency: string;
  readonly passwordHash: string;
}

type MemberSeed = Omit<MemberRecord, 'passwordHash'>;

const MEMBER_SEEDS: readonly MemberSeed[] = [
  {
    memberId: 'SM1000001',
    email: 'classic@demo.stay.example',
    salutation: 'Ms',
    firstName: 'Clara',
    lastName: 'Lim',
    tier: 'classic',
    tierCode: 1,
    points: 1_200,
    countryOfResidence: 'SG',
    preferredCurrency: 'SGD',
  },
  {
    memberId: 'SM1000002',
    email: 'silver@demo.stay.example',
    salutation: 'Mr',
    firstName: 'Kenji',
    lastName: 'Sato',
    tier: 'silver',
    tierCode: 2,
    points: 8_500,
    countryOfResidence: 'JP',
    preferredCurrency: 'JPY',
  },
  {
    memberId: 'SM1000003',
    email: 'gold@demo.stay.example',
    salutation: 'Mrs',
    firstName: 'Mei',
    lastName: 'Chen',
    tier: 'gold',
    tierCode: 3,
    points: 24_000,
    countryOfResidence: 'CN',
    preferredCurrency: 'CNY',
  },
  {
    memberId: 'SM1000004',
    email: 'platinum@demo.stay.example',
    salutation: 'Mr',
    firstName: 'Omar',
    lastName: 'Haddad',
    tier: 'platinum',
    tierCode: 4,
    points: 61_000,
    countryOfResidence: 'AE',
    preferredCurrency: 'AED',
  },
  {
    memberId: 'SM1000005',
    email: 'diamond@demo.stay.example',
    salutation: 'Ms',
    firstName: 'Sophie',
    lastName: 'Martin',
    tier: 'diamond',
    tierCode: 5,
    points: 150_000,
    countryOfResidence: 'FR',
    preferredCurrency: 'EUR',
  },
];

let hashedMembers: readonly MemberRecord[] | undefined;

/**
 * The demo members with scrypt-hashed passwords. The salt comes from the member id, so the
 * hashes are the same in every run; they are computed once per process (scrypt is slow on purpose).
 */
export function demoMembers(): MemberRecord[] {
  hashedMembers ??= MEMBER_SEEDS.map((member) => ({
    ...member,
    passwordHash: hashPassword(DEMO_MEMBER_PASSWORD, createHash('sha256').update(member.memberId).digest().subarray(0, 16)),
  }));
  return hashedMembers.map((member) => ({ ...member }));
}
