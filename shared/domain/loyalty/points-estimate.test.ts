import { describe, expect, it } from 'vitest';
import {
  earningAmount,
  estimatePoints,
  estimatePromoCode,
  isSuppressedByConfiguration,
  pointsEligibility,
  ratePointsEstimate,
  type PointMatchingEntry,
  type PointsConfiguration,
  type PointsEstimateInput,
  type PointsRate,
} from './points-estimate';

const base: PointsEstimateInput = { amount: 0, tierRate: 1, multiplier: 1, corpMultiplier: 5, fixedPoints: 0, bookingSourceCode: 'IBE' };

describe('estimatePoints: floor(amount) x tierRate x multiplier + fixed points (loyalty §4 "Earning", booking §9)', () => {
  it.each<{ case: string; input: Partial<PointsEstimateInput>; expected: number }>([
    { case: 'the amount is floored first', input: { amount: 123.99, tierRate: 10 }, expected: 1230 },
    { case: 'tier rate and multiplier multiply', input: { amount: 100, tierRate: 10, multiplier: 2 }, expected: 2000 },
    { case: 'fixed points are added', input: { amount: 100, tierRate: 10, fixedPoints: 250 }, expected: 1250 },
    {
      case: 'COBE uses the corporate multiplier',
      input: { amount: 100, tierRate: 10, multiplier: 2, corpMultiplier: 3, bookingSourceCode: 'COBE' },
      expected: 3000,
    },
    {
      case: 'COBE without a corporate multiplier uses 5 (§9)',
      input: { amount: 100, tierRate: 10, corpMultiplier: undefined, bookingSourceCode: 'COBE' },
      expected: 5000,
    },
    { case: 'a normal rate without a multiplier uses 1 (§9)', input: { amount: 100, tierRate: 10, multiplier: undefined }, expected: 1000 },
    {
      case: 'IBE ignores the corporate multiplier',
      input: { amount: 100, tierRate: 10, multiplier: 1, corpMultiplier: 5, bookingSourceCode: 'IBE' },
      expected: 1000,
    },
    {
      case: 'STAFF uses the rate multiplier',
      input: { amount: 100, tierRate: 10, multiplier: 3, bookingSourceCode: 'STAFF' },
      expected: 3000,
    },
    { case: 'points are whole (fractional tier rate)', input: { amount: 101, tierRate: 1.5 }, expected: 151 },
    {
      case: 'no tier rate (no estimate data) earns only the fixed points',
      input: { amount: 500, tierRate: 0, fixedPoints: 0 },
      expected: 0,
    },
    { case: 'a negative amount earns nothing', input: { amount: -20, tierRate: 10 }, expected: 0 },
  ])('$case → $expected', ({ input, expected }) => {
    expect(estimatePoints({ ...base, ...input })).toBe(expected);
  });
});

describe('earningAmount: the room-night total in the base currency SGD (loyalty §4 "Earning")', () => {
  const rates = { USDSGD: 1.35, USDJPY: 150 };
  it.each([
    { case: 'nights are summed', prices: [100, 120.5], currency: 'SGD', expected: 220.5 },
    { case: 'converted through USD', prices: [100, 100], currency: 'USD', expected: 270 },
    { case: 'from yen', prices: [15000], currency: 'JPY', expected: 135 },
    { case: 'a currency without a rate gives no amount', prices: [100], currency: 'EUR', expected: undefined },
  ])('$case → $expected', ({ prices, currency, expected }) => {
    expect(earningAmount(prices, currency, rates)).toBe(expected);
  });
});

describe('estimatePromoCode: corporate and staff codes suppress the promotion code (loyalty §4, booking §5)', () => {
  it.each([
    { code: 'SUMMER', type: 1, expected: 'SUMMER' },
    { code: ' SUMMER ', type: 0, expected: 'SUMMER' },
    { code: 'ACME', type: 3, expected: '' },
    { code: 'STAFF1', type: 6, expected: '' },
    { code: 'TA01', type: 4, expected: 'TA01' },
  ])('code $code of type $type → "$expected"', ({ code, type, expected }) => {
    expect(estimatePromoCode(code, type)).toBe(expected);
  });
});

describe('isSuppressedByConfiguration: groups split by ";" then "," (booking §5; a group is property,rate plans)', () => {
  const rate = { hotelCode: 'SGSOM', ratePlanCode: 'LEA1' };
  it.each([
    { configuration: '', expected: false },
    { configuration: 'SGSOM,LEA1', expected: true },
    { configuration: 'SGSOM,BAR,LEA1', expected: true },
    { configuration: 'MYKUL,LEA1;SGSOM,LEA1', expected: true },
    { configuration: ' sgsom , lea1 ; ', expected: true },
    { configuration: 'MYKUL,LEA1', expected: false },
    { configuration: 'SGSOM,BAR;MYKUL,LEA1', expected: false },
    { configuration: 'LEA1,SGSOM', expected: false },
    { configuration: 'SGSOM', expected: false },
    { configuration: 'SGSOM,', expected: false },
  ])('"$configuration" → $expected', ({ configuration, expected }) => {
    expect(isSuppressedByConfiguration(rate, configuration)).toBe(expected);
  });
});

const entry = (overrides: Partial<PointMatchingEntry> = {}): PointMatchingEntry => ({
  label: 'Normal',
  rates: [{ template: 'IBE', promoCodeType: 0 }],
  type: 'normal',
  codeType: 0,
  info: '',
  isEnable: true,
  isRedeem: true,
  ...overrides,
});

const configuration: PointsConfiguration = {
  identifiersNoEarn: ['NE', 'NP'],
  identifiersNoRedemption: ['NB', 'NP'],
  suppressRedemption: 'SGSOM,SUP1;MYKUL,SUP2',
  matching: [
    entry(),
    entry({ label: 'Corporate', rates: [{ template: 'COBE', promoCodeType: 3 }], codeType: 3 }),
    entry({ label: 'Members', rates: [{ template: 'AOA', promoCodeType: 0 }], isRedeem: false }),
    entry({ label: 'Disabled', rates: [{ template: 'MOBI', promoCodeType: 0 }], isEnable: false }),
  ],
};

const rate = (overrides: Partial<PointsRate> = {}): PointsRate => ({
  hotelCode: 'SGSOM',
  ratePlanCode: 'BAR',
  templates: ['IBE'],
  codeType: 0,
  identifierType: '',
  isLeasingRate: false,
  ...overrides,
});

describe('pointsEligibility (loyalty §4 "Points eligibility", booking §5 "point eligibility")', () => {
  it.each<{ case: string; rate: PointsRate; points?: number; expected: ReturnType<typeof pointsEligibility> }>([
    { case: 'no identifier, matching entry: earns and redeems', rate: rate(), points: 1000, expected: { earns: true, redeems: true } },
    { case: 'NE: no points earned', rate: rate({ identifierType: 'NE' }), points: 1000, expected: { earns: false, redeems: true } },
    { case: 'NB: no redemption', rate: rate({ identifierType: 'NB' }), points: 1000, expected: { earns: true, redeems: false } },
    { case: 'NP: neither', rate: rate({ identifierType: 'NP' }), points: 1000, expected: { earns: false, redeems: false } },
    {
      case: 'identifiers compare without case',
      rate: rate({ identifierType: 'ne' }),
      points: 1000,
      expected: { earns: false, redeems: true },
    },
    {
      case: 'leasing rate',
      rate: rate({ isLeasingRate: true }),
      points: 1000,
      expected: { earns: false, redeems: false, reason: 'leasing' },
    },
    {
      case: 'in a suppress group (first)',
      rate: rate({ ratePlanCode: 'SUP1' }),
      points: 1000,
      expected: { earns: false, redeems: false, reason: 'suppressed' },
    },
    {
      case: 'in a suppress group (second)',
      rate: rate({ hotelCode: 'MYKUL', ratePlanCode: 'SUP2' }),
      points: 1000,
      expected: { earns: false, redeems: false, reason: 'suppressed' },
    },
    {
      case: 'suppressed plan code at another property',
      rate: rate({ hotelCode: 'MYKUL', ratePlanCode: 'SUP1' }),
      points: 1000,
      expected: { earns: true, redeems: true },
    },
    { case: 'earning zero points', rate: rate(), points: 0, expected: { earns: false, redeems: false, reason: 'zero-points' } },
    { case: 'points not yet known: the other rules decide', rate: rate(), expected: { earns: true, redeems: true } },
    {
      case: 'no entry for the template',
      rate: rate({ templates: ['XYZ'] }),
      points: 1000,
      expected: { earns: false, redeems: false, reason: 'no-matching-entry' },
    },
    {
      case: 'no entry for the promo code type',
      rate: rate({ codeType: 6 }),
      points: 1000,
      expected: { earns: false, redeems: false, reason: 'no-matching-entry' },
    },
    {
      case: 'only a disabled entry matches',
      rate: rate({ templates: ['MOBI'] }),
      points: 1000,
      expected: { earns: false, redeems: false, reason: 'no-matching-entry' },
    },
    {
      case: 'corporate template with corporate code type',
      rate: rate({ templates: ['COBE'], codeType: 3 }),
      points: 5000,
      expected: { earns: true, redeems: true },
    },
    { case: 'an entry that does not redeem', rate: rate({ templates: ['AOA'] }), points: 1000, expected: { earns: true, redeems: false } },
    {
      case: 'any of the rate templates may match',
      rate: rate({ templates: ['XYZ', 'IBE'] }),
      points: 1000,
      expected: { earns: true, redeems: true },
    },
  ])('$case', ({ rate: input, points, expected }) => {
    expect(pointsEligibility(input, configuration, points)).toEqual(expected);
  });
});

describe('ratePointsEstimate: the points shown beside a rate, or none', () => {
  const answer = {
    tierRate: 10,
    corpMultiplier: 5,
    rateCodes: [
      { code: 'BAR', multiplier: 2 },
      { code: 'COR', multiplier: 1 },
    ],
  };
  const shown = { ...rate(), bookingSourceCode: 'IBE', bonusPoint: 100, nightlyPrices: [150.4, 150.4], currencyCode: 'SGD' };
  const exchangeRates = { USDSGD: 1.25 };
  it.each([
    { case: 'floor(300.8) x 10 x 2 + 100', input: shown, expected: 6100 },
    {
      case: 'converted to SGD first: 240.64 USD = 300.8 SGD',
      input: { ...shown, nightlyPrices: [120.32, 120.32], currencyCode: 'USD' },
      expected: 6100,
    },
    { case: 'no exchange rate for the currency: none', input: { ...shown, currencyCode: 'EUR' }, expected: undefined },
    {
      case: 'corporate multiplier for COBE',
      input: { ...shown, ratePlanCode: 'COR', templates: ['COBE'], codeType: 3, bookingSourceCode: 'COBE', bonusPoint: 0 },
      expected: 15000,
    },
    { case: 'a code the answer lacks uses multiplier 1', input: { ...shown, ratePlanCode: 'NEW' }, expected: 3100 },
    {
      case: 'corporate multiplier 0 (loyalty §4: multipliers decide eligibility): zero points, none',
      input: { ...shown, ratePlanCode: 'COR', templates: ['COBE'], codeType: 3, bookingSourceCode: 'COBE', bonusPoint: 0 },
      answer: { ...answer, corpMultiplier: 0 },
      expected: undefined,
    },
    { case: 'NE earns nothing: none', input: { ...shown, identifierType: 'NE' }, expected: undefined },
    { case: 'NB still earns', input: { ...shown, identifierType: 'NB' }, expected: 6100 },
    { case: 'zero points: none', input: { ...shown, nightlyPrices: [0], bonusPoint: 0 }, expected: undefined },
    { case: 'leasing: none', input: { ...shown, isLeasingRate: true }, expected: undefined },
  ])('$case → $expected', ({ input, answer: given, expected }) => {
    expect(ratePointsEstimate(input, given ?? answer, configuration, exchangeRates)).toBe(expected);
  });
});
