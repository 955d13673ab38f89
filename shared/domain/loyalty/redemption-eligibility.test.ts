import { describe, expect, it } from 'vitest';
import { sampleCartAddon, sampleCartItem } from '../../../testing/cart-fixtures';
import type { CartItem } from '../booking/cart-item';
import { redemptionRefusal, redemptionRoomOf, type RedemptionConfiguration } from './redemption-eligibility';

const configuration: RedemptionConfiguration = {
  noEarnIdentifiers: ['NE', 'NP'],
  noRedemptionIdentifiers: ['NB', 'NP'],
  ratePlanSuppressesPointRedemptions: 'SGORCH,NRF;SGMARB,STAFF,LSE',
};
const item = (overrides: Partial<CartItem> = {}, ratePlanCode = 'BAR') => {
  const base = sampleCartItem(overrides);
  return { ...base, roomRate: { ...base.roomRate, ratePlanCode } };
};

describe('redemptionRefusal: loyalty §4 "Points eligibility", booking §5 point eligibility', () => {
  it.each<{ case: string; item: CartItem; expected: ReturnType<typeof redemptionRefusal> }>([
    { case: 'a plain rate redeems', item: item(), expected: undefined },
    { case: 'NB: no redemption', item: item({ ratePlanIdentifier: 'NB' }), expected: 'identifier' },
    { case: 'NP: no redemption (lower case too)', item: item({ ratePlanIdentifier: 'np' }), expected: 'identifier' },
    { case: 'the cart flag isNonRedeemable', item: item({ isNonRedeemable: true }), expected: 'identifier' },
    {
      case: 'NE: no earning, but redemption stays',
      item: item({ ratePlanIdentifier: 'NE', ratePlanNotEarnPoints: true }),
      expected: undefined,
    },
    { case: 'suppressed: first group, property + plan', item: item({}, 'NRF'), expected: 'suppressed' },
    { case: 'suppressed: second group, second plan', item: item({ hotelCode: 'SGMARB' }, 'LSE'), expected: 'suppressed' },
    { case: 'a plan suppressed elsewhere is not suppressed here', item: item({ hotelCode: 'SGMARB' }, 'NRF'), expected: undefined },
    { case: 'leasing or zero-earning (not earning without NE/NP)', item: item({ ratePlanNotEarnPoints: true }), expected: 'not-earning' },
  ])('$case', ({ item: cartItem, expected }) => {
    expect(redemptionRefusal(cartItem, configuration)).toBe(expected);
  });
});

describe('redemptionRoomOf: the amounts points can pay', () => {
  it('stay, tax and add-ons with tax; eligibility as redeems', () => {
    const cartItem = item({ addons: [sampleCartAddon({ priceWithoutTax: 20, tax: 2 }), sampleCartAddon({ priceWithoutTax: 10, tax: 1 })] });
    expect(redemptionRoomOf(cartItem, configuration)).toMatchObject({ charge: 300, tax: 27, addonTotal: 33, addonCount: 2, redeems: true });
    expect(redemptionRoomOf(item({ ratePlanIdentifier: 'NB' }), configuration).redeems).toBe(false);
  });
});
