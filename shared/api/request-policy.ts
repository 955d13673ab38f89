import type { ApiError } from './types';

/** Spec booking §9: max retries 3, delay call 200 ms, request de-duplication cache 5 s. */
export const MAX_RETRIES = 3;
export const RETRY_DELAY_MS = 200;
export const DEDUPLICATION_WINDOW_MS = 5_000;
export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Statuses that say "try again later". Unlike ofetch's defaults, 409 is left out: a conflict
 * (e.g. with a hold) is an answer, not a transient failure.
 */
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 425, 429, 500, 502, 503, 504]);

/** Whether an idempotent request that failed this way may be sent again. */
export function isRetryable(error: ApiError): boolean {
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && error.status !== undefined && RETRYABLE_STATUSES.has(error.status);
}
