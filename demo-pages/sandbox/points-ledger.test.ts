import { describe, expect, it } from 'vitest';
import {
  availablePoints,
  createPointsLedger,
  extendReservation,
  movePoints,
  movementsOf,
  pointsBalance,
  redeemReservation,
  releaseReservation,
  reservePoints,
  reverseRedemption,
} from './points-ledger.ts';

/* The points ledger (issue 17 item 5): earn, reserve on hold, redeem on commit, release on expiry or cancel, reverse on a cancelled booking; never negative. */
const OPENING = 1_000;
const member = 'SM1000003';
const T0 = Date.parse('2026-03-15T08:00:00Z');
const MINUTE = 60_000;

describe('points ledger', () => {
  it('earns and spends against the opening balance, refusing to go below zero', () => {
    const ledger = createPointsLedger();
    expect(movePoints(ledger, OPENING, { memberId: member, kind: 'earn', points: 250, reference: 'C1', now: T0 }).ok).toBe(true);
    expect(pointsBalance(ledger, member, OPENING)).toBe(1_250);
    expect(movePoints(ledger, OPENING, { memberId: member, kind: 'adjust', points: -1_251, reference: 'X', now: T0 })).toEqual({
      ok: false,
      reason: 'insufficient',
    });
    expect(movePoints(ledger, OPENING, { memberId: member, kind: 'adjust', points: 1.5, reference: 'X', now: T0 })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(pointsBalance(ledger, member, OPENING)).toBe(1_250);
    expect(pointsBalance(ledger, 'someone-else', 40)).toBe(40);
  });

  it.each([
    { outcome: 'committed in time', act: 'redeem', at: T0 + 10 * MINUTE, balance: 600, available: 600 },
    { outcome: 'cancelled', act: 'release', at: T0 + 10 * MINUTE, balance: 1_000, available: 1_000 },
    { outcome: 'left to expire', act: 'none', at: T0 + 16 * MINUTE, balance: 1_000, available: 1_000 },
    { outcome: 'still held', act: 'none', at: T0 + 10 * MINUTE, balance: 1_000, available: 600 },
  ])('a hold reserving 400 points, $outcome: balance $balance, available $available', ({ act, at, balance, available }) => {
    const ledger = createPointsLedger();
    const reserved = reservePoints(ledger, OPENING, {
      memberId: member,
      points: 400,
      reference: 'H1',
      now: T0,
      expiresAt: T0 + 15 * MINUTE,
    });
    if (!reserved.ok) throw new Error('not reserved');
    expect(availablePoints(ledger, member, OPENING, T0)).toBe(600);
    if (act === 'redeem') expect(redeemReservation(ledger, reserved.reservation.reservationId, at).ok).toBe(true);
    if (act === 'release') expect(releaseReservation(ledger, reserved.reservation.reservationId)).toBe(true);
    expect(pointsBalance(ledger, member, OPENING)).toBe(balance);
    expect(availablePoints(ledger, member, OPENING, at)).toBe(available);
  });

  it('a reservation cannot take more than is available, and an expired one cannot be redeemed', () => {
    const ledger = createPointsLedger();
    const first = reservePoints(ledger, OPENING, { memberId: member, points: 700, reference: 'H1', now: T0, expiresAt: T0 + MINUTE });
    expect(first.ok).toBe(true);
    expect(reservePoints(ledger, OPENING, { memberId: member, points: 400, reference: 'H2', now: T0, expiresAt: T0 + MINUTE })).toEqual({
      ok: false,
      reason: 'insufficient',
    });
    if (!first.ok) return;
    expect(redeemReservation(ledger, first.reservation.reservationId, T0 + 2 * MINUTE).ok).toBe(false);
    extendReservation(ledger, first.reservation.reservationId, T0 + 5 * MINUTE);
    expect(availablePoints(ledger, member, OPENING, T0 + 2 * MINUTE)).toBe(300);
  });

  it('reverses a cancelled booking once, and lists the movements newest first', () => {
    const ledger = createPointsLedger();
    const reserved = reservePoints(ledger, OPENING, { memberId: member, points: 400, reference: 'C9', now: T0, expiresAt: T0 + MINUTE });
    if (!reserved.ok) throw new Error('not reserved');
    redeemReservation(ledger, reserved.reservation.reservationId, T0);
    expect(reverseRedemption(ledger, member, 'C9', T0 + MINUTE).ok).toBe(true);
    expect(reverseRedemption(ledger, member, 'C9', T0 + 2 * MINUTE)).toEqual({ ok: false, reason: 'unknown-reservation' });
    expect(pointsBalance(ledger, member, OPENING)).toBe(OPENING);
    expect(movementsOf(ledger, member).map(({ kind, points }) => [kind, points])).toEqual([
      ['reverse', 400],
      ['redeem', -400],
    ]);
  });
});
