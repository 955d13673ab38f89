/**
 * One test file, several page states (issue 13 §6). A page reads its configuration, builds its API
 * client and looks up its region once (DESIGN.md §3, content spec §7), so before this helper every
 * other state (author mode, a language, a region, a failing service) needed a test file, that is a
 * page, of its own. `resetPageForTest` gives the current test page the state a freshly loaded page
 * would have. Test-only: the bundle never imports this folder.
 */
import { resetApiClient } from '../shared/api/page-client';
import { resetPageConfig } from '../shared/element/page-config';
import type { Language } from '../shared/domain/languages';
import { resetAvailabilityCache } from '../shared/ui/date-range-picker/availability-cache';
import { removeFixtures, setPageConfig } from './fixtures';
import { resetPageStore } from './resettable-store';

/** A rule of the sandbox's fault switch (demo-pages/sandbox/faults.ts, README "Fault injection"). */
export interface SandboxFault {
  /** Substring of the request's path and query; '' matches every service call. */
  match: string;
  kind: 'error' | 'slow' | 'malformed' | 'timeout' | 'network';
  status?: number;
  errorCode?: string;
  delayMs?: number;
}

export interface PageState {
  /** The page configuration script's fields (shared/element/page-config.ts); none: no script, the defaults. */
  config?: Record<string, unknown>;
  /** Shorthand for `config.language`. Without any, the test page (no language in its path) is Chinese. */
  language?: Language;
  /** Shorthand for `config.authorMode`: the CMS editor's preview (DESIGN.md §3). */
  authorMode?: boolean;
  /** Sandbox calls to break for this page (the `stay-sandbox-faults` cookie); none by default. */
  faults?: SandboxFault[];
  /** The visitor's country as the sandbox answers it (the `stay-sandbox-country` cookie), e.g. 'CN'. */
  region?: string;
  /** The page address's query parameters (`{ currency: 'KRW' }` for `?currency=KRW`); none by default. */
  query?: Record<string, string>;
  /** Keep session and local storage as the previous state left them (default: both emptied). */
  keepStorage?: boolean;
}

const FAULTS_COOKIE = 'stay-sandbox-faults';
const REGION_COOKIE = 'stay-sandbox-country';

function setCookie(name: string, value: string | undefined): void {
  document.cookie = value === undefined ? `${name}=; path=/; max-age=0` : `${name}=${encodeURIComponent(value)}; path=/`;
}

/** The runner's own parameters of the test page's address (its session id), kept in every state. */
const runnerQuery = new URLSearchParams(location.search);

function setPageQuery(query: Record<string, string> = {}): void {
  const params = new URLSearchParams(runnerQuery);
  for (const [name, value] of Object.entries(query)) params.set(name, value);
  history.replaceState(history.state, '', `${location.pathname}?${params}`);
}

/** The widgets left on the page unmount a microtask after they leave it (define-widget.tsx). */
async function unmountedWidgets(): Promise<void> {
  await new Promise<void>((resolve) => queueMicrotask(resolve));
}

/**
 * Removes every fixture, then gives the page the state a newly loaded page with `state` would have:
 * its configuration script, address query, sandbox cookies and storage, then the caches a page keeps (page
 * configuration, API client with its de-duplication window and caches, the availability months,
 * the page store with its lookup and fetch-once atoms) emptied, so the next widget reads them
 * again. Translations need no reset: they are cached per language, as the modules they come from.
 * Call in `beforeEach`, or at the start of a `describe`'s `before`.
 */
export async function resetPageForTest(state: PageState = {}): Promise<void> {
  removeFixtures();
  await unmountedWidgets();
  const { language, authorMode, config } = state;
  const pageConfig = { ...config, ...(language && { language }), ...(authorMode !== undefined && { authorMode }) };
  setPageConfig(config || language || authorMode !== undefined ? pageConfig : undefined);
  setCookie(FAULTS_COOKIE, state.faults?.length ? JSON.stringify(state.faults) : undefined);
  setCookie(REGION_COOKIE, state.region);
  setPageQuery(state.query);
  if (!state.keepStorage) {
    sessionStorage.clear();
    localStorage.clear();
  }
  resetPageConfig();
  resetApiClient();
  resetAvailabilityCache();
  resetPageStore();
}
