import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signPaymentResult } from './checkout/payment-signature.ts';
import { createRuntime } from './runtime.ts';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

/**
 * Web check-in (loyalty spec §7 "Web check-in and reservation", §3 "Web check-in"; issue 18
 * helper B): a stay named by confirmation number and last name, its charges, the registration
 * the property asks, go-green, the saved checked-in state, points and vouchers, check-out with the bill.
 */
const NOW = Date.parse('2027-01-10T08:00:00Z');
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
const post = <T>(path: string, body: unknown, headers?: Record<string, string>): Promise<Answer<T>> => sandbox.post(path, body, headers);
const call = <T>(name: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  post<T>(`/api/loyalty/webcheckin/${name}`, body, headers);

/**
 * A committed stay (arriving 2027-01-11, the day after NOW) for Ken Ito; the member's token when
 * given, and more hold-level fields (points, a voucher) in `extra`.
 */
async function reservation(
  startDate = '2027-01-11',
  token?: string,
  roomTypeCode = 'ONEB',
  extra: Record<string, unknown> = {},
): Promise<string> {
  const headers = token ? { Authorization: `Bearer ${token}` } : undefined;
  const hold = await post<{ holdId: string }>(
    '/api/v2/checkout/hold',
    {
      ...extra,
      rooms: [
        {
          shoppingCartItemId: 'item-1',
          hotelCode: 'SGORCH',
          startDate,
          endDate: '2027-01-13',
          roomTypeCode,
          ratePlanCode: 'BAR',
          acceptCondition: true,
          guestDetails: { salutation: 'Mr', firstName: 'Ken', lastName: 'Ito', email: 'ken@example.com' },
        },
      ],
      addons: [{ serviceInventoryCode: 'BRKF', numberOfAdult: 2, numberOfChildren: 0, shoppingCartItemId: 'item-1' }],
    },
    headers,
  );
  const { holdId } = hold.body.content;
  // No amount: the hold decides what the session charges (issue 28); the result is signed for it.
  const token_ = await post<{ paymentUrl: string; amount: number }>(
    '/api/checkout/create-token-url?mechantId=SGORCH',
    { holdId, returnUrl: '/' },
    headers,
  );
  const session = token_.body.content.paymentUrl.split('/').pop() ?? '';
  runtime.state.checkout.paymentSessions.get(session)!.outcome = 'approved';
  const commit = await post<{ confirmNos: string[] }>(
    '/api/v2/checkout/commit',
    { holdId, ...signPaymentResult({ session, holdId, outcome: 'approved', amount: token_.body.content.amount }) },
    headers,
  );
  return commit.body.content.confirmNos[0] ?? '';
}

const GUEST = {
  firstName: 'Ken',
  lastName: 'Ito',
  nationality: 'JP',
  dateOfBirth: '1980-02-03',
  documentType: 'passport',
  documentNumber: 'TK1234567',
};

describe('web check-in routes', () => {
  it('finds a stay by confirmation number and last name in any case; E91 for a wrong name, no e-mail answered', async () => {
    const confirmNo = await reservation();
    const found = await call<{ reservation: Record<string, unknown>; checkIn: Record<string, unknown> }>('getReservation', {
      confirmNo,
      lastName: 'ITO',
    });
    expect(found.status).toBe(200);
    expect(found.body.content.checkIn).toMatchObject({ window: 'open', registered: false, checkedIn: false, opensOn: '2027-01-10' });
    expect(JSON.stringify(found.body.content)).not.toContain('ken@example.com');
    const wrong = await call('getReservation', { confirmNo, lastName: 'Tanaka' });
    expect([wrong.status, wrong.body.errorCode]).toEqual([404, 'E91']);
    expect((await call('getReservation', { confirmNo })).status).toBe(400);
  });

  it('the window: open the day before arrival and on the day; CHECKIN_CLOSED with the opening day otherwise', async () => {
    const confirmNo = await reservation('2027-01-12');
    const status = await call<{ checkIn: { window: string } }>('getReservation', { confirmNo, lastName: 'Ito' });
    expect(status.body.content.checkIn.window).toBe('too-early');
    const refused = await call('submitRegistration', { confirmNo, lastName: 'Ito', guest: GUEST });
    expect([refused.status, refused.body.errorCode, refused.body.details]).toEqual([
      409,
      'CHECKIN_CLOSED',
      { window: 'too-early', opensOn: '2027-01-11' },
    ]);
  });

  it("the window goes by the property's date (Singapore), not UTC: at 02:00 in Singapore (18:00 UTC the day before) tomorrow's arrival is open", async () => {
    const confirmNo = await reservation('2027-01-12');
    const windowNow = async () =>
      (await call<{ checkIn: { window: string } }>('getReservation', { confirmNo, lastName: 'Ito' })).body.content.checkIn.window;
    expect(await windowNow()).toBe('too-early'); // 2027-01-10 16:00 in Singapore
    await sandbox.post('/__sandbox/clock', { advanceMinutes: 10 * 60 }); // 18:00 UTC: 2027-01-11 02:00 in Singapore
    try {
      expect(await windowNow()).toBe('open');
    } finally {
      await sandbox.post('/__sandbox/clock', { advanceMinutes: -10 * 60 });
    }
  });

  it('charges: room and add-on lines that add up to the total; the balance after what was paid', async () => {
    const confirmNo = await reservation();
    const bill = (
      await call<{ lines: { amount: number }[]; total: number; paid: number; balance: number }>('getreservationcharges', {
        confirmNo,
        lastName: 'Ito',
      })
    ).body.content;
    expect(bill.lines.length).toBe(2);
    expect(bill.lines.reduce((sum, line) => sum + line.amount, 0)).toBeCloseTo(bill.total, 2);
    // A guest's stay paid at the property, without points or a voucher: all of it is due.
    expect(bill.balance).toBeCloseTo(bill.total - bill.paid, 2);
    expect(bill.balance).toBe(runtime.state.checkout.reservations.get(confirmNo)!.due);
  });

  it('the balance is what the booking left due at the property: points and a voucher redeemed at booking are not billed again', async () => {
    const login = await post<{ token: string }>('/api/authen/login', { email: 'gold@demo.stay.example', password: 'StayDemo!1' });
    const token = login.body.content.token;
    const confirmNo = await reservation('2027-01-11', token, 'STUD', {
      pointRedeemed: 2_000,
      isRedeemVoucher: true,
      voucherCode: 'GLD-CASH-300',
    });
    const record = runtime.state.checkout.reservations.get(confirmNo)!;
    const bill = (await call<{ total: number; paid: number; balance: number }>('getreservationcharges', { confirmNo, lastName: 'Ito' }))
      .body.content;
    // BAR pays at the property: nothing charged at booking, and less than the total is due.
    expect(bill.paid).toBe(0);
    expect(record.due).toBeLessThan(bill.total - 300);
    expect(bill.balance).toBe(record.due);
  });

  it('registration: the fields asked, each missing one named, saved values answered without the document number', async () => {
    const confirmNo = await reservation();
    const form = (
      await call<{ fields: { name: string; required: boolean }[]; values: Record<string, string> }>('getRegistration', {
        confirmNo,
        lastName: 'Ito',
      })
    ).body.content;
    expect(form.fields.map((field) => field.name)).toContain('documentNumber');
    expect(form.values).toEqual({ firstName: 'Ken', lastName: 'Ito' });
    const missing = await call('submitRegistration', {
      confirmNo,
      lastName: 'Ito',
      guest: { ...GUEST, nationality: '', dateOfBirth: '3 Feb' },
    });
    expect([missing.status, missing.body.details]).toEqual([400, { fields: ['nationality', 'dateOfBirth'] }]);
    expect((await call('submitRegistration', { confirmNo, lastName: 'Ito', guest: GUEST })).body.content).toEqual({ registered: true });
    const saved = (await call<{ values: Record<string, string> }>('getRegistration', { confirmNo, lastName: 'Ito' })).body.content.values;
    expect(saved).toMatchObject({ nationality: 'JP', documentType: 'passport' });
    expect(saved).not.toHaveProperty('documentNumber');
  });

  it('go-green, guest update, then the saved checked-in state (not before the registration); check-out answers the bill', async () => {
    const confirmNo = await reservation();
    const ids = { confirmNo, lastName: 'Ito' };
    expect((await call('saveGoGreenFlag', { ...ids, goGreen: true })).body.content).toEqual({ goGreen: true });
    expect((await call('updatereservationguest', { ...ids, guest: { arrivalTime: '18:00' } })).body.content).toEqual({ updated: true });
    expect((await post('/api/loyalty/odx/abw/reservationcheckout', ids)).body.errorCode).toBe('NOT_CHECKED_IN');
    expect((await call('nonrdp-savecheckedin', ids)).body.errorCode).toBe('CHECKIN_INCOMPLETE');
    await call('submitRegistration', { ...ids, guest: GUEST });
    const checkedIn = await call<{ checkedIn: boolean; goGreen: boolean }>('nonrdp-savecheckedin', ids);
    expect(checkedIn.body.content).toMatchObject({ checkedIn: true, goGreen: true, registered: true });
    const checkout = await post<{ total: number; balance: number; checkedOutAt: string }>('/api/loyalty/odx/abw/reservationcheckout', ids);
    expect(checkout.body.content).toMatchObject({ checkedOutAt: '2027-01-10T08:00:00.000Z' });
    expect(checkout.body.content.total).toBeGreaterThan(0);
  });

  it('a cancelled stay is E118', async () => {
    const confirmNo = await reservation();
    runtime.state.checkout.reservations.get(confirmNo)!.status = 'Cancelled';
    expect((await call('getReservation', { confirmNo, lastName: 'Ito' })).body.errorCode).toBe('E118');
  });

  it('property info offers points and vouchers only to a signed-in visitor', async () => {
    const guest = await call<Record<string, unknown>>('get-property-info', { hotelCode: 'SGORCH', isLoggedIn: false });
    expect(guest.body.content).toMatchObject({ hotelCode: 'SGORCH', pointConversionOffered: false, goGreenOffered: true });
    expect((await call('get-property-info', { hotelCode: 'SGORCH', isLoggedIn: true })).body.content).toMatchObject({
      pointConversionOffered: true,
    });
  });

  it('points and vouchers need the member who booked: 555 for a guest; points pay the balance through the points ledger', async () => {
    const guestStay = await reservation();
    expect((await call('listofredeemablevoucher', { confirmNo: guestStay, lastName: 'Ito' })).status).toBe(401);
    const login = await post<{ token: string }>('/api/authen/login', { email: 'gold@demo.stay.example', password: 'StayDemo!1' });
    const token = login.body.content.token;
    const auth = { Authorization: `Bearer ${token}` };
    const memberStay = await reservation('2027-01-11', token, 'STUD');
    const ids = { confirmNo: memberStay, lastName: 'Ito' };
    const vouchers = await call<{ vouchers: unknown[] }>('listofredeemablevoucher', ids, auth);
    expect(vouchers.status).toBe(200);
    expect(Array.isArray(vouchers.body.content.vouchers)).toBe(true);
    const before = (await call<{ balance: number }>('getreservationcharges', ids)).body.content.balance;
    const converted = await call<{ pointsConverted: number; amount: number; balance: number }>(
      'pointer-conversion',
      { ...ids, points: 100 },
      auth,
    );
    expect(converted.body.content.pointsConverted).toBe(100);
    expect(converted.body.content.balance).toBeCloseTo(before - converted.body.content.amount, 2);
    expect(runtime.state.points.movements.at(-1)).toMatchObject({ points: -100, reference: `checkin:${memberStay}` });
    expect((await call('pointer-conversion', { ...ids, points: 10_000_000 }, auth)).body.errorCode).toBe('E150');

    // The same intent sent twice (a resubmit after a reload): the first answer again, the points taken once.
    const keyed = { ...auth, 'Idempotency-Key': `checkin-points:${memberStay}:50:${converted.body.content.balance}` };
    const movements = runtime.state.points.movements.length;
    const first = await call<{ balance: number }>('pointer-conversion', { ...ids, points: 50 }, keyed);
    const again = await call<{ balance: number }>('pointer-conversion', { ...ids, points: 50 }, keyed);
    expect(again.body).toEqual(first.body);
    expect(runtime.state.points.movements.length).toBe(movements + 1);
  });
});
