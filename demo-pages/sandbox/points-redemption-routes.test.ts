import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRuntime } from './runtime.ts';
import { DEMO_MEMBER_PASSWORD, inventoryOn } from './seed/index.ts';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { KEY_HEADERS, runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

/**
 * Points and cash at checkout (issue 17 item 1; loyalty spec §3 "Redemption requests", §4, §7
 * get-convert-point, log/point-redeem, reverse-point, get-estimated-point, §9 point rate 0.0025
 * and cache hints; booking spec §3 "Hold level", §5 point eligibility, §7 v2/calculate/MRP): the
 * hold reserves the points in the points ledger, commit redeems them, cancel releases them,
 * expiry gives them back, reverse-point returns a cancelled booking's points.
 */
const NOW = Date.parse('2026-11-25T08:00:00Z');
const runtime = createRuntime(() => new Date(NOW));
let sandbox: RunningSandbox;
let token = '';

beforeAll(async () => {
  sandbox = await runSandbox({ runtime });
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(async () => {
  await sandbox.call('/__sandbox/reset', { method: 'POST' });
  const login = await sandbox.post<SuccessEnvelope<{ token: string }>>('/api/authen/login', {
    email: 'gold@demo.stay.example',
    password: DEMO_MEMBER_PASSWORD,
  });
  token = login.body.content.token;
});

type Answer<T> = { status: number; body: SuccessEnvelope<T> & ErrorEnvelope };
const bearer = () => ({ Authorization: `Bearer ${token}` });
const get = <T>(path: string, headers: Record<string, string> = bearer()): Promise<Answer<T>> =>
  sandbox.json(path, { headers: { ...KEY_HEADERS, ...headers } });
const post = <T>(path: string, body: unknown, headers: Record<string, string> = bearer()): Promise<Answer<T>> =>
  sandbox.post(path, body, headers);

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
const NIGHT = (() => {
  for (let day = 0; day < 365; day += 1)
    if (inventoryOn('SGORCH', 'ONEB', addDays('2027-02-01', day)) >= 4) return addDays('2027-02-01', day);
  throw new Error('no night');
})();
const guest = { firstName: 'Ana', lastName: 'Lim', email: 'ana@example.com' };
const room = (ratePlanCode = 'BAR', id = 'item-1') => ({
  shoppingCartItemId: id,
  hotelCode: 'SGORCH',
  startDate: NIGHT,
  endDate: addDays(NIGHT, 1),
  roomTypeCode: 'ONEB',
  ratePlanCode,
  childAges: [],
  acceptCondition: true,
  guestDetails: guest,
});

interface Redemption {
  pointsReservedId: string;
  points: number;
  pointRate: number;
  pointsValue: number;
  cash: number;
  currencyCode: string;
}
interface HoldAnswer {
  holdId: string;
  expiresAt: string;
  totals: { total: number };
  redemption?: Redemption;
}
const hold = (body: Record<string, unknown>, headers: Record<string, string> = bearer()) =>
  post<HoldAnswer>('/api/v2/checkout/hold', { currencyCode: 'SGD', ...body }, headers);
const available = async (headers: Record<string, string> = {}) =>
  (await get<{ availablePoints: number }>('/api/loyalty/available-point', { ...bearer(), ...headers })).body.content.availablePoints;

async function commitHold(holdId: string): Promise<string[]> {
  const link = await post<{ paymentUrl: string }>('/api/checkout/create-token-url?mechantId=SGORCH', {
    holdId,
    returnUrl: '/en/booking/checkout/?step=2',
    currencyCode: 'SGD',
  });
  const html = await (await sandbox.call(link.body.content.paymentUrl, { headers: {} })).text();
  const action = /<form method="get" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const back = await sandbox.call(`${action}?outcome=approved`, { headers: {}, redirect: 'manual' });
  const location = new URL(back.headers.get('location') ?? '', 'http://site.invalid');
  const answer = await post<{ confirmNos: string[] }>('/api/v2/checkout/commit', {
    holdId,
    paymentResult: location.searchParams.get('paymentResult'),
    signature: location.searchParams.get('signature'),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.content.confirmNos;
}

describe('GET /api/loyalty/get-convert-point: the 0.0025 SGD point rate per currency, 7-day cache hint (loyalty §7, §9)', () => {
  it('answers the rate in the currency, unrounded, with the base', async () => {
    const sgd = await get<{ pointRate: number; basePointRate: number; baseCurrency: string }>(
      '/api/loyalty/get-convert-point?currencyCode=SGD',
      {},
    );
    expect(sgd.body.content).toEqual({ currencyCode: 'SGD', pointRate: 0.0025, basePointRate: 0.0025, baseCurrency: 'SGD' });
    const jpy = await sandbox.call('/api/loyalty/get-convert-point?currencyCode=JPY');
    expect(jpy.headers.get('cache-control')).toBe('max-age=604800');
    const rate = ((await jpy.json()) as SuccessEnvelope<{ pointRate: number }>).content.pointRate;
    expect(rate).toBeGreaterThan(0.0025);
    expect((await get('/api/loyalty/get-convert-point?currencyCode=XXX', {})).body.errorCode).toBe('BAD_REQUEST');
  });
});

describe('the hold with points: reserved in the ledger with the hold (booking §3 Hold level)', () => {
  it('partial points: the answer says the points, their value and the cash; available drops by exactly the points', async () => {
    const before = await available();
    const answer = await hold({ rooms: [room()], pointRedeemed: 10_000 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { totals, redemption } = answer.body.content;
    expect(redemption).toMatchObject({ points: 10_000, pointRate: 0.0025, pointsValue: 25, currencyCode: 'SGD' });
    expect(redemption!.cash).toBeCloseTo(totals.total - 25, 10);
    expect(await available()).toBe(before - 10_000);
  });

  it('commit redeems them (still gone); reverse-point gives them back once, then E118; unknown E91', async () => {
    const before = await available();
    const { holdId } = (await hold({ rooms: [room()], pointRedeemed: 4_000 })).body.content;
    const [confirmNo] = await commitHold(holdId);
    expect(await available()).toBe(before - 4_000);
    const reversed = await get<{ reversedPoints: number }>(`/api/loyalty/reverse-point?confirmNo=${confirmNo}`);
    expect(reversed.body.content).toEqual({ confirmNo, reversedPoints: 4_000 });
    expect(await available()).toBe(before);
    expect((await get(`/api/loyalty/reverse-point?confirmNo=${confirmNo}`)).body.errorCode).toBe('E118');
    expect((await get('/api/loyalty/reverse-point?confirmNo=NOPE')).body.errorCode).toBe('E91');
    expect((await get(`/api/loyalty/reverse-point?confirmNo=${confirmNo}`, {})).body.errorCode).toBe('555');
  });

  it('cancel-reserved-reservation releases them at once', async () => {
    const before = await available();
    const { holdId } = (await hold({ rooms: [room()], pointRedeemed: 5_000 })).body.content;
    expect(await available()).toBe(before - 5_000);
    await post('/api/cancel-reserved-reservation', { holdId });
    expect(await available()).toBe(before);
  });

  it('a hold left to expire leaves them available again (a context 16 minutes ahead sees it)', async () => {
    const before = await available();
    await hold({ rooms: [room()], pointRedeemed: 5_000 });
    expect(await available({ Cookie: 'stay-sandbox-clock-ahead=16' })).toBe(before);
    expect(await available()).toBe(before - 5_000);
  });

  it.each([
    {
      case: 'beyond the balance: 409 POINTS_INSUFFICIENT, nothing held',
      body: { rooms: [room(), room('BAR', 'item-2')], pointRedeemed: 30_000 },
      code: 'POINTS_INSUFFICIENT',
    },
    { case: 'beyond what the rates take: 400 E107', body: { rooms: [room()], pointRedeemed: 23_999_999 }, code: 'E107' },
    { case: 'an NB rate takes no points: 400 E107', body: { rooms: [room('NRF')], pointRedeemed: 100 }, code: 'E107' },
    { case: 'not a whole number: 400 E107', body: { rooms: [room()], pointRedeemed: 1.5 }, code: 'E107' },
  ])('$case', async ({ body, code }) => {
    const before = await available();
    const answer = await hold(body);
    expect(answer.body.errorCode).toBe(code);
    expect(await available()).toBe(before);
  });

  it('a guest with points: 401 555', async () => {
    expect((await hold({ rooms: [room()], pointRedeemed: 100 }, {})).body.errorCode).toBe('555');
  });

  it('MRP answers exactly what the hold takes: that many points leave no cash', async () => {
    const cartItem = {
      shoppingCartItemId: 'item-1',
      hotelCode: 'SGORCH',
      startDate: NIGHT,
      endDate: addDays(NIGHT, 1),
      apartmentNumber: 1,
      apartmentGuest: { numberOfAdult: 1, numberOfChildren: 0, childAges: [] },
      roomRate: { roomTypeCode: 'ONEB', ratePlanCode: 'BAR' },
    };
    const mrp = await post<{ maxRedeemablePoints: number }>('/api/v2/calculate/MRP', { hotelCode: 'SGORCH', items: [cartItem] });
    const max = mrp.body.content.maxRedeemablePoints;
    expect(max).toBeGreaterThan(0);
    const over = await hold({ rooms: [room()], pointRedeemed: max + 1 });
    expect(over.body.errorCode).toBe('E107');
    const nrf = await post<{ maxRedeemablePoints: number }>('/api/v2/calculate/MRP', {
      hotelCode: 'SGORCH',
      items: [{ ...cartItem, roomRate: { roomTypeCode: 'ONEB', ratePlanCode: 'NRF' } }],
    });
    expect(nrf.body.content.maxRedeemablePoints).toBe(0);
  });
});

describe('POST /api/log/point-redeem and GET /api/loyalty/get-estimated-point', () => {
  it('logs the redemption in the request log', async () => {
    const logged = await post<{ logged: boolean }>('/api/log/point-redeem', {
      holdId: 'H1',
      pointRedeemed: 1200,
      kind: 'partial',
      request: {},
    });
    expect(logged.body.content).toEqual({ logged: true });
    const entries = await get<{ note?: string }[]>('/__sandbox/requests?match=point-redeem', {});
    expect(entries.body.content.at(-1)?.note).toMatch(/1200 points \(partial\) for hold H1/);
    expect((await post('/api/log/point-redeem', { pointRedeemed: -1 })).body.errorCode).toBe('E107');
    expect((await post('/api/log/point-redeem', { pointRedeemed: 1 }, {})).body.errorCode).toBe('555');
  });

  it('estimates the cash part: floor(SGD) x tier rate x multiplier + fixed points, 1-hour cache hint', async () => {
    const answer = await get<{ points: number; tierRate: number }>(
      '/api/loyalty/get-estimated-point?hotelCode=SGORCH&ratePlanCode=MBR&amount=100.9&currencyCode=SGD',
    );
    expect(answer.body.content).toEqual({
      points: Math.floor(100 * answer.body.content.tierRate) + 500,
      tierRate: answer.body.content.tierRate,
      multiplier: 1,
      fixedPoints: 500,
    });
    expect(
      (await get('/api/loyalty/get-estimated-point?hotelCode=SGORCH&ratePlanCode=MBR&amount=0&currencyCode=SGD')).body.content,
    ).toMatchObject({ points: 0 });
    expect((await get('/api/loyalty/get-estimated-point?hotelCode=NOPE&ratePlanCode=MBR&amount=1&currencyCode=SGD')).body.errorCode).toBe(
      'E52',
    );
    expect((await get('/api/loyalty/get-estimated-point?hotelCode=SGORCH&amount=1&currencyCode=SGD')).body.errorCode).toBe('BAD_REQUEST');
  });
});
