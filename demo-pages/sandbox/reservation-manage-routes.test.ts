import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signPaymentResult } from './checkout/payment-signature.ts';
import { availableUnits } from './inventory-ledger.ts';
import { voucherStoreOf } from './loyalty/vouchers.ts';
import { createRuntime } from './runtime.ts';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { KEY_HEADERS, runSandbox } from './test-support.ts';
import { DEMO_MEMBER_PASSWORD } from './seed/index.ts';
import type { RunningSandbox } from './test-support.ts';

/**
 * Issue 18 (booking spec §2, §3 "Reservation", §7, §8 E91 / E118 / E164; loyalty spec §7): lookup
 * by confirmation number and e-mail, statuses by the sandbox clock, the cancellation preview and
 * the cancellation of a committed reservation, resend confirmation, e-mail invoices.
 */
const NOW = Date.parse('2027-01-01T08:00:00Z');
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
const post = <T>(path: string, body: unknown): Promise<Answer<T>> => sandbox.post(path, body);
const EMAIL = 'ken@example.com';

/** A committed BAR room (CXL48, pay at the property) from 2027-01-11 to 2027-01-13 (or `endDate`). */
async function book(
  ratePlanCode = 'BAR',
  roomTypeCode = 'ONEB',
  {
    headers = {},
    extra = {},
    endDate = '2027-01-13',
  }: { headers?: Record<string, string>; extra?: Record<string, unknown>; endDate?: string } = {},
): Promise<{ confirmNo: string; holdId: string }> {
  const hold: Answer<{ holdId: string }> = await sandbox.post(
    '/api/v2/checkout/hold',
    {
      ...extra,
      rooms: [
        {
          shoppingCartItemId: 'item-1',
          hotelCode: 'SGORCH',
          startDate: '2027-01-11',
          endDate,
          roomTypeCode,
          ratePlanCode,
          acceptCondition: true,
          guestDetails: { salutation: 'Mr', firstName: 'Ken', lastName: 'Ito', email: EMAIL },
        },
      ],
    },
    headers,
  );
  if (hold.status !== 200) throw new Error(JSON.stringify(hold.body));
  const { holdId } = hold.body.content;
  // No amount: the hold decides what the session charges (issue 28); the result is signed for it.
  const token = await post<{ paymentUrl: string; amount: number }>('/api/checkout/create-token-url?mechantId=SGORCH', {
    holdId,
    returnUrl: '/',
  });
  const session = token.body.content.paymentUrl.split('/').pop() ?? '';
  runtime.state.checkout.paymentSessions.get(session)!.outcome = 'approved';
  const commit = await post<{ confirmNos: string[] }>('/api/v2/checkout/commit', {
    holdId,
    ...signPaymentResult({ session, holdId, outcome: 'approved', amount: token.body.content.amount }),
  });
  return { confirmNo: commit.body.content.confirmNos[0] ?? '', holdId };
}

const lookup = (confirmNo: string, email = EMAIL) =>
  post<{ status: string; confirmNo: string }>('/api/statusReservation', { confirmNo, email });

describe('lookup (statusReservation with an e-mail)', () => {
  it('finds the reservation by number and the guest e-mail (any case)', async () => {
    const { confirmNo } = await book();
    const answer = await lookup(confirmNo.toLowerCase(), 'KEN@example.com');
    expect(answer.status).toBe(200);
    expect(answer.body.content).toMatchObject({ confirmNo, status: 'Reserved' });
  });

  it.each([
    ['an unknown number', 'SR1', EMAIL],
    ['another e-mail', undefined, 'someone@example.com'],
  ])('answers 404 E91 for %s', async (_, number, email) => {
    const { confirmNo } = await book();
    const answer = await lookup(number ?? confirmNo, email);
    expect([answer.status, answer.body.errorCode]).toEqual([404, 'E91']);
  });

  it('answers E164 for a reservation made in the app and E118 for a cancelled one', async () => {
    const { confirmNo } = await book();
    await post('/__sandbox/reservation', { confirmNo, source: 'app' });
    expect((await lookup(confirmNo)).body.errorCode).toBe('E164');
    await post('/__sandbox/reservation', { confirmNo, source: 'web', status: 'Cancelled' });
    expect((await lookup(confirmNo)).body.errorCode).toBe('E118');
  });

  it('without an e-mail it still answers the confirmation page (issue 16), with the status of now', async () => {
    const { confirmNo } = await book();
    const answer = await post<{ status: string }>('/api/statusReservation', { confirmNo });
    expect(answer.body.content.status).toBe('Reserved');
  });
});

describe('statuses by the sandbox clock', () => {
  it('Reserved before arrival, Arrived from the arrival day, Departed from the departure day; NoShow when set', async () => {
    const { confirmNo } = await book();
    const statusAfter = async (days: number) => {
      await sandbox.post('/__sandbox/clock', { advanceMinutes: days * 24 * 60 });
      return (await lookup(confirmNo)).body.content.status;
    };
    expect(await statusAfter(0)).toBe('Reserved');
    expect(await statusAfter(10)).toBe('Arrived');
    expect(await statusAfter(2)).toBe('Departed');
    await post('/__sandbox/reservation', { confirmNo, status: 'NoShow' });
    expect((await lookup(confirmNo)).body.content.status).toBe('NoShow');
  });
});

describe('cancellation', () => {
  type Preview = { penalty: number; refund: number; points: number; vouchers: { voucherCode: string }[]; cancelPolicyCode: string };

  it('previews the penalty and the returns, then cancels: units, points and vouchers come back; E118 next time', async () => {
    const { confirmNo, holdId } = await book();
    // A member's hold that redeemed 500 points and used a voucher (set up on the state, as commit leaves it).
    const hold = runtime.state.checkout.holds.get(holdId)!;
    (hold as { memberId: string | undefined }).memberId = 'M-TEST';
    runtime.state.points.movements.push({ movementId: 'm1', memberId: 'M-TEST', kind: 'redeem', points: -500, at: NOW, reference: holdId });
    const voucher = [...voucherStoreOf(runtime.state, NOW).vouchers.values()][0]!;
    voucher.reservation = { voucherReservedId: 'VR1', voucherReservedTime: '', voucherTransferable: false, holdId };
    voucher.used = true;
    const free = availableUnits(runtime.state.inventory, NOW, 'SGORCH', 'ONEB', '2027-01-11');

    const preview = await post<Preview>('/api/reservation/cancellation-preview', { confirmNo, email: EMAIL });
    expect(preview.body.content).toMatchObject({
      cancelPolicyCode: 'CXL48',
      penalty: 0,
      points: 500,
      vouchers: [{ voucherCode: voucher.voucherCode }],
    });

    const cancelled = await post<Preview & { status: string }>('/api/cancel-reserved-reservation', { confirmNo, email: EMAIL });
    expect(cancelled.body.content).toMatchObject({ ...preview.body.content, status: 'Cancelled' });
    expect(availableUnits(runtime.state.inventory, NOW, 'SGORCH', 'ONEB', '2027-01-11')).toBe(free + 1);
    expect(runtime.state.points.movements.at(-1)).toMatchObject({ kind: 'reverse', points: 500, reference: holdId });
    expect([voucher.used, voucher.reservation]).toEqual([false, undefined]);
    expect((await lookup(confirmNo)).body.errorCode).toBe('E118');
    const again = await post('/api/cancel-reserved-reservation', { confirmNo, email: EMAIL });
    expect([again.status, again.body.errorCode]).toEqual([409, 'E118']);
  });

  it('charges the first night inside the CancelPenalty window and everything for a non-refundable rate', async () => {
    const bar = await book('BAR');
    const nrf = await book('NRF', 'TWOB');
    await sandbox.post('/__sandbox/clock', { advanceMinutes: 9.5 * 24 * 60 });
    const inside = await post<Preview & { refund: number }>('/api/reservation/cancellation-preview', {
      confirmNo: bar.confirmNo,
      email: EMAIL,
    });
    const total = runtime.state.checkout.reservations.get(bar.confirmNo)!.room.totals.total;
    expect(inside.body.content.penalty).toBeCloseTo(total / 2, 2);
    const all = await post<Preview>('/api/reservation/cancellation-preview', { confirmNo: nrf.confirmNo, email: EMAIL });
    expect(all.body.content).toMatchObject({ cancelPolicyCode: 'NONREF', refund: 0 });
    expect(all.body.content.penalty).toBe(runtime.state.checkout.reservations.get(nrf.confirmNo)!.room.totals.total);
  });

  it('refuses a stay already begun, another e-mail (E91), and keeps cancelling holds by holdId', async () => {
    const { confirmNo } = await book();
    expect((await post('/api/cancel-reserved-reservation', { confirmNo, email: 'x@example.com' })).body.errorCode).toBe('E91');
    await post('/__sandbox/reservation', { confirmNo, status: 'Arrived' });
    const begun = await post('/api/cancel-reserved-reservation', { confirmNo, email: EMAIL });
    expect([begun.status, begun.body.errorCode]).toEqual([409, 'NOT_CANCELLABLE']);
    expect((await post('/api/cancel-reserved-reservation', { holdId: 'nope' })).body.errorCode).toBe('E91');
  });
});

describe('the preview in the words of what was paid (issue 28 item 5; README "Payment contract")', () => {
  type WordedPreview = {
    currencyCode: string;
    paid: number;
    due: number;
    penalty: number;
    refund: number;
    vouchers: { voucherCode: string; title: string; category: string; amount: number; currencyCode: string }[];
  };
  const preview = async (confirmNo: string) =>
    (await post<WordedPreview>('/api/reservation/cancellation-preview', { confirmNo, email: EMAIL })).body.content;

  it('pay at the property (BAR: the card guarantees): paid 0, all due, no refund even inside the penalty window', async () => {
    const { confirmNo } = await book('BAR');
    const record = runtime.state.checkout.reservations.get(confirmNo)!;
    expect(await preview(confirmNo)).toMatchObject({ paid: 0, due: record.room.totals.total, penalty: 0, refund: 0 });
    await sandbox.post('/__sandbox/clock', { advanceMinutes: 9.5 * 24 * 60 });
    const inside = await preview(confirmNo);
    expect(inside.penalty).toBeGreaterThan(0);
    expect([inside.paid, inside.refund]).toEqual([0, 0]);
  });

  it('prepaid (NRF): what was charged is said, and the charge keeps it', async () => {
    const { confirmNo } = await book('NRF', 'TWOB');
    const record = runtime.state.checkout.reservations.get(confirmNo)!;
    expect(record.paid).toBeGreaterThan(0);
    expect(await preview(confirmNo)).toMatchObject({ paid: record.paid, due: 0, penalty: record.room.totals.total, refund: 0 });
  });

  it('amounts at the currency: a first night charged in JPY is whole yen (three nights: the total does not divide)', async () => {
    const { confirmNo } = await book('BAR', 'STUD', { extra: { currencyCode: 'JPY' }, endDate: '2027-01-14' });
    const total = runtime.state.checkout.reservations.get(confirmNo)!.room.totals.total;
    await sandbox.post('/__sandbox/clock', { advanceMinutes: 9.5 * 24 * 60 });
    const inside = await preview(confirmNo);
    expect(inside.currencyCode).toBe('JPY');
    expect(inside.penalty).toBe(Math.round(total / 3));
  });

  it("a voucher comes back with what it took off and the booking's currency; the cancellation gives it back as success", async () => {
    const login = await post<{ token: string }>('/api/authen/login', { email: 'gold@demo.stay.example', password: DEMO_MEMBER_PASSWORD });
    const auth = { Authorization: `Bearer ${login.body.content.token}` };
    const { confirmNo, holdId } = await book('BAR', 'ONEB', {
      headers: auth,
      extra: { isRedeemVoucher: true, voucherCode: 'GLD-CASH-300' },
    });
    const record = runtime.state.checkout.reservations.get(confirmNo)!;
    const accountStatus = async () => {
      const answer = await sandbox.json<SuccessEnvelope<{ vouchers: { voucherCode: string; status: string }[] }>>(
        '/api/loyalty/get-all-voucher',
        { headers: { ...KEY_HEADERS, ...auth } },
      );
      return answer.body.content.vouchers.find((voucher) => voucher.voucherCode === 'GLD-CASH-300')?.status;
    };
    expect(await accountStatus()).toBe('used');
    expect(runtime.state.checkout.holds.get(holdId)!.totals.total).toBeCloseTo(record.room.totals.total - 300, 2);

    const worded = await preview(confirmNo);
    expect(worded).toMatchObject({ paid: 0, due: record.due, refund: 0 });
    expect(record.due).toBeCloseTo(record.room.totals.total - 300, 2);
    expect(worded.vouchers).toEqual([
      { voucherCode: 'GLD-CASH-300', title: '300 off your next stay', category: 'cash', amount: 300, currencyCode: 'SGD' },
    ]);

    const cancelled = await post<WordedPreview>('/api/cancel-reserved-reservation', { confirmNo, email: EMAIL });
    expect(cancelled.body.content.vouchers).toEqual(worded.vouchers);
    expect(await accountStatus()).toBe('success');
  });
});

describe('cancellation of a member booking paid partly with points (the real redemption)', () => {
  it('the preview says the redeemed points and the cancellation gives them back through the ledger', async () => {
    const login = await post<{ token: string }>('/api/authen/login', { email: 'gold@demo.stay.example', password: DEMO_MEMBER_PASSWORD });
    const auth = { Authorization: `Bearer ${login.body.content.token}` };
    const available = async () =>
      (
        await sandbox.json<SuccessEnvelope<{ availablePoints: number }>>('/api/loyalty/available-point', {
          headers: { ...KEY_HEADERS, ...auth },
        })
      ).body.content.availablePoints;
    const before = await available();
    const { confirmNo } = await book('BAR', 'ONEB', { headers: auth, extra: { pointRedeemed: 4_000 } });
    expect(await available()).toBe(before - 4_000);
    const preview = await post<{ points: number }>('/api/reservation/cancellation-preview', { confirmNo, email: EMAIL });
    expect(preview.body.content.points).toBe(4_000);
    await post('/api/cancel-reserved-reservation', { confirmNo, email: EMAIL });
    expect(await available()).toBe(before);
  });
});

describe('e-mails', () => {
  it('resends the confirmation; e-mails invoices only once Departed', async () => {
    const { confirmNo } = await book();
    expect((await post('/api/loyalty/send-booking-confirmation?propertyName=Orchard', { confirmNo, email: EMAIL })).status).toBe(200);
    const early = await post('/api/loyalty/odx/abw/emailinvoices', { confirmNo, email: EMAIL });
    expect([early.status, early.body.errorCode]).toEqual([409, 'INVOICE_NOT_READY']);
    await post('/__sandbox/reservation', { confirmNo, status: 'Departed' });
    expect((await post('/api/loyalty/odx/abw/emailinvoices', { confirmNo, email: EMAIL })).status).toBe(200);
    const state = await post<{ mailed: string[] }>('/__sandbox/reservation', { confirmNo });
    expect(state.body.content.mailed).toEqual([`confirmation:${EMAIL}`, `invoice:${EMAIL}`]);
  });
});

describe('reservations by id (member list)', () => {
  it("lists the member's reservations (webcheckin) and answers them by id (content service) with the status of now", async () => {
    const mine = await book();
    await book('BAR', 'TWOB');
    const member = runtime.state.members.find((record) => record.email === 'gold@demo.stay.example')!;
    (runtime.state.checkout.holds.get(mine.holdId) as { memberId: string | undefined }).memberId = member.memberId;
    const login = await post<{ token: string }>('/api/authen/login', { email: 'gold@demo.stay.example', password: DEMO_MEMBER_PASSWORD });
    const auth = { Authorization: `Bearer ${login.body.content.token}` };
    const ids = await sandbox.post<SuccessEnvelope<{ reservations: { confirmNo: string }[] }>>(
      '/api/loyalty/webcheckin/getreservationsbyresid',
      {},
      auth,
    );
    expect(ids.body.content.reservations.map((entry) => entry.confirmNo)).toEqual([mine.confirmNo]);
    const anonymous = await post('/api/loyalty/webcheckin/getreservationsbyresid', {});
    expect(anonymous.status).toBe(401);
    await post('/__sandbox/reservation', { confirmNo: mine.confirmNo, status: 'Departed' });
    const details = await post<{ confirmNo: string; status: string }[]>('/apis/stay/member/reservations.getreservationsbyresid.json', {
      reservationIds: [mine.confirmNo, 'SR1'],
    });
    expect(details.body.content).toMatchObject([{ confirmNo: mine.confirmNo, status: 'Departed' }]);
  });
});
