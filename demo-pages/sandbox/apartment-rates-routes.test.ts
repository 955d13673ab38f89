import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApartmentRateView } from './routes/apartment-rates.ts';
import type { PropertyRate, RatePackages } from './routes/rates.ts';
import { CANCEL_POLICY_CODES, findPropertySeed, ratePlanRateOn, restrictionsOn } from './seed/index.ts';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

/**
 * Issue 15 contract items 1-3 (booking spec §3 "Room rate", "Apartment", §5 isOpg, cancel penalty,
 * discount display): the v2 room-rate fields, apartment-rate and the sabre rate feed, all agreeing
 * with the v1 listing rate.
 */
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

type Answer<T> = { status: number; body: SuccessEnvelope<T> & ErrorEnvelope };

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first stay of `nights` nights from 2027-01-01 at SGORCH that no restriction blocks. */
function openStay(nights: number): {
  hotelCode: string;
  startDate: string;
  endDate: string;
  apartmentList: { numberOfAdult: number; numberOfChildren: number }[];
} {
  for (let day = 0; day < 120; day += 1) {
    const start = addDays('2027-01-01', day);
    const dates = Array.from({ length: nights }, (_, index) => addDays(start, index));
    const arrival = restrictionsOn('SGORCH', start);
    const open =
      !arrival.noArrive &&
      nights >= arrival.minStayArrive &&
      !restrictionsOn('SGORCH', addDays(start, nights)).noDeparture &&
      dates.every((date) => {
        const night = restrictionsOn('SGORCH', date);
        return !night.closed && !night.noSellDay && nights >= night.minStayThrough;
      });
    if (open)
      return {
        hotelCode: 'SGORCH',
        startDate: start,
        endDate: addDays(start, nights),
        apartmentList: [{ numberOfAdult: 2, numberOfChildren: 0 }],
      };
  }
  throw new Error('no open stay');
}

const packages = (body: unknown): Promise<Answer<RatePackages>> => sandbox.post('/api/v2/property/search-property-rate', body);
const apartmentRate = (body: unknown): Promise<Answer<{ hotelCode: string; currencyCode: string; apartments: ApartmentRateView[] }>> =>
  sandbox.post('/api/property/apartment-rate', body);
const sabreFeed = (
  query: string,
): Promise<Answer<{ baseRatePlanCode: string; currencyCode: string; roomTypes: { roomTypeCode: string; totalBeforeTax: number }[] }>> =>
  sandbox.json(`/api/property/get-sabre-rate-feed?${query}`);

describe('v2 room rates: the contract item 1 fields', () => {
  it('carries plan, channel, points and policy fields from the rate plan seed', async () => {
    const { body } = await packages(openStay(2));
    const rates = [...body.content.standardRates.roomRates, ...body.content.memberExclusives.roomRates];
    const byPlan = (code: string) => rates.find((rate) => rate.ratePlanCode === code)!;
    expect(byPlan('BAR')).toMatchObject({
      ratePlanId: 1001,
      ratePlanNameEN: 'Best Available Rate',
      roomTypeNameEN: expect.any(String),
      bookingSourceCode: 'IBE',
      roomRateChannel: 'web',
      codeType: 0,
      identifierType: '',
      isLeasingRate: false,
      requiresLogin: false,
      bonusPoint: 0,
      policies: [
        { code: 'Guarantee', value: 'CC_GUARANTEE' },
        { code: 'CancelPenalty', value: 'CXL48' },
      ],
    });
    expect(byPlan('NRF').policies).toEqual([
      { code: 'Guarantee', value: 'PREPAID_ALL' },
      { code: 'CancelPenalty', value: 'NONREF' },
    ]);
    expect(CANCEL_POLICY_CODES).toContain('NONREF');
    expect(CANCEL_POLICY_CODES).not.toContain('CXL48');
    expect(byPlan('MBR')).toMatchObject({ templates: ['AOA'], requiresLogin: true, bonusPoint: 500 });
    expect(byPlan('BARBB').bonusPoint).toBe(250);
  });

  it('offers the leasing rate (identifier NE) from 7 nights only, without changing the lowest public rate', async () => {
    const short = await packages(openStay(6));
    expect(short.body.content.standardRates.roomRates.some((rate) => rate.ratePlanCode === 'LSE')).toBe(false);
    const long = await packages(openStay(7));
    const leasing = long.body.content.standardRates.roomRates.filter((rate) => rate.ratePlanCode === 'LSE');
    expect(leasing.length).toBeGreaterThan(0);
    expect(leasing[0]).toMatchObject({ isLeasingRate: true, identifierType: 'NE' });
    const v1 = await sandbox.post<SuccessEnvelope<PropertyRate[]>>('/api/property/search-property-rate', openStay(7));
    expect(long.body.content.standardRates.minimumPrice).toBe(v1.body.content[0]!.lowestRate);
  });

  it('gives corporate rates the COBE source and code type 3, the staff rate STAFF and 6', async () => {
    const corporate = await packages({ ...openStay(2), discountCode: 'ACME', discountCodeType: 3 });
    expect(corporate.body.content.corporateRates.roomRates[0]).toMatchObject({
      bookingSourceCode: 'COBE',
      codeType: 3,
      templates: ['COBE'],
    });
    const staff = await packages({ ...openStay(2), discountCode: 'STAFFSG', discountCodeType: 6 });
    expect(staff.body.content.standardRates.roomRates.find((rate) => rate.ratePlanCode === 'STAFF')).toMatchObject({
      bookingSourceCode: 'STAFF',
      codeType: 6,
      identifierType: 'NP',
    });
  });
});

describe('POST /api/property/apartment-rate', () => {
  it('lists every apartment type with the booking spec §3 fields, lowest rates agreeing with v1 and v2', async () => {
    const stay = openStay(2);
    const { status, body } = await apartmentRate(stay);
    expect(status).toBe(200);
    expect(body.content.hotelCode).toBe('SGORCH');
    expect(body.content.apartments.map((apartment) => apartment.apartmentTypeCode)).toEqual(
      findPropertySeed('SGORCH')!.apartments.map((a) => a.apartmentTypeCode),
    );
    const studio = body.content.apartments[0]!;
    expect(studio).toMatchObject({
      apartmentTypeName: expect.any(String),
      apartmentCategoryCode: expect.any(String),
      apartmentSize: expect.any(Number),
      isOnlineBooking: true,
      roomInformation: {
        maxPersonInRoom: expect.any(Number),
        bedType: expect.any(String),
        bedTypeIcon: expect.any(String),
        dimension: expect.any(String),
        floorPlanPath: expect.any(String),
      },
    });
    expect(studio.imageGalleryItems).toHaveLength(7);
    expect(studio.imageGalleryItems.every((item) => item.type === 'image' && item.src.startsWith('/demo-assets/') && item.alt)).toBe(true);
    expect(studio.amenityGroups[0]).toMatchObject({ name: expect.any(String), amenities: expect.any(Array) });
    const v2 = await packages(stay);
    const v1 = await sandbox.post<SuccessEnvelope<PropertyRate[]>>('/api/property/search-property-rate', stay);
    const available = body.content.apartments.filter((apartment) => apartment.available);
    expect(Math.min(...available.map((apartment) => apartment.lowestRate!))).toBe(v1.body.content[0]!.lowestRate);
    expect(Math.min(...available.map((apartment) => apartment.lowestRate!))).toBe(v2.body.content.standardRates.minimumPrice);
  });

  it('answers lowestRate null and available false for a stay no type can sell', async () => {
    const { body } = await apartmentRate({ ...openStay(2), apartmentList: [{ numberOfAdult: 9, numberOfChildren: 0 }] });
    expect(body.content.apartments.every((apartment) => apartment.lowestRate === null && !apartment.available)).toBe(true);
  });

  it.each([
    { body: { ...openStay(2), hotelCode: undefined, destination: 'Tokyo', type: 'city' }, status: 400, errorCode: 'BAD_REQUEST' },
    { body: { ...openStay(2), startDate: 'soon' }, status: 400, errorCode: 'BAD_REQUEST' },
    { body: { ...openStay(2), hotelCode: 'NOPE00' }, status: 404, errorCode: 'E52' },
    { body: { ...openStay(2), hotelCode: 'SGTJPG' }, status: 404, errorCode: 'E52' },
  ])('refuses $body.hotelCode $body.startDate with $status $errorCode', async ({ body, status, errorCode }) => {
    const answer = await apartmentRate(body);
    expect([answer.status, answer.body.errorCode]).toEqual([status, errorCode]);
  });
});

describe('GET /api/property/get-sabre-rate-feed', () => {
  it('gives the base rate of one apartment for the whole stay per type; only cheaper rates show as discounted', async () => {
    const stay = openStay(3);
    const { status, body } = await sabreFeed(`hotelCode=SGORCH&startDate=${stay.startDate}&endDate=${stay.endDate}&currencyCode=SGD`);
    expect(status).toBe(200);
    expect(body.content.baseRatePlanCode).toBe('BAR');
    const nights = [0, 1, 2].map((offset) => addDays(stay.startDate, offset));
    const studio = body.content.roomTypes.find((type) => type.roomTypeCode === 'STUD')!;
    expect(studio.totalBeforeTax).toBeCloseTo(
      nights.reduce((sum, date) => sum + ratePlanRateOn('SGORCH', 'STUD', 'BAR', date), 0),
      2,
    );
    const v2 = await packages({ ...stay, apartmentList: [{ numberOfAdult: 1, numberOfChildren: 0 }] });
    const studioRates = v2.body.content.standardRates.roomRates.filter((rate) => rate.roomTypeCode === 'STUD');
    const discounted = studioRates.filter((rate) => rate.displayTotalBeforeTax < studio.totalBeforeTax).map((rate) => rate.ratePlanCode);
    expect(discounted).toEqual(['NRF']);
  });

  it('converts to the requested currency', async () => {
    const stay = openStay(2);
    const { body } = await sabreFeed(`hotelCode=sgorch&startDate=${stay.startDate}&endDate=${stay.endDate}&currencyCode=JPY`);
    expect(body.content.currencyCode).toBe('JPY');
    expect(body.content.roomTypes.every((type) => Number.isInteger(type.totalBeforeTax))).toBe(true);
  });

  it.each([
    { query: 'startDate=2027-01-11&endDate=2027-01-12', status: 400, errorCode: 'BAD_REQUEST' },
    { query: 'hotelCode=SGORCH&startDate=2027-01-11', status: 400, errorCode: 'BAD_REQUEST' },
    { query: 'hotelCode=SGORCH&startDate=2027-01-11&endDate=2027-01-12&currencyCode=XXX', status: 400, errorCode: 'BAD_REQUEST' },
    { query: 'hotelCode=NOPE00&startDate=2027-01-11&endDate=2027-01-12', status: 404, errorCode: 'E52' },
  ])('refuses $query with $status $errorCode', async ({ query, status, errorCode }) => {
    const answer = await sabreFeed(query);
    expect([answer.status, answer.body.errorCode]).toEqual([status, errorCode]);
  });
});
