export interface ApiClientConfig {
  /** Origin of the service and gateway (`/api/...`, `odx/...`): '' for the page's origin, or e.g. 'https://api.example.com'. */
  apiOrigin: string;
  /** Base of the content service, e.g. '/apis/stay' or an absolute URL on another origin. */
  contentBase: string;
  subscriptionKey: string;
  /** 'en', 'zh', 'ar', …: sent as the `lang` and `langCode` headers (spec booking §7). */
  language: string;
  /** The member's token, or undefined for guests; read on every request. */
  getAuthToken: () => string | undefined;
  /**
   * Called when a call that carried the token is refused with 401 and code 555 (loyalty spec §8:
   * the token is unknown or expired): the page then signs the visitor out locally and asks them to
   * log in again (issue 14 "token life").
   */
  onTokenRejected?: () => void;
  /** Every failed call, its message without the query (the page client reports the broken ones: content spec §7 web-support). */
  onFailure?: (error: ApiError) => void;
  fetchImpl?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export type QueryValue = string | number | boolean | undefined;

export interface RequestOptions<T> {
  /** Undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** Validates the (unwrapped) answer at the boundary; undefined means it is not what was expected. */
  parse: (raw: unknown) => T | undefined;
  /** Keep a successful answer in local storage for this many ms (see `cache-lifetimes.ts`). */
  cacheFor?: number;
  /** Per attempt; default 15 s. */
  timeoutMs?: number;
  /** A call made in a fixed language instead of the page's, e.g. the availability calendar in `en-us` (booking spec §7). */
  language?: string;
  signal?: AbortSignal;
  /** Extra headers of this call (e.g. `Idempotency-Key` of a journey write, DESIGN.md §8); sent only to our own origins. */
  headers?: Record<string, string>;
  /**
   * Read the server again: no stored answer, no answer of the last 5 s, no request already under
   * way. For a reload the visitor asked for, or a read after a write changed what it reads.
   */
  fresh?: boolean;
}

export interface PostOptions<T> extends RequestOptions<T> {
  /** A POST that only reads (e.g. search-property-rate): may be retried and de-duplicated. */
  idempotent?: boolean;
}

export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'backend' | 'invalid-response' | 'aborted';

export interface ApiError {
  kind: ApiErrorKind;
  /** HTTP status, or the envelope's status for backend errors. */
  status?: number;
  /** Backend error code, normalised (spec booking §8). */
  code?: string;
  /** For logs, not for visitors: visible wording comes from the message catalogues. */
  message: string;
  /** The error's `details` object, when the service sent one (issue 16 contract: E51 carries `{ previousTotal, total }`). */
  details?: Record<string, unknown> | undefined;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export interface ApiClient {
  /** `path` is service-relative (`/api/...`, `odx/...`) or an absolute URL. */
  get<T>(path: string, options: RequestOptions<T>): Promise<ApiResult<T>>;
  post<T>(path: string, body: unknown, options: PostOptions<T>): Promise<ApiResult<T>>;
  delete<T>(path: string, options: RequestOptions<T>): Promise<ApiResult<T>>;
  /** GET from the content service; `path` is relative to `contentBase`, e.g. 'masterdata/booking/config.json'. */
  content<T>(path: string, options: RequestOptions<T>): Promise<ApiResult<T>>;
  /** POST that only reads, to the content service (issue 18: `{path}.getreservationsbyresid.json` with a body of ids); may be retried. */
  contentPost<T>(path: string, body: unknown, options: RequestOptions<T>): Promise<ApiResult<T>>;
}
