/** The sandbox's own switches under /__sandbox/ (DESIGN §5): faults, reset, the clock, inventory, expired sessions and the request log. */
import { SANDBOX_ERROR_CODES, sendContent, sendError } from '../envelope.ts';
import { parseFaultRules } from '../faults.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { nightInventory } from '../inventory-ledger.ts';
import { findPropertySeed } from '../seed/index.ts';
import { textField } from './account-fields.ts';
import { endSessionsOf, memberByEmail } from './member-session.ts';

function listFaults(context: RouteContext): void {
  sendContent(context.res, context.runtime.faults.list());
}

function replaceFaults(context: RouteContext): void {
  const parsed = parseFaultRules(context.body);
  if (!parsed.ok) {
    sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, parsed.problem);
    return;
  }
  context.runtime.faults.replace(parsed.rules);
  sendContent(context.res, context.runtime.faults.list());
}

function clearFaults(context: RouteContext): void {
  context.runtime.faults.clear();
  sendContent(context.res, context.runtime.faults.list());
}

function reset(context: RouteContext): void {
  context.runtime.reset();
  sendContent(context.res, { reset: true });
}

/**
 * POST /__sandbox/expire-sessions {email} -> {expired: n}: every token of that member answers 555
 * from now on, as if it had expired (for token-life tests that cannot move the shared clock).
 */
function expireSessions(context: RouteContext): void {
  const email = textField(context.body, 'email');
  if (email === undefined) {
    sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send {"email": "<a member\'s e-mail>"}.');
    return;
  }
  const member = memberByEmail(context.runtime.state, email);
  sendContent(context.res, { expired: member ? endSessionsOf(context.runtime.state, member.memberId) : 0 });
}

function clockState(context: RouteContext) {
  return { now: context.runtime.now().toISOString(), offsetMinutes: context.runtime.clock.offsetMinutes() };
}

/** GET /__sandbox/clock: the sandbox's time and how far it was moved. */
function readClock(context: RouteContext): void {
  sendContent(context.res, clockState(context));
}

/**
 * POST /__sandbox/clock { advanceMinutes } moves the sandbox clock (DESIGN §8 "time you can move"):
 * holds, tokens, reset tokens and social codes expire by it. Never in e2e runs that share one sandbox.
 */
function advanceClock(context: RouteContext): void {
  const body = context.body as { advanceMinutes?: unknown } | undefined;
  const minutes = body?.advanceMinutes;
  if (typeof minutes !== 'number' || !Number.isFinite(minutes)) {
    sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send {"advanceMinutes": <a number of minutes>}.');
    return;
  }
  context.runtime.clock.advance(minutes);
  sendContent(context.res, clockState(context));
}

/** GET /__sandbox/inventory?hotelCode&roomTypeCode&date: the ledger of one night. */
function inventory(context: RouteContext): void {
  const query = context.url.searchParams;
  const hotelCode = (query.get('hotelCode') ?? '').toUpperCase();
  const roomTypeCode = (query.get('roomTypeCode') ?? '').toUpperCase();
  const date = query.get('date') ?? '';
  const property = findPropertySeed(hotelCode);
  if (
    !property ||
    !property.apartments.some((apartment) => apartment.apartmentTypeCode === roomTypeCode) ||
    !/^\d{4}-\d{2}-\d{2}$/.test(date)
  ) {
    sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send hotelCode, one of its roomTypeCode and a date (YYYY-MM-DD).');
    return;
  }
  try {
    sendContent(
      context.res,
      nightInventory(context.runtime.state.inventory, context.runtime.now().getTime(), hotelCode, roomTypeCode, date),
    );
  } catch {
    sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, `${date} is not a date.`);
  }
}

function listRequests(context: RouteContext): void {
  sendContent(context.res, context.runtime.requestLog.entries(context.url.searchParams.get('match') ?? ''));
}

function clearRequests(context: RouteContext): void {
  context.runtime.requestLog.clear();
  sendContent(context.res, context.runtime.requestLog.entries());
}

export function registerSandboxAdminRoutes(router: Router): void {
  router
    .add('GET', '/__sandbox/faults', listFaults)
    .add('POST', '/__sandbox/faults', replaceFaults)
    .add('DELETE', '/__sandbox/faults', clearFaults)
    .add('POST', '/__sandbox/reset', reset)
    .add('GET', '/__sandbox/clock', readClock)
    .add('POST', '/__sandbox/clock', advanceClock)
    .add('GET', '/__sandbox/inventory', inventory)
    .add('POST', '/__sandbox/expire-sessions', expireSessions)
    .add('GET', '/__sandbox/requests', listRequests)
    .add('DELETE', '/__sandbox/requests', clearRequests);
}
