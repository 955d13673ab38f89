/**
 * Client error reports (content spec §7 `POST /api/log/errors/web-support`; issue 19 item 7):
 * what a report holds, how personal data is taken out of it, and how reports are rate-limited and
 * batched. Pure: the reporter (`shared/error-report/error-reporter.ts`) keeps the queue and sends it.
 *
 * Personal data never leaves: a report has only the fields below (no request body, no storage,
 * no attribute values); its texts go through `redactText`; URLs lose their query and fragment.
 * A name cannot be recognised in free text, so names are removed where they are recognisable:
 * as values of named fields (`"firstName":"…"`, `lastName=…`). Widgets never put a visitor's
 * input into an error message (their messages name the widget and the call).
 */

export interface ClientError {
  /** Who saw it: the widget's error boundary or the API client. */
  readonly source: 'boundary' | 'api';
  readonly tag?: string | undefined;
  readonly message: string;
  readonly status?: number | undefined;
  readonly code?: string | undefined;
  readonly stack?: string | undefined;
}

export interface ErrorReport extends ClientError {
  /** The page's path, without query or fragment. */
  readonly page: string;
  readonly language: string;
  /** ISO 8601. */
  readonly at: string;
}

export const ERROR_REPORT_LIMITS = {
  /** Reports admitted in any minute, sent and waiting together. */
  perMinute: 20,
  /** The same message from the same widget counts once a minute. */
  repeatWindowMs: 60_000,
  /** Reports in one request. */
  batchSize: 10,
  maxTextLength: 500,
  /** The message line and the first frames. */
  stackLines: 6,
} as const;

const SENSITIVE_FIELDS =
  'first_?name|last_?name|full_?name|given_?name|family_?name|sur_?name|guest_?name|name|e-?mail|phone|mobile|password|token|card_?number|cvv|cvc|authorization';
const SENSITIVE_JSON_VALUE = new RegExp(`("(?:${SENSITIVE_FIELDS})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'gi');
const SENSITIVE_QUERY_VALUE = new RegExp(`([?&;](?:${SENSITIVE_FIELDS})=)[^&#\\s:)]*`, 'gi');
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const BEARER = /\b(Bearer\s+)[\w.~+/=-]+/gi;
const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]+/g;
/** 13 to 19 digits, in groups separated by single spaces or dashes (card numbers, PCI DSS). */
const CARD_NUMBER = /\b\d(?:[ -]?\d){12,18}\b/g;
/** An international number: `+`, then at least 7 more digits in groups. */
const PHONE = /\+\d(?:[\s-]?\d){6,}/g;

export function redactText(text: string): string {
  return text
    .replace(SENSITIVE_JSON_VALUE, '$1"[redacted]"')
    .replace(SENSITIVE_QUERY_VALUE, '$1[redacted]')
    .replace(EMAIL, '[email]')
    .replace(BEARER, '$1[token]')
    .replace(JWT, '[token]')
    .replace(CARD_NUMBER, '[card]')
    .replace(PHONE, '[phone]')
    .slice(0, ERROR_REPORT_LIMITS.maxTextLength);
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

export function toErrorReport(error: ClientError, context: { pageUrl: string; language: string; at: number }): ErrorReport {
  const stack = error.stack?.split('\n').slice(0, ERROR_REPORT_LIMITS.stackLines).join('\n');
  return {
    source: error.source,
    ...(error.tag === undefined ? {} : { tag: error.tag }),
    message: redactText(error.message),
    ...(error.status === undefined ? {} : { status: error.status }),
    ...(error.code === undefined ? {} : { code: redactText(error.code) }),
    ...(stack === undefined ? {} : { stack: redactText(stack) }),
    page: pathOf(context.pageUrl),
    language: context.language,
    at: new Date(context.at).toISOString(),
  };
}

export interface ErrorReportQueue {
  readonly pending: readonly ErrorReport[];
  /** When each report of the last minute was sent, ms. */
  readonly sentAt: readonly number[];
  /** When each message (source, tag, message) was last admitted, ms. */
  readonly lastMessageAt: Readonly<Record<string, number>>;
}

export const EMPTY_ERROR_REPORT_QUEUE: ErrorReportQueue = { pending: [], sentAt: [], lastMessageAt: {} };

const withinMinute = (now: number) => (at: number) => now - at < ERROR_REPORT_LIMITS.repeatWindowMs;

/** The queue with `report` added, or unchanged when the minute's allowance is used or the message repeats. */
export function admitErrorReport(queue: ErrorReportQueue, report: ErrorReport, now: number): ErrorReportQueue {
  const key = `${report.source}|${report.tag ?? ''}|${report.message}`;
  const last = queue.lastMessageAt[key];
  if (last !== undefined && withinMinute(now)(last)) return queue;
  const recentlySent = queue.sentAt.filter(withinMinute(now));
  if (recentlySent.length + queue.pending.length >= ERROR_REPORT_LIMITS.perMinute) return queue;
  return { pending: [...queue.pending, report], sentAt: recentlySent, lastMessageAt: { ...queue.lastMessageAt, [key]: now } };
}

/** The next request's reports and the queue after sending them. */
export function nextBatch(queue: ErrorReportQueue, now: number): { batch: readonly ErrorReport[]; queue: ErrorReportQueue } {
  const batch = queue.pending.slice(0, ERROR_REPORT_LIMITS.batchSize);
  return {
    batch,
    queue: {
      pending: queue.pending.slice(batch.length),
      sentAt: [...queue.sentAt.filter(withinMinute(now)), ...batch.map(() => now)],
      lastMessageAt: queue.lastMessageAt,
    },
  };
}

/** A failed call worth reporting: the network, a timeout, an answer that does not parse, a 5xx. A 4xx is the backend's answer. */
export function isReportableApiFailure(failure: { readonly kind: string; readonly status?: number | undefined }): boolean {
  if (failure.kind === 'aborted') return false;
  if (failure.kind === 'http' || failure.kind === 'backend') return (failure.status ?? 0) >= 500;
  return true;
}
