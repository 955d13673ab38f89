// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { sandboxApi } from '../../testing/sandbox-api';
import { DEFAULT_LIMITS, type SearchCriteria } from '../domain/booking/search-criteria';
import { parseDeepLink } from '../domain/booking/deep-link';
import {
  fetchBookableCodes,
  fetchPropertyPlaces,
  fetchPropertyRates,
  parsePropertyPlace,
  parsePropertyRate,
  rateSearchRequest,
} from './booking-service';
import { fetchChildAgeLimit } from './child-age-limit-service';

beforeEach(() => localStorage.clear());

const { client } = sandboxApi();

const criteriaOf = (query: string): SearchCriteria =>
  parseDeepLink(new URLSearchParams(query), { today: '2027-01-01', limits: DEFAULT_LIMITS }).criteria;

describe('rateSearchRequest', () => {
  it('searches one property by code', () => {
    expect(rateSearchRequest(criteriaOf('hotel=SGORCH&dateType=3&arrive=2027-02-01&depart=2027-02-03'))).toEqual({
      hotelCode: 'SGORCH',
      startDate: '2027-02-01',
      endDate: '2027-02-03',
      apartmentList: [{ numberOfAdult: 1, numberOfChildren: 0 }],
    });
  });

  it('searches a destination of its type, counting older children as adults, with the code and currency', () => {
    const criteria = criteriaOf(
      'searchdest=Tokyo&type=city&dateType=3&arrive=2027-02-01&depart=2027-02-03&rooms=2&adult=2,1&child=1,2&childages=12,3|5&promo=SUMMER24&discountCodeType=1&currency=JPY',
    );
    expect(rateSearchRequest(criteria, 12)).toEqual({
      destination: 'Tokyo',
      type: 'city',
      startDate: '2027-02-01',
      endDate: '2027-02-03',
      apartmentList: [
        { numberOfAdult: 3, numberOfChildren: 0 },
        { numberOfAdult: 1, numberOfChildren: 2 },
      ],
      currencyCode: 'JPY',
      discountCode: 'SUMMER24',
      discountCodeType: 1,
    });
  });
});

describe('parsers', () => {
  it.each([
    [
      { propertyCode: 'A', available: true, lowestRate: 100, currencyCode: 'SGD' },
      { propertyCode: 'A', available: true, lowestRate: 100, currencyCode: 'SGD', reasons: [] },
    ],
    [
      { propertyCode: 'A', available: false, currencyCode: 'SGD', reasons: ['Closed'] },
      { propertyCode: 'A', available: false, lowestRate: undefined, currencyCode: 'SGD', reasons: ['Closed'] },
    ],
    [
      { propertyCode: 'A', available: true, lowestRate: 0, currencyCode: 'SGD' },
      { propertyCode: 'A', available: false, lowestRate: undefined, currencyCode: 'SGD', reasons: [] },
    ],
    [
      { propertyCode: 'A', available: true, currencyCode: 'SGD' },
      { propertyCode: 'A', available: false, lowestRate: undefined, currencyCode: 'SGD', reasons: [] },
    ],
    [{ available: true, lowestRate: 1, currencyCode: 'SGD' }, undefined],
    [{ propertyCode: 'A', lowestRate: 1, currencyCode: 'SGD' }, undefined],
    ['nope', undefined],
  ])('rate %j → %j', (raw, parsed) => {
    expect(parsePropertyRate(raw)).toEqual(parsed);
  });

  it.each([
    [
      { code: 'A', distanceFromCity: 2.5, location: { lat: 1, lng: 2 } },
      { propertyCode: 'A', distanceFromCity: 2.5, location: { lat: 1, lng: 2 } },
    ],
    [
      { propertyCode: 'A', distanceFromCity: -1, location: { lat: 'x' } },
      { propertyCode: 'A', distanceFromCity: undefined, location: undefined },
    ],
    [{ distanceFromCity: 1 }, undefined],
    // Booking spec §3 guest review (reviewProID, showReviews): the listing card's score product.
    [
      { propertyCode: 'A', guestReview: { reviewProID: 'RP-A', showReviews: true } },
      { propertyCode: 'A', distanceFromCity: undefined, location: undefined, reviewProductId: 'RP-A' },
    ],
    [
      { propertyCode: 'A', guestReview: { reviewProID: 'RP-A', showReviews: false } },
      { propertyCode: 'A', distanceFromCity: undefined, location: undefined, reviewProductId: undefined },
    ],
  ])('place %j → %j', (raw, parsed) => {
    expect(parsePropertyPlace(raw)).toEqual(parsed);
  });
});

describe('booking-service reads against the sandbox', () => {
  it('reads the lowest rates of a city', async () => {
    const result = await fetchPropertyRates(
      client(),
      rateSearchRequest(criteriaOf('searchdest=Tokyo&type=city&dateType=3&arrive=2027-02-01&depart=2027-02-03')),
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.data.map((rate) => rate.propertyCode).sort()).toEqual(['JPGNZA', 'JPSHJK']);
    expect(result.data.every((rate) => rate.currencyCode === 'JPY')).toBe(true);
  });

  it('fails with a backend error for invalid criteria', async () => {
    const result = await fetchPropertyRates(client(), { startDate: '2027-02-01', endDate: '2027-02-01', apartmentList: [] });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.status).toBe(400);
  });

  it('reads bookable codes, child-age limits and places', async () => {
    const codes = await fetchBookableCodes(client(), 'en');
    expect(codes.ok && codes.data).toContain('SGORCH');
    const limit = await fetchChildAgeLimit(client(), 'en', 'JPSHJK');
    expect(limit.ok && limit.data).toBe(6);
    const places = await fetchPropertyPlaces(client(), 'en', ['SGORCH', 'SGMARB']);
    if (!places.ok) throw new Error(places.error.message);
    expect(places.data.find((place) => place.propertyCode === 'SGMARB')).toEqual({
      propertyCode: 'SGMARB',
      distanceFromCity: 0.8,
      location: { lat: 1.28, lng: 103.8545 },
      reviewProductId: 'RP-SGMARB',
    });
    expect(await fetchPropertyPlaces(client(), 'en', [])).toEqual({ ok: true, data: [] });
  });
});
