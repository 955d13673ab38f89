import { defineEntry, readEntry, storableJson, writeEntry, type StorageEntry } from '../storage';
import { isSendableHeaderValue } from '../domain/header-value';
import { DEFAULT_TIMEOUT_MS } from './request-policy';
import { createRequestSender, type PreparedRequest } from './send-request';
import { createSharedRequests } from './shared-requests';
import type { ApiClient, ApiClientConfig, ApiError, ApiResult, PostOptions, QueryValue } from './types';

type Target = 'service' | 'content';

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A base URL ending in '/', so relative paths resolve under it (and under any path it has). */
function baseUrl(base: string, pageOrigin: string): URL {
  return new URL(`${base.replace(/\/+$/, '')}/`, `${pageOrigin}/`);
}

function withQuery(url: URL, query: Record<string, QueryValue> | undefined): URL {
  const defined = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  if (defined.length === 0) return url;
  for (const [name, value] of defined) url.searchParams.append(name, String(value));
  // Sorted, so that identical requests have identical URLs for de-duplication and caches.
  url.searchParams.sort();
  return url;
}

function parseSafely<T>(parse: (raw: unknown) => T | undefined, raw: unknown): T | undefined {
  try {
    return parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * The HTTP client of the widgets (DESIGN.md §1): headers, retries, de-duplication and caches.
 * It never throws: every outcome is an `ApiResult`.
 */
/** Loyalty spec §8: the backend's code for a token that is unknown, expired or signed out. */
const TOKEN_REJECTED = '555';

export function createApiClient(config: ApiClientConfig): ApiClient {
  const now = config.now ?? Date.now;
  const send = createRequestSender(config.fetchImpl, config.sleep ?? wait);
  const runShared = createSharedRequests(now);
  const pageOrigin = globalThis.location?.origin ?? 'http://localhost';
  const serviceBase = baseUrl(config.apiOrigin || pageOrigin, pageOrigin);
  const contentBase = baseUrl(config.contentBase, pageOrigin);

  function resolveUrl(target: Target, path: string, query: Record<string, QueryValue> | undefined): URL {
    // Leading slashes are dropped so '/api/x' stays under the base (and '//host' cannot leave it).
    const relative = /^https?:\/\//i.test(path) ? path : path.replace(/^\/+/, '');
    return withQuery(new URL(relative, target === 'service' ? serviceBase : contentBase), query);
  }

  /**
   * Spec booking §7: the subscription key goes to the service and gateway, the language to our
   * services. The member's token goes only to the configured API origin, never to another
   * origin. Third-party URLs get none of our headers (custom headers would also force a CORS
   * preflight there).
   */
  function headersFor(url: URL, target: Target, language: string, extra?: Record<string, string>): Record<string, string> {
    const toApi = url.origin === serviceBase.origin;
    if (!toApi && url.origin !== contentBase.origin) return {};
    const headers: Record<string, string> = { ...extra, lang: language, langCode: language };
    if (toApi && target === 'service') headers['Ocp-Apim-Subscription-Key'] = config.subscriptionKey;
    const token = toApi ? config.getAuthToken() : undefined;
    if (token) headers.Authorization = `Bearer ${token}`;
    return sendable(headers, url);
  }

  /** Issue 12 §8: a value `fetch` would throw on is left out (with a warning that never shows it). */
  function sendable(headers: Record<string, string>, url: URL): Record<string, string> {
    for (const [name, value] of Object.entries(headers)) {
      if (isSendableHeaderValue(value)) continue;
      console.warn(`[stay-widgets] header "${name}" left out of ${url.origin}${url.pathname}: its value cannot be sent.`);
      delete headers[name];
    }
    return headers;
  }

  function responseCache(identity: string, language: string, lifetimeMs: number): StorageEntry<unknown> {
    // The raw answer is stored and parsed on every read: storage is a boundary too. It is stored
    // without the fields storage may never hold (staff codes, tokens, e-mail, card data).
    return defineEntry({ key: `api:${language}:${identity}`, area: 'local', lifetimeMs, parse: (raw) => raw });
  }

  function failure(request: PreparedRequest, error: ApiError): { ok: false; error: ApiError } {
    const { origin, pathname } = new URL(request.url);
    // Without the query: it may hold confirmation numbers.
    const described = { ...error, message: `${request.method} ${origin}${pathname}: ${error.message}` };
    config.onFailure?.(described);
    return { ok: false, error: described };
  }

  async function request<T>(
    method: PreparedRequest['method'],
    target: Target,
    path: string,
    options: PostOptions<T>,
    body?: unknown,
  ): Promise<ApiResult<T>> {
    const url = resolveUrl(target, path, options.query);
    const prepared: PreparedRequest = {
      method,
      url: url.href,
      headers: headersFor(url, target, options.language ?? config.language, options.headers),
      body: body === undefined ? undefined : JSON.stringify(body),
      idempotent: method === 'GET' || options.idempotent === true,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    };
    const identity = `${method} ${prepared.url}${prepared.body === undefined ? '' : ` ${prepared.body}`}`;
    const cache =
      options.cacheFor === undefined ? undefined : responseCache(identity, prepared.headers.lang ?? config.language, options.cacheFor);

    const cached = cache && !options.fresh ? readEntry(cache, now()) : undefined;
    const fromCache = cached === undefined ? undefined : parseSafely(options.parse, cached);
    if (fromCache !== undefined) return { ok: true, data: fromCache };

    // Only requests that may be repeated are shared: a second identical "save" must reach the server.
    const sharingKey = `${identity} ${prepared.headers.Authorization ?? ''}`;
    const raw = prepared.idempotent
      ? await runShared(sharingKey, options, (signal) => send(prepared, signal))
      : await send(prepared, options.signal ?? new AbortController().signal);
    if (!raw.ok) {
      if (prepared.headers.Authorization && raw.error.status === 401 && raw.error.code === TOKEN_REJECTED) config.onTokenRejected?.();
      return failure(prepared, raw.error);
    }

    const data = parseSafely(options.parse, raw.data);
    if (data === undefined) return failure(prepared, { kind: 'invalid-response', message: 'The answer failed validation' });
    const storable = cache && storableJson(raw.data);
    if (cache && storable) writeEntry(cache, JSON.parse(storable), now());
    return { ok: true, data };
  }

  return {
    get: (path, options) => request('GET', 'service', path, options),
    post: (path, body, options) => request('POST', 'service', path, options, body),
    delete: (path, options) => request('DELETE', 'service', path, options),
    content: (path, options) => request('GET', 'content', path, options),
    contentPost: (path, body, options) => request('POST', 'content', path, { ...options, idempotent: true }, body),
  };
}
