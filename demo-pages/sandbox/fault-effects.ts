import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { SANDBOX_ERROR_CODES, sendError } from './envelope.ts';
import type { FaultRule } from './faults.ts';

const DEFAULT_ERROR_STATUS = 500;
const DEFAULT_SLOW_DELAY_MS = 3000;
/** A hung request is cut after this long, so that servers can close. */
export const HUNG_REQUEST_LIMIT_MS = 60_000;

/** `answered`: the fault took the request; `continue`: answer it normally (after a delay). */
export type FaultOutcome = 'answered' | 'continue';

export async function applyFault(rule: FaultRule, req: IncomingMessage, res: ServerResponse): Promise<FaultOutcome> {
  switch (rule.kind) {
    case 'error':
      sendError(
        res,
        rule.status ?? DEFAULT_ERROR_STATUS,
        rule.errorCode ?? SANDBOX_ERROR_CODES.sandboxFault,
        `The sandbox failed this call on purpose (fault rule "${rule.match}").`,
        rule.details,
      );
      return 'answered';
    case 'slow':
      await delay(rule.delayMs ?? DEFAULT_SLOW_DELAY_MS);
      return 'continue';
    case 'malformed':
      sendMalformedJson(res);
      return 'answered';
    case 'timeout':
      hang(req);
      return 'answered';
    case 'network':
      req.socket.destroy();
      return 'answered';
  }
}

/** A 200 that claims to be JSON but is cut off in the middle. */
function sendMalformedJson(res: ServerResponse): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end('{"status":200,"content":{"sandbox":"malformed');
}

/** Never answers; the socket ends when the client gives up, or after HUNG_REQUEST_LIMIT_MS. */
function hang(req: IncomingMessage): void {
  const socket = req.socket;
  const timer = setTimeout(() => socket.destroy(), HUNG_REQUEST_LIMIT_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}
