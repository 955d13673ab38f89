import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { KEY_HEADERS, runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox({ now: () => new Date('2026-03-15T08:00:00Z') });
});

afterAll(async () => {
  await sandbox.close();
});

const READS = ['user-tier', 'tier-list', 'available-point', 'get-member-status', 'get-all-voucher', 'account-preference'] as const;

const tokens = new Map<string, string>();

async function read<T>(email: string, call: (typeof READS)[number]): Promise<{ status: number; body: SuccessEnvelope<T> }> {
  let token = tokens.get(email);
  if (token === undefined) {
    const { body } = await sandbox.post<SuccessEnvelope<{ token: string }>>('/api/authen/login', { email, password: 'StayDemo!1' });
    token = body.content.token;
    tokens.set(email, token);
  }
  return sandbox.json<SuccessEnvelope<T>>(`/api/loyalty/${call}`, { headers: { ...KEY_HEADERS, Authorization: `Bearer ${token}` } });
}

describe('loyalty member reads', () => {
  it.each(READS)('%s answers 401 555 without a token and with an unknown one', async (call) => {
    const without = await sandbox.json<ErrorEnvelope>(`/api/loyalty/${call}`);
    const unknown = await sandbox.json<ErrorEnvelope>(`/api/loyalty/${call}`, {
      headers: { ...KEY_HEADERS, Authorization: 'Bearer made-up' },
    });
    expect([without.status, without.body.errorCode, unknown.status, unknown.body.errorCode]).toEqual([401, '555', 401, '555']);
  });

  it.each([
    { email: 'classic@demo.stay.example', tierCode: 1, tierName: 'classic', accountType: 'member' },
    { email: 'silver@demo.stay.example', tierCode: 2, tierName: 'silver', accountType: 'member' },
    { email: 'gold@demo.stay.example', tierCode: 3, tierName: 'gold', accountType: 'member' },
    { email: 'platinum@demo.stay.example', tierCode: 4, tierName: 'platinum', accountType: 'member' },
    { email: 'diamond@demo.stay.example', tierCode: 5, tierName: 'diamond', accountType: 'member' },
    { email: 'representative@demo.stay.example', tierCode: 6, tierName: 'representative', accountType: 'representative' },
  ])('user-tier of $email: $tierName', async ({ email, ...tier }) => {
    const { status, body } = await read(email, 'user-tier');
    expect(status).toBe(200);
    expect(body.content).toEqual(tier);
  });

  it('tier-list gives the five earned tiers and where the member stands until the end of the year', async () => {
    const { body } = await read('gold@demo.stay.example', 'tier-list');
    expect(body.content).toEqual({
      tiers: [
        { tierCode: 1, tierName: 'classic', qualifyingPoints: 0, qualifyingNights: 0 },
        { tierCode: 2, tierName: 'silver', qualifyingPoints: 5000, qualifyingNights: 10 },
        { tierCode: 3, tierName: 'gold', qualifyingPoints: 20000, qualifyingNights: 30 },
        { tierCode: 4, tierName: 'platinum', qualifyingPoints: 50000, qualifyingNights: 60 },
        { tierCode: 5, tierName: 'diamond', qualifyingPoints: 120000, qualifyingNights: 100 },
      ],
      current: { tierCode: 3, qualifyingPoints: 26500, qualifyingNights: 33, periodEnd: '2026-12-31' },
    });
  });

  it.each([
    {
      email: 'classic@demo.stay.example',
      points: { availablePoints: 1200, pendingPoints: 150, expiringPoints: 200, expiringOn: '2026-05-31' },
    },
    { email: 'silver@demo.stay.example', points: { availablePoints: 8500, pendingPoints: 600, expiringPoints: 0, expiringOn: null } },
    {
      email: 'diamond@demo.stay.example',
      points: { availablePoints: 150000, pendingPoints: 5800, expiringPoints: 10000, expiringOn: '2026-06-30' },
    },
  ])('available-point of $email', async ({ email, points }) => {
    expect((await read(email, 'available-point')).body.content).toEqual(points);
  });

  it('get-member-status', async () => {
    expect((await read('platinum@demo.stay.example', 'get-member-status')).body.content).toEqual({
      memberId: 'SM1000004',
      status: 'active',
      memberSince: '2014-02-08',
      tierValidUntil: '2027-12-31',
    });
  });

  it.each([
    { email: 'classic@demo.stay.example', codes: [] },
    { email: 'gold@demo.stay.example', codes: ['GLD-CASH-300', 'GLD-FREE-1N'] },
    { email: 'diamond@demo.stay.example', codes: ['DIA-FREE-2N', 'DIA-ROOM-20', 'DIA-SPA-PKG', 'DIA-CASH-50'] },
  ])('get-all-voucher of $email', async ({ email, codes }) => {
    const { body } = await read<{ vouchers: { voucherCode: string }[] }>(email, 'get-all-voucher');
    expect(body.content.vouchers.map((voucher) => voucher.voucherCode)).toEqual(codes);
  });

  it('gives each voucher its fields, the expiry from the sandbox clock, value and currency only where they apply', async () => {
    const { body } = await read<{ vouchers: Record<string, unknown>[] }>('diamond@demo.stay.example', 'get-all-voucher');
    const [freeStay, roomDiscount, , expiredCash] = body.content.vouchers;
    expect(freeStay).toEqual({
      voucherCode: 'DIA-FREE-2N',
      voucherProgrammeCode: 'VPFREE',
      category: 'free-stay',
      type: 'booking',
      status: 'success',
      title: 'Two free nights',
      expiryDate: '2026-09-11',
    });
    expect(roomDiscount).toMatchObject({ category: 'discount_room', value: 20 });
    expect(roomDiscount).not.toHaveProperty('currency');
    expect(expiredCash).toMatchObject({ status: 'expired', expiryDate: '2026-03-05', value: 50, currency: 'EUR' });
  });

  it('gives a new member a classic, empty account', async () => {
    const email = 'fresh@example.com';
    const password = 'Fresh!Pass9';
    await sandbox.post('/api/authen/sign-up-with-email', {
      email,
      password,
      salutation: 'Mr',
      firstName: 'Finn',
      lastName: 'Berg',
      countryOfResidence: 'DE',
      langCode: 'de',
    });
    const { body } = await sandbox.post<SuccessEnvelope<{ token: string }>>('/api/authen/login', { email, password });
    const asNew = { headers: { ...KEY_HEADERS, Authorization: `Bearer ${body.content.token}` } };
    const answers = await Promise.all(
      ['user-tier', 'available-point', 'get-all-voucher', 'get-member-status'].map(
        async (call) => (await sandbox.json<SuccessEnvelope<unknown>>(`/api/loyalty/${call}`, asNew)).body.content,
      ),
    );
    expect(answers).toEqual([
      { tierCode: 1, tierName: 'classic', accountType: 'member' },
      { availablePoints: 0, pendingPoints: 0, expiringPoints: 0, expiringOn: null },
      { vouchers: [] },
      { memberId: 'SM2000001', status: 'active', memberSince: '2026-03-15', tierValidUntil: '2027-12-31' },
    ]);
  });
});
