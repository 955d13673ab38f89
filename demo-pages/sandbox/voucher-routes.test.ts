import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRuntime } from './runtime.ts';
import { DEMO_MEMBER_PASSWORD } from './seed/index.ts';
import { VOUCHER_ERROR_CODES } from '../../shared/domain/loyalty/voucher-rules.ts';
import { FAULTS_COOKIE } from './server.ts';
import type { ErrorEnvelope, FaultRule, SuccessEnvelope } from './server.ts';
import { KEY_HEADERS, runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

/**
 * Voucher calls (loyalty spec §3-§5 "Voucher", §7 voucher calls, §8 voucher errors; booking §3
 * "Hold level" voucher fields, §4 categories and promo codes, §5 minimum-stay messages).
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
type Voucher = {
  voucherCode: string;
  category: string;
  promoCode: string;
  amountRedeemed: number;
  applicable: boolean;
  errorCode?: string;
  minimumStayMessage?: string;
  status: string;
};

async function login(email = 'gold@demo.stay.example'): Promise<Record<string, string>> {
  const { body } = await sandbox.post<SuccessEnvelope<{ token: string }>>('/api/authen/login', { email, password: DEMO_MEMBER_PASSWORD });
  return { Authorization: `Bearer ${body.content.token}` };
}

const STAY = {
  totalChargeIncludeTax: 600,
  hotelCode: 'SGORCH',
  checkinDate: '2027-02-10',
  checkoutDate: '2027-02-12',
  currencyCode: 'SGD',
};

const post = <T>(path: string, body: unknown, headers: Record<string, string>): Promise<Answer<T>> =>
  sandbox.post(`/api/loyalty/${path}`, body, headers);
const get = <T>(path: string, headers: Record<string, string> = {}): Promise<Answer<T>> =>
  sandbox.json(`/api/loyalty/${path}`, { headers: { ...KEY_HEADERS, ...headers } });

describe('POST /api/loyalty/get-list-available-voucher', () => {
  it("lists the member's usable booking vouchers with this stay's amount, applicability and the category's promo code", async () => {
    const { status, body } = await post<{ vouchers: Voucher[] }>('get-list-available-voucher', STAY, await login());
    expect(status).toBe(200);
    const byCode = Object.fromEntries(body.content.vouchers.map((voucher) => [voucher.voucherCode, voucher]));
    expect(Object.keys(byCode).sort()).toEqual(['GLD-CASH-300', 'GLD-FREE-1N', 'GLD-PKG-SOLD', 'GLD-STAY3-FREE']);
    expect(byCode['GLD-FREE-1N']).toMatchObject({ category: 'free-stay', promoCode: 'VFREE1', amountRedeemed: 300, applicable: true });
    expect(byCode['GLD-CASH-300']).toMatchObject({ category: 'cash', promoCode: '', amountRedeemed: 300, applicable: true });
    expect(byCode['GLD-STAY3-FREE']).toMatchObject({ applicable: false, errorCode: 'E163', minimumStayMessage: 'minimumLengthOfStay' });
    expect(byCode['GLD-PKG-SOLD']).toMatchObject({ applicable: false, errorCode: '330' });
  });

  it('needs a member token (555) and a stay (400)', async () => {
    expect((await post('get-list-available-voucher', STAY, {})).body.errorCode).toBe('555');
    expect((await post('get-list-available-voucher', { hotelCode: 'SGORCH' }, await login())).status).toBe(400);
  });
});

describe('POST /api/loyalty/vouchers/validate-apply-voucher-booking: the real state gives the error codes', () => {
  it.each<[string, Record<string, unknown>, string, number]>([
    ['unknown', { voucherCode: 'NOPE-1234' }, '335', 404],
    ['expired', { voucherCode: 'GLD-OLD-10' }, '331', 400],
    ['out of stock', { voucherCode: 'GLD-PKG-SOLD' }, '330', 409],
    ["another member's", { voucherCode: 'DIA-FREE-2N' }, 'E111', 400],
    ['a non-booking voucher', { voucherCode: 'GLD-PTS-500' }, 'E163', 400],
    ['too short a stay', { voucherCode: 'GLD-STAY3-FREE' }, 'E163', 400],
  ])('%s -> %s', async (_case, body, code, status) => {
    const answer = await post('vouchers/validate-apply-voucher-booking', { ...STAY, ...body }, await login());
    expect([answer.status, answer.body.errorCode]).toEqual([status, code]);
  });

  it('a too-short stay names the minimum and the category message id (booking §5)', async () => {
    const answer = await post('vouchers/validate-apply-voucher-booking', { ...STAY, voucherCode: 'gld-stay3-free' }, await login());
    expect(answer.body.details).toEqual({ minimumNights: 3, category: 'free-stay', minimumStayMessage: 'minimumLengthOfStay' });
  });

  it('a free stay takes one night of the stay off and carries its promo code', async () => {
    const answer = await post<Voucher>('vouchers/validate-apply-voucher-booking', { ...STAY, voucherCode: 'GLD-FREE-1N' }, await login());
    expect(answer.body.content).toMatchObject({ voucherCode: 'GLD-FREE-1N', amountRedeemed: 300, promoCode: 'VFREE1', currency: 'SGD' });
  });
});

describe('validate-voucher (POST by code, GET by programme)', () => {
  it('checks a code without a stay, and a programme by its stock', async () => {
    const headers = await login();
    expect((await post<Voucher>('vouchers/validate-voucher', { voucherCode: 'GLD-CASH-300' }, headers)).body.content.status).toBe(
      'success',
    );
    expect((await post('vouchers/validate-voucher', { voucherCode: 'GLD-OLD-10' }, headers)).body.errorCode).toBe('331');
    expect((await get<{ valid: boolean }>('validate-voucher?voucherProgrammeCode=VPFREE')).body.content.valid).toBe(true);
    expect((await get('validate-voucher?voucherProgrammeCode=VPSOLD')).body.errorCode).toBe('330');
    expect((await get('validate-voucher?voucherProgrammeCode=NOPE')).body.errorCode).toBe('335');
  });
});

describe('link, redeem non-booking, guest vouchers', () => {
  it('links a guest voucher once; a second link answers E142 with its message', async () => {
    const headers = await login();
    expect((await post<Voucher>('vouchers/link-voucher', { voucherCode: 'GUEST-CASH-100' }, headers)).status).toBe(200);
    const again = await post('vouchers/link-voucher', { voucherCode: 'GUEST-CASH-100' }, headers);
    expect([again.status, again.body.errorCode, again.body.message]).toEqual([409, 'E142', 'Voucher already linked to current account']);
    expect(
      (await post('vouchers/link-voucher', { voucherCode: 'GUEST-CASH-100' }, await login('diamond@demo.stay.example'))).body.errorCode,
    ).toBe('E111');
    expect((await post('vouchers/link-voucher', { voucherCode: 'GUEST-OLD-50' }, headers)).body.errorCode).toBe('331');
  });

  it('redeems a points voucher through the points ledger once', async () => {
    const headers = await login();
    const before = (await get<{ availablePoints: number }>('available-point', headers)).body.content.availablePoints;
    const redeemed = await get<{ points: number; status: string }>('redeemNonBookingVoucher?voucherCode=GLD-PTS-500', headers);
    expect(redeemed.body.content).toMatchObject({ points: 500, status: 'used' });
    expect((await get<{ availablePoints: number }>('available-point', headers)).body.content.availablePoints).toBe(before + 500);
    expect((await get('redeemNonBookingVoucher?voucherCode=GLD-PTS-500', headers)).body.errorCode).toBe('CPRV_1501');
    expect((await get('redeemNonBookingVoucher?voucherCode=GLD-CASH-300', headers)).body.errorCode).toBe('E163');
  });

  it('answers a guest voucher without a login', async () => {
    expect((await get<{ available: boolean }>('get-voucher-guest-available?voucherCode=GUEST-CASH-100')).body.content.available).toBe(true);
    expect((await get('get-voucher-guest-available?voucherCode=GUEST-OLD-50')).body.errorCode).toBe('331');
    expect((await get('get-voucher-guest-available?voucherCode=GLD-CASH-300')).body.errorCode).toBe('335');
  });
});

describe('the voucher on the checkout hold', () => {
  const guest = {
    salutation: 'Ms',
    firstName: 'Ana',
    lastName: 'Lim',
    email: 'ana@example.com',
    phoneCountryCode: '+65',
    phone: '81234567',
  };
  const room = {
    shoppingCartItemId: 'item-1',
    hotelCode: 'SGORCH',
    startDate: '2027-02-10',
    endDate: '2027-02-12',
    roomTypeCode: 'ONEB',
    ratePlanCode: 'BAR',
    childAges: [],
    acceptCondition: true,
    guestDetails: guest,
  };
  type Held = { holdId: string; totals: { total: number }; voucher?: Record<string, unknown> };

  it('reserves the voucher with the hold, takes its amount off, and gives it back when the hold is cancelled or expires', async () => {
    const headers = await login();
    const plain = await sandbox.post<SuccessEnvelope<Held>>('/api/v2/checkout/hold', { rooms: [room] }, headers);
    await sandbox.post('/api/cancel-reserved-reservation', { holdId: plain.body.content.holdId });
    const withVoucher = await sandbox.post<SuccessEnvelope<Held>>(
      '/api/v2/checkout/hold',
      { rooms: [room], voucherCode: 'GLD-FREE-1N', isRedeemVoucher: true, voucherCategory: 'free-stay' },
      headers,
    );
    expect(withVoucher.status).toBe(200);
    const { content } = withVoucher.body;
    const night = plain.body.content.totals.total / 2;
    expect(content.totals.total).toBeCloseTo(plain.body.content.totals.total - night, 2);
    expect(content.voucher).toMatchObject({ voucherCode: 'GLD-FREE-1N', voucherCategory: 'free-stay', voucherTransferable: false });
    expect(String(content.voucher?.voucherReservedId)).toMatch(/^VR/);
    // Reserved: another apply answers E115 while the hold is open.
    const busy = await post('vouchers/validate-apply-voucher-booking', { ...STAY, voucherCode: 'GLD-FREE-1N' }, headers);
    expect(busy.body.errorCode).toBe('E115');
    await sandbox.post('/api/cancel-reserved-reservation', { holdId: content.holdId });
    expect((await post('vouchers/validate-apply-voucher-booking', { ...STAY, voucherCode: 'GLD-FREE-1N' }, headers)).status).toBe(200);
    // Held again, then left to expire on the sandbox clock.
    await sandbox.post('/api/v2/checkout/hold', { rooms: [room], voucherCode: 'GLD-FREE-1N', isRedeemVoucher: true }, headers);
    expect((await post('vouchers/validate-apply-voucher-booking', { ...STAY, voucherCode: 'GLD-FREE-1N' }, headers)).body.errorCode).toBe(
      'E115',
    );
    await sandbox.post('/__sandbox/clock', { advanceMinutes: 16 });
    expect((await post('vouchers/validate-apply-voucher-booking', { ...STAY, voucherCode: 'GLD-FREE-1N' }, headers)).status).toBe(200);
  });

  /** GLD-CASH-300's status as the member's account lists it (get-all-voucher). */
  const accountStatus = async (headers: Record<string, string>) =>
    (await get<{ vouchers: { voucherCode: string; status: string }[] }>('get-all-voucher', headers)).body.content.vouchers.find(
      (voucher) => voucher.voucherCode === 'GLD-CASH-300',
    )?.status;
  type Planned = Held & { payment: { payNow: number; dueAtProperty: number; guaranteeOnly: boolean } };
  const holdWithCash = async (headers: Record<string, string>) => {
    const answer = await sandbox.post<SuccessEnvelope<Planned>>(
      '/api/v2/checkout/hold',
      { rooms: [room], voucherCode: 'GLD-CASH-300', isRedeemVoucher: true, voucherCategory: 'cash' },
      headers,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.content;
  };
  /** create-token-url (the hold decides the amount), the page's Approve, commit: the confirmation numbers. */
  const payAndCommit = async (holdId: string) => {
    const token = await sandbox.post<SuccessEnvelope<{ paymentUrl: string }>>('/api/checkout/create-token-url?mechantId=SGORCH', {
      holdId,
      returnUrl: '/en/booking/checkout/?step=2',
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
    return commit.body.content.confirmNos;
  };

  it('get-all-voucher follows the voucher through hold and expiry: success, reserved, success (issue 28)', async () => {
    const headers = await login();
    expect(await accountStatus(headers)).toBe('success');
    const hold = await holdWithCash(headers);
    expect(await accountStatus(headers)).toBe('reserved');
    // Pay at the property (BAR): the voucher comes off the amount due, nothing is charged now.
    expect(hold.payment).toMatchObject({ payNow: 0, dueAtProperty: hold.totals.total, guaranteeOnly: true });
    await sandbox.post('/__sandbox/clock', { advanceMinutes: 16 });
    expect(await accountStatus(headers)).toBe('success');
  });

  it('get-all-voucher follows the voucher through commit and cancellation: reserved, used, success (issue 28)', async () => {
    const headers = await login();
    const hold = await holdWithCash(headers);
    const [confirmNo = ''] = await payAndCommit(hold.holdId);
    expect(await accountStatus(headers)).toBe('used');
    const booked = await sandbox.post<SuccessEnvelope<{ paid: number; due: number; totals: { total: number } }>>('/api/statusReservation', {
      confirmNo,
    });
    // The room's total less the voucher's 300, all of it due at the property (BAR).
    const { paid, due, totals } = booked.body.content;
    expect([paid, Math.round(due * 100)]).toEqual([0, Math.round((totals.total - 300) * 100)]);
    const cancelled = await sandbox.post<SuccessEnvelope<{ vouchers: { voucherCode: string }[] }>>('/api/cancel-reserved-reservation', {
      confirmNo,
      email: 'ana@example.com',
    });
    expect(cancelled.body.content.vouchers).toEqual([
      { voucherCode: 'GLD-CASH-300', title: '300 off your next stay', category: 'cash', amount: 300, currencyCode: 'SGD' },
    ]);
    expect(await accountStatus(headers)).toBe('success');
  });

  it('refuses a hold whose voucher does not apply, taking no inventory', async () => {
    const answer = await sandbox.post<ErrorEnvelope>(
      '/api/v2/checkout/hold',
      { rooms: [room], voucherCode: 'GLD-STAY3-FREE', isRedeemVoucher: true },
      await login(),
    );
    expect([answer.status, answer.body.errorCode]).toEqual([400, 'E163']);
  });
});

/** The README's "One rule per voucher error code" table, read as written so it cannot drift. */
function documentedRules(): { code: string; rule: FaultRule }[] {
  const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
  const section =
    readme
      .split('### One rule per voucher error code')[1]
      ?.split('\n\n')
      .find((block) => block.startsWith('| code | rule |')) ?? '';
  return section
    .split('\n')
    .slice(2)
    .filter((row) => row.startsWith('|'))
    .map((row) => {
      const [, code = '', rule = ''] = /^\| (\S+) \| `(\{.*?\})`/.exec(row) ?? [];
      return { code, rule: JSON.parse(rule) as FaultRule };
    });
}

describe('README fault rules for the voucher error codes (loyalty spec §8)', () => {
  const rules = documentedRules();
  it('documents one rule for each voucher code', () => {
    expect(rules.map(({ code }) => code).sort()).toEqual([...VOUCHER_ERROR_CODES].sort());
  });

  it.each(rules)('$code: the documented rule answers its status and errorCode', async ({ rule }) => {
    const response = await sandbox.call(rule.match, {
      method: rule.match.includes('redeemNonBooking') ? 'GET' : 'POST',
      headers: { ...KEY_HEADERS, Cookie: `${FAULTS_COOKIE}=${encodeURIComponent(JSON.stringify([rule]))}` },
    });
    const body = (await response.json()) as ErrorEnvelope;
    expect([response.status, body.errorCode]).toEqual([rule.status, rule.errorCode]);
  });
});
