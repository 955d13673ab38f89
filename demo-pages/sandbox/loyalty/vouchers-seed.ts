/**
 * The sandbox's vouchers (loyalty spec §3 "Voucher": types booking and non-booking, the eight
 * categories, statuses expired, success, reserved; issue 17 item 5 "vouchers with stock and
 * expiry"). Expiry is days from the sandbox's today (negative: already expired). `value`: cash
 * amount in `currency`, a percentage for the percentage discounts, free nights for free stay,
 * points for a non-booking points voucher.
 */
import type { VoucherCategory } from '../../../shared/domain/loyalty/voucher-rules.ts';

export interface VoucherSeedRecord {
  readonly voucherCode: string;
  readonly voucherProgrammeCode: string;
  readonly category: VoucherCategory;
  readonly type: 'booking' | 'non-booking';
  readonly title: string;
  /** The member it is linked to; undefined: a guest voucher nobody linked yet. */
  readonly memberId: string | undefined;
  readonly expiresInDays: number;
  readonly value: number;
  readonly currency?: string;
  /** The promotion code of the categories that carry one (free stay, package, rate discount). */
  readonly promoCode?: string;
  /** Nights the stay needs at least (0: none). */
  readonly minimumNights: number;
  /** Properties it applies to; empty: every property. */
  readonly hotelCodes: readonly string[];
  /** Non-booking vouchers: what redeeming gives. */
  readonly gives?: 'points';
}

/** Stock left per programme: 0 answers 330 (out of stock) to validate and apply. */
export const PROGRAMME_STOCK_SEED: Readonly<Record<string, number>> = {
  VPFREE: 40,
  VPFREE3: 12,
  VPCASH: 100,
  VPDROOM: 25,
  VPPKG: 5,
  VPSOLD: 0,
  VPPTS: 500,
  VPGUEST: 30,
  // The point vouchers representatives give (seed/member-programmes.ts): the operator's stock of each.
  PV1000: 500,
  PV5000: 100,
};

/** How many vouchers of one programme a member may hold (link answers 329 beyond it). */
export const PROGRAMME_CAP = 3;

const GOLD = 'SM1000003';
const DIAMOND = 'SM1000005';

export const VOUCHER_SEEDS: readonly VoucherSeedRecord[] = [
  // gold@: a one-night free stay that applies anywhere, a stay-3 free night, cash, a sold-out programme, an expired one.
  {
    voucherCode: 'GLD-FREE-1N',
    voucherProgrammeCode: 'VPFREE',
    category: 'free-stay',
    type: 'booking',
    title: 'One free night',
    memberId: GOLD,
    expiresInDays: 45,
    value: 1,
    promoCode: 'VFREE1',
    minimumNights: 1,
    hotelCodes: [],
  },
  {
    voucherCode: 'GLD-STAY3-FREE',
    voucherProgrammeCode: 'VPFREE3',
    category: 'free-stay',
    type: 'booking',
    title: 'Stay 3 nights, one is free',
    memberId: GOLD,
    expiresInDays: 60,
    value: 1,
    promoCode: 'VFREE3',
    minimumNights: 3,
    hotelCodes: [],
  },
  {
    voucherCode: 'GLD-CASH-300',
    voucherProgrammeCode: 'VPCASH',
    category: 'cash',
    type: 'booking',
    title: '300 off your next stay',
    memberId: GOLD,
    expiresInDays: 90,
    value: 300,
    minimumNights: 2,
    hotelCodes: [],
  },
  {
    voucherCode: 'GLD-PKG-SOLD',
    voucherProgrammeCode: 'VPSOLD',
    category: 'package',
    type: 'booking',
    title: 'Spa package (sold out)',
    memberId: GOLD,
    expiresInDays: 30,
    value: 1,
    promoCode: 'VPKG2',
    minimumNights: 2,
    hotelCodes: [],
  },
  {
    voucherCode: 'GLD-OLD-10',
    voucherProgrammeCode: 'VPDROOM',
    category: 'discount_room',
    type: 'booking',
    title: '10% off the room (expired)',
    memberId: GOLD,
    expiresInDays: -3,
    value: 10,
    minimumNights: 0,
    hotelCodes: [],
  },
  {
    voucherCode: 'GLD-PTS-500',
    voucherProgrammeCode: 'VPPTS',
    category: 'cash',
    type: 'non-booking',
    title: '500 bonus points',
    memberId: GOLD,
    expiresInDays: 30,
    value: 500,
    minimumNights: 0,
    hotelCodes: [],
    gives: 'points',
  },
  // diamond@
  {
    voucherCode: 'DIA-FREE-2N',
    voucherProgrammeCode: 'VPFREE',
    category: 'free-stay',
    type: 'booking',
    title: 'Two free nights',
    memberId: DIAMOND,
    expiresInDays: 180,
    value: 2,
    promoCode: 'VFREE2',
    minimumNights: 2,
    hotelCodes: [],
  },
  {
    voucherCode: 'DIA-ROOM-20',
    voucherProgrammeCode: 'VPDROOM',
    category: 'discount_room',
    type: 'booking',
    title: '20% off the room rate',
    memberId: DIAMOND,
    expiresInDays: 120,
    value: 20,
    minimumNights: 1,
    hotelCodes: [],
  },
  // Guest vouchers by code: nobody linked them yet (a member links one with link-voucher).
  {
    voucherCode: 'GUEST-CASH-100',
    voucherProgrammeCode: 'VPGUEST',
    category: 'cash',
    type: 'booking',
    title: '100 off a stay',
    memberId: undefined,
    expiresInDays: 20,
    value: 100,
    minimumNights: 1,
    hotelCodes: [],
  },
  {
    voucherCode: 'GUEST-PTS-200',
    voucherProgrammeCode: 'VPPTS',
    category: 'cash',
    type: 'non-booking',
    title: '200 bonus points',
    memberId: undefined,
    expiresInDays: 20,
    value: 200,
    minimumNights: 0,
    hotelCodes: [],
    gives: 'points',
  },
  {
    voucherCode: 'GUEST-OLD-50',
    voucherProgrammeCode: 'VPGUEST',
    category: 'cash',
    type: 'booking',
    title: '50 off a stay (expired)',
    memberId: undefined,
    expiresInDays: -1,
    value: 50,
    minimumNights: 1,
    hotelCodes: [],
  },
];
