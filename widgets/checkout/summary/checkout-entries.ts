import type { Hold } from '../../../shared/domain/booking/checkout-flow';
import { count, isRecord, text } from '../../../shared/domain/json-guards';
import { defineEntry } from '../../../shared/storage';

/**
 * The hold in force (session): the hosted payment page is another page, so its return finds here
 * the hold it paid for; a reload of the return page too (issue 16 item 2). Removed when the hold
 * is committed or ends.
 */
export interface HeldBooking {
  hold: Hold;
  /** The property whose merchant takes the payment (`mechantId`). */
  hotelCode: string;
  amount: number;
  currencyCode: string;
}

function parseHeldBooking(raw: unknown): HeldBooking | undefined {
  if (!isRecord(raw) || !isRecord(raw.hold)) return undefined;
  const holdId = text(raw.hold, 'holdId');
  const expiresAt = text(raw.hold, 'expiresAt');
  const extensionsLeft = count(raw.hold, 'extensionsLeft');
  const hotelCode = text(raw, 'hotelCode');
  const currencyCode = text(raw, 'currencyCode');
  const amount = raw.amount;
  if (!holdId || !expiresAt || Number.isNaN(Date.parse(expiresAt)) || extensionsLeft === undefined) return undefined;
  if (!hotelCode || !currencyCode || typeof amount !== 'number' || !Number.isFinite(amount)) return undefined;
  return { hold: { holdId, expiresAt, extensionsLeft }, hotelCode, amount, currencyCode };
}

export const heldBookingEntry = defineEntry({ key: 'checkout-hold', area: 'session', parse: parseHeldBooking });

/** Booking spec §3: "Payment availability by card provider is stored per property in session storage". */
function parseAvailability(raw: unknown): Record<string, boolean> | undefined {
  if (!isRecord(raw)) return undefined;
  return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
}

export const paymentByReddotEntry = defineEntry({ key: 'payment-by-reddot', area: 'session', parse: parseAvailability });
