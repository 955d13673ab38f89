import { isCount, isRecord, text } from '../json-guards';

/**
 * One apartment in the cart (booking spec §3 "Cart item"): the fields read so far. Declared once
 * for every reader: the guest cart in storage, the member cart from the service, and the rules
 * that rebuild a search from the cart (`previous-search.ts`).
 */
export interface CartItem {
  shoppingCartItemId?: string | undefined;
  hotelCode: string;
  /** ISO date, optionally with a time (`2026-04-01` or `2026-04-01T00:00:00`). */
  startDate: string;
  endDate: string;
  apartmentGuest: {
    numberOfAdult: number;
    numberOfChildren: number;
    childAges: readonly number[];
  };
  ssid?: string | undefined;
}

/** Child ages arrive as numbers, numeric strings or `{ age }` objects (booking spec §3). */
function parseChildAge(raw: unknown): number | undefined {
  const value = isRecord(raw) ? raw.age : raw;
  const age = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return isCount(age) ? age : undefined;
}

/** A cart item from storage or the service, or undefined when a field the journey needs is missing or malformed. */
export function parseCartItem(raw: unknown): CartItem | undefined {
  if (!isRecord(raw) || !isRecord(raw.apartmentGuest)) return undefined;
  const { hotelCode, startDate, endDate, apartmentGuest } = raw;
  const { numberOfAdult, numberOfChildren } = apartmentGuest;
  const childAges = Array.isArray(apartmentGuest.childAges) ? apartmentGuest.childAges.map(parseChildAge) : [];
  if (typeof hotelCode !== 'string' || typeof startDate !== 'string' || typeof endDate !== 'string') return undefined;
  if (!isCount(numberOfAdult) || !isCount(numberOfChildren)) return undefined;
  if (!childAges.every((age): age is number => age !== undefined)) return undefined;
  return {
    shoppingCartItemId: text(raw, 'shoppingCartItemId'),
    hotelCode,
    startDate,
    endDate,
    apartmentGuest: { numberOfAdult, numberOfChildren, childAges },
    ssid: text(raw, 'ssid'),
  };
}
