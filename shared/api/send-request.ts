import { createFetch } from 'ofetch';
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

/**
 * Sends a request with the retry policy of spec booking §9. The retry loop is ours, with
 * ofetch at `retry: 0`: ofetch's own retries reuse the signal its timeout already aborted,
 * so a timed-out attempt would never be retried (STACK-NOTES, ofetch). Every attempt gets
 * its own timeout.
 */
export function createRequestSender(fetchImpl: typeof fetch | undefined, sleep: (ms: number) => Promise<void>) {
  // The global fetch is looked up per call (so a replaced fetch is used) and called on its owner.
  const $fetch = createFetch({ fetch: fetchImpl ?? ((input, init) => globalThis.fetch(input, init)) });

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
      const response = await $fetch.raw(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: controller.signal,
        retry: 0,
        ignoreResponseError: true,
        parseResponse: parseJsonBody,
      });
      return readResponse(response.status, response._data);
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
