// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { sandboxApi } from '../../testing/sandbox-api';
import { sellableStay } from '../../testing/sellable-stays';
import {
  fetchRatePackages,
  fetchSabreRateFeed,
  parseApartment,
  parseRatePackages,
  parseRoomRate,
  parseSabreRateFeed,
} from './rates-service';
import type { ApiClient } from './types';

beforeEach(() => localStorage.clear());

const { client } = sandboxApi();

const night = { date: '2027-02-01', price: 200 };
const minimalRate = { ratePlanCode: 'BAR', roomTypeCode: 'STU', rateBreakDown: [night], displayTotalBeforeTax: 200 };

describe('parseRoomRate (booking spec §3 Room rate, issue 15 contract call 1)', () => {
  it('gives the new fields safe defaults when an older answer lacks them', () => {
    expect(parseRoomRate({ ...minimalRate, templates: ['AOA'] })).toMatchObject({
      ratePlanName: 'BAR',
      roomTypeName: 'STU',
      ratePlanNameEN: 'BAR',
      bookingSourceCode: 'IBE',
      roomRateChannel: 'web',
      codeType: 0,
      identifierType: '',
      isLeasingRate: false,
      requiresLogin: true,
      policies: [],
      bonusPoint: 0,
      totalTax: 0,
      numberOfUnits: 0,
    });
  });

  it.each([
    { name: 'no rate plan', raw: { ...minimalRate, ratePlanCode: undefined } },
    { name: 'no nights', raw: { ...minimalRate, rateBreakDown: [] } },
    { name: 'no total', raw: { ...minimalRate, displayTotalBeforeTax: 'x' } },
    { name: 'not an object', raw: 'BAR' },
  ])('drops a rate with $name', ({ raw }) => {
    expect(parseRoomRate(raw)).toBeUndefined();
  });

  it('keeps only the policies it knows', () => {
    const policies = [
      { code: 'Guarantee', value: 'PREPAID_ALL' },
      { code: 'Other', value: 'x' },
      { code: 'CancelPenalty', value: 'CXL1' },
    ];
    expect(parseRoomRate({ ...minimalRate, policies })?.policies).toEqual([policies[0], policies[2]]);
  });
});

describe('parseRatePackages', () => {
  it('always has the three groups in tab order, empty ones empty', () => {
    const parsed = parseRatePackages({ hotelCode: 'H', currencyCode: 'SGD', available: true, standardRates: { roomRates: [minimalRate] } });
    expect(parsed?.packages.map((group) => [group.code, group.roomRates.length])).toEqual([
      ['standardRates', 1],
      ['memberExclusives', 0],
      ['corporateRates', 0],
    ]);
  });

  it('refuses an answer without hotel, currency or availability', () => {
    expect(parseRatePackages({ hotelCode: 'H', available: true })).toBeUndefined();
  });
});

describe('parseApartment (booking spec §3 Apartment)', () => {
  it('reads the room information, media and enabled amenities', () => {
    const apartment = parseApartment({
      apartmentTypeCode: 'STU',
      apartmentTypeName: 'Studio',
      apartmentSize: 32,
      imageGalleryItems: [{ type: 'image', src: '/a.jpg', alt: 'Living room' }, { type: 'video', src: '/v.mp4' }, { src: '' }],
      roomInformation: { maxPersonInRoom: 2, bedType: 'Queen' },
      amenityGroups: [
        {
          name: 'Kitchen',
          amenities: [
            { name: 'Oven', enable: true },
            { name: 'Hidden', enable: false },
          ],
        },
      ],
    });
    expect(apartment).toMatchObject({
      apartmentSize: 32,
      maxPersonInRoom: 2,
      bedType: 'Queen',
      imageGalleryItems: [{ type: 'image', src: '/a.jpg', alt: 'Living room' }],
      amenities: [{ name: 'Oven', facilityIcon: '', charge: false }],
    });
  });

  it('a size that is not positive is unknown', () => {
    expect(parseApartment({ apartmentTypeCode: 'STU', apartmentSize: 0 })?.apartmentSize).toBeUndefined();
  });
});

describe('parseSabreRateFeed (booking spec §7 get-sabre-rate-feed)', () => {
  it('maps each room type to its base total, dropping broken entries', () => {
    const feed = parseSabreRateFeed({
      currencyCode: 'SGD',
      baseRatePlanCode: 'BAR',
      roomTypes: [{ roomTypeCode: 'STU', totalBeforeTax: 500 }, { roomTypeCode: 'X' }],
    });
    expect([...(feed?.baseTotals ?? [])]).toEqual([['STU', 500]]);
  });

  it('makes no call for an empty hotel code (booking spec §5)', async () => {
    const refusing = { get: () => Promise.reject(new Error('called')) } as unknown as ApiClient;
    expect(
      await fetchSabreRateFeed(refusing, { hotelCode: ' ', startDate: '2027-01-01', endDate: '2027-01-02', currencyCode: 'SGD' }),
    ).toEqual({
      ok: true,
      data: undefined,
    });
  });
});

describe('against the sandbox', () => {
  it('reads the rate package groups of one property', async () => {
    // The seeded calendar closes a few nights a month: ask it for two nights it sells.
    const apartmentList = [{ numberOfAdult: 1, numberOfChildren: 0 }];
    const stay = sellableStay({ hotelCode: 'SGORCH', rooms: apartmentList });
    const result = await fetchRatePackages(client(), { hotelCode: 'SGORCH', startDate: stay.arrive, endDate: stay.depart, apartmentList });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.data.currencyCode).toBe('SGD');
    expect(result.data.packages.map((group) => group.code)).toEqual(['standardRates', 'memberExclusives', 'corporateRates']);
    expect(result.data.packages[0]?.roomRates[0]?.rateBreakDown).toHaveLength(2);
  });
});
