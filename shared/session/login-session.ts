import { isSendableHeaderValue } from '../domain/header-value';
import { emitStayEvent } from '../element/stay-events';
import { documentCookies, readCookie } from '../storage/cookies';

/** The last unusable login cookie value warned about, so a page warns once, not on every read. */
let refusedToken: string | undefined;

/**
 * Signed in means a login cookie is present (content spec §1); its value is the member's token,
 * sent as `Authorization` to the API origin only (booking spec §6). The cookie's name comes from
 * the page configuration. A value that cannot be sent as a header (control characters, non-ASCII:
 * a damaged or forged cookie) is no login: every member call would fail with it (issue 12 §8).
 * Cookies that cannot be read (disabled) read as no login too.
 */
export function readLoginToken(cookieName: string, doc: Document = document): string | undefined {
  const token = readCookie(cookieName, documentCookies(doc));
  if (token === undefined || isSendableHeaderValue(token)) return token;
  if (token !== refusedToken) {
    refusedToken = token;
    console.warn(`[stay-widgets] the login cookie "${cookieName}" holds characters a token cannot have; the visitor counts as signed out.`);
  }
  return undefined;
}

/**
 * Anything that signs the visitor in or out on this page (the login widget, the app shell, a CMS
 * script) sets or clears the login cookie and dispatches this event on `window`.
 */
export const SESSION_CHANGE_EVENT = 'stay:session-change';

export function announceSessionChange(): void {
  emitStayEvent(window, SESSION_CHANGE_EVENT, null);
}

/** The token of the last member call refused with 401 `555`, until a login widget has heard of it. */
let rejectedToken: string | undefined;

/**
 * A member call was refused with 401 `555` (loyalty spec §8): the API client calls this with the
 * token it sent, and the login widget signs the visitor out locally and asks them to log in again
 * (shared/store/member-session.ts). The refusal is also kept: another widget's first member call
 * can be refused before `<stay-login>` has mounted and listens (a lazily loaded element), and
 * `takeTokenRejection` lets it act on it then.
 */
export function reportTokenRejected(token: string | undefined): void {
  rejectedToken = token;
  emitStayEvent(window, 'stay:session-expired', null);
}

/** Whether `token` (the current login's) was refused before anyone acted on it; asking forgets it. */
export function takeTokenRejection(token: string | undefined): boolean {
  const rejected = token !== undefined && token === rejectedToken;
  rejectedToken = undefined;
  return rejected;
}

interface CookieStoreLike extends EventTarget {}

/**
 * Calls `onChange` whenever the login state may have changed: the session event, the Cookie Store
 * API's change events where the browser has it (a cookie set by any script), and the tab becoming
 * visible again (a login in another tab).
 */
export function watchSession(onChange: () => void): () => void {
  const cookieStore = (window as unknown as { cookieStore?: CookieStoreLike }).cookieStore;
  const onVisible = () => {
    if (document.visibilityState === 'visible') onChange();
  };
  window.addEventListener(SESSION_CHANGE_EVENT, onChange);
  cookieStore?.addEventListener('change', onChange);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
    cookieStore?.removeEventListener('change', onChange);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
