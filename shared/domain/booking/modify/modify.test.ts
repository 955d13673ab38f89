import { describe, expect, it } from 'vitest';
import { addonFixture, selectionFixture, unitAddon } from '../addons/addon-fixtures';
import { modifyChoice, modifyStartingSelection, syncAddonsWithBooking } from './addon-sync';
import { modifyPromotionType, parseModifyRecord, type BookedAddon } from './modify-record';
import { compareStays, differenceSettlement } from './stay-comparison';

describe('modifyPromotionType (booking spec §4 "Modify flow"; loyalty §3 "Modify-reservation record")', () => {
  it.each([
    { case: 'a voucher reservation', reservation: { voucherCode: 'FREESTAY1' }, type: 5 },
    { case: 'a reservation already typed 5', reservation: { promotionType: 5 }, type: 5 },
    { case: 'typed "5" as text', reservation: { promotionType: '5' }, type: 5 },
    { case: 'a promotion code (type 1) is not a voucher', reservation: { promotionType: 1 }, type: 0 },
    { case: 'no code', reservation: {}, type: 0 },
    { case: 'a blank voucher code', reservation: { voucherCode: '' }, type: 0 },
  ])('$case -> $type', ({ reservation, type }) => {
    expect(modifyPromotionType(reservation)).toBe(type);
  });
});

describe('parseModifyRecord (a stored record read back; bad input -> no flow)', () => {
  const valid = {
    confirmNo: 'sr4100001',
    pointsRedeemed: 500,
    returnVoucher: true,
    promotionType: 5,
    hotelCode: 'SGSOM',
    startDate: '2026-12-01',
    endDate: '2026-12-03',
  };
  it.each([
    { case: 'valid, number upper-cased', raw: valid, expected: { ...valid, confirmNo: 'SR4100001' } },
    { case: 'promotion type other than 5 is 0', raw: { ...valid, promotionType: 3 }, expected: { promotionType: 0 } },
    { case: 'negative points are 0', raw: { ...valid, pointsRedeemed: -3 }, expected: { pointsRedeemed: 0 } },
    { case: 'return voucher must be true exactly', raw: { ...valid, returnVoucher: 'yes' }, expected: { returnVoucher: false } },
  ])('$case', ({ raw, expected }) => {
    expect(parseModifyRecord(raw)).toMatchObject(expected);
  });
  it.each([
    { case: 'null', raw: null },
    { case: 'a string', raw: 'SR1' },
    { case: 'no confirmation number', raw: { ...valid, confirmNo: '' } },
    { case: 'no hotel', raw: { ...valid, hotelCode: '' } },
    { case: 'a bad date', raw: { ...valid, startDate: '1/12/2026' } },
    { case: 'end not after start', raw: { ...valid, endDate: '2026-12-01' } },
  ])('$case -> undefined', ({ raw }) => {
    expect(parseModifyRecord(raw)).toBeUndefined();
  });
});

describe('modifyStartingSelection (booking spec §4 "Add-on selection", modify mode)', () => {
  it.each([
    { case: 'per person per night: 1 adult', addon: addonFixture(), start: selectionFixture({ numberOfAdult: 1 }) },
    {
      case: 'per person, no adult price: 1 child',
      addon: addonFixture({ servicePricingType: 'Per person', defaultPriceForAdult: 0 }),
      start: selectionFixture({ numberOfChildren: 1 }),
    },
    { case: 'per night: quantity 1', addon: unitAddon(), start: selectionFixture({ quantity: 1 }) },
    {
      case: 'per stay transfer: none',
      addon: unitAddon({ addonDisplayType: 'AIRPORT_TRANSFER', servicePricingType: 'Per stay' }),
      start: selectionFixture(),
    },
  ])('$case', ({ addon, start }) => {
    expect(modifyStartingSelection(addon)).toEqual(start);
  });
});

describe('modifyChoice: the starting counts when the guest chooses an add-on (booking spec §4, modify mode)', () => {
  const family = [{ numberOfAdult: 2, numberOfChildren: 1 }];
  const couple = [{ numberOfAdult: 2, numberOfChildren: 0 }];
  const kidsBreakfast = addonFixture({ serviceInventoryCode: 'KIDS', servicePricingType: 'Per person', defaultPriceForAdult: 0 });
  it.each([
    {
      case: 'per person: adults raised from none -> 1 adult',
      addon: addonFixture(),
      guests: family,
      from: selectionFixture(),
      count: 'numberOfAdult',
      wanted: 1,
      to: selectionFixture({ numberOfAdult: 1 }),
    },
    {
      case: 'per person, no adult price: adults raised -> 1 child',
      addon: kidsBreakfast,
      guests: family,
      from: selectionFixture(),
      count: 'numberOfAdult',
      wanted: 1,
      to: selectionFixture({ numberOfChildren: 1 }),
    },
    {
      case: 'no adult price, no child in the apartment -> the adult (nothing else to count)',
      addon: kidsBreakfast,
      guests: couple,
      from: selectionFixture(),
      count: 'numberOfAdult',
      wanted: 1,
      to: selectionFixture({ numberOfAdult: 1 }),
    },
    {
      case: 'no adult price, children raised -> 1 child',
      addon: kidsBreakfast,
      guests: family,
      from: selectionFixture(),
      count: 'numberOfChildren',
      wanted: 1,
      to: selectionFixture({ numberOfChildren: 1 }),
    },
    {
      case: 'per night: quantity raised from none -> 1',
      addon: unitAddon(),
      guests: family,
      from: selectionFixture(),
      count: 'quantity',
      wanted: 1,
      to: selectionFixture({ quantity: 1 }),
    },
    {
      case: 'already chosen: the plain change',
      addon: kidsBreakfast,
      guests: family,
      from: selectionFixture({ numberOfChildren: 1 }),
      count: 'numberOfAdult',
      wanted: 1,
      to: selectionFixture({ numberOfAdult: 1, numberOfChildren: 1 }),
    },
    {
      case: 'a jump to the maximum (End): the plain change',
      addon: addonFixture(),
      guests: family,
      from: selectionFixture(),
      count: 'numberOfAdult',
      wanted: 3,
      to: selectionFixture({ numberOfAdult: 3 }),
    },
  ] as const)('$case', ({ addon, guests, from, count, wanted, to }) => {
    expect(modifyChoice(addon, guests, from, count, wanted)).toEqual(to);
  });
});

describe('syncAddonsWithBooking (booking spec §4: matched selected, flight data carried over, unmatched returned)', () => {
  const booked = (overrides: Partial<BookedAddon>): BookedAddon => ({
    serviceInventoryCode: 'BRKF',
    title: 'Daily breakfast',
    numberOfAdult: 2,
    numberOfChildren: 0,
    quantity: 0,
    priceWithoutTax: 0,
    tax: 0,
    ...overrides,
  });
  const transfer = unitAddon({ serviceInventoryCode: 'AIRP', addonDisplayType: 'AIRPORT_TRANSFER', servicePricingType: 'Per stay' });
  it.each([
    {
      case: 'a matched per-person add-on takes the booked counts',
      offered: [addonFixture()],
      booking: [booked({})],
      selections: { BRKF: selectionFixture({ numberOfAdult: 2 }) },
      unmatched: [],
    },
    {
      case: 'a matched transfer is selected with its flight data',
      offered: [transfer],
      booking: [booked({ serviceInventoryCode: 'AIRP', numberOfAdult: 0, quantity: 0, flightNo: 'SQ12', arrivalTime: '14:30' })],
      selections: { AIRP: selectionFixture({ quantity: 1, flightNo: 'SQ12', arrivalTime: '14:30' }) },
      unmatched: [],
    },
    {
      case: 'an offered add-on not booked is not preselected (its starting counts apply when chosen)',
      offered: [unitAddon()],
      booking: [],
      selections: { COT: selectionFixture() },
      unmatched: [],
    },
    {
      case: 'a booked add-on no longer offered is returned',
      offered: [unitAddon()],
      booking: [booked({ serviceInventoryCode: 'SPA' })],
      selections: { COT: selectionFixture() },
      unmatched: ['SPA'],
    },
    {
      case: 'a per-night cot booked as 4 units over 2 nights is quantity 2',
      offered: [unitAddon()],
      booking: [booked({ serviceInventoryCode: 'COT', numberOfAdult: 0, quantity: 4 })],
      selections: { COT: selectionFixture({ quantity: 2 }) },
      unmatched: [],
    },
    {
      case: 'a per-person breakfast takes its persons, not its units (2 adults x 2 nights = 4 units)',
      offered: [addonFixture()],
      booking: [booked({ quantity: 4 })],
      selections: { BRKF: selectionFixture({ numberOfAdult: 2 }) },
      unmatched: [],
    },
  ])('$case', ({ offered, booking, selections, unmatched }) => {
    const sync = syncAddonsWithBooking(offered, booking, 2);
    expect(sync.selections).toEqual(selections);
    expect(sync.unmatched.map((line) => line.serviceInventoryCode)).toEqual(unmatched);
  });
});

describe('compareStays (issue 18: old and new side by side, the difference in minor units)', () => {
  it.each([
    {
      case: 'one more night in SGD',
      before: { startDate: '2026-12-01', endDate: '2026-12-03', lines: { room: 436, BRKF: 61.04 } },
      after: { startDate: '2026-12-01', endDate: '2026-12-04', lines: { room: 654, BRKF: 91.56 } },
      currency: 'SGD',
      lines: [21800, 3052],
      total: { old: 49704, new: 74556, difference: 24852 },
      datesChanged: true,
    },
    {
      case: 'an add-on dropped: its line goes to 0, the difference is negative',
      before: { startDate: '2026-12-01', endDate: '2026-12-03', lines: { room: 436, COT: 32.7 } },
      after: { startDate: '2026-12-01', endDate: '2026-12-03', lines: { room: 436 } },
      currency: 'SGD',
      lines: [0, -3270],
      total: { old: 46870, new: 43600, difference: -3270 },
      datesChanged: false,
    },
    {
      case: 'each line rounded once (0.1 + 0.2 is 30 cents, not 30.000000000000004)',
      before: { startDate: '2026-12-01', endDate: '2026-12-02', lines: { a: 0, b: 0 } },
      after: { startDate: '2026-12-01', endDate: '2026-12-02', lines: { a: 0.1, b: 0.2 } },
      currency: 'SGD',
      lines: [10, 20],
      total: { old: 0, new: 30, difference: 30 },
      datesChanged: false,
    },
    {
      case: 'yen has no minor unit',
      before: { startDate: '2026-12-01', endDate: '2026-12-02', lines: { room: 30000.4 } },
      after: { startDate: '2026-12-02', endDate: '2026-12-03', lines: { room: 28500.6 } },
      currency: 'JPY',
      lines: [-1499],
      total: { old: 30000, new: 28501, difference: -1499 },
      datesChanged: true,
    },
  ])('$case', ({ before, after, currency, lines, total, datesChanged }) => {
    const comparison = compareStays(before, after, currency);
    expect(comparison.lines.map((line) => line.differenceMinor)).toEqual(lines);
    expect([comparison.oldTotalMinor, comparison.newTotalMinor, comparison.differenceMinor]).toEqual([
      total.old,
      total.new,
      total.difference,
    ]);
    expect(comparison.datesChanged).toBe(datesChanged);
  });
});

describe('differenceSettlement (booking spec §4/§7: checkout/modify has no payment or refund call)', () => {
  it.each([
    { case: 'dearer by a cent: the guest pays the property', differenceMinor: 1, settlement: 'guestPaysProperty' },
    { case: 'cheaper: the property settles it', differenceMinor: -3270, settlement: 'propertySettles' },
    { case: 'the same total: nothing to settle', differenceMinor: 0, settlement: 'none' },
  ])('$case', ({ differenceMinor, settlement }) => {
    expect(differenceSettlement(differenceMinor)).toBe(settlement);
  });
});
