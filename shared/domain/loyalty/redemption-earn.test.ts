import { describe, expect, it } from 'vitest';
import { isSuppressedByConfiguration, POINTS_BASE_CURRENCY } from './points-estimate';
import { POINT_RATE_CURRENCY } from './redemption';
import { earnOnCashPart } from './redemption-earn';
import { isSuppressedForRedemption } from './redemption-eligibility';

describe('earnOnCashPart: earning on the part paid in cash only (loyalty §4 "Earning", issue 17 item 1)', () => {
  const estimate = { amount: 100, tierRate: 10, multiplier: 1, corpMultiplier: 5, fixedPoints: 0, bookingSourceCode: 'IBE' };
  it.each([
    { case: 'all cash earns on the whole amount', split: { total: 110, cash: 110 }, fixedPoints: 0, expected: 1000 },
    { case: 'half cash earns half', split: { total: 110, cash: 55 }, fixedPoints: 0, expected: 500 },
    { case: 'fixed points stay with a cash part', split: { total: 110, cash: 55 }, fixedPoints: 50, expected: 550 },
    { case: 'all points earn nothing', split: { total: 110, cash: 0 }, fixedPoints: 50, expected: 0 },
  ])('$case', ({ split, fixedPoints, expected }) => {
    expect(earnOnCashPart({ ...estimate, fixedPoints }, split)).toBe(expected);
  });
});

describe("the checkout's copies of rates-page rules agree with points-estimate.ts (booking §5, loyalty §9)", () => {
  it('the point rate currency is the earning base currency', () => expect(POINT_RATE_CURRENCY).toBe(POINTS_BASE_CURRENCY));
  const configuration = 'SGORCH,NRF;SGMARB,STAFF,LSE; jpgnza , bar ;MYKLCC';
  it.each([
    ['SGORCH', 'NRF'],
    ['SGORCH', 'BAR'],
    ['SGMARB', 'LSE'],
    ['SGMARB', 'STAFF'],
    ['SGMARB', 'NRF'],
    ['JPGNZA', 'BAR'],
    ['MYKLCC', 'BAR'],
    ['NOPE', 'NRF'],
  ])('%s %s', (hotelCode, ratePlanCode) => {
    expect(isSuppressedForRedemption(hotelCode, ratePlanCode, configuration)).toBe(
      isSuppressedByConfiguration({ hotelCode, ratePlanCode }, configuration),
    );
  });
});
