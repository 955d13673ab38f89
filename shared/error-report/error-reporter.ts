/**
 * The client error reporter (content spec §7 `POST /api/log/errors/web-support`; issue 19 item 7),
 * loaded on the first error (`shared/element/client-error.ts`). Reports wait `FLUSH_DELAY_MS` so
 * errors of one moment go in one request; what is left goes when the page is hidden. Rules
 * (redaction, rate limit, batch size) are in `shared/domain/content/error-report.ts`.
 *
 * Sent with `fetch` rather than the API client: a failed report must not become a report, and
 * `keepalive` lets the last batch leave while the page unloads. It imports only the domain: the
 * caller hands it the page's settings (a folder of its own, so that no shared folders import each
 * other in a cycle, and not in shared/element, whose modules are all in the runtime chunk).
 */
import {
  EMPTY_ERROR_REPORT_QUEUE,
  admitErrorReport,
  isReportableApiFailure,
  nextBatch,
  toErrorReport,
  type ClientError,
} from '../domain/content/error-report';

/** The page settings a report needs (shared/element/page-config.ts). */
export interface ReportTarget {
  apiOrigin: string;
  subscriptionKey: string;
  language: string;
}

/** What the API client knows of a failed call (shared/api/types.ts `ApiError`). */
export interface ApiFailure {
  kind: string;
  status?: number | undefined;
  code?: string | undefined;
  message: string;
}

export const FLUSH_DELAY_MS = 2_000;
const ENDPOINT = 'api/log/errors/web-support';

let queue = EMPTY_ERROR_REPORT_QUEUE;
let timer: ReturnType<typeof setTimeout> | undefined;
let target: ReportTarget | undefined;

/** A widget's error boundary caught `error` (DESIGN §3). */
export function reportWidgetFailure(to: ReportTarget, tag: string, error: unknown): void {
  const isError = error instanceof Error;
  enqueueErrorReport(to, {
    source: 'boundary',
    tag,
    message: isError ? error.message : String(error),
    stack: isError ? error.stack : undefined,
  });
}

/** A call of the page's API client failed; only the broken ones are reported (`isReportableApiFailure`). */
export function reportApiFailure(to: ReportTarget, failure: ApiFailure): void {
  if (!isReportableApiFailure(failure)) return;
  enqueueErrorReport(to, { source: 'api', message: failure.message, status: failure.status, code: failure.code });
}

function enqueueErrorReport(to: ReportTarget, error: ClientError): void {
  target = to;
  const now = Date.now();
  queue = admitErrorReport(queue, toErrorReport(error, { pageUrl: location.href, language: to.language, at: now }), now);
  if (queue.pending.length > 0) timer ??= setTimeout(flush, FLUSH_DELAY_MS);
}

function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  const next = nextBatch(queue, Date.now());
  queue = next.queue;
  if (next.batch.length === 0 || !target) return;
  const { apiOrigin, subscriptionKey, language } = target;
  const url = new URL(ENDPOINT, `${(apiOrigin || location.origin).replace(/\/+$/, '')}/`);
  fetch(url, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', 'Ocp-Apim-Subscription-Key': subscriptionKey, lang: language },
    body: JSON.stringify({ errors: next.batch }),
  }).catch(() => undefined);
  if (queue.pending.length > 0) timer = setTimeout(flush, FLUSH_DELAY_MS);
}

addEventListener('pagehide', flush);
