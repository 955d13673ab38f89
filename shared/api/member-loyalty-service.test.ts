// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sandboxApi } from '../../testing/sandbox-api';
import {
  fetchMemberStatus,
  fetchPointsBalance,
  fetchTierStanding,
  fetchUserTier,
  fetchVouchers,
  parseMemberStatus,
  parsePointsBalance,
  parseTierStanding,
  parseUserTier,
  parseVouchers,
} from './member-loyalty-service';

const { client } = sandboxApi();

async function memberClient(email: string) {
  const login = await client().post(
    '/api/authen/login',
    { email, password: 'StayDemo!1' },
    { parse: (raw) => (raw as { token: string }).token },
  );
  if (!login.ok) throw new Error(login.error.message);
  return client({ getAuthToken: () => login.data });
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

describe('member loyalty reads against the sandbox (account contract "Loyalty member reads")', () => {
  it("reads the gold member's tier, standing, points, status and vouchers, sending the token", async () => {
    const gold = await memberClient('gold@demo.stay.example');
    expect(await fetchUserTier(gold)).toEqual({ ok: true, data: { tier: 'gold', accountType: 'member' } });

    const standing = await fetchTierStanding(gold);
    expect(standing.ok && standing.data.tiers.map((tier) => [tier.tier, tier.qualifyingPoints, tier.qualifyingNights])).toEqual([
      ['classic', 0, 0],
      ['silver', 5000, 10],
      ['gold', 20000, 30],
      ['platinum', 50000, 60],
      ['diamond', 120000, 100],
    ]);
    expect(standing.ok && standing.data.current).toMatchObject({ tier: 'gold', qualifyingPoints: 26500, qualifyingNights: 33 });

    const points = await fetchPointsBalance(gold);
    expect(points.ok && points.data).toMatchObject({ availablePoints: 24000, pendingPoints: 1250, expiringPoints: 3000 });
    expect(points.ok && points.data.expiringOn).toMatch(ISO);

    const status = await fetchMemberStatus(gold);
    expect(status.ok && status.data).toMatchObject({ memberId: 'SM1000003', status: 'active' });

    const vouchers = await fetchVouchers(gold);
    expect(vouchers.ok && vouchers.data.map((voucher) => [voucher.voucherCode, voucher.status])).toEqual([
      ['GLD-CASH-300', 'success'],
      ['GLD-FREE-1N', 'reserved'],
    ]);
  });

  it('reads a representative as tier 6 with the representative account type', async () => {
    const representative = await memberClient('representative@demo.stay.example');
    expect(await fetchUserTier(representative)).toEqual({ ok: true, data: { tier: 'representative', accountType: 'representative' } });
  });

  it.each([
    ['user-tier', fetchUserTier],
    ['tier-list', fetchTierStanding],
    ['available-point', fetchPointsBalance],
    ['get-member-status', fetchMemberStatus],
    ['get-all-voucher', fetchVouchers],
  ] as const)('%s fails with 401 555 for a token the service does not know', async (_path, read) => {
    const result = await read(client({ getAuthToken: () => 'made-up' }));
    expect(result.ok || result.error).toMatchObject({ kind: 'http', status: 401, code: '555' });
  });
});

describe('parseUserTier (spec §3: codes 1 to 5 classic to diamond, 6 representative)', () => {
  it.each([
    { raw: { tierCode: 1, tierName: 'classic', accountType: 'member' }, tier: { tier: 'classic', accountType: 'member' } },
    { raw: { tierCode: 5, tierName: 'diamond', accountType: 'member' }, tier: { tier: 'diamond', accountType: 'member' } },
    { raw: { tierCode: 6 }, tier: { tier: 'representative', accountType: 'representative' } },
    { raw: { tierName: 'platinum' }, tier: { tier: 'platinum', accountType: 'member' } },
    { raw: { tierCode: 3, tierName: 'silver' }, tier: { tier: 'gold', accountType: 'member' } },
    { raw: { tierCode: 2, accountType: 'representative' }, tier: { tier: 'silver', accountType: 'representative' } },
    { raw: { tierCode: 7 }, tier: undefined },
    { raw: { tierCode: '3' }, tier: undefined },
    { raw: { tierName: 'bronze' }, tier: undefined },
    { raw: null, tier: undefined },
  ])('$raw → $tier', ({ raw, tier }) => expect(parseUserTier(raw)).toEqual(tier));
});

const standing = (current: unknown, tiers: unknown = [{ tierCode: 2, qualifyingPoints: 5000, qualifyingNights: 10 }]) => ({
  tiers,
  current,
});
const current = { tierCode: 1, qualifyingPoints: 100, qualifyingNights: 1, periodEnd: '2026-12-31' };

describe('parseTierStanding', () => {
  it('sorts the tiers classic to diamond and drops entries that do not parse', () => {
    const tiers = [
      { tierCode: 3, tierName: 'gold', qualifyingPoints: 20000, qualifyingNights: 30 },
      { tierCode: 1, tierName: 'classic', qualifyingPoints: 0, qualifyingNights: 0 },
      { tierCode: 2, qualifyingPoints: -1, qualifyingNights: 10 },
      'diamond',
    ];
    expect(parseTierStanding(standing(current, tiers))).toEqual({
      tiers: [
        { tier: 'classic', qualifyingPoints: 0, qualifyingNights: 0 },
        { tier: 'gold', qualifyingPoints: 20000, qualifyingNights: 30 },
      ],
      current: { tier: 'classic', qualifyingPoints: 100, qualifyingNights: 1, periodEnd: '2026-12-31' },
    });
  });

  it.each([
    { name: 'no current standing', raw: { tiers: [] } },
    { name: 'no tier list', raw: { current } },
    { name: 'a fractional night count', raw: standing({ ...current, qualifyingNights: 1.5 }) },
    { name: 'a period end that is no date', raw: standing({ ...current, periodEnd: '31-12-2026' }) },
    { name: 'an unknown current tier', raw: standing({ ...current, tierCode: 9 }) },
  ])('is invalid with $name', ({ raw }) => expect(parseTierStanding(raw)).toBeUndefined());
});

describe('parsePointsBalance', () => {
  it.each([
    {
      raw: { availablePoints: 24000, pendingPoints: 1250, expiringPoints: 3000, expiringOn: '2026-12-31' },
      balance: { availablePoints: 24000, pendingPoints: 1250, expiringPoints: 3000, expiringOn: '2026-12-31' },
    },
    {
      raw: { availablePoints: 8500, pendingPoints: 600, expiringPoints: 0, expiringOn: null },
      balance: { availablePoints: 8500, pendingPoints: 600, expiringPoints: 0 },
    },
    {
      raw: { availablePoints: 10, expiringPoints: 5, expiringOn: null },
      balance: { availablePoints: 10, pendingPoints: 0, expiringPoints: 0 },
    },
    {
      raw: { availablePoints: 0, expiringPoints: 0, expiringOn: '2026-12-31' },
      balance: { availablePoints: 0, pendingPoints: 0, expiringPoints: 0 },
    },
    { raw: { availablePoints: '24000' }, balance: undefined },
    { raw: { availablePoints: -5 }, balance: undefined },
    { raw: { pendingPoints: 5 }, balance: undefined },
    { raw: [], balance: undefined },
  ])('$raw → $balance', ({ raw, balance }) => expect(parsePointsBalance(raw)).toEqual(balance));
});

describe('parseMemberStatus', () => {
  const valid = { memberId: ' SM1000003 ', status: 'active', memberSince: '2019-04-02', tierValidUntil: '2027-12-31' };
  it.each([
    { raw: valid, status: { memberId: 'SM1000003', status: 'active', memberSince: '2019-04-02', tierValidUntil: '2027-12-31' } },
    {
      raw: { ...valid, status: 'suspended' },
      status: { memberId: 'SM1000003', status: 'suspended', memberSince: '2019-04-02', tierValidUntil: '2027-12-31' },
    },
    { raw: { ...valid, status: 'closed' }, status: undefined },
    { raw: { ...valid, memberId: ' ' }, status: undefined },
    { raw: { ...valid, memberSince: 'April 2019' }, status: undefined },
    { raw: { ...valid, tierValidUntil: undefined }, status: undefined },
  ])('$raw → $status', ({ raw, status }) => expect(parseMemberStatus(raw)).toEqual(status));
});

describe('parseVouchers', () => {
  const voucher = {
    voucherCode: 'GLD-CASH-300',
    voucherProgrammeCode: 'VPCASH',
    category: 'cash',
    type: 'booking',
    status: 'success',
    title: 'CNY 300 off',
    expiryDate: '2027-01-15',
    value: 300,
    currency: 'CNY',
  };
  it('keeps the vouchers that parse, with value and currency only when given', () => {
    const { value: _value, currency: _currency, ...free } = { ...voucher, voucherCode: 'FREE', category: 'free-stay', title: ' ' };
    expect(
      parseVouchers({
        vouchers: [voucher, free, { ...voucher, status: 'spent' }, { ...voucher, category: 'gift' }, { ...voucher, expiryDate: '' }],
      }),
    ).toEqual([voucher, { ...free, title: 'FREE' }]);
  });

  it('keeps a voucher a booking used (issue 28: get-all-voucher answers `used`), with every status of the account', () => {
    const statuses = ['success', 'reserved', 'expired', 'used'];
    expect(parseVouchers({ vouchers: statuses.map((status) => ({ ...voucher, status })) })?.map((entry) => entry.status)).toEqual(statuses);
  });

  it.each([
    { raw: { vouchers: [] }, vouchers: [] },
    { raw: { vouchers: null }, vouchers: undefined },
    { raw: [], vouchers: undefined },
  ])('$raw → $vouchers', ({ raw, vouchers }) => expect(parseVouchers(raw)).toEqual(vouchers));
});
