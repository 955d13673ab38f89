/** Rate package groups of the select-apartment page (booking spec §3). */
export type RatePackageGroup = 'standardRates' | 'memberExclusives' | 'corporateRates';

/** Booking spec §4: normal, corporate and staff rates use AOA, IBE or COBE; AOA and MOBI require login. */
export type RateTemplate = 'IBE' | 'AOA' | 'COBE' | 'MOBI';

export interface RatePlanSeed {
  readonly ratePlanCode: string;
  readonly ratePlanId: number;
  readonly ratePlanName: string;
  readonly ratePlanDescription: string;
  readonly template: RateTemplate;
  readonly packageGroup: RatePackageGroup;
  /** Promotion code type the rate is sold under: 0 public, 3 corporate, 6 staff (booking spec §4). */
  readonly promoCodeType: 0 | 3 | 6;
  readonly requiresLogin: boolean;
  /** Price of a night as a fraction of the standard rate. */
  readonly priceFactor: number;
  readonly isNonRefundable: boolean;
  readonly includesBreakfast: boolean;
  /** Point identifiers: NE no earn, NB no redemption, NP neither (booking spec §5); empty when none. */
  readonly identifierType: '' | 'NE' | 'NB' | 'NP';
  /** The CancelPenalty policy code; codes in `CANCEL_POLICY_CODES` flag the rate (booking spec §5). */
  readonly cancelPolicyCode: string;
  readonly cancelPolicy: string;
  /** The Guarantee policy: PREPAID_ALL makes the rate isOpg (booking spec §5). */
  readonly guarantee: 'PREPAID_ALL' | 'CC_GUARANTEE';
  /** Leasing rates never earn points (booking spec §5 point eligibility). */
  readonly isLeasingRate: boolean;
  /** Fixed points on top of the earned ones (loyalty spec §4 "plus fixed points"). */
  readonly bonusPoint: number;
  /** Earning multiplier of the rate code (loyalty spec §3); COBE rates use the corporate multiplier instead. */
  readonly pointsMultiplier: number;
  /** Booking spec §4 "Booking source code" on the web channel. */
  readonly bookingSourceCode: 'IBE' | 'COBE' | 'STAFF';
  /** The plan is only offered for stays of at least this many nights. */
  readonly minNights: number;
}

/** The standard rate every other price is derived from (the base rate configuration). */
export const BASE_RATE_PLAN_CODE = 'BAR';

export const RATE_PLAN_SEEDS: readonly RatePlanSeed[] = [
  {
    ratePlanCode: 'BAR',
    ratePlanId: 1001,
    ratePlanName: 'Best Available Rate',
    ratePlanDescription: 'Our flexible rate: free cancellation until 2 days before arrival.',
    template: 'IBE',
    packageGroup: 'standardRates',
    promoCodeType: 0,
    requiresLogin: false,
    priceFactor: 1,
    isNonRefundable: false,
    includesBreakfast: false,
    identifierType: '',
    cancelPolicyCode: 'CXL48',
    cancelPolicy: 'Free cancellation until 48 hours before arrival; later, the first night is charged.',
    guarantee: 'CC_GUARANTEE',
    isLeasingRate: false,
    bonusPoint: 0,
    pointsMultiplier: 1,
    bookingSourceCode: 'IBE',
    minNights: 1,
  },
  {
    ratePlanCode: 'BARBB',
    ratePlanId: 1002,
    ratePlanName: 'Best Available Rate with Breakfast',
    ratePlanDescription: 'The flexible rate with daily breakfast for every guest.',
    template: 'IBE',
    packageGroup: 'standardRates',
    promoCodeType: 0,
    requiresLogin: false,
    priceFactor: 1.12,
    isNonRefundable: false,
    includesBreakfast: true,
    identifierType: '',
    cancelPolicyCode: 'CXL48',
    cancelPolicy: 'Free cancellation until 48 hours before arrival; later, the first night is charged.',
    guarantee: 'CC_GUARANTEE',
    isLeasingRate: false,
    bonusPoint: 250,
    pointsMultiplier: 1,
    bookingSourceCode: 'IBE',
    minNights: 1,
  },
  {
    ratePlanCode: 'NRF',
    ratePlanId: 1003,
    ratePlanName: 'Advance Purchase, Non-Refundable',
    ratePlanDescription: 'Pay now and save; no changes or refunds. Points cannot be redeemed on this rate.',
    template: 'IBE',
    packageGroup: 'standardRates',
    promoCodeType: 0,
    requiresLogin: false,
    priceFactor: 0.82,
    isNonRefundable: true,
    includesBreakfast: false,
    identifierType: 'NB',
    cancelPolicyCode: 'NONREF',
    cancelPolicy: 'Non-refundable: the full stay is charged at booking.',
    guarantee: 'PREPAID_ALL',
    isLeasingRate: false,
    bonusPoint: 0,
    pointsMultiplier: 1,
    bookingSourceCode: 'IBE',
    minNights: 1,
  },
  {
    ratePlanCode: 'LSE',
    ratePlanId: 1004,
    ratePlanName: 'Extended Stay Leasing Rate',
    ratePlanDescription: 'For stays of a week or more, on a lease. Leasing rates earn no points.',
    template: 'IBE',
    packageGroup: 'standardRates',
    promoCodeType: 0,
    requiresLogin: false,
    priceFactor: 0.86,
    isNonRefundable: false,
    includesBreakfast: false,
    identifierType: 'NE',
    cancelPolicyCode: 'LEASE30',
    cancelPolicy: 'Cancel the lease with 30 days notice; earlier, the first month is charged.',
    guarantee: 'CC_GUARANTEE',
    isLeasingRate: true,
    bonusPoint: 0,
    pointsMultiplier: 1,
    bookingSourceCode: 'IBE',
    minNights: 7,
  },
  {
    ratePlanCode: 'MBR',
    ratePlanId: 2001,
    ratePlanName: 'Member Exclusive Rate',
    ratePlanDescription: 'Members save 10% on the flexible rate. Sign in to book.',
    template: 'AOA',
    packageGroup: 'memberExclusives',
    promoCodeType: 0,
    requiresLogin: true,
    priceFactor: 0.9,
    isNonRefundable: false,
    includesBreakfast: false,
    identifierType: '',
    cancelPolicyCode: 'CXL48',
    cancelPolicy: 'Free cancellation until 48 hours before arrival; later, the first night is charged.',
    guarantee: 'CC_GUARANTEE',
    isLeasingRate: false,
    bonusPoint: 500,
    pointsMultiplier: 1,
    bookingSourceCode: 'IBE',
    minNights: 1,
  },
  {
    ratePlanCode: 'CORP',
    ratePlanId: 3001,
    ratePlanName: 'Corporate Rate',
    ratePlanDescription: 'Negotiated rate for partner companies, with a corporate code.',
    template: 'COBE',
    packageGroup: 'corporateRates',
    promoCodeType: 3,
    requiresLogin: false,
    priceFactor: 0.85,
    isNonRefundable: false,
    includesBreakfast: true,
    identifierType: '',
    cancelPolicyCode: 'CXL24',
    cancelPolicy: 'Free cancellation until 24 hours before arrival.',
    guarantee: 'CC_GUARANTEE',
    isLeasingRate: false,
    bonusPoint: 0,
    pointsMultiplier: 1,
    bookingSourceCode: 'COBE',
    minNights: 1,
  },
  {
    ratePlanCode: 'STAFF',
    ratePlanId: 3002,
    ratePlanName: 'Staff Rate',
    ratePlanDescription: 'For employees of the group, with a staff code. No points are earned or redeemed.',
    template: 'IBE',
    packageGroup: 'standardRates',
    promoCodeType: 6,
    requiresLogin: false,
    priceFactor: 0.6,
    isNonRefundable: false,
    includesBreakfast: false,
    identifierType: 'NP',
    cancelPolicyCode: 'CXL24',
    cancelPolicy: 'Free cancellation until 24 hours before arrival.',
    guarantee: 'CC_GUARANTEE',
    isLeasingRate: false,
    bonusPoint: 0,
    pointsMultiplier: 0,
    bookingSourceCode: 'STAFF',
    minNights: 1,
  },
];

/**
 * The content service's cancel-policy code list (`masterdata/cancel-policy-code.json`): a rate
 * whose CancelPenalty policy code is in it is flagged as carrying a cancel penalty (booking spec §5).
 */
export const CANCEL_POLICY_CODES: readonly string[] = ['NONREF', 'LEASE30', 'PEN1N'];

/** Booking spec §5: isOpg when the guarantee policy says prepaid all. */
export const isOpgPlan = (plan: RatePlanSeed): boolean => plan.guarantee === 'PREPAID_ALL';

/** Booking spec §5: flagged when the CancelPenalty code is in the stored list. */
export const hasCancelPenalty = (plan: RatePlanSeed): boolean => CANCEL_POLICY_CODES.includes(plan.cancelPolicyCode);

/** Booking spec §4: templates AOA and MOBI require login. */
export const requiresLoginPlan = (plan: RatePlanSeed): boolean => plan.requiresLogin || plan.template === 'AOA' || plan.template === 'MOBI';

export function findRatePlanSeed(ratePlanCode: string): RatePlanSeed | undefined {
  return RATE_PLAN_SEEDS.find((ratePlan) => ratePlan.ratePlanCode === ratePlanCode);
}
