import { reportApiFailure } from '../element/client-error';
import { getPageConfig } from '../element/page-config';
import { readLoginToken, reportTokenRejected } from '../session/login-session';
import { createApiClient } from './client';
import type { ApiClient } from './types';

let pageClient: ApiClient | undefined;

/**
 * The one API client of the page, configured from the page configuration, so every widget
 * shares its de-duplication window and caches.
 */
export function getApiClient(): ApiClient {
  if (pageClient) return pageClient;
  const config = getPageConfig();
  pageClient = createApiClient({
    apiOrigin: config.apiOrigin,
    contentBase: `/apis/${encodeURIComponent(config.product)}`,
    subscriptionKey: config.subscriptionKey,
    language: config.language,
    getAuthToken: () => readLoginToken(config.loginCookie),
    onTokenRejected: () => reportTokenRejected(readLoginToken(config.loginCookie)),
    // Loads the reporter on a failure; it decides whether the failure is worth a report.
    onFailure: reportApiFailure,
  });
  return pageClient;
}

/** For component tests (testing/page-state.ts): a new page's client, without the old one's caches and de-duplication window. */
export function resetApiClient(): void {
  pageClient = undefined;
}
