/**
 * Points as a ledger (issue 17 item 5, DESIGN §8): a member's balance is the seeded opening
 * balance (the member record's `points`) plus every movement since. Points spent on a booking are
 * first reserved with the hold (they are no longer available, loyalty spec §4), then redeemed on
 * commit, or released when the hold expires or is cancelled; a cancelled reservation's redemption
 * is reversed (`reverse-point`). Earning, purchases and voucher conversions add movements. A
 * movement that would take the available balance below zero is refused, so the balance is never
 * negative; JavaScript runs one call at a time, so two spends cannot both take the last points.
 */
import { randomUUID } from 'node:crypto';

export type PointsMovementKind = 'earn' | 'redeem' | 'reverse' | 'purchase' | 'gift' | 'voucher' | 'adjust';

/** One change of a member's balance, as the point history lists it. */
export interface PointsMovement {
  readonly movementId: string;
  readonly memberId: string;
  readonly kind: PointsMovementKind;
  /** Signed: positive adds points, negative takes them. */
  readonly points: number;
  /** Epoch ms on the sandbox clock. */
  readonly at: number;
  /** What it belongs to: a confirmation number, an order id, a voucher code. */
  readonly reference: string;
}

/** Points set aside for a hold: not available, not yet spent. */
export interface PointsReservation {
  readonly reservationId: string;
  readonly memberId: string;
  readonly points: number;
  readonly reference: string;
  /** Epoch ms on the sandbox clock; from then on the points are available again (an extension moves it). */
  expiresAt: number;
  state: 'reserved' | 'redeemed' | 'released';
}

export interface PointsLedger {
  readonly movements: PointsMovement[];
  /** By reservation id. */
  readonly reservations: Map<string, PointsReservation>;
}

export function createPointsLedger(): PointsLedger {
  return { movements: [], reservations: new Map() };
}

/** Opening balance plus every movement. */
export function pointsBalance(ledger: PointsLedger, memberId: string, openingBalance: number): number {
  return ledger.movements.reduce((total, movement) => (movement.memberId === memberId ? total + movement.points : total), openingBalance);
}

/** Points reserved for holds still in force at `now`. */
export function reservedPoints(ledger: PointsLedger, memberId: string, now: number): number {
  let total = 0;
  for (const reservation of ledger.reservations.values())
    if (reservation.memberId === memberId && reservation.state === 'reserved' && reservation.expiresAt > now) total += reservation.points;
  return total;
}

/** What the member can spend now: the balance less what live holds have reserved. */
export function availablePoints(ledger: PointsLedger, memberId: string, openingBalance: number, now: number): number {
  return pointsBalance(ledger, memberId, openingBalance) - reservedPoints(ledger, memberId, now);
}

export type LedgerRefusal = { ok: false; reason: 'insufficient' | 'invalid' | 'unknown-reservation' };

/** Adds a movement; one that takes points needs them available (the balance never goes negative). */
export function movePoints(
  ledger: PointsLedger,
  openingBalance: number,
  move: { memberId: string; kind: PointsMovementKind; points: number; reference: string; now: number },
): { ok: true; movement: PointsMovement } | LedgerRefusal {
  if (!Number.isInteger(move.points) || move.points === 0) return { ok: false, reason: 'invalid' };
  if (move.points < 0 && availablePoints(ledger, move.memberId, openingBalance, move.now) + move.points < 0) {
    return { ok: false, reason: 'insufficient' };
  }
  const movement: PointsMovement = {
    movementId: randomUUID(),
    memberId: move.memberId,
    kind: move.kind,
    points: move.points,
    at: move.now,
    reference: move.reference,
  };
  ledger.movements.push(movement);
  return { ok: true, movement };
}

/** Sets points aside for a hold until `expiresAt`; refused beyond what is available. */
export function reservePoints(
  ledger: PointsLedger,
  openingBalance: number,
  reserve: { memberId: string; points: number; reference: string; now: number; expiresAt: number },
): { ok: true; reservation: PointsReservation } | LedgerRefusal {
  if (!Number.isInteger(reserve.points) || reserve.points <= 0) return { ok: false, reason: 'invalid' };
  if (availablePoints(ledger, reserve.memberId, openingBalance, reserve.now) < reserve.points) return { ok: false, reason: 'insufficient' };
  const reservation: PointsReservation = {
    reservationId: `PR${randomUUID().slice(0, 8).toUpperCase()}`,
    memberId: reserve.memberId,
    points: reserve.points,
    reference: reserve.reference,
    expiresAt: reserve.expiresAt,
    state: 'reserved',
  };
  ledger.reservations.set(reservation.reservationId, reservation);
  return { ok: true, reservation };
}

/** A hold extended: its points stay reserved as long. */
export function extendReservation(ledger: PointsLedger, reservationId: string, expiresAt: number): void {
  const reservation = ledger.reservations.get(reservationId);
  if (reservation?.state === 'reserved') reservation.expiresAt = Math.max(reservation.expiresAt, expiresAt);
}

/**
 * The hold committed: the reserved points become a redemption movement. A reservation whose hold
 * expired first is refused (its points were available again meanwhile).
 */
export function redeemReservation(
  ledger: PointsLedger,
  reservationId: string,
  now: number,
): { ok: true; movement: PointsMovement } | LedgerRefusal {
  const reservation = ledger.reservations.get(reservationId);
  if (!reservation || reservation.state !== 'reserved' || reservation.expiresAt <= now) return { ok: false, reason: 'unknown-reservation' };
  reservation.state = 'redeemed';
  const movement: PointsMovement = {
    movementId: randomUUID(),
    memberId: reservation.memberId,
    kind: 'redeem',
    points: -reservation.points,
    at: now,
    reference: reservation.reference,
  };
  ledger.movements.push(movement);
  return { ok: true, movement };
}

/** The hold cancelled or abandoned: its points are available again at once. */
export function releaseReservation(ledger: PointsLedger, reservationId: string): boolean {
  const reservation = ledger.reservations.get(reservationId);
  if (reservation?.state !== 'reserved') return false;
  reservation.state = 'released';
  return true;
}

/** A cancelled booking's redemption given back (`reverse-point`): once per reference. */
export function reverseRedemption(
  ledger: PointsLedger,
  memberId: string,
  reference: string,
  now: number,
): { ok: true; movement: PointsMovement } | LedgerRefusal {
  const redeemed = ledger.movements
    .filter((movement) => movement.memberId === memberId && movement.reference === reference)
    .reduce((total, movement) => total + (movement.kind === 'redeem' || movement.kind === 'reverse' ? movement.points : 0), 0);
  if (redeemed >= 0) return { ok: false, reason: 'unknown-reservation' };
  const movement: PointsMovement = { movementId: randomUUID(), memberId, kind: 'reverse', points: -redeemed, at: now, reference };
  ledger.movements.push(movement);
  return { ok: true, movement };
}

/** The member's movements, newest first (the point history). */
export function movementsOf(ledger: PointsLedger, memberId: string): PointsMovement[] {
  return ledger.movements.filter((movement) => movement.memberId === memberId).reverse();
}
