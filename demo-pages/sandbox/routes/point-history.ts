/**
 * GET /api/loyalty/point-history (loyalty spec §7 "a point-history path is also referenced"; §9
 * "Point history path and point-history payload: not shown"; our path and shape): the member's
 * movements in the points ledger, newest first, and the points available now. Bearer (401 `555`).
 */
import { sendContent, sendError, SANDBOX_ERROR_CODES } from '../envelope.ts';
import { movePoints, movementsOf, type PointsMovementKind } from '../points-ledger.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { memberById, memberPointsNow, signedInMember } from './member-session.ts';

function pointHistory(context: RouteContext): void {
  const signedIn = signedInMember(context);
  if (!signedIn) return;
  const movements = movementsOf(context.runtime.state.points, signedIn.member.memberId)
    .slice()
    .sort((a, b) => b.at - a.at)
    .map(({ movementId, kind, points, at, reference }) => ({ movementId, kind, points, date: new Date(at).toISOString(), reference }));
  sendContent(context.res, { availablePoints: memberPointsNow(context, signedIn.member), movements });
}

const KINDS: readonly PointsMovementKind[] = ['earn', 'redeem', 'reverse', 'purchase', 'gift', 'voucher', 'adjust'];

/**
 * POST /__sandbox/points-movement {memberId, kind, points, reference}: a movement through the
 * ledger's `movePoints` (tests and demos give a member some history without booking a stay).
 */
function addMovement(context: RouteContext): void {
  const body = (typeof context.body === 'object' && context.body !== null ? context.body : {}) as Record<string, unknown>;
  const member = typeof body.memberId === 'string' ? memberById(context.runtime.state, body.memberId) : undefined;
  const kind = KINDS.find((candidate) => candidate === body.kind);
  if (!member || !kind || typeof body.points !== 'number') {
    sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, `Send a known memberId, a kind (${KINDS.join(', ')}) and whole points.`);
    return;
  }
  const reference = typeof body.reference === 'string' ? body.reference : 'SANDBOX';
  const now = context.runtime.now().getTime();
  const moved = movePoints(context.runtime.state.points, member.points, {
    memberId: member.memberId,
    kind,
    points: body.points,
    reference,
    now,
  });
  if (!moved.ok) sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, `The ledger refused it: ${moved.reason}.`);
  else sendContent(context.res, moved.movement, 201);
}

export function registerPointHistoryRoutes(router: Router): void {
  router.add('GET', '/api/loyalty/point-history', pointHistory).add('POST', '/__sandbox/points-movement', addMovement);
}
