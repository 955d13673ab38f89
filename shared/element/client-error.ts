import type { ApiError } from '../api/types';

/**
 * Reports a widget's failure or a broken call to the service (content spec §7
 * `POST /api/log/errors/web-support`). The reporter (redaction, rate limit, batches) is a chunk of
 * its own, imported on the first error: the runtime every page loads carries only these two calls
 * (DESIGN §7). A reporter that cannot load or send is silent: reporting must never break a page
 * or report itself.
 */
const loadReporter = () => import('../analytics/error-reporter');
const ignore = () => undefined;

export function reportWidgetFailure(tag: string, error: unknown): void {
  loadReporter().then((reporter) => reporter.reportWidgetFailure(tag, error), ignore);
}

export function reportApiFailure(error: ApiError): void {
  loadReporter().then((reporter) => reporter.reportApiFailure(error), ignore);
}
