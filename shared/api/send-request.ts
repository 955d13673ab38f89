import { isRetryable, MAX_RETRIES, RETRY_DELAY_MS } from './request-policy';
import { parseJsonBody, readResponse } from './response-envelope';
import { abortedResult } from './shared-requests';
import type { ApiResult } from './types';

export interface PreparedRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** Absolute, query included. */
  url: string;
  headers: Record<string, string>;
  /** Already JSON. */
  body: string | undefined;
  /** GET, or a POST that only reads: safe to send more than once. */
  idempotent: boolean;
  timeoutMs: number;
}

function describeCause(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}

/** A JSON body is announced as such, and JSON is asked for in return. */
function headersOf({ headers, body }: PreparedRequest): Record<string, string> {
  return body === undefined ? headers : { ...headers, 'content-type': 'application/json', accept: 'application/json' };
}

/**
 * Sends a request with the retry policy of spec booking §9. Retries, timeouts, JSON and errors
 * are all ours (every attempt gets its own timeout; STACK-NOTES, ofetch: its retries reuse a
 * signal its timeout already aborted), so this calls `fetch` itself: ofetch, used with all of
 * that turned off, added 3.3 KB gzip to every page with server data (shared/api/README.md).
 */
export function createRequestSender(fetchImpl: typeof fetch | undefined, sleep: (ms: number) => Promise<void>) {
  // The global fetch is looked up per call (so a replaced fetch is used) and called on its owner.
  const fetchNow: typeof fetch = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));

  async function attempt(request: PreparedRequest, signal: AbortSignal): Promise<ApiResult<unknown>> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, request.timeoutMs);
    const abort = (): void => controller.abort();
    signal.addEventListener('abort', abort);
    try {
      const response = await fetchNow(request.url, { method: request.method, headers: headersOf(request), body: request.body, signal: controller.signal });
      return readResponse(response.status, parseJsonBody(await response.text()));
    } catch (cause) {
      if (signal.aborted) return abortedResult();
      if (timedOut) return { ok: false, error: { kind: 'timeout', message: `No answer within ${request.timeoutMs} ms` } };
      return { ok: false, error: { kind: 'network', message: describeCause(cause) } };
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
    }
  }

  return async function send(request: PreparedRequest, signal: AbortSignal): Promise<ApiResult<unknown>> {
    for (let retries = 0; ; retries += 1) {
      if (signal.aborted) return abortedResult();
      const result = await attempt(request, signal);
      if (result.ok || !request.idempotent || retries === MAX_RETRIES || !isRetryable(result.error)) return result;
      await sleep(RETRY_DELAY_MS);
    }
  };
}
