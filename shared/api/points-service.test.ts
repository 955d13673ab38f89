// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { sandboxApi } from '../../testing/sandbox-api';
import { readStaffCodes, STAFF_CODES_COOKIE } from '../storage/staff-codes';
import { createApiClient } from './client';
import {
  estimateRequest,
  fetchEstimatedRewardingPoints,
  fetchPointMatching,
  fetchPointRules,
  parseEstimatedRewardingPoints,
  parsePointMatchingEntry,
  parsePointRules,
} from './points-service';

function fakeService(answer: unknown) {
  const calls: { url: URL; authorization: string | null }[] = [];
  const client = createApiClient({
    apiOrigin: 'https://api.example.com',
    contentBase: 'https://api.example.com/apis/stay',
    subscriptionKey: 'key',
    language: 'en',
    getAuthToken: () => 'member-token',
    fetchImpl: async (input, init) => {
      calls.push({ url: new URL(String(input)), authorization: new Headers(init?.headers).get('Authorization') });
      return new Response(JSON.stringify({ status: 200, content: answer }), { headers: { 'content-type': 'application/json' } });
    },
    sleep: async () => undefined,
  });
  return { client, calls };
}

beforeEach(() => localStorage.clear());

const criteria = { hotelCode: 'SGSOM', startDate: '2026-12-01', endDate: '2026-12-04', discountCode: 'SUMMER', discountCodeType: 1 };
const member = { tier: 'gold' as const, countryOfResidence: 'SG' };

describe('estimateRequest (loyalty §3 request fields, §4 corporate and staff codes)', () => {
  it.each([
    { case: 'a promotion code is sent', type: 1, expected: 'SUMMER' },
    { case: 'a corporate code is not', type: 3, expected: '' },
    { case: 'a staff code is not', type: 6, expected: '' },
  ])('$case', ({ type, expected }) => {
    expect(estimateRequest({ ...criteria, discountCodeType: type }, member, ['BAR', 'MEM', 'BAR'])).toEqual({
      propertyId: 'SGSOM',
      tierCode: 3,
      listPromoCode: expected,
      listRateCode: 'BAR,MEM',
      checkInDate: '2026-12-01',
      checkOutDate: '2026-12-04',
      countryCode: 'SG',
    });
  });

  it('leaves the optional country out when the profile has none', () => {
    expect(estimateRequest(criteria, { tier: 'classic', countryOfResidence: '' }, ['BAR'])).not.toHaveProperty('countryCode');
  });
});

describe('get-estimated-rewarding-points (contract 8)', () => {
  it('sends the request as query parameters with the member token, and reads the answer', async () => {
    const answer = {
      checkInDate: '2026-12-01',
      checkOutDate: '2026-12-04',
      tierRate: 10,
      corpMultiplier: 5,
      rateCodes: [{ code: 'BAR', multiplier: 2, points: 6000 }],
    };
    const { client, calls } = fakeService(answer);
    const result = await fetchEstimatedRewardingPoints(client, estimateRequest(criteria, member, ['BAR']));
    expect(result).toEqual({ ok: true, data: { ...answer, rateCodes: [{ code: 'BAR', multiplier: 2, points: 6000 }] } });
    expect(calls[0]?.url.pathname).toBe('/api/loyalty/get-estimated-rewarding-points');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      propertyId: 'SGSOM',
      tierCode: '3',
      listPromoCode: 'SUMMER',
      listRateCode: 'BAR',
      checkInDate: '2026-12-01',
      checkOutDate: '2026-12-04',
      countryCode: 'SG',
    });
    expect(calls[0]?.authorization).toBe('Bearer member-token');
  });

  it.each([
    { raw: {}, expected: { checkInDate: '', checkOutDate: '', tierRate: 0, corpMultiplier: undefined, rateCodes: [] } },
    {
      raw: { tierRate: 'x', corpMultiplier: -1, rateCodes: [{ code: 'BAR' }, { multiplier: 2 }, 'junk', { code: 'ZERO', multiplier: 0 }] },
      expected: {
        checkInDate: '',
        checkOutDate: '',
        tierRate: 0,
        corpMultiplier: undefined,
        rateCodes: [
          { code: 'BAR', multiplier: undefined, points: undefined },
          { code: 'ZERO', multiplier: 0, points: undefined },
        ],
      },
    },
    { raw: [], expected: undefined },
  ])('without data all values are zero or empty (loyalty §3): $raw', ({ raw, expected }) => {
    expect(parseEstimatedRewardingPoints(raw)).toEqual(expected);
  });
});

describe('point-matching (contract 9)', () => {
  it('reads the entries in the page language', async () => {
    const entry = {
      label: 'Normal',
      rates: [{ template: 'IBE', promoCodeType: 0 }],
      type: 'normal',
      codeType: 0,
      info: '',
      isEnable: true,
      isRedeem: true,
    };
    const { client, calls } = fakeService([entry, { label: 'broken' }]);
    expect(await fetchPointMatching(client, 'ja')).toEqual({ ok: true, data: [entry] });
    expect(calls[0]?.url.pathname).toBe('/api/configurations/point-matching');
    expect(calls[0]?.url.searchParams.get('lang')).toBe('ja');
  });

  it.each([
    {
      raw: { rates: [{ template: 'COBE', promoCodeType: '3' }, { template: 'X' }], codeType: '3' },
      expected: {
        label: '',
        rates: [{ template: 'COBE', promoCodeType: 3 }],
        type: '',
        codeType: 3,
        info: '',
        isEnable: false,
        isRedeem: false,
      },
    },
    { raw: { label: 'no rates' }, expected: undefined },
  ])('$raw', ({ raw, expected }) => {
    expect(parsePointMatchingEntry(raw)).toEqual(expected);
  });
});

describe('point rules of the booking configuration (contract 10, content §3)', () => {
  it.each([
    { raw: {}, expected: { identifiersNoEarn: ['NE', 'NP'], identifiersNoRedemption: ['NB', 'NP'], suppressRedemption: '' } },
    {
      raw: {
        noEarnIdentifiers: ['NE'],
        noRedemptionIdentifiers: ['NB'],
        noEarnNoRedemptionIdentifiers: ['NP'],
        ratePlanSuppressesPointRedemptions: 'SGSOM,LEA1',
      },
      expected: { identifiersNoEarn: ['NE', 'NP'], identifiersNoRedemption: ['NB', 'NP'], suppressRedemption: 'SGSOM,LEA1' },
    },
    {
      raw: { noEarnNoRedemptionIdentifiers: ['NP'] },
      expected: { identifiersNoEarn: ['NP'], identifiersNoRedemption: ['NP'], suppressRedemption: '' },
    },
  ])('$raw', ({ raw, expected }) => {
    expect(parsePointRules(raw)).toEqual(expected);
  });
});

describe('point rules against the sandbox', () => {
  const { client } = sandboxApi();

  it('reads the identifiers and still leaves the staff codes to their cookie (booking §6)', async () => {
    document.cookie = `${STAFF_CODES_COOKIE}=; path=/; max-age=0`;
    const result = await fetchPointRules(client(), 'en');
    expect(result.ok && result.data.identifiersNoEarn).toEqual(['NE', 'NP']);
    expect(result.ok && result.data.identifiersNoRedemption).toEqual(['NB', 'NP']);
    expect(readStaffCodes()).toEqual(['STAFFHQ', 'STAFFOPS', 'STAFFSG']);
  });
});
