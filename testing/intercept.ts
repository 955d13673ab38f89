/**
 * The one backend double besides the sandbox itself (DESIGN.md §6, issue 27 §4). Tests talk to the
 * real sandbox: in the component tests it answers on the page's own origin, statefully, with its
 * fault rules (`resetPageForTest({ faults })`); in vitest, `sandboxApi()` or an in-process
 * sandbox. Where a test must shape an answer the sandbox cannot give (a network failure at one
 * moment, an answer held until the test releases it, a malformed body, a count of requests), it
 * intercepts chosen calls here, at `fetch`, and every other request goes on to the sandbox.
 *
 * Why not MSW: its browser side needs a service worker script served from the page's origin and
 * registered before the first request, and its Node side patches `fetch` as this does; the few
 * answers our tests shape need none of its routing, and this file is shorter than its setup.
 */

/** A request the test intercepted or watched. */
export interface SentRequest {
  /** The path after `/api/` (or the whole path for other services), e.g. `authen/sign-up-with-email`. */
  call: string;
  method: string;
  url: URL;
  headers: Headers;
  /** The JSON body, parsed; `undefined` without one. */
  body: unknown;
  /** The request's abort signal, if it has one (a read the client cancels). */
  signal: AbortSignal | undefined;
}

/** What the test answers: a status with a JSON body (the envelope is the test's to write), or a network failure. */
export type Reply =
  | { status: number; body?: unknown; delayMs?: number; headers?: Record<string, string> }
  | { networkError: true; delayMs?: number };

/** Answers a request; `forward()` asks the sandbox, for a test that changes its answer. */
export type Answer = Reply | ((request: SentRequest, forward: () => Promise<Response>) => Reply | Response | Promise<Reply | Response>);

export interface Interception {
  /** Answers the calls whose path ends with `/${call}` (`'sign-up-with-email'`, `'booking/config.json'`), until changed or reset. */
  answer(call: string, answer: Answer): void;
  /** Lets the calls through to the sandbox but records them (`sent(call)`). */
  watch(call: string): void;
  /** The requests to `call` that were answered or watched, in order; every one without `call`. */
  sent(call?: string): SentRequest[];
  /** Forgets answers, watches and requests (between tests). */
  reset(): void;
  /** Gives `fetch` back. */
  restore(): void;
}

/** The success envelope (booking spec §7). */
export const ok = (content: unknown, status = 200): Reply => ({ status, body: { status, content } });
/** The error envelope with a backend error code. */
export const refused = (errorCode: string, status = 400, message = errorCode): Reply => ({ status, body: { status, errorCode, message } });

function baseUrl(): string {
  return globalThis.location?.href ?? 'http://sandbox.invalid/';
}

function callOf(url: URL): string {
  return url.pathname.replace(/^\/api\//, '').replace(/^\//, '');
}

function parsedBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string' || body === '') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

const pause = (ms: number | undefined) => (ms ? new Promise((resolve) => setTimeout(resolve, ms)) : undefined);

async function replyWith(result: Reply | Response): Promise<Response> {
  if (result instanceof Response) return result;
  await pause(result.delayMs);
  if ('networkError' in result) throw new TypeError('Failed to fetch');
  const headers = { 'content-type': 'application/json', ...result.headers };
  return new Response(result.body === undefined ? null : JSON.stringify(result.body), { status: result.status, headers });
}

/** Rejects as `fetch` does when the request is aborted before its answer (a held answer the client gave up on). */
function abortable(reply: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    reply.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const matches = (call: string, pattern: string) => call === pattern || call.endsWith(`/${pattern}`);

/** Installs the interception over `globalThis.fetch` (the browser's `window.fetch` is the same). */
export function interceptApi(): Interception {
  const realFetch = globalThis.fetch;
  const answers = new Map<string, Answer>();
  const watched = new Set<string>();
  const requests: SentRequest[] = [];
  const find = (call: string) => [...answers.keys()].reverse().find((pattern) => matches(call, pattern));

  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), baseUrl());
    const call = callOf(url);
    const pattern = find(call);
    const isWatched = [...watched].some((watch) => matches(call, watch));
    if (pattern === undefined && !isWatched) return realFetch(input, init);
    const request: SentRequest = {
      call,
      method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
      url,
      headers: new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined)),
      body: parsedBody(init?.body),
      signal: init?.signal ?? (input instanceof Request ? input.signal : undefined),
    };
    requests.push(request);
    const forward = () => realFetch(input, init);
    if (pattern === undefined) return forward();
    const answer = answers.get(pattern)!;
    const reply = replyWith(typeof answer === 'function' ? await answer(request, forward) : answer);
    return request.signal ? abortable(reply, request.signal) : reply;
  };

  return {
    answer: (call, answer) => void answers.set(call, answer),
    watch: (call) => void watched.add(call),
    sent: (call) => (call === undefined ? [...requests] : requests.filter((request) => matches(request.call, call))),
    reset: () => {
      answers.clear();
      watched.clear();
      requests.length = 0;
    },
    restore: () => {
      globalThis.fetch = realFetch;
    },
  };
}
