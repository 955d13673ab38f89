/** The sandbox's own switches under /__sandbox/ (DESIGN §5): faults, reset and the request log. */
import { SANDBOX_ERROR_CODES, sendContent, sendError } from '../envelope.ts';
import { parseFaultRules } from '../faults.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';

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
    .add('GET', '/__sandbox/requests', listRequests)
    .add('DELETE', '/__sandbox/requests', clearRequests);
}
