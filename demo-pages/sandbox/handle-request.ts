import type { IncomingMessage, ServerResponse } from 'node:http';
import { acceptsFaults, requiresSubscriptionKey } from './areas.ts';
import type { SandboxArea } from './areas.ts';
import { requestNow } from './clock.ts';
import { parseCookies } from './cookies.ts';
import { answerPreflight, applyCorsHeaders } from './cors.ts';
import { SANDBOX_ERROR_CODES, sendError } from './envelope.ts';
import { applyFault } from './fault-effects.ts';
import { FAULTS_COOKIE, faultRulesFromCookie, firstMatchingRule } from './faults.ts';
import type { FaultRule } from './faults.ts';
import { readJsonBody } from './json-body.ts';
import type { JsonBodyResult } from './json-body.ts';
import type { RequestLogEntry } from './request-log.ts';
import type { Router } from './router.ts';
import type { SandboxRuntime } from './runtime.ts';
import { hasValidSubscriptionKey } from './subscription-key.ts';

export interface SandboxRequest {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly area: SandboxArea;
  readonly router: Router;
  readonly runtime: SandboxRuntime;
}

/** Cookie rules (this browser context) win over global ones; only global rules count their `times`. */
function selectFault(cookies: ReadonlyMap<string, string>, target: string, runtime: SandboxRuntime): FaultRule | undefined {
  return firstMatchingRule(faultRulesFromCookie(cookies.get(FAULTS_COOKIE)), target) ?? runtime.faults.take(target);
}

function sendBodyProblem(res: ServerResponse, problem: Extract<JsonBodyResult, { ok: false }>): void {
  if (problem.reason === 'too-large') {
    sendError(res, 413, SANDBOX_ERROR_CODES.payloadTooLarge, 'The request body is too large.');
    return;
  }
  sendError(res, 400, SANDBOX_ERROR_CODES.badRequest, 'The request body is not valid JSON.');
}

/**
 * The order a real gateway and backend would follow: CORS preflight, then the sandbox's fault
 * switch (a broken network comes before any check), the subscription key, the route, the body.
 */
export async function handleSandboxRequest({ req, res, area, router, runtime }: SandboxRequest): Promise<void> {
  applyCorsHeaders(req, res);
  if (req.method === 'OPTIONS') {
    answerPreflight(req, res);
    return;
  }
  res.setHeader('Cache-Control', 'no-store');
  const url = new URL(req.url ?? '/', 'http://sandbox.invalid');
  const cookies = parseCookies(req.headers.cookie);
  let logEntry: RequestLogEntry | undefined;
  if (acceptsFaults(area)) {
    const fault = selectFault(cookies, url.pathname + url.search, runtime);
    logEntry = runtime.requestLog.record(req, url, runtime.now(), fault?.kind ?? null);
    if (fault && (await applyFault(fault, req, res)) === 'answered') return;
  }
  if (requiresSubscriptionKey(area) && !hasValidSubscriptionKey(req)) {
    sendError(res, 401, SANDBOX_ERROR_CODES.subscriptionKeyInvalid, 'Access denied: missing or invalid subscription key.');
    return;
  }
  const method = req.method ?? 'GET';
  const match = router.match(method, url.pathname);
  if (match.kind === 'not-found') {
    sendError(res, 404, SANDBOX_ERROR_CODES.notFound, `The sandbox has no ${method} ${url.pathname}.`);
    return;
  }
  if (match.kind === 'method-not-allowed') {
    res.setHeader('Allow', match.allowed.join(', '));
    sendError(res, 405, SANDBOX_ERROR_CODES.methodNotAllowed, `${url.pathname} does not take ${method}.`);
    return;
  }
  const body = await readJsonBody(req);
  if (!body.ok) {
    sendBodyProblem(res, body);
    return;
  }
  const note = (text: string): void => {
    if (logEntry) logEntry.note = text;
  };
  // A context's own clock (`stay-sandbox-clock-ahead`): the same state, read at that context's instant.
  const requestRuntime: SandboxRuntime = Object.create(runtime, { now: { value: requestNow(runtime.now, cookies) } });
  await match.handler({ req, res, url, params: match.params, cookies, body: body.body, runtime: requestRuntime, note });
}

/** A bug in a handler answers 500 with the envelope (or cuts the connection if the answer had started). */
export function answerUnexpectedError(res: ServerResponse, error: unknown): void {
  // A caller that went away (a closed test page, a cancelled fetch) is not a sandbox bug.
  if (res.req.destroyed || res.destroyed) return;
  console.error('[sandbox] unexpected error', error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendError(res, 500, SANDBOX_ERROR_CODES.internalError, 'The sandbox failed to answer this call.');
}
