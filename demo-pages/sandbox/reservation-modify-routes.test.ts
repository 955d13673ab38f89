import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRuntime } from './runtime.ts';
import { DEMO_MEMBER_PASSWORD, inventoryOn } from './seed/index.ts';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

/**
 * The modify flow's calls (issue 18, helper C; booking spec §4 "Modify flow", §7 checkout/modify;
 * loyalty §3 "Modify-reservation record", §7 modify-reservation, -cprv, -summary): inventory moves
 * in one step, a failure leaves the original intact, a voucher reservation keeps promotion type 5.
 */
const NOW = Date.parse('2026-11-25T08:00:00Z');
const runtime = createRuntime(() => new Date(NOW));
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox({ runtime });
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(async () => {
  await sandbox.call('/__sandbox/reset', { method: 'POST' });
});

type Answer<T> = { status: number; body: SuccessEnvelope<T> & ErrorEnvelope };
type Reservation = {
  confirmNo: string;
  startDate: string;
  endDate: string;
  promotionType: number;
  totals: { total: number };
  modifiedFrom: unknown[];
};

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
function nightWithUnits(roomTypeCode: string, units: number): string {
  for (let day = 0; day < 365; day += 1) {
    const date = addDays('2027-01-01', day);
    if (inventoryOn('SGORCH', roomTypeCode, date) === units) return date;
  }
  throw new Error(`no night with ${units} ${roomTypeCode}`);
}

const guest = { salutation: 'Ms', firstName: 'Ana', lastName: 'Lim', email: 'ana@example.com', phoneCountryCode: '+65', phone: '81234567' };
const room = (startDate: string, nights: number, roomTypeCode = 'ONEB') => ({
  shoppingCartItemId: 'item-1',
  hotelCode: 'SGORCH',
  startDate,
  endDate: addDays(startDate, nights),
  roomTypeCode,
  ratePlanCode: 'BAR',
  childAges: [],
  acceptCondition: true,
  guestDetails: guest,
});

async function book(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<string> {
  const hold = await sandbox.post<SuccessEnvelope<{ holdId: string }>>('/api/v2/checkout/hold', body, headers);
  expect(hold.status, JSON.stringify(hold.body)).toBe(200);
  const { holdId } = hold.body.content;
  const token = await sandbox.post<SuccessEnvelope<{ paymentUrl: string }>>('/api/checkout/create-token-url?mechantId=SGORCH', {
    holdId,
    returnUrl: '/en/booking/checkout/?step=2',
    currencyCode: 'SGD',
  });
  const html = await (await sandbox.call(token.body.content.paymentUrl, { headers: {} })).text();
  const action = /<form method="get" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const back = await sandbox.call(`${action}?outcome=approved`, { headers: {}, redirect: 'manual' });
  const location = new URL(back.headers.get('location') ?? '', 'http://site.invalid');
  const commit = await sandbox.post<SuccessEnvelope<{ confirmNos: string[] }>>('/api/v2/checkout/commit', {
    holdId,
    paymentResult: location.searchParams.get('paymentResult'),
    signature: location.searchParams.get('signature'),
  });
  expect(commit.status, JSON.stringify(commit.body)).toBe(200);
  return commit.body.content.confirmNos[0] ?? '';
}

const inventory = async (roomTypeCode: string, date: string) =>
  (
    await sandbox.json<SuccessEnvelope<{ reserved: number; available: number }>>(
      `/__sandbox/inventory?hotelCode=SGORCH&roomTypeCode=${roomTypeCode}&date=${date}`,
    )
  ).body.content;
const modify = (
  confirmNo: string,
  body: unknown,
): Promise<Answer<{ confirmNo: string; reservation: Reservation; previous: { total: number }; difference: number }>> =>
  sandbox.post(`/api/checkout/modify?confirmNo=${confirmNo}`, body);
const summary = (confirmNo: string, email = guest.email): Promise<Answer<Reservation>> =>
  sandbox.json(`/api/loyalty/modify-reservation-summary?email=${encodeURIComponent(email)}&number=${confirmNo}`);

const START = '2027-03-10';

describe('POST /api/checkout/modify?confirmNo', () => {
  it('moves the stay in one step: one reservation with the new dates, the old nights bookable again', async () => {
    const confirmNo = await book({ rooms: [room(START, 2)] });
    const oldNight = await inventory('ONEB', START);
    const answer = await modify(confirmNo, { rooms: [room(addDays(START, 7), 3)] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.content.reservation).toMatchObject({
      confirmNo,
      startDate: addDays(START, 7),
      endDate: addDays(START, 10),
      promotionType: 0,
    });
    expect(answer.body.content.difference).toBeCloseTo(
      answer.body.content.reservation.totals.total - answer.body.content.previous.total,
      2,
    );
    expect(await inventory('ONEB', START)).toMatchObject({ reserved: oldNight.reserved - 1, available: oldNight.available + 1 });
    expect((await inventory('ONEB', addDays(START, 9))).reserved).toBeGreaterThanOrEqual(1);
    const after = await summary(confirmNo);
    expect(after.body.content).toMatchObject({
      startDate: addDays(START, 7),
      modifiedFrom: [{ startDate: START, endDate: addDays(START, 2) }],
    });
  });

  it('new nights not there: SABRE_322 and the original untouched (dates and units)', async () => {
    const last = nightWithUnits('STUD', 1);
    await book({ rooms: [room(last, 1, 'STUD')] });
    const confirmNo = await book({ rooms: [room(START, 2)] });
    const before = await inventory('ONEB', START);
    const answer = await modify(confirmNo, { rooms: [room(last, 1, 'STUD')] });
    expect([answer.status, answer.body.errorCode]).toEqual([409, 'SABRE_322']);
    expect(await inventory('ONEB', START)).toEqual(before);
    expect((await summary(confirmNo)).body.content).toMatchObject({ startDate: START, endDate: addDays(START, 2), modifiedFrom: [] });
  });

  it.each([
    { case: 'unknown reservation', confirmNo: 'SR9999999', status: 404, code: 'E91' },
    { case: 'another property', confirmNo: '', body: { rooms: [{ ...room(START, 1), hotelCode: 'SGMARB' }] }, status: 409, code: 'E110' },
    {
      case: 'two rooms',
      confirmNo: '',
      body: { rooms: [room(START, 1), { ...room(START, 1), shoppingCartItemId: 'item-2' }] },
      status: 409,
      code: 'E110',
    },
    { case: 'no body', confirmNo: '', body: {}, status: 400, code: 'E107' },
  ])('$case: $code', async ({ confirmNo, body, status, code }) => {
    const booked = confirmNo || (await book({ rooms: [room(START, 2)] }));
    const answer = await modify(booked, body ?? { rooms: [room(START, 1)] });
    expect([answer.status, answer.body.errorCode]).toEqual([status, code]);
  });

  it('a stay that has started: E110', async () => {
    const confirmNo = await book({ rooms: [room(START, 2)] });
    await sandbox.post('/__sandbox/clock', { advanceMinutes: 60 * 24 * 200 });
    expect((await modify(confirmNo, { rooms: [room(addDays(START, 7), 1)] })).body.errorCode).toBe('E110');
  });

  it('an injected fault at commit leaves the original intact', async () => {
    const confirmNo = await book({ rooms: [room(START, 2)] });
    const before = await inventory('ONEB', START);
    await sandbox.post('/__sandbox/faults', [{ match: '/api/checkout/modify', kind: 'error', status: 409, errorCode: 'E110' }]);
    const answer = await modify(confirmNo, { rooms: [room(addDays(START, 7), 3)] });
    expect([answer.status, answer.body.errorCode]).toEqual([409, 'E110']);
    await sandbox.call('/__sandbox/faults', { method: 'DELETE' });
    expect(await inventory('ONEB', START)).toEqual(before);
    expect((await summary(confirmNo)).body.content).toMatchObject({ startDate: START, endDate: addDays(START, 2) });
  });

  it('a voucher reservation keeps promotion type 5 (booking spec §4)', async () => {
    const { body } = await sandbox.post<SuccessEnvelope<{ token: string }>>('/api/authen/login', {
      email: 'gold@demo.stay.example',
      password: DEMO_MEMBER_PASSWORD,
    });
    const headers = { Authorization: `Bearer ${body.content.token}` };
    const confirmNo = await book(
      { rooms: [room('2027-02-10', 2)], voucherCode: 'GLD-FREE-1N', isRedeemVoucher: true, voucherCategory: 'free-stay' },
      headers,
    );
    const cprv = await sandbox.post<SuccessEnvelope<{ promotionType: number; returnVoucher: boolean }>>(
      '/api/loyalty/modify-reservation-cprv',
      { confirmNo },
    );
    expect(cprv.body.content).toMatchObject({ promotionType: 5, returnVoucher: true });
    const answer = await modify(confirmNo, { rooms: [room('2027-02-17', 2)] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.content.reservation.promotionType).toBe(5);
  });
});

describe("/__sandbox/voucher-issue (a voucher of a test's own member)", () => {
  it('issues a cash booking voucher linked to the member; booked with it, the reservation is type 5 before and after a change', async () => {
    const { body } = await sandbox.post<SuccessEnvelope<{ token: string; memberId: string }>>('/api/authen/login', {
      email: 'gold@demo.stay.example',
      password: DEMO_MEMBER_PASSWORD,
    });
    const headers = { Authorization: `Bearer ${body.content.token}` };
    expect((await sandbox.post('/__sandbox/voucher-issue', { memberId: 'NOBODY' })).status).toBe(400);
    const issued = await sandbox.post<SuccessEnvelope<{ voucherCode: string; type: string; category: string }>>(
      '/__sandbox/voucher-issue',
      {
        memberId: 'SM1000003',
        value: 40,
      },
    );
    expect(issued.status).toBe(201);
    expect(issued.body.content).toMatchObject({ type: 'booking', category: 'cash' });
    const again = await sandbox.post<SuccessEnvelope<{ voucherCode: string }>>('/__sandbox/voucher-issue', { memberId: 'SM1000003' });
    expect(again.body.content.voucherCode).not.toBe(issued.body.content.voucherCode);
    const { voucherCode } = issued.body.content;
    const confirmNo = await book({ rooms: [room('2027-03-10', 2)], voucherCode, isRedeemVoucher: true, voucherCategory: 'cash' }, headers);
    const answer = await modify(confirmNo, { rooms: [room('2027-03-17', 2)] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.content.reservation.promotionType).toBe(5);
  });
});

describe('loyalty modify calls', () => {
  it('modify-reservation attaches the points reservation; cprv says a plain booking is type 0', async () => {
    const confirmNo = await book({ rooms: [room(START, 2)] });
    const cprv = await sandbox.post<SuccessEnvelope<{ promotionType: number; modifiable: boolean; pointsRedeemed: number }>>(
      '/api/loyalty/modify-reservation-cprv',
      { confirmNo },
    );
    expect(cprv.body.content).toMatchObject({ modifiable: true, promotionType: 0, pointsRedeemed: 0 });
    const points = await sandbox.post<SuccessEnvelope<{ modified: boolean }>>('/api/loyalty/modify-reservation?pointsReservedId=PR1', {
      confirmNo,
    });
    expect(points.body.content.modified).toBe(true);
    expect((await summary(confirmNo)).body.content).toMatchObject({ pointsReservedId: 'PR1' });
    expect((await sandbox.post('/api/loyalty/modify-reservation', { confirmNo })).status).toBe(400);
  });

  it('the summary needs the guest e-mail: another one is E91', async () => {
    const confirmNo = await book({ rooms: [room(START, 2)] });
    expect((await summary(confirmNo, 'other@example.com')).body.errorCode).toBe('E91');
  });
});
