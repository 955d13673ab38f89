import { describe, expect, it } from 'vitest';
import { sampleCartAddon, sampleCartItem } from '../../../testing/cart-fixtures';
import type { CartItem } from './cart-item';
import type { ApartmentGuestDetails, GuestDetails } from './guest-details';
import { buildHoldLevel, formatNightLabel, type HoldInput, type HoldLevel } from './hold-request';

/** Booking spec §3 "Hold request (per room)", "Hold level"; §4 booking source code; §9 DD-MM-YYYY. */
const guest = (firstName: string): ApartmentGuestDetails => ({
  salutation: 'Ms',
  firstName,
  lastName: 'Tan',
  email: `${firstName.toLowerCase()}@stay.example`,
  phoneCountryCode: '+65',
  phone: '9123 4567',
  countryOfResidence: 'SG',
  arrivalTime: '15:30',
  requests: '',
});

const details = (ids: string[]): GuestDetails => ({
  apartments: Object.fromEntries(ids.map((id, index) => [id, guest(`Guest${index + 1}`)])),
  acceptConditions: true,
});

/** An English stand-in for the widget's formatter: "2 children: 4, 7". */
const englishChildAges = (ages: readonly string[]) => `${ages.length} ${ages.length === 1 ? 'child' : 'children'}: ${ages.join(', ')}`;

const input = (items: CartItem[], overrides: Partial<HoldInput> = {}): HoldInput => ({
  items,
  guestDetails: details(items.map((item) => item.shoppingCartItemId)),
  paymentMethod: 'card',
  suppressCardHotels: ['JPSHIN'],
  optionalCardHotels: ['MYKLCC'],
  configuration: {
    noEarnIdentifiers: ['NE', 'NP'],
    noRedemptionIdentifiers: ['NB', 'NP'],
    ratePlanSuppressesPointRedemptions: 'SGORCH,NRF;SGMARB,STAFF,LSE',
    corporateAsrIdentifier: 'ASRC',
  },
  childAgeText: englishChildAges,
  ...overrides,
});

const levelOf = (result: ReturnType<typeof buildHoldLevel>): HoldLevel => {
  if (!result.ok) throw new Error(`missing guest details: ${result.missingGuestDetails.join()}`);
  return result.level;
};

describe('formatNightLabel (booking §9 "Dates formatted DD-MM-YYYY")', () => {
  it.each([
    ['2026-04-01', '01-04-2026'],
    ['2026-12-31T00:00:00', '31-12-2026'],
    ['2027-02-28', '28-02-2027'],
  ])('%s → %s', (iso, label) => expect(formatNightLabel(iso)).toBe(label));
});

describe('buildHoldLevel', () => {
  it('one room per cart apartment, with its guest, dates, rate, price and a night label per night', () => {
    const [room] = levelOf(buildHoldLevel(input([sampleCartItem()]))).rooms;
    expect(room).toMatchObject({
      shoppingCartItemId: 'item-1',
      apartmentNumber: 1,
      guestDetails: guest('Guest1'),
      hotelCode: 'SGORCH',
      startDate: '2026-04-01',
      endDate: '2026-04-04',
      roomTypeCode: 'STU',
      ratePlanCode: 'BAR',
      convertPrice: { price: 300, tax: 27, currencyCode: 'SGD' },
      acceptCondition: true,
      paymentMethod: 'card',
      rateDescription: 'Best available rate',
      bookingSourceCode: 'IBE',
      rateBreakDown: [
        { date: '2026-04-01', night: '01-04-2026', price: 100 },
        { date: '2026-04-02', night: '02-04-2026', price: 100 },
        { date: '2026-04-03', night: '03-04-2026', price: 100 },
      ],
    });
  });

  it.each<[string, number[], string]>([
    ['no children: no text', [], ''],
    ['one child', [6], '1 child: 6'],
    ['two children in the cart order', [4, 7], '2 children: 4, 7'],
    ['a child under one is shown as <1 (booking §3)', [0, 11], '2 children: <1, 11'],
  ])('child-age text: %s', (_, childAges, text) => {
    const item = sampleCartItem({
      apartmentGuest: { ...sampleCartItem().apartmentGuest, numberOfChildren: childAges.length, childAges },
    });
    const [room] = levelOf(buildHoldLevel(input([item]))).rooms;
    expect(room?.childAgeText).toBe(text);
    expect(room?.childAges).toEqual(childAges);
  });

  it.each<[string, Partial<CartItem>, Record<string, boolean>]>([
    [
      'card guarantee',
      {},
      { isOpg: false, isCc_guarantee: true, isCc_suppress: false, isCc_optional: false, optionalCC: false, suppressCC: false },
    ],
    [
      'a prepaid rate: gateway',
      { roomRate: { ...sampleCartItem().roomRate, isOpg: true } },
      { isOpg: true, isCc_guarantee: false, isCc_suppress: false, isCc_optional: false, optionalCC: false, suppressCC: false },
    ],
    [
      'a suppress-card property',
      { hotelCode: 'JPSHIN' },
      { isOpg: false, isCc_guarantee: false, isCc_suppress: true, isCc_optional: false, optionalCC: false, suppressCC: true },
    ],
    [
      'an optional-card property',
      { hotelCode: 'MYKLCC' },
      { isOpg: false, isCc_guarantee: false, isCc_suppress: false, isCc_optional: true, optionalCC: true, suppressCC: false },
    ],
  ])('card flags: %s', (_, overrides, flags) => {
    const [room] = levelOf(buildHoldLevel(input([sampleCartItem(overrides)]))).rooms;
    expect(room).toMatchObject(flags);
  });

  it.each<[string, Partial<CartItem>, string]>([
    ['public web', {}, 'IBE'],
    ['corporate code type on the web', { promotionCodeType: 3 }, 'COBE'],
    ['staff code type in the app', { promotionCodeType: 6, rateChannel: 'app' }, 'APSTF'],
    [
      'a corporate rate plan (COBE) without a corporate code',
      { roomRate: { ...sampleCartItem().roomRate, bookingSourceCode: 'COBE' } },
      'COBE',
    ],
    [
      'a staff rate plan in the app without a staff code',
      { rateChannel: 'app', roomRate: { ...sampleCartItem().roomRate, bookingSourceCode: 'STAFF' } },
      'APSTF',
    ],
    ['an ASR rate in the app', { rateChannel: 'app', roomRate: { ...sampleCartItem().roomRate, templates: ['ASR'] } }, 'APASR'],
    [
      'a corporate rate with the corporate ASR identifier',
      { promotionCodeType: 3, roomRate: { ...sampleCartItem().roomRate, templates: ['COBE', 'ASRC'] } },
      'ASRC',
    ],
  ])('booking source code: %s → %s', (_, overrides, code) => {
    const [room] = levelOf(buildHoldLevel(input([sampleCartItem(overrides)]))).rooms;
    expect(room?.bookingSourceCode).toBe(code);
  });

  it('the level: rooms in apartment order, every add-on with its apartment, the configured point lists', () => {
    const first = sampleCartItem({ shoppingCartItemId: 'a', apartmentNumber: 1, addons: [sampleCartAddon()] });
    const second = sampleCartItem({
      shoppingCartItemId: 'b',
      apartmentNumber: 2,
      addons: [sampleCartAddon({ serviceInventoryCode: 'APT', addonDisplayType: 'AIRPORT_TRANSFER' })],
    });
    const level = levelOf(buildHoldLevel(input([second, first], { paymentMethod: 'wallet' })));
    expect(level.rooms.map((room) => [room.shoppingCartItemId, room.paymentMethod])).toEqual([
      ['a', 'wallet'],
      ['b', 'wallet'],
    ]);
    expect(level.addons.map((addon) => [addon.shoppingCartItemId, addon.apartmentNumber, addon.serviceInventoryCode])).toEqual([
      ['a', 1, 'BRKF'],
      ['b', 2, 'APT'],
    ]);
    expect(level).toMatchObject({
      noEarnIdentifiers: ['NE', 'NP'],
      noRedemptionIdentifiers: ['NB', 'NP'],
      ratePlanSuppressesPointRedemptions: 'SGORCH,NRF;SGMARB,STAFF,LSE',
      voucherCode: undefined,
    });
  });

  it('conditions not accepted travel as they are (the service refuses the hold)', () => {
    const items = [sampleCartItem()];
    const [room] = levelOf(buildHoldLevel(input(items, { guestDetails: { ...details(['item-1']), acceptConditions: false } }))).rooms;
    expect(room?.acceptCondition).toBe(false);
  });

  it('refuses a cart apartment without guest details, naming it', () => {
    const items = [sampleCartItem({ shoppingCartItemId: 'a' }), sampleCartItem({ shoppingCartItemId: 'b', apartmentNumber: 2 })];
    expect(buildHoldLevel(input(items, { guestDetails: details(['a']) }))).toEqual({ ok: false, missingGuestDetails: ['b'] });
  });
});

describe('buildHoldLevel with points (issue 17 item 1; booking §3 isRedeem, isFullRedeem, Hold level)', () => {
  const items = [sampleCartItem({ shoppingCartItemId: 'a' }), sampleCartItem({ shoppingCartItemId: 'b', apartmentNumber: 2 })];
  it('the hold carries the points; the rooms they pay say how much and whether in full', () => {
    const redemption = {
      points: 50_000,
      rooms: [
        { shoppingCartItemId: 'a', pointRedeemed: 44_000, isFullRedeem: true },
        { shoppingCartItemId: 'b', pointRedeemed: 6_000, isFullRedeem: false },
      ],
    };
    const level = levelOf(buildHoldLevel(input(items, { redemption })));
    expect(level.pointRedeemed).toBe(50_000);
    expect(level.rooms.map(({ isRedeem, isFullRedeem, pointRedeemed }) => ({ isRedeem, isFullRedeem, pointRedeemed }))).toEqual([
      { isRedeem: true, isFullRedeem: true, pointRedeemed: 44_000 },
      { isRedeem: true, isFullRedeem: false, pointRedeemed: 6_000 },
    ]);
  });
  it('no points: no points fields at all', () => {
    const level = levelOf(buildHoldLevel(input(items, { redemption: { points: 0, rooms: [] } })));
    expect('pointRedeemed' in level).toBe(false);
    expect(level.rooms.some((room) => 'isRedeem' in room)).toBe(false);
  });
});
