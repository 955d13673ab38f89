import { createHash } from 'node:crypto';
import { hashPassword } from '../passwords.ts';

/** Loyalty spec §3: tiers and their codes, 1 to 5 from classic to diamond and 6 for representative. */
export type TierName = 'classic' | 'silver' | 'gold' | 'platinum' | 'diamond' | 'representative';

export type TierCode = 1 | 2 | 3 | 4 | 5 | 6;

/** Loyalty spec §3: "Account types are member or representative". */
export type AccountType = 'member' | 'representative';

/** One password for every demo login; it is listed in the sandbox README. */
export const DEMO_MEMBER_PASSWORD = 'StayDemo!1';

export interface MemberRecord {
  readonly memberId: string;
  readonly email: string;
  readonly salutation: 'Mr' | 'Ms' | 'Mrs';
  readonly firstName: string;
  readonly lastName: string;
  readonly tier: TierName;
  readonly tierCode: TierCode;
  readonly accountType: AccountType;
  /** Points available to spend (the profile's `points`, `available-point`'s `availablePoints`). */
  readonly points: number;
  readonly countryOfResidence: string;
  /** The account preference's display currency (loyalty spec §3), a code of `seed/currencies.ts`. */
  readonly preferredCurrency: string;
  /** Login answers 556 until the account is activated (loyalty spec §8 "not activated"). */
  readonly activated: boolean;
  /** YYYY-MM-DD, for `get-member-status`. */
  readonly memberSince: string;
  /** scrypt hash (`passwords.ts`); empty for an account made with a social login and no password yet. */
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
    accountType: 'member',
    activated: true,
    memberSince: '2019-04-02',
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
    accountType: 'member',
    activated: true,
    memberSince: '2018-11-20',
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
    accountType: 'member',
    activated: true,
    memberSince: '2016-06-15',
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
    accountType: 'member',
    activated: true,
    memberSince: '2014-02-08',
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
    accountType: 'member',
    activated: true,
    memberSince: '2011-09-30',
  },
  // For the account tests and e2e (issue 14): one account not activated yet, two to lock, one representative.
  {
    memberId: 'SM1000006',
    email: 'inactive@demo.stay.example',
    salutation: 'Mr',
    firstName: 'Ivan',
    lastName: 'Novak',
    tier: 'classic',
    tierCode: 1,
    points: 0,
    countryOfResidence: 'SG',
    preferredCurrency: 'SGD',
    accountType: 'member',
    activated: false,
    memberSince: '2026-01-05',
  },
  {
    memberId: 'SM1000007',
    email: 'lockout@demo.stay.example',
    salutation: 'Ms',
    firstName: 'Lena',
    lastName: 'Ong',
    tier: 'classic',
    tierCode: 1,
    points: 300,
    countryOfResidence: 'SG',
    preferredCurrency: 'SGD',
    accountType: 'member',
    activated: true,
    memberSince: '2024-07-11',
  },
  {
    memberId: 'SM1000008',
    email: 'lockout2@demo.stay.example',
    salutation: 'Mr',
    firstName: 'Leo',
    lastName: 'Tan',
    tier: 'classic',
    tierCode: 1,
    points: 300,
    countryOfResidence: 'SG',
    preferredCurrency: 'SGD',
    accountType: 'member',
    activated: true,
    memberSince: '2024-07-12',
  },
  {
    memberId: 'SM1000009',
    email: 'representative@demo.stay.example',
    salutation: 'Mrs',
    firstName: 'Rania',
    lastName: 'Aziz',
    tier: 'representative',
    tierCode: 6,
    points: 5_000,
    countryOfResidence: 'AE',
    preferredCurrency: 'AED',
    accountType: 'representative',
    activated: true,
    memberSince: '2020-03-01',
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
