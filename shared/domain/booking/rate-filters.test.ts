import { describe, expect, it } from 'vitest';
import {
  NO_RATE_FILTERS,
  apartmentPasses,
  hasRateFilters,
  ratePasses,
  readRateFilters,
  withoutRateFilters,
  writeRateFilters,
  type RateFilters,
} from './rate-filters';

// Booking spec §2 Select apartment and rates: filters by room type, price id and apartment size
// (from, to); the `rate` parameter limits the shown rates to the listed rate plan codes.
const filters = (overrides: Partial<RateFilters>): RateFilters => ({ ...NO_RATE_FILTERS, ...overrides });

describe('readRateFilters', () => {
  it.each([
    { query: '', read: NO_RATE_FILTERS },
    { query: 'roomType=STU,1BR', read: filters({ roomTypeCodes: ['STU', '1BR'] }) },
    { query: 'roomType=STU,,STU, ', read: filters({ roomTypeCodes: ['STU'] }) },
    { query: 'price=100-250', read: filters({ price: { from: 100, to: 250 } }) },
    { query: 'price=-250', read: filters({ price: { from: undefined, to: 250 } }) },
    { query: 'price=100-', read: filters({ price: { from: 100, to: undefined } }) },
    { query: 'price=250-100', read: filters({ price: { from: 100, to: 250 } }) },
    { query: 'price=cheap', read: NO_RATE_FILTERS },
    { query: 'price=150', read: NO_RATE_FILTERS },
    { query: 'sizeFrom=30&sizeTo=60.5', read: filters({ size: { from: 30, to: 60.5 } }) },
    { query: 'sizeFrom=80&sizeTo=30', read: filters({ size: { from: 30, to: 80 } }) },
    { query: 'sizeFrom=big&sizeTo=-4', read: NO_RATE_FILTERS },
  ])('?$query', ({ query, read }) => {
    expect(readRateFilters(new URLSearchParams(query))).toEqual(read);
  });
});

describe('writeRateFilters', () => {
  it.each([
    { query: 'hotel=SGORCH', set: NO_RATE_FILTERS, written: 'hotel=SGORCH' },
    { query: 'hotel=SGORCH&roomType=STU&price=1-2', set: NO_RATE_FILTERS, written: 'hotel=SGORCH' },
    {
      query: 'hotel=SGORCH',
      set: filters({ roomTypeCodes: ['STU', '1BR'], price: { from: undefined, to: 300 }, size: { from: 30, to: undefined } }),
      written: 'hotel=SGORCH&roomType=STU%2C1BR&price=-300&sizeFrom=30',
    },
  ])('$query with $written', ({ query, set, written }) => {
    expect(writeRateFilters(query, set)).toBe(written);
  });

  it('reads back what it wrote (a shared or reloaded address shows the same view)', () => {
    const set = filters({ roomTypeCodes: ['1BR'], price: { from: 100, to: 200 }, size: { from: 20, to: 45 } });
    expect(readRateFilters(new URLSearchParams(writeRateFilters('hotel=X', set)))).toEqual(set);
  });

  it('withoutRateFilters keeps the deep link only', () => {
    expect(withoutRateFilters('hotel=X&roomType=STU&arrive=2027-01-01&price=1-2&sizeFrom=3&sizeTo=9')).toBe('hotel=X&arrive=2027-01-01');
  });

  it.each([
    { set: NO_RATE_FILTERS, active: false },
    { set: filters({ size: { from: 1, to: undefined } }), active: true },
  ])('hasRateFilters $active', ({ set, active }) => {
    expect(hasRateFilters(set)).toBe(active);
  });
});

describe('apartmentPasses', () => {
  it.each([
    { apartment: { roomTypeCode: 'STU', squareMetres: 30 }, set: NO_RATE_FILTERS, passes: true },
    { apartment: { roomTypeCode: 'STU', squareMetres: undefined }, set: NO_RATE_FILTERS, passes: true },
    { apartment: { roomTypeCode: 'STU', squareMetres: 30 }, set: filters({ roomTypeCodes: ['1BR'] }), passes: false },
    { apartment: { roomTypeCode: 'STU', squareMetres: 30 }, set: filters({ roomTypeCodes: ['1BR', 'STU'] }), passes: true },
    { apartment: { roomTypeCode: 'STU', squareMetres: 30 }, set: filters({ size: { from: 30, to: 30 } }), passes: true },
    { apartment: { roomTypeCode: 'STU', squareMetres: 29.9 }, set: filters({ size: { from: 30, to: undefined } }), passes: false },
    { apartment: { roomTypeCode: 'STU', squareMetres: 61 }, set: filters({ size: { from: undefined, to: 60 } }), passes: false },
    { apartment: { roomTypeCode: 'STU', squareMetres: undefined }, set: filters({ size: { from: 1, to: undefined } }), passes: false },
  ])('$apartment.roomTypeCode $apartment.squareMetres sqm: $passes', ({ apartment, set, passes }) => {
    expect(apartmentPasses(apartment, set)).toBe(passes);
  });
});

describe('ratePasses', () => {
  it.each([
    { rate: { ratePlanCode: 'BAR', nightlyPrice: 200 }, set: NO_RATE_FILTERS, limit: [], passes: true },
    { rate: { ratePlanCode: 'BAR', nightlyPrice: 200 }, set: NO_RATE_FILTERS, limit: ['NRF'], passes: false },
    { rate: { ratePlanCode: 'NRF', nightlyPrice: 200 }, set: NO_RATE_FILTERS, limit: ['BAR', 'NRF'], passes: true },
    { rate: { ratePlanCode: 'BAR', nightlyPrice: 200 }, set: filters({ price: { from: 200, to: 250 } }), limit: [], passes: true },
    { rate: { ratePlanCode: 'BAR', nightlyPrice: 250.01 }, set: filters({ price: { from: 200, to: 250 } }), limit: [], passes: false },
    { rate: { ratePlanCode: 'BAR', nightlyPrice: 199 }, set: filters({ price: { from: 200, to: undefined } }), limit: [], passes: false },
  ])('$rate.ratePlanCode at $rate.nightlyPrice, limit $limit: $passes', ({ rate, set, limit, passes }) => {
    expect(ratePasses(rate, set, limit)).toBe(passes);
  });
});
