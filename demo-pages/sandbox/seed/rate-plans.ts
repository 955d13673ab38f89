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
  readonly cancelPolicyCode: string;
  readonly cancelPolicy: string;
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
  },
];

export function findRatePlanSeed(ratePlanCode: string): RatePlanSeed | undefined {
  return RATE_PLAN_SEEDS.find((ratePlan) => ratePlan.ratePlanCode === ratePlanCode);
}
