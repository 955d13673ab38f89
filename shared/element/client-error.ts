import type { ClientError } from '../domain/content/error-report';

/**
 * Reports a widget's error to the service (content spec §7 `POST /api/log/errors/web-support`).
 * The reporter (redaction, rate limit, batches) is a chunk of its own, imported on the first
 * error: the runtime every page loads carries only this call (DESIGN §7). A reporter that cannot
 * load or send is silent: reporting must never break a page or report itself.
 */
export function reportClientError(error: ClientError): void {
  import('../analytics/error-reporter').then(
    (reporter) => reporter.enqueueErrorReport(error),
    () => undefined,
  );
}
