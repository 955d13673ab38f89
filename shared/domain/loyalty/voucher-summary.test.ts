import { describe, expect, it } from 'vitest';
import { summariseVouchers, type SummarisedVoucher } from './voucher-summary';

const voucher = (code: string, status: SummarisedVoucher['status'], expiryDate: string) => ({ code, status, expiryDate });
const codes = (vouchers: readonly { code: string }[]) => vouchers.map((entry) => entry.code);
const TODAY = '2026-11-24';

describe('summariseVouchers (loyalty spec §3 voucher statuses success, reserved, expired; used after a booking, issue 28)', () => {
  it.each([
    { name: 'no vouchers', vouchers: [], counts: { success: 0, reserved: 0, expired: 0, used: 0 }, next: undefined, listed: [] },
    {
      name: 'counts by status; the next expiring and the list skip expired ones',
      vouchers: [voucher('A', 'success', '2027-02-22'), voucher('B', 'reserved', '2027-01-08'), voucher('C', 'expired', '2026-11-14')],
      counts: { success: 1, reserved: 1, expired: 1, used: 0 },
      next: 'B',
      listed: ['B', 'A'],
    },
    {
      name: 'at most three listed, soonest first',
      vouchers: [
        voucher('A', 'success', '2027-05-23'),
        voucher('B', 'success', '2027-03-24'),
        voucher('C', 'success', '2027-01-23'),
        voucher('D', 'success', '2027-01-24'),
      ],
      counts: { success: 4, reserved: 0, expired: 0, used: 0 },
      next: 'C',
      listed: ['C', 'D', 'B'],
    },
    {
      name: 'a voucher whose date passed is not offered, even if its status still says success',
      vouchers: [voucher('A', 'success', '2026-11-23'), voucher('B', 'success', TODAY)],
      counts: { success: 2, reserved: 0, expired: 0, used: 0 },
      next: 'B',
      listed: ['B'],
    },
    {
      name: 'only expired vouchers: nothing next',
      vouchers: [voucher('A', 'expired', '2026-01-01')],
      counts: { success: 0, reserved: 0, expired: 1, used: 0 },
      next: undefined,
      listed: [],
    },
    {
      name: 'a used voucher is counted as used, and never offered though its date is still ahead',
      vouchers: [voucher('A', 'used', '2026-12-01'), voucher('B', 'success', '2027-02-22'), voucher('C', 'used', '2027-03-01')],
      counts: { success: 1, reserved: 0, expired: 0, used: 2 },
      next: 'B',
      listed: ['B'],
    },
    {
      name: 'only used vouchers: nothing next, nothing listed',
      vouchers: [voucher('A', 'used', '2027-01-01')],
      counts: { success: 0, reserved: 0, expired: 0, used: 1 },
      next: undefined,
      listed: [],
    },
  ])('$name', ({ vouchers, counts, next, listed }) => {
    const summary = summariseVouchers(vouchers, TODAY);
    expect(summary.counts).toEqual(counts);
    expect(summary.nextExpiring?.code).toBe(next);
    expect(codes(summary.listed)).toEqual(listed);
  });
});
