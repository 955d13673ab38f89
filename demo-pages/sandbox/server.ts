import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { sandboxAreaOf } from './areas.ts';
import { SANDBOX_ERROR_CODES, sendError } from './envelope.ts';
import { answerUnexpectedError, handleSandboxRequest } from './handle-request.ts';
import { createSandboxRouter } from './routes/index.ts';
import { createRuntime } from './runtime.ts';
import type { SandboxRuntime } from './runtime.ts';
import { testBaseClock } from '../../testing/test-clock.mjs';

export { SANDBOX_ERROR_CODES, sendContent, sendError, sendJson } from './envelope.ts';
export type { ErrorEnvelope, SuccessEnvelope } from './envelope.ts';
export { SANDBOX_SUBSCRIPTION_KEY, SUBSCRIPTION_KEY_HEADER } from './subscription-key.ts';
export { FAULTS_COOKIE } from './faults.ts';
export type { FaultKind, FaultRule } from './faults.ts';
export { CLIENT_COUNTRY_COOKIE } from './routes/configurations.ts';
export type { RequestLogEntry } from './request-log.ts';
export { createRuntime } from './runtime.ts';
export type { SandboxRuntime } from './runtime.ts';
export { availableUnits, cancelReservation, holdUnits, nightInventory, releaseHold, reserveUnits } from './inventory-ledger.ts';
export type { HoldRequest, HoldResult, InventoryHold, InventoryReservation, NightInventory, ReserveResult } from './inventory-ledger.ts';

/** Connect-style middleware, as mounted by Vite's dev and preview servers. */
export type SandboxMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface SandboxOptions {
  /**
   * The sandbox's base clock (request log times, coming-soon opening dates, the calendar's today):
   * by default the run's test clock when a test run set one (`STAY_TEST_TODAY`,
   * `testing/test-clock.mjs`), the real one otherwise (`scripts/demo`: visitors see today).
   */
  readonly now?: () => Date;
  /**
   * The instance to serve instead of a new one (then `now` is its business): tests reach its state,
   * e.g. to hold inventory through the ledger functions as the checkout routes will.
   */
  readonly runtime?: SandboxRuntime;
}

function pathnameOf(url: string | undefined): string {
  return (url ?? '/').split('?', 1)[0] ?? '/';
}

/**
 * The sandbox backend: answers `/api/...`, `/apis/{product}/...`, `/odx/...`, `/chinaonline/...` and `/__sandbox/...`,
 * and hands every other request to `next`. Each call makes an independent sandbox with its own
 * state, faults and request log.
 */
export function createSandbox(options: SandboxOptions = {}): SandboxMiddleware {
  const runtime = options.runtime ?? createRuntime(options.now ?? testBaseClock() ?? (() => new Date()));
  const router = createSandboxRouter();
  return (req, res, next) => {
    const area = sandboxAreaOf(pathnameOf(req.url));
    if (!area) {
      next();
      return;
    }
    handleSandboxRequest({ req, res, area, router, runtime }).catch((error: unknown) => answerUnexpectedError(res, error));
  };
}

/** Serves the sandbox alone (port 0 picks a free port); other paths answer 404 with the envelope. */
export function startSandbox(port: number, host = '127.0.0.1', options: SandboxOptions = {}): Promise<Server> {
  const sandbox = createSandbox(options);
  const server = createServer((req, res) => {
    sandbox(req, res, () => sendError(res, 404, SANDBOX_ERROR_CODES.notFound, `The sandbox has no ${pathnameOf(req.url)}.`));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
