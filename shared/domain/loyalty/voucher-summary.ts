/** What the summary needs of a voucher (loyalty spec §3 "Voucher"). */
export interface SummarisedVoucher {
  status: 'success' | 'reserved' | 'expired' | 'used';
  /** ISO `YYYY-MM-DD`. */
  expiryDate: string;
}

/** How many vouchers the dashboard lists (issue 14 item 6: a summary, not the voucher wallet). */
export const LISTED_VOUCHERS = 3;

export interface VoucherSummary<Voucher extends SummarisedVoucher> {
  /**
   * Spec §3 statuses: `success` (held, usable), `reserved` (on hold for a booking), `expired`; and
   * `used` (spent by a committed booking: loyalty §4 "applied in booking", issue 28).
   */
  counts: Record<SummarisedVoucher['status'], number>;
  /** The usable voucher that expires first, or undefined when none is usable. */
  nextExpiring: Voucher | undefined;
  /** The usable vouchers, soonest expiry first, at most `LISTED_VOUCHERS`. */
  listed: Voucher[];
}

/** Statuses of a voucher the member can no longer spend, whatever its date says. */
const SPENT_OR_LAPSED: ReadonlySet<SummarisedVoucher['status']> = new Set(['expired', 'used']);

/**
 * The vouchers card's summary. A voucher is usable while it is neither expired nor used: by its
 * status, and by its date against `today` (a voucher whose date passed since the service answered
 * is not offered as "next expiring"). A used voucher went into a booking (issue 28): it is counted,
 * never offered, until a cancellation gives it back as `success`. Decision (the spec is silent):
 * reserved vouchers count as usable, since a reserved voucher goes back to the member when its
 * booking is not made.
 */
export function summariseVouchers<Voucher extends SummarisedVoucher>(vouchers: readonly Voucher[], today: string): VoucherSummary<Voucher> {
  const counts = { success: 0, reserved: 0, expired: 0, used: 0 };
  for (const voucher of vouchers) counts[voucher.status] += 1;
  const usable = vouchers
    .filter((voucher) => !SPENT_OR_LAPSED.has(voucher.status) && voucher.expiryDate >= today)
    .sort((a, b) => (a.expiryDate < b.expiryDate ? -1 : a.expiryDate > b.expiryDate ? 1 : 0));
  return { counts, nextExpiring: usable[0], listed: usable.slice(0, LISTED_VOUCHERS) };
}
