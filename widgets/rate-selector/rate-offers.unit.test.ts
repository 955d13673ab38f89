import { describe, expect, it } from 'vitest';
import { parseRatePackages, parseRoomRate, type Apartment, type RoomRate } from '../../shared/api/rates-service';
import { parseDeepLink } from '../../shared/domain/booking/deep-link';
import { NO_RATE_FILTERS } from '../../shared/domain/booking/rate-filters';
import { newCartItem } from './cart-selection';
import { packageOffers, roomTypeChoices, type ShownNightlyPrice } from './rate-offers';
import type { PropertyRates } from './rates-read';

const criteriaOf = (query: string) =>
  parseDeepLink(new URLSearchParams(`hotel=H&dateType=3&arrive=2027-02-01&depart=2027-02-03&${query}`), { today: '2027-01-01' }).criteria;

function rate(ratePlanCode: string, roomTypeCode: string, nights: number[], extra: Partial<RoomRate> = {}): unknown {
  return {
    ratePlanCode,
    roomTypeCode,
    roomTypeName: `Type ${roomTypeCode}`,
    rateBreakDown: nights.map((price, index) => ({ date: `2027-02-0${index + 1}`, price })),
    displayTotalBeforeTax: nights.reduce((a, b) => a + b, 0),
    totalTax: 20.005,
    numberOfUnits: 2,
    ...extra,
  };
}

function ratesOf(
  query: string,
  groups: Record<string, unknown[]>,
  apartments: Partial<Apartment>[] = [],
  currencyCode = 'SGD',
): PropertyRates {
  const packages = parseRatePackages({
    hotelCode: 'H',
    currencyCode,
    available: true,
    ...Object.fromEntries(Object.entries(groups).map(([code, roomRates]) => [code, { roomRates }])),
  })!;
  return {
    criteria: criteriaOf(query),
    hotelCode: 'H',
    childAgeLimit: 12,
    today: '2027-01-01',
    minLengthOfStay: 1,
    packages,
    apartments: apartments.map(
      (apartment) => ({ apartmentTypeCode: 'X', apartmentTypeName: 'X', imageGalleryItems: [], amenities: [], ...apartment }) as Apartment,
    ),
    baseTotals: new Map([['STU', 500]]),
    baseRatePlanCode: 'BAR',
    cancelPolicyCodes: ['CXL1'],
  };
}

/** Nightly prices shown in the rates' own currency. */
const asRated: ShownNightlyPrice = (nightlyPrice) => nightlyPrice;

// Booking spec §2: rate package tabs with empty groups hidden; the `rate` parameter limits the plans; §5 flags.
describe('packageOffers', () => {
  const groups = {
    standardRates: [
      rate('BAR', 'STU', [260, 260]),
      rate('NRF', 'STU', [200, 200], { policies: [{ code: 'CancelPenalty', value: 'CXL1' }] }),
      rate('BAR', '1BR', [400, 400]),
    ],
    corporateRates: [rate('CORP', 'STU', [230, 230], { policies: [{ code: 'Guarantee', value: 'PREPAID_ALL' }] })],
  };

  it.each([
    { query: '', tabs: ['standardRates', 'corporateRates'] },
    { query: 'rate=CORP', tabs: ['corporateRates'] },
    { query: 'rate=NRF,BAR', tabs: ['standardRates'] },
    { query: 'rate=NONE', tabs: [] },
  ])('rate=$query offers $tabs', ({ query, tabs }) => {
    expect(packageOffers(ratesOf(query, groups), NO_RATE_FILTERS, asRated).map((group) => group.code)).toEqual(tabs);
  });

  it('orders apartment types as apartment-rate does and works out each offer once (discounted only below the base: 400 < 500, not 520)', () => {
    const [standard] = packageOffers(
      ratesOf('', groups, [
        { apartmentTypeCode: '1BR', apartmentTypeName: 'One bedroom' },
        { apartmentTypeCode: 'STU', apartmentTypeName: 'Studio' },
      ]),
      NO_RATE_FILTERS,
      asRated,
    );
    expect(standard?.apartments.map((apartment) => apartment.name)).toEqual(['One bedroom', 'Studio']);
    const studio = standard?.apartments[1]?.offers.map(({ rate, nightlyPrice, usualTotal, cancelPenalty, unitsLeft }) => ({
      plan: rate.ratePlanCode,
      nightlyPrice,
      usualTotal,
      cancelPenalty,
      unitsLeft,
    }));
    expect(studio).toEqual([
      { plan: 'BAR', nightlyPrice: 260, usualTotal: undefined, cancelPenalty: false, unitsLeft: 2 },
      { plan: 'NRF', nightlyPrice: 200, usualTotal: 500, cancelPenalty: true, unitsLeft: 2 },
    ]);
  });

  it('compares the total of every apartment of the search with their bases (issue 28 item 4: 2 × 500, not 500)', () => {
    const twoApartments = {
      standardRates: [
        rate('BAR', 'STU', [260, 260], { displayTotalBeforeTax: 1040 }),
        rate('NRF', 'STU', [200, 200], { displayTotalBeforeTax: 800 }),
      ],
    };
    const [standard] = packageOffers(ratesOf('rooms=2&adult=2,1', twoApartments), NO_RATE_FILTERS, asRated);
    expect(standard?.apartments[0]?.offers.map(({ rate, usualTotal }) => [rate.ratePlanCode, usualTotal])).toEqual([
      ['BAR', undefined],
      ['NRF', 1000],
    ]);
  });

  it('reads the price band on the nightly price as shown (the display currency), and waits while it is not known', () => {
    const filters = { ...NO_RATE_FILTERS, price: { from: undefined, to: 22000 } };
    const inYen: ShownNightlyPrice = (nightlyPrice) => nightlyPrice * 100;
    const plans = (shown: ShownNightlyPrice) =>
      packageOffers(ratesOf('', groups), filters, shown).flatMap((group) =>
        group.apartments.flatMap((apartment) => apartment.offers.map(({ rate }) => `${rate.roomTypeCode} ${rate.ratePlanCode}`)),
      );
    expect(plans(inYen)).toEqual(['STU NRF']);
    expect(plans(() => undefined)).toEqual(['STU BAR', 'STU NRF', '1BR BAR', 'STU CORP']);
  });

  it('a filter that leaves a tab nothing keeps the tab, empty', () => {
    const filters = { ...NO_RATE_FILTERS, roomTypeCodes: ['1BR'] };
    expect(packageOffers(ratesOf('', groups), filters, asRated).map((group) => [group.code, group.apartments.length])).toEqual([
      ['standardRates', 1],
      ['corporateRates', 0],
    ]);
  });

  it('offers every room type with a rate in the room type filter', () => {
    expect(roomTypeChoices(ratesOf('', groups))).toEqual([
      { code: 'STU', name: 'Type STU' },
      { code: '1BR', name: 'Type 1BR' },
    ]);
  });
});

// Booking spec §3 Cart item; issue 15 contract "Cart item" and "Money" (each line rounded once).
describe('newCartItem', () => {
  const offerOf = (rates: PropertyRates) => packageOffers(rates, NO_RATE_FILTERS, asRated)[0]!.apartments[0]!.offers[0]!;

  it('is apartment n of the search, with its guests after the child-age limit', () => {
    const rates = ratesOf('rooms=2&adult=2,1&child=0,2&childages=,12|5', { standardRates: [rate('BAR', 'STU', [260, 260])] });
    expect(newCartItem(rates, offerOf(rates), 1).apartmentGuest).toEqual({
      numberOfAdult: 1,
      numberOfChildren: 2,
      childAges: [12, 5],
      actualNumberOfAdult: 2,
      actualNumberOfChildren: 1,
      numberOfGuest: 3,
    });
  });

  it.each([
    { currency: 'SGD', nights: [100.004, 100.004], price: 200.01, tax: 10 },
    { currency: 'JPY', nights: [10000.4, 10000.4], price: 20001, tax: 10 },
  ])('prices one apartment in $currency, rounded once', ({ currency, nights, price, tax }) => {
    const rates = ratesOf('rooms=2&adult=1,1', { standardRates: [rate('BAR', 'STU', nights)] }, [], currency);
    const item = newCartItem(rates, offerOf(rates), 0);
    expect([item.price, item.tax, item.currencyCode]).toEqual([price, tax, currency]);
  });

  it.each([
    { identifierType: '', noEarn: false, noRedeem: false },
    { identifierType: 'NE', noEarn: true, noRedeem: false },
    { identifierType: 'NB', noEarn: false, noRedeem: true },
    { identifierType: 'NP', noEarn: true, noRedeem: true },
  ])('identifier $identifierType (booking spec §5 point eligibility)', ({ identifierType, noEarn, noRedeem }) => {
    const rates = ratesOf('', { standardRates: [rate('BAR', 'STU', [1, 1], { identifierType })] });
    const item = newCartItem(rates, offerOf(rates), 0);
    expect([item.ratePlanNotEarnPoints, item.isNonRedeemable, item.ratePlanIdentifier]).toEqual([noEarn, noRedeem, identifierType]);
  });

  it('snapshots the rate with its flags and the feed base plan', () => {
    const rates = ratesOf('promo=SUMMER&discountCodeType=1&ssid=S1', {
      standardRates: [rate('AOA1', 'STU', [1, 1], { templates: ['AOA'] })],
    });
    const item = newCartItem(rates, offerOf(rates), 0);
    expect(item).toMatchObject({
      hotelCode: 'H',
      startDate: '2027-02-01',
      endDate: '2027-02-03',
      promotionCode: 'SUMMER',
      promotionCodeType: 1,
      ssid: 'S1',
      baseRatePlanCode: 'BAR',
    });
    expect(item.roomRate).toMatchObject({
      ratePlanCode: 'AOA1',
      roomTypeCode: 'STU',
      requiresLogin: true,
      isOpg: false,
      cancelPenalty: false,
    });
    expect(parseRoomRate(rate('X', 'Y', [1]))).toBeDefined();
  });
});
