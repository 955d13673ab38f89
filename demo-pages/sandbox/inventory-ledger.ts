/**
 * Inventory as a ledger (DESIGN §8): for each property, apartment type and night, the units for
 * sale are the seeded capacity (`inventoryOn`) minus the units of holds that have not expired on
 * the sandbox clock, minus the units of reservations. Rate searches, the availability calendar and
 * apartment-rate read `availableUnits`; the checkout routes hold, release and reserve through the
 * functions below. Each write checks every night before it changes anything, and JavaScript runs
 * one call at a time, so two visitors racing for the last unit cannot both get it.
 */
import { randomUUID } from 'node:crypto';
import { inventoryOn } from './seed/index.ts';

/** Units taken from the ledger for some nights of one apartment type. */
export interface LedgerEntry {
  readonly hotelCode: string;
  readonly roomTypeCode: string;
  /** ISO dates of the nights, arrival first. */
  readonly nights: readonly string[];
  readonly units: number;
}

export interface InventoryHold extends LedgerEntry {
  readonly holdId: string;
  /** Epoch ms on the sandbox clock; from then on the units are free again. */
  readonly expiresAt: number;
}

export interface InventoryReservation extends LedgerEntry {
  readonly reservationId: string;
  /** The hold it was committed from. */
  readonly holdId: string;
}

export interface InventoryLedger {
  /** By hold id. Expired holds may stay here; they no longer count. */
  readonly holds: Map<string, InventoryHold>;
  /** By reservation id. */
  readonly reservations: Map<string, InventoryReservation>;
}

/** What `GET /__sandbox/inventory` answers for one night. */
export interface NightInventory {
  readonly capacity: number;
  readonly held: number;
  readonly reserved: number;
  readonly available: number;
}

/** How long a hold lasts when the caller does not say (the checkout's 15-minute hold). */
export const DEFAULT_HOLD_MINUTES = 15;

export function createInventoryLedger(): InventoryLedger {
  return { holds: new Map(), reservations: new Map() };
}

const covers = (entry: LedgerEntry, hotelCode: string, roomTypeCode: string, date: string): boolean =>
  entry.hotelCode === hotelCode && entry.roomTypeCode === roomTypeCode && entry.nights.includes(date);

const unitsOf = (entries: Iterable<LedgerEntry>, hotelCode: string, roomTypeCode: string, date: string): number => {
  let units = 0;
  for (const entry of entries) if (covers(entry, hotelCode, roomTypeCode, date)) units += entry.units;
  return units;
};

function activeHolds(ledger: InventoryLedger, now: number): InventoryHold[] {
  return [...ledger.holds.values()].filter((hold) => hold.expiresAt > now);
}

/** Capacity, holds, reservations and what is left of one night; throws a RangeError for an unknown property, type or date. */
export function nightInventory(
  ledger: InventoryLedger,
  now: number,
  hotelCode: string,
  roomTypeCode: string,
  date: string,
): NightInventory {
  const code = hotelCode.toUpperCase();
  const capacity = inventoryOn(code, roomTypeCode, date);
  const held = unitsOf(activeHolds(ledger, now), code, roomTypeCode, date);
  const reserved = unitsOf(ledger.reservations.values(), code, roomTypeCode, date);
  return { capacity, held, reserved, available: Math.max(0, capacity - held - reserved) };
}

/** Units of an apartment type still for sale on a night. */
export function availableUnits(ledger: InventoryLedger, now: number, hotelCode: string, roomTypeCode: string, date: string): number {
  return nightInventory(ledger, now, hotelCode, roomTypeCode, date).available;
}

/** Reads the ledger at one instant: what the rate and calendar routes pass around. */
export type UnitsOn = (hotelCode: string, roomTypeCode: string, date: string) => number;

export function unitsReader(ledger: InventoryLedger, now: number): UnitsOn {
  return (hotelCode, roomTypeCode, date) => availableUnits(ledger, now, hotelCode, roomTypeCode, date);
}

export interface HoldRequest extends LedgerEntry {
  /** Minutes of sandbox clock the hold lasts; DEFAULT_HOLD_MINUTES when absent. */
  readonly minutes?: number;
}

export type HoldResult =
  | { readonly ok: true; readonly hold: InventoryHold }
  /** `date`: the first night without enough units. */
  | { readonly ok: false; readonly reason: 'unavailable'; readonly date: string };

/** Holds units for every night of a stay, or nothing at all when one night has too few. */
export function holdUnits(ledger: InventoryLedger, now: number, request: HoldRequest): HoldResult {
  const hotelCode = request.hotelCode.toUpperCase();
  const short = request.nights.find((date) => availableUnits(ledger, now, hotelCode, request.roomTypeCode, date) < request.units);
  if (short !== undefined) return { ok: false, reason: 'unavailable', date: short };
  const hold: InventoryHold = {
    holdId: randomUUID(),
    hotelCode,
    roomTypeCode: request.roomTypeCode,
    nights: [...request.nights],
    units: request.units,
    expiresAt: now + (request.minutes ?? DEFAULT_HOLD_MINUTES) * 60_000,
  };
  ledger.holds.set(hold.holdId, hold);
  return { ok: true, hold };
}

/** Gives a hold's units back; false when there is no such hold (released, reserved or never made). */
export function releaseHold(ledger: InventoryLedger, holdId: string): boolean {
  return ledger.holds.delete(holdId);
}

export type ReserveResult =
  | { readonly ok: true; readonly reservation: InventoryReservation }
  | { readonly ok: false; readonly reason: 'unknown-hold' | 'hold-expired' };

/**
 * Turns an active hold into a reservation (the commit checks its hold, DESIGN §8). An expired
 * hold is refused even when the units happen to be free: the visitor must hold again.
 */
export function reserveUnits(ledger: InventoryLedger, now: number, holdId: string, reservationId: string = randomUUID()): ReserveResult {
  const hold = ledger.holds.get(holdId);
  if (!hold) return { ok: false, reason: 'unknown-hold' };
  ledger.holds.delete(holdId);
  if (hold.expiresAt <= now) return { ok: false, reason: 'hold-expired' };
  const { hotelCode, roomTypeCode, nights, units } = hold;
  const reservation: InventoryReservation = { reservationId, holdId, hotelCode, roomTypeCode, nights, units };
  ledger.reservations.set(reservationId, reservation);
  return { ok: true, reservation };
}

/** Gives a reservation's units back (a cancellation); false when there is no such reservation. */
export function cancelReservation(ledger: InventoryLedger, reservationId: string): boolean {
  return ledger.reservations.delete(reservationId);
}
