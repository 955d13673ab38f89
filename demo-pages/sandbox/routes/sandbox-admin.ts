/** The sandbox's own switches under /__sandbox/ (DESIGN §5): faults, reset, expired sessions and the request log. */
import { SANDBOX_ERROR_CODES, sendContent, sendError } from '../envelope.ts';
import { parseFaultRules } from '../faults.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
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
    .add('POST', '/__sandbox/expire-sessions', expireSessions)
    .add('GET', '/__sandbox/requests', listRequests)
    .add('DELETE', '/__sandbox/requests', clearRequests);
}
