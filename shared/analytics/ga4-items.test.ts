// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ecommerceValue,
  ga4AddonItem,
  ga4CartItem,
  ga4Item,
  ga4RateItem,
  isPersonalText,
  pushEcommerce,
  safeGa4Item,
  type EcommerceEventName,
  type Ga4Item,
} from './ga4-items';

const rate = { hotelCode: 'SGSOM', roomTypeCode: 'STU', roomTypeName: 'ستوديو', roomTypeNameEN: 'Studio', ratePlanCode: 'BAR' };
const addon = {
  serviceInventoryCode: 'BRK',
  category: 'Breakfast',
  title: 'Breakfast buffet',
  servicePricingType: 'Per person per night',
  priceWithoutTax: 180,
};

describe('GA4 items (issue 15 item 6: GA4 item shape)', () => {
  it.each<{ case: string; item: Ga4Item; expected: Ga4Item }>([
    {
      case: 'a rate: room type, English name, property, rate plan, one apartment',
      item: ga4RateItem(rate, 450.5, { index: 2, brand: 'Somerset' }),
      expected: {
        item_id: 'STU',
        item_name: 'Studio',
        item_brand: 'Somerset',
        item_category: 'apartment',
        item_category2: 'SGSOM',
        item_variant: 'BAR',
        price: 450.5,
        quantity: 1,
        index: 2,
      },
    },
    {
      case: 'a rate without an English name uses its name',
      item: ga4RateItem({ ...rate, roomTypeNameEN: undefined }, 10),
      expected: {
        item_id: 'STU',
        item_name: 'ستوديو',
        item_category: 'apartment',
        item_category2: 'SGSOM',
        item_variant: 'BAR',
        price: 10,
        quantity: 1,
      },
    },
    {
      case: 'a cart item: its rate snapshot and price before tax',
      item: ga4CartItem(
        {
          hotelCode: 'SGSOM',
          price: 901,
          currencyCode: 'SGD',
          roomRate: { roomTypeCode: 'ONE', roomTypeName: 'One bedroom', ratePlanCode: 'MEM' },
        },
        { index: 0 },
      ),
      expected: {
        item_id: 'ONE',
        item_name: 'One bedroom',
        item_category: 'apartment',
        item_category2: 'SGSOM',
        item_variant: 'MEM',
        price: 901,
        quantity: 1,
        index: 0,
      },
    },
    {
      case: 'an add-on line: code, title, category, pricing type, line before tax',
      item: ga4AddonItem(addon),
      expected: {
        item_id: 'BRK',
        item_name: 'Breakfast buffet',
        item_category: 'addon',
        item_category2: 'Breakfast',
        item_variant: 'Per person per night',
        price: 180,
        quantity: 1,
      },
    },
  ])('$case', ({ item, expected }) => {
    expect(item).toEqual(expected);
  });

  it('ga4Item (the contract name) builds each kind from its own shape', () => {
    const cartItem = {
      hotelCode: 'SGSOM',
      price: 901,
      currencyCode: 'SGD',
      roomRate: { roomTypeCode: 'ONE', roomTypeName: 'One bedroom', ratePlanCode: 'MEM' },
    };
    expect(ga4Item(rate, { price: 450.5, index: 1 })).toEqual(ga4RateItem(rate, 450.5, { index: 1 }));
    expect(ga4Item(cartItem, { index: 0 })).toEqual(ga4CartItem(cartItem, { index: 0 }));
    expect(ga4Item(addon)).toEqual(ga4AddonItem(addon));
  });

  it.each([
    { items: [ga4RateItem(rate, 100.1), ga4AddonItem({ ...addon, priceWithoutTax: 0.2 })], currency: 'SGD', expected: 100.3 },
    { items: [ga4RateItem(rate, 12000), ga4AddonItem({ ...addon, priceWithoutTax: 1500 })], currency: 'JPY', expected: 13500 },
    { items: [{ ...ga4RateItem(rate, 33.335), quantity: 3 }], currency: 'USD', expected: 100.01 },
    { items: [], currency: 'SGD', expected: 0 },
  ])('value in $currency is the sum of price x quantity rounded once → $expected', ({ items, currency, expected }) => {
    expect(ecommerceValue(items, currency)).toBe(expected);
  });
});

describe('pushEcommerce (GA4 data-layer sequence)', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it.each<EcommerceEventName>(['view_item_list', 'select_item', 'add_to_cart', 'remove_from_cart', 'view_cart'])(
    '%s clears the ecommerce object, then pushes the event',
    (event) => {
      const items = [ga4RateItem(rate, 450.5, { index: 0 })];
      pushEcommerce(event, { currency: 'sgd', value: 450.5, items });
      expect(window.dataLayer).toEqual([{ ecommerce: null }, { event, ecommerce: { currency: 'SGD', value: 450.5, items } }]);
    },
  );

  it('purchase carries the transaction id and the tax (issue 16: the confirmation numbers joined)', () => {
    const items = [ga4RateItem(rate, 450.5)];
    pushEcommerce('purchase', { currency: 'SGD', value: 450.5, items, transaction_id: 'SR4100001,SR4100002', tax: 40.55 });
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'purchase', ecommerce: { transaction_id: 'SR4100001,SR4100002', tax: 40.55, currency: 'SGD', value: 450.5, items } },
    ]);
  });
});

/** What a journey object can carry beside the fields an item reads (booking §3, loyalty §3). */
const secrets = {
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJtZW1iZXIifQ.c2lnbmF0dXJlLXNpZ25lZA',
  authToken: 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6',
  email: 'guest@example.com',
  guestEmail: 'guest@example.com',
  cardNumber: '4111 1111 1111 1111',
  cvv: '123',
  cardExpiry: '12/30',
  cardHolderName: 'Ada Lovelace',
  paymentMethod: 'visa',
  voucherCode: 'VCH-1',
  apartmentGuest: { email: 'guest@example.com', firstName: 'Ada' },
};

describe('no token, e-mail or payment detail reaches the data layer', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('builders copy only the item fields of a rate, cart item or add-on that carries member and payment data', () => {
    const items = [
      ga4RateItem({ ...rate, ...secrets }, 1),
      ga4CartItem({
        hotelCode: 'SGSOM',
        price: 2,
        currencyCode: 'SGD',
        ...secrets,
        roomRate: { roomTypeCode: 'STU', roomTypeName: 'Studio', ratePlanCode: 'BAR', ...secrets },
      }),
      ga4AddonItem({ ...addon, ...secrets }),
    ];
    pushEcommerce('view_cart', { currency: 'SGD', value: 3, items });
    const pushed = JSON.stringify(window.dataLayer);
    for (const value of ['eyJhbGci', secrets.authToken, 'example.com', '4111', 'cvv', 'cardExpiry', 'Lovelace', 'visa', 'VCH-1', 'Ada']) {
      expect(pushed).not.toContain(value);
    }
  });

  it('an object cast to an item keeps only GA4 item parameters', () => {
    const smuggled = { ...ga4RateItem(rate, 1), ...secrets, item_list_name: 'x' } as Ga4Item;
    expect(Object.keys(safeGa4Item(smuggled)).sort()).toEqual([
      'item_category',
      'item_category2',
      'item_id',
      'item_name',
      'item_variant',
      'price',
      'quantity',
    ]);
  });

  it.each([
    { field: 'item_name', value: 'guest@example.com' },
    { field: 'item_id', value: '4111111111111111' },
    { field: 'item_variant', value: '4111-1111-1111-1111' },
    { field: 'item_brand', value: 'Bearer abc' },
    { field: 'item_category2', value: secrets.token },
  ])('a $field that looks personal ($value) is blanked', ({ field, value }) => {
    pushEcommerce('add_to_cart', { currency: 'SGD', value: 1, items: [{ ...ga4RateItem(rate, 1), [field]: value }] });
    expect(JSON.stringify(window.dataLayer)).not.toContain(value);
  });

  it('numbers must be finite numbers and the currency a code', () => {
    const item = { ...ga4RateItem(rate, 1), price: '4111111111111111', quantity: Number.NaN } as unknown as Ga4Item;
    pushEcommerce('add_to_cart', { currency: 'guest@example.com', value: Number.POSITIVE_INFINITY, items: [item] });
    expect(window.dataLayer?.[1]).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: '',
        value: 0,
        items: [{ item_id: 'STU', item_name: 'Studio', item_category: 'apartment', item_category2: 'SGSOM', item_variant: 'BAR' }],
      },
    });
  });

  it.each([
    { value: 'STU', expected: false },
    { value: 'Breakfast buffet', expected: false },
    { value: 'SGSOM-STU-BAR', expected: false },
    { value: '20260401', expected: false },
    { value: 'Per person per night', expected: false },
    { value: 'a.b@c.de', expected: true },
    { value: '5500 0000 0000 0004', expected: true },
    { value: '378282246310005', expected: true },
    { value: 'bearer x', expected: true },
    { value: secrets.token, expected: true },
  ])('isPersonalText("$value") → $expected', ({ value, expected }) => {
    expect(isPersonalText(value)).toBe(expected);
  });
});
