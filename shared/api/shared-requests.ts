import { DEDUPLICATION_WINDOW_MS } from './request-policy';
import type { ApiResult } from './types';

type RawResult = ApiResult<unknown>;

interface InFlightRequest {
  readonly result: Promise<RawResult>;
  readonly controller: AbortController;
  /** Callers still waiting; the request is aborted when the last one with a signal gives up. */
  waiters: number;
}

interface FinishedRequest {
  readonly result: RawResult;
  readonly finishedAt: number;
}

export function abortedResult(): RawResult {
  return { ok: false, error: { kind: 'aborted', message: 'The request was aborted' } };
}

/**
 * Request de-duplication (spec booking §9: "request de-duplication cache 5 s"). Identical
 * requests share one in-flight request, and a success that finished less than 5 s ago is
 * handed out again. Failures are not kept, so the next caller tries afresh.
 *
 * Each caller may abort its own wait without cancelling the others; the request itself is
 * aborted only when every caller has given up. Callers get the raw answer and parse it
 * themselves, so two widgets with different `parse` functions can share one request.
 */
export function createSharedRequests(now: () => number) {
  const inFlight = new Map<string, InFlightRequest>();
  const finished = new Map<string, FinishedRequest>();
  const newestStarted = new Map<string, InFlightRequest>();

  function isRecent({ finishedAt }: FinishedRequest): boolean {
    return now() - finishedAt < DEDUPLICATION_WINDOW_MS;
  }

  function remember(key: string, result: RawResult): void {
    for (const [otherKey, other] of finished) if (!isRecent(other)) finished.delete(otherKey);
    finished.set(key, { result, finishedAt: now() });
  }

  function start(key: string, send: (signal: AbortSignal) => Promise<RawResult>): InFlightRequest {
    const controller = new AbortController();
    const request: InFlightRequest = {
      controller,
      waiters: 0,
      result: send(controller.signal).then((result) => {
        // An older request that a fresh one overtook must not hand out its answer afterwards.
        const newest = newestStarted.get(key) === request;
        if (inFlight.get(key) === request) inFlight.delete(key);
        if (newest) newestStarted.delete(key);
        if (newest && result.ok) remember(key, result);
        return result;
      }),
    };
    inFlight.set(key, request);
    newestStarted.set(key, request);
    return request;
  }

  function wait(key: string, request: InFlightRequest, signal: AbortSignal | undefined): Promise<RawResult> {
    request.waiters += 1;
    if (!signal) return request.result;
    return new Promise((resolve) => {
      const giveUp = (): void => {
        request.waiters -= 1;
        if (request.waiters === 0) {
          request.controller.abort();
          if (inFlight.get(key) === request) inFlight.delete(key);
        }
        resolve(abortedResult());
      };
      signal.addEventListener('abort', giveUp, { once: true });
      void request.result.then((result) => {
        signal.removeEventListener('abort', giveUp);
        resolve(result);
      });
    });
  }

  /** A `fresh` caller shares nothing that started before it; later callers share its answer. */
  return function run(
    key: string,
    { signal, fresh }: { signal?: AbortSignal | undefined; fresh?: boolean | undefined },
    send: (signal: AbortSignal) => Promise<RawResult>,
  ): Promise<RawResult> {
    if (signal?.aborted) return Promise.resolve(abortedResult());
    if (fresh) return wait(key, start(key, send), signal);
    const recent = finished.get(key);
    if (recent && isRecent(recent)) return Promise.resolve(recent.result);
    return wait(key, inFlight.get(key) ?? start(key, send), signal);
  };
}
