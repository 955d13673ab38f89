import { isRecord } from '../../../shared/domain/json-guards';
import { defineEntry } from '../../../shared/storage';

/** Booking spec §3: "Payment availability by card provider is stored per property in session storage". */
function parseAvailability(raw: unknown): Record<string, boolean> | undefined {
  if (!isRecord(raw)) return undefined;
  return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
}

export const paymentByReddotEntry = defineEntry({ key: 'payment-by-reddot', area: 'session', parse: parseAvailability });
