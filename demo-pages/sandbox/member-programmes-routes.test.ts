import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { KEY_HEADERS, runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

/** Loyalty spec §7 "Representative and tier-match services", §8 E381-E394 and 10121-10127; issue 17 item 4. */
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox({ now: () => new Date('2026-03-15T08:00:00Z') });
});

afterAll(async () => {
  await sandbox.close();
});

const tokens = new Map<string, string>();
async function tokenOf(email: string): Promise<string> {
  let token = tokens.get(email);
  if (token === undefined) {
    const { body } = await sandbox.post<SuccessEnvelope<{ token: string }>>('/api/authen/login', { email, password: 'StayDemo!1' });
    token = body.content.token;
    tokens.set(email, token);
  }
  return token;
}

const ID = { messageId: 'STAYWEB20260315080000ABCDEFGH', language: 'en' };
async function gateway<T>(call: string, email: string | null, body: Record<string, unknown> = {}) {
  const auth: Record<string, string> = email ? { Authorization: `Bearer ${await tokenOf(email)}` } : {};
  return sandbox.post<SuccessEnvelope<T> & ErrorEnvelope>(`/odx/${call}`, { ...ID, ...body }, auth);
}
const codeOf = (answer: { status: number; body: ErrorEnvelope }) => [answer.status, answer.body.errorCode];

describe('gateway calls need a messageId', () => {
  it.each(['getmilesprogram', 'membermilesprogramme', 'tiermatchloyaltyprogram', 'representativeinfo'])(
    '%s: 400 without one',
    async (call) => {
      const answer = await sandbox.post<ErrorEnvelope>(
        `/odx/${call}`,
        { language: 'en' },
        { Authorization: `Bearer ${await tokenOf('gold@demo.stay.example')}` },
      );
      expect([answer.status, answer.body.errorCode]).toEqual([400, 'BAD_REQUEST']);
    },
  );
});

describe('miles link', () => {
  const LINK = { programmeCode: 'SKYMILES', membershipNo: '1234 5678', firstName: 'Mei', lastName: 'Lim' };
  it('lists the programmes; a link is stored and read back; each E38x by its rule', async () => {
    const email = 'silver@demo.stay.example';
    const profile = await sandbox.json<SuccessEnvelope<{ profileDto: { firstName: string; lastName: string } }>>(
      '/api/authen/get-profile',
      {
        headers: { ...KEY_HEADERS, Authorization: `Bearer ${await tokenOf(email)}` },
      },
    );
    const { firstName, lastName } = profile.body.content.profileDto;
    const link = { ...LINK, firstName, lastName };
    expect(codeOf(await gateway('membermilesprogramme', null, link))).toEqual([401, '555']);
    expect(codeOf(await gateway('membermilesprogramme', email, { ...link, programmeCode: 'NOPE' }))).toEqual([404, 'E385']);
    expect(codeOf(await gateway('membermilesprogramme', email, { ...link, membershipNo: '12-34' }))).toEqual([400, 'E381']);
    expect(codeOf(await gateway('membermilesprogramme', email, { ...link, lastName: 'Somebody' }))).toEqual([400, 'E384']);
    const linked = await gateway<{ membershipNo: string }>('membermilesprogramme', email, link);
    expect([linked.status, linked.body.content.membershipNo]).toEqual([200, '12345678']);
    expect(codeOf(await gateway('membermilesprogramme', email, link))).toEqual([409, 'E382']);
    const list = await gateway<{ programmes: { code: string; linkedMembershipNo: string | null }[] }>('getmilesprogram', email);
    expect(list.body.content.programmes.map((programme) => [programme.code, programme.linkedMembershipNo])).toEqual([
      ['SKYMILES', '12345678'],
      ['ASIAFLYER', null],
      ['GULFMILES', null],
    ]);
    const anonymous = await gateway<{ programmes: { linkedMembershipNo: string | null }[] }>('getmilesprogram', null);
    expect(anonymous.body.content.programmes.every((programme) => programme.linkedMembershipNo === null)).toBe(true);
  });

  it('E383: the same membership on another account', async () => {
    const email = 'platinum@demo.stay.example';
    const profile = await sandbox.json<SuccessEnvelope<{ profileDto: { firstName: string; lastName: string } }>>(
      '/api/authen/get-profile',
      {
        headers: { ...KEY_HEADERS, Authorization: `Bearer ${await tokenOf(email)}` },
      },
    );
    const { firstName, lastName } = profile.body.content.profileDto;
    expect(codeOf(await gateway('membermilesprogramme', email, { ...LINK, firstName, lastName }))).toEqual([409, 'E383']);
  });
});

describe('tier match', () => {
  it('lists programmes, stores a request once per programme and lists it back', async () => {
    const email = 'classic@demo.stay.example';
    const request = { programmeCode: 'GRANDSTAY', tierCode: 'GS-GOLD', membershipNo: 'GS998877', proof: 'Card photo, valid to 2027' };
    expect(codeOf(await gateway('submitmembertiermatch', null, request))).toEqual([401, '555']);
    expect(codeOf(await gateway('submitmembertiermatch', email, { ...request, tierCode: 'GS-NONE' }))).toEqual([400, 'BAD_REQUEST']);
    const submitted = await gateway<{ requestId: string; status: string }>('submitmembertiermatch', email, request);
    expect([submitted.status, submitted.body.content.status]).toEqual([200, 'pending']);
    expect(codeOf(await gateway('submitmembertiermatch', email, request))).toEqual([409, 'BAD_REQUEST']);
    const list = await gateway<{ programmes: { code: string }[]; requests: { requestId: string }[] }>('tiermatchloyaltyprogram', email);
    expect(list.body.content.programmes.map((programme) => programme.code)).toEqual(['GRANDSTAY', 'CITYHOMES']);
    expect(list.body.content.requests.map((item) => item.requestId)).toEqual([submitted.body.content.requestId]);
  });
});

describe('representative calls', () => {
  const REP = 'representative@demo.stay.example';
  it.each([
    'representativeinfo',
    'representativevouchers',
    'representativeactivities',
    'representativedistributedactivities',
    'distributepointsvouchers',
  ])('%s: 401 without a token, 403 for a member who is not a representative', async (call) => {
    expect(codeOf(await gateway(call, null))).toEqual([401, '555']);
    expect(codeOf(await gateway(call, 'gold@demo.stay.example'))).toEqual([403, 'FORBIDDEN']);
  });

  it('info, vouchers and activities of the seeded representative', async () => {
    const info = await gateway<{ representativeId: string }>('representativeinfo', REP);
    const activities = await gateway<{ activities: { activityId: string; date: string }[] }>('representativeactivities', REP);
    expect(info.body.content.representativeId).toBe('SM1000009');
    expect(activities.body.content.activities).toEqual([
      expect.objectContaining({ activityId: 'ACT-1001', date: '2026-03-03' }),
      expect.objectContaining({ activityId: 'ACT-1002', date: '2026-02-13' }),
    ]);
  });

  it('distributes a point voucher: stock drops, it lists in distributed activities, errors 10121-10124 by rule', async () => {
    type Vouchers = { vouchers: { voucherProgrammeCode: string; remaining: number }[] };
    const remainingOf = async (code: string) =>
      (await gateway<Vouchers>('representativevouchers', REP)).body.content.vouchers.find(
        (voucher) => voucher.voucherProgrammeCode === code,
      )?.remaining;
    expect(await remainingOf('PV5000')).toBe(2);
    expect(codeOf(await gateway('distributepointsvouchers', REP, { memberId: 'SM9999999', voucherProgrammeCode: 'PV5000' }))).toEqual([
      404,
      '10121',
    ]);
    expect(codeOf(await gateway('distributepointsvouchers', REP, { memberId: 'SM1000009', voucherProgrammeCode: 'PV5000' }))).toEqual([
      400,
      '10123',
    ]);
    expect(codeOf(await gateway('distributepointsvouchers', REP, { memberId: 'SM1000003', voucherProgrammeCode: 'PV9' }))).toEqual([
      400,
      '10124',
    ]);
    const given = await gateway<{ voucherCode: string; memberId: string; points: number }>('distributepointsvouchers', REP, {
      memberId: 'SM1000003',
      voucherProgrammeCode: 'PV5000',
    });
    expect([given.status, given.body.content.memberId, given.body.content.points]).toEqual([200, 'SM1000003', 5000]);
    expect(given.body.content.voucherCode).toMatch(/^PV5000-[0-9A-F]{8}$/);
    await gateway('distributepointsvouchers', REP, { memberId: 'SM1000004', voucherProgrammeCode: 'PV5000' });
    expect(await remainingOf('PV5000')).toBe(0);
    expect(codeOf(await gateway('distributepointsvouchers', REP, { memberId: 'SM1000003', voucherProgrammeCode: 'PV5000' }))).toEqual([
      409,
      '10122',
    ]);
    const distributed = await gateway<{ activities: { memberId: string; voucherCode: string }[] }>(
      'representativedistributedactivities',
      REP,
    );
    expect(distributed.body.content.activities.map((item) => item.memberId)).toEqual(['SM1000004', 'SM1000003']);
    expect(distributed.body.content.activities[1]?.voucherCode).toBe(given.body.content.voucherCode);
    const memberVouchers = await sandbox.json<SuccessEnvelope<{ vouchers: { voucherCode: string; type: string; value: number }[] }>>(
      '/api/loyalty/get-all-voucher',
      {
        headers: { ...KEY_HEADERS, Authorization: `Bearer ${await tokenOf('gold@demo.stay.example')}` },
      },
    );
    expect(memberVouchers.body.content.vouchers).toContainEqual(
      expect.objectContaining({ voucherCode: given.body.content.voucherCode, type: 'non-booking', value: 5000 }),
    );
  });

  it('the member it was given to links the point voucher (another member: E111; twice: E142), then redeems it for its points', async () => {
    const given = await gateway<{ voucherCode: string }>('distributepointsvouchers', REP, {
      memberId: 'SM1000003',
      voucherProgrammeCode: 'PV1000',
    });
    const code = given.body.content.voucherCode;
    const asMember = async (email: string) => ({ ...KEY_HEADERS, Authorization: `Bearer ${await tokenOf(email)}` });
    const link = async (email: string) =>
      sandbox.post<SuccessEnvelope<{ voucherCode: string }> & ErrorEnvelope>(
        '/api/loyalty/vouchers/link-voucher',
        { voucherCode: code },
        await asMember(email),
      );
    const balance = async () =>
      (
        await sandbox.json<SuccessEnvelope<{ availablePoints: number }>>('/api/loyalty/available-point', {
          headers: await asMember('gold@demo.stay.example'),
        })
      ).body.content.availablePoints;
    expect(codeOf(await link('platinum@demo.stay.example'))).toEqual([400, 'E111']);
    expect((await link('gold@demo.stay.example')).status).toBe(200);
    expect(codeOf(await link('gold@demo.stay.example'))).toEqual([409, 'E142']);
    const before = await balance();
    const redeemed = await sandbox.json<SuccessEnvelope<{ points: number }>>(
      `/api/loyalty/redeemNonBookingVoucher?voucherCode=${encodeURIComponent(code)}`,
      { headers: await asMember('gold@demo.stay.example') },
    );
    expect(redeemed.body.content.points).toBe(1000);
    expect(await balance()).toBe(before + 1000);
  });
});

describe('lucky draw and point history', () => {
  it('dateLuckyDraw is the 15th of next month at noon UTC on the sandbox clock, no token needed', async () => {
    const { status, body } = await sandbox.json<SuccessEnvelope<{ dateLuckyDraw: string }>>('/api/lucky/configuration');
    expect([status, body.content.dateLuckyDraw]).toEqual([200, '2026-04-15T12:00:00.000Z']);
  });

  it('point history lists the ledger movements newest first; 401 without a token', async () => {
    const without = await sandbox.json<ErrorEnvelope>('/api/loyalty/point-history');
    expect([without.status, without.body.errorCode]).toEqual([401, '555']);
    for (const [kind, points] of [
      ['earn', 1200],
      ['redeem', -300],
    ] as const) {
      const added = await sandbox.post('/__sandbox/points-movement', { memberId: 'SM1000005', kind, points, reference: `REF-${kind}` });
      expect(added.status).toBe(201);
    }
    const history = await sandbox.json<
      SuccessEnvelope<{ availablePoints: number; movements: { kind: string; points: number; reference: string }[] }>
    >('/api/loyalty/point-history', { headers: { ...KEY_HEADERS, Authorization: `Bearer ${await tokenOf('diamond@demo.stay.example')}` } });
    expect(history.body.content.availablePoints).toBe(150_900);
    expect(history.body.content.movements.map(({ kind, points, reference }) => [kind, points, reference])).toEqual([
      ['redeem', -300, 'REF-redeem'],
      ['earn', 1200, 'REF-earn'],
    ]);
  });
});
