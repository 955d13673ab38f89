import { getPageConfig } from './page-config';

/**
 * Reports a widget's failure or a broken call to the service (content spec §7
 * `POST /api/log/errors/web-support`). The reporter (redaction, rate limit, batches) is a chunk of
 * its own, imported on the first error: the runtime every page loads carries only these two calls
 * (DESIGN §7). A reporter that cannot load or send is silent: reporting must never break a page
 * or report itself.
 */
const loadReporter = () => import('../error-report/error-reporter');
const ignore = () => undefined;

export function reportWidgetFailure(tag: string, error: unknown): void {
  loadReporter().then((reporter) => reporter.reportWidgetFailure(getPageConfig(), tag, error), ignore);
}

/** `failure`: the API client's `ApiError` (typed by shape: shared/element imports nothing of shared/api). */
export function reportApiFailure(failure: { kind: string; status?: number | undefined; code?: string | undefined; message: string }): void {
  loadReporter().then((reporter) => reporter.reportApiFailure(getPageConfig(), failure), ignore);
}
