import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { KEY_HEADERS, runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

/**
 * Loyalty spec §3-§4 (estimated rewarding points, point matching entry, earning), content spec §3
 * (configuration), booking spec §5 (cancel penalty); issue 15 contract items 8-10.
 */
let sandbox: RunningSandbox;
let token = '';

beforeAll(async () => {
  sandbox = await runSandbox();
  const { body } = await sandbox.post<SuccessEnvelope<{ token: string }>>('/api/authen/login', {
    email: 'gold@demo.stay.example',
    password: 'StayDemo!1',
  });
  token = body.content.token;
});

afterAll(async () => {
  await sandbox.close();
});

interface Estimate {
  checkInDate: string;
  checkOutDate: string;
  tierRate: number;
  corpMultiplier: number;
  rateCodes: { code: string; multiplier: number; points: number }[];
}

const QUERY =
  'propertyId=SGORCH&listPromoCode=&listRateCode=BAR,MBR,BARBB,CORP,STAFF,NOPE&checkInDate=2027-01-11&checkOutDate=2027-01-14&countryCode=SG';
const estimate = (query: string, headers: Record<string, string> = { Authorization: `Bearer ${token}` }) =>
  sandbox.json<SuccessEnvelope<Estimate> & ErrorEnvelope>(`/api/loyalty/get-estimated-rewarding-points?${query}`, {
    headers: { ...KEY_HEADERS, ...headers },
  });

describe('GET /api/loyalty/get-estimated-rewarding-points', () => {
  it("answers the member's tier rate, the corporate multiplier 5 and each rate code's multiplier and fixed points", async () => {
    const { status, body } = await estimate(QUERY);
    expect(status).toBe(200);
    expect(body.content).toEqual({
      checkInDate: '2027-01-11',
      checkOutDate: '2027-01-14',
      tierRate: 1.5,
      corpMultiplier: 5,
      rateCodes: [
        { code: 'BAR', multiplier: 1, points: 0 },
        { code: 'MBR', multiplier: 1, points: 500 },
        { code: 'BARBB', multiplier: 1, points: 250 },
        { code: 'CORP', multiplier: 1, points: 0 },
        { code: 'STAFF', multiplier: 0, points: 0 },
        { code: 'NOPE', multiplier: 0, points: 0 },
      ],
    });
  });

  it.each([
    [1, 1],
    [2, 1.25],
    [3, 1.5],
    [4, 1.75],
    [5, 2],
    [6, 1],
  ])('tier %i earns at %d', async (tierCode, tierRate) => {
    expect((await estimate(`${QUERY}&tierCode=${tierCode}`)).body.content.tierRate).toBe(tierRate);
  });

  it.each<{ query: string; headers?: Record<string, string>; status: number; errorCode: string }>([
    { query: QUERY, headers: {}, status: 401, errorCode: '555' },
    { query: QUERY, headers: { Authorization: 'Bearer nope' }, status: 401, errorCode: '555' },
    { query: QUERY.replace('listRateCode=BAR,MBR,BARBB,CORP,STAFF,NOPE', 'listRateCode='), status: 400, errorCode: 'BAD_REQUEST' },
    { query: QUERY.replace('checkOutDate=2027-01-14', 'checkOutDate=2027-01-10'), status: 400, errorCode: 'BAD_REQUEST' },
    { query: QUERY.replace('propertyId=SGORCH', 'propertyId=NOPE00'), status: 404, errorCode: 'E52' },
  ])('refuses with $status $errorCode (%#)', async ({ query, headers, status, errorCode }) => {
    const answer = await estimate(query, headers);
    expect([answer.status, answer.body.errorCode]).toEqual([status, errorCode]);
  });
});

describe('GET /api/configurations/point-matching', () => {
  interface Entry {
    label: string;
    rates: { template: string; promoCodeType: number }[];
    type: string;
    codeType: number;
    info: string;
    isEnable: boolean;
    isRedeem: boolean;
  }
  const matching = (lang: string) => sandbox.json<SuccessEnvelope<Entry[]>>(`/api/configurations/point-matching?lang=${lang}`);

  it('maps templates and promo code types to entries, one of them disabled', async () => {
    const { status, body } = await matching('en');
    expect(status).toBe(200);
    const entryFor = (template: string, promoCodeType: number) =>
      body.content.find((entry) => entry.rates.some((rate) => rate.template === template && rate.promoCodeType === promoCodeType));
    expect(entryFor('IBE', 0)).toMatchObject({ isEnable: true, isRedeem: true, label: 'Standard rates' });
    expect(entryFor('AOA', 0)).toMatchObject({ isEnable: true, type: 'member' });
    expect(entryFor('COBE', 3)).toMatchObject({ isEnable: true, isRedeem: false, codeType: 3 });
    expect(entryFor('IBE', 6)).toMatchObject({ isEnable: false, type: 'staff' });
    expect(body.content.filter((entry) => !entry.isEnable)).toHaveLength(1);
  });

  it('labels in the requested language, English otherwise', async () => {
    expect((await matching('ja')).body.content[0]!.label).toBe('スタンダード料金');
    expect((await matching('de')).body.content[0]!.label).toBe('Standard rates');
  });

  it('needs the subscription key', async () => {
    expect((await sandbox.call('/api/configurations/point-matching?lang=en', { headers: {} })).status).toBe(401);
  });
});

describe('booking content for points and rate flags', () => {
  it('booking configuration carries the lifetime, the identifiers and the suppress-redemption groups', async () => {
    const { body } = await sandbox.json<SuccessEnvelope<Record<string, unknown>>>('/apis/stay/masterdata/booking/config.json?lang=en');
    expect(body.content).toMatchObject({
      guestCartLifeTime: 12,
      noEarnIdentifiers: ['NE', 'NP'],
      noRedemptionIdentifiers: ['NB', 'NP'],
      noEarnNoRedemptionIdentifiers: ['NP'],
      ratePlanSuppressesPointRedemptions: 'SGORCH,NRF;SGMARB,STAFF,LSE',
    });
  });

  it('masterdata/cancel-policy-code.json lists the codes that flag a cancel penalty', async () => {
    const { status, body } = await sandbox.json<SuccessEnvelope<string[]>>('/apis/stay/masterdata/cancel-policy-code.json');
    expect(status).toBe(200);
    expect(body.content).toContain('NONREF');
    expect(body.content).not.toContain('CXL48');
  });
});
