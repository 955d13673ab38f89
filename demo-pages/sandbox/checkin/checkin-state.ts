/**
 * What web check-in keeps per reservation (loyalty spec §7 "Web check-in and reservation", §3
 * "Web check-in": registration, go-green flag, saved checked-in state; issue 18 helper B). Kept
 * beside the checkout state in a WeakMap keyed by it, so `POST /__sandbox/reset` (which rebuilds
 * the state) clears it too without a new field on `SandboxState`.
 */
import type { CheckoutState, ReservationRecord } from '../checkout/checkout-state.ts';

/** The registration as submitted. Document numbers are kept here (the property needs them) but never answered back. */
export interface RegistrationRecord {
  readonly values: Readonly<Record<string, string>>;
  readonly submittedAt: number;
}

export interface CheckinRecord {
  registration: RegistrationRecord | undefined;
  goGreen: boolean;
  /** The estimated arrival time and phone given through updatereservationguest. */
  guestUpdate: Readonly<Record<string, string>>;
  checkedInAt: number | undefined;
  checkedOutAt: number | undefined;
  /** Points converted to pay the balance (pointer-conversion), and what they paid. */
  convertedPoints: number;
  convertedAmount: number;
  /** Voucher codes the member applied at check-in (listed by listofredeemablevoucher). */
  appliedVouchers: string[];
}

const RECORDS = new WeakMap<CheckoutState, Map<string, CheckinRecord>>();

export function checkinRecordOf(checkout: CheckoutState, confirmNo: string): CheckinRecord {
  let records = RECORDS.get(checkout);
  if (!records) RECORDS.set(checkout, (records = new Map()));
  let record = records.get(confirmNo);
  if (!record) {
    record = {
      registration: undefined,
      goGreen: false,
      guestUpdate: {},
      checkedInAt: undefined,
      checkedOutAt: undefined,
      convertedPoints: 0,
      convertedAmount: 0,
      appliedVouchers: [],
    };
    records.set(confirmNo, record);
  }
  return record;
}

/**
 * The check-in window (decision: the day before arrival and the arrival day) is the shared rule,
 * by the property's local date (`shared/domain/checkin/checkin-window.ts`; issue 18: not UTC).
 */
export { checkinOpensOn, checkinWindow, type CheckinWindow } from '../../../shared/domain/checkin/checkin-window.ts';

/** Which registration fields the property asks (its registration answer). Decision: every property asks these. */
export const REGISTRATION_FIELDS = [
  { name: 'firstName', kind: 'text', required: true },
  { name: 'lastName', kind: 'text', required: true },
  { name: 'nationality', kind: 'country', required: true },
  { name: 'dateOfBirth', kind: 'date', required: true },
  { name: 'documentType', kind: 'choice', required: true, options: ['passport', 'national-id'] },
  { name: 'documentNumber', kind: 'document', required: true },
  { name: 'arrivalTime', kind: 'time', required: false },
] as const;

/** Fields never answered back once submitted (issue 18: document numbers are not kept on the page). */
export const SECRET_FIELDS: readonly string[] = ['documentNumber'];

/**
 * The bill: the room (with tax), each add-on, what was paid, what points converted at check-in
 * paid, the balance. The balance is what the reservation left due at the property (`due`: the
 * room's total less what the card was charged at booking and less the points and voucher redeemed
 * with the booking; issue 28 "Payment contract" 4) less the points converted here: the total less
 * `paid` alone would bill again what the booking's points and voucher already paid.
 */
export function billOf(record: ReservationRecord, checkin: CheckinRecord) {
  const addonLines = record.room.addons.map((addon) => ({
    code: addon.AddonCode,
    description: addon.title || addon.AddonCode,
    amount: round2(addon.priceWithoutTax + addon.tax),
  }));
  const addonsTotal = addonLines.reduce((sum, line) => sum + line.amount, 0);
  const total = record.room.totals.total;
  const lines = [
    { code: 'ROOM', description: `${record.room.roomTypeName}, ${record.room.ratePlanName}`, amount: round2(total - addonsTotal) },
    ...addonLines,
  ];
  const balance = round2(Math.max(0, record.due - checkin.convertedAmount));
  return { currencyCode: record.currencyCode, lines, total, paid: record.paid, paidWithPoints: checkin.convertedAmount, balance };
}

const round2 = (value: number): number => Math.round(value * 100) / 100;
