import { pushDataLayer } from '../analytics/data-layer';
import { fetchProfile, login, logout, type Credentials } from '../api/auth-service';
import { getApiClient } from '../api/page-client';
import type { ApiResult } from '../api/types';
import type { LoginAnswer } from '../domain/loyalty/login-answer';
import { cookieMaxAgeSeconds, tokenLifeAt } from '../domain/loyalty/token-life';
import { getPageConfig } from '../element/page-config';
import { announceSessionChange, readLoginToken } from '../session/login-session';
import { removeEntry, writeEntry } from '../storage';
import { writeCookie } from '../storage/cookie-writer';
import { memberProfileLocalEntry, memberProfileSessionEntry, tokenExpiryEntry } from './member-entries';

/**
 * Signing in and out (loyalty spec §4 "Login state"; issue 14 items 1 and 2). The token goes into
 * the login cookie only (name from the page configuration; `SameSite=Lax`, `Secure` on https,
 * lifetime from `tokenExpiry`); the profile and the expiry into storage; then every widget hears
 * `stay:session-change` and follows without a reload.
 */
function keepLogin(answer: LoginAnswer): void {
  const now = Date.now();
  // A fresh token that this device's clock already sees as ending means the clock is off (the expiry
  // is the server's time): the cookie then lasts the browser session and no expiry is stored, so the
  // page never signs the visitor out in a loop; a refused token (401 555) still ends the login.
  const trusted = tokenLifeAt(now, answer.tokenExpiry) === 'valid';
  writeCookie(getPageConfig().loginCookie, answer.token, trusted ? cookieMaxAgeSeconds(now, answer.tokenExpiry) : undefined);
  if (trusted) writeEntry(tokenExpiryEntry, answer.tokenExpiry);
  else {
    removeEntry(tokenExpiryEntry);
    console.warn(
      `[stay-widgets] the login token's expiry (${new Date(answer.tokenExpiry).toISOString()}) is not ahead of this device's clock; the clock is probably wrong.`,
    );
  }
  writeEntry(memberProfileSessionEntry, answer.profile);
  writeEntry(memberProfileLocalEntry, answer.profile);
}

/** After a successful login answer (e-mail or social): keep it, announce it. */
export function completeLogin(answer: LoginAnswer, method: 'email' | 'wechat' | 'alipay' = 'email'): void {
  keepLogin(answer);
  pushDataLayer({ event: 'login', method, user: { loyaltyTier: answer.profile.tier, loyaltyId: answer.profile.memberId } });
  announceSessionChange();
}

export async function signIn(credentials: Credentials): Promise<ApiResult<LoginAnswer>> {
  const result = await login(getApiClient(), credentials);
  if (result.ok) completeLogin(result.data);
  return result;
}

/**
 * Fetches the profile, which refreshes the token (spec §4), and keeps it. A failed fetch removes
 * the stored expiry (spec §4); a refused token (401 `555`) has already signed the visitor out
 * through the API client's report.
 */
export async function refreshMemberProfile(): Promise<ApiResult<LoginAnswer>> {
  const cookieName = getPageConfig().loginCookie;
  const askedFor = readLoginToken(cookieName);
  const result = await fetchProfile(getApiClient());
  // The answer belongs to the login it was asked for: after a logout or another login meanwhile
  // (this tab, another tab, a CMS script), keeping it would sign the old member back in.
  if (readLoginToken(cookieName) !== askedFor) return result;
  if (result.ok) keepLogin(result.data);
  else removeEntry(tokenExpiryEntry);
  return result;
}

/**
 * Forgets the login in this browser: cookie, profile and expiry. The guest's search, cart and
 * form values stay (issue 14 item 2): only member state goes. Other tabs hear the local-storage
 * removal and follow.
 */
export function signOutLocally(): void {
  writeCookie(getPageConfig().loginCookie, '', 0);
  removeEntry(tokenExpiryEntry);
  removeEntry(memberProfileSessionEntry);
  removeEntry(memberProfileLocalEntry);
  announceSessionChange();
}

/** Logout from the header: tells the service (a failure is logged, the local logout happens anyway). */
export async function logoutMember(): Promise<void> {
  pushDataLayer({ event: 'logout' });
  const result = await logout(getApiClient());
  if (!result.ok && result.error.status !== 401) console.warn(`[stay-widgets] logout: ${result.error.message}`);
  signOutLocally();
}
