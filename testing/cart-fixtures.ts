import type { CartAddon, CartItem } from '../shared/domain/booking/cart-item';

/** A priced cart item for tests (one apartment, three nights at the Orchard demo property). */
export function sampleCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    shoppingCartItemId: 'item-1',
    hotelCode: 'SGORCH',
    startDate: '2026-04-01',
    endDate: '2026-04-04',
    apartmentNumber: 1,
    apartmentGuest: {
      numberOfAdult: 2,
      numberOfChildren: 1,
      childAges: [6],
      actualNumberOfAdult: 2,
      actualNumberOfChildren: 1,
      numberOfGuest: 3,
    },
    promotionCode: '',
    promotionCodeType: 0,
    roomRate: {
      ratePlanCode: 'BAR',
      ratePlanName: 'Best available rate',
      roomTypeCode: 'STU',
      roomTypeName: 'Studio',
      templates: ['IBE'],
      bookingSourceCode: 'IBE',
      rateBreakDown: [
        { date: '2026-04-01', price: 100 },
        { date: '2026-04-02', price: 100 },
        { date: '2026-04-03', price: 100 },
      ],
      isOpg: false,
      cancelPenalty: false,
      requiresLogin: false,
    },
    baseRatePlanCode: 'BAR',
    price: 300,
    tax: 27,
    currencyCode: 'SGD',
    isNonRefundable: false,
    isNonRedeemable: false,
    shoppingCartDeviceType: 'desktop',
    rateChannel: 'web',
    ratePlanNotEarnPoints: false,
    ratePlanIdentifier: '',
    addons: [],
    ...overrides,
  };
}

export function sampleCartAddon(overrides: Partial<CartAddon> = {}): CartAddon {
  return {
    serviceInventoryCode: 'BRKF',
    category: 'Breakfast',
    title: 'Breakfast',
    addonDisplayType: 'BREAKFAST',
    servicePricingType: 'Per person per night',
    numberOfAdult: 2,
    numberOfChildren: 0,
    quantity: 0,
    numberOfNight: 3,
    priceWithoutTax: 60,
    tax: 5.4,
    ...overrides,
  };
}
