/**
 * Member calls (loyalty spec §7): login, profile, logout and the CPRV token under /api/authen/,
 * and the account preference under /api/loyalty/. Sessions: `member-session.ts`; error codes:
 * `auth-error-codes.ts` (account contract "Auth calls").
 */
import { randomBytes } from 'node:crypto';
import { bearerTokenOf } from '../authorization.ts';
import { sendContent } from '../envelope.ts';
import { verifyPassword } from '../passwords.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import type { SandboxState } from '../state.ts';
import { isWellFormedEmail, passwordField, textField } from './account-fields.ts';
import { sendAuthError } from './auth-error-codes.ts';
import { loginAnswer, memberByEmail, memberPointsNow, sendLoginAnswer, signedInMember, TOKEN_LIFETIME_MS } from './member-session.ts';

export { TOKEN_LIFETIME_MS } from './member-session.ts';

/** Account contract 557: the fifth wrong password in a row locks the account... */
export const LOCK_AFTER_WRONG_PASSWORDS = 5;
/** ...until a password reset or this much sandbox clock has passed since it locked. */
export const LOCK_DURATION_MS = 30 * 60 * 1000;

/** Whether the member is locked now; a lock that has run its time is lifted here. */
function isLocked(state: SandboxState, memberId: string, now: number): boolean {
  const failures = state.loginFailures.get(memberId);
  if (failures?.lockedAt == null) return false;
  if (now < failures.lockedAt + LOCK_DURATION_MS) return true;
  state.loginFailures.delete(memberId);
  return false;
}

function countWrongPassword(state: SandboxState, memberId: string, now: number): void {
  const failures = state.loginFailures.get(memberId) ?? { consecutive: 0, lockedAt: null };
  failures.consecutive += 1;
  if (failures.consecutive >= LOCK_AFTER_WRONG_PASSWORDS) failures.lockedAt ??= now;
  state.loginFailures.set(memberId, failures);
}

/** Clears the wrong-password count and any lock (a right password, a password reset). */
export function clearLoginFailures(state: SandboxState, memberId: string): void {
  state.loginFailures.delete(memberId);
}

/**
 * POST /api/authen/login {email, password}. Checks in this order: 552 e-mail missing, 551 password
 * missing, 560 e-mail malformed, 557 locked (before the password, so the right one does not help),
 * 553 unknown e-mail or wrong password (counted towards the lock), 556 not activated (only after
 * the right password, so the answer does not tell strangers who has an account).
 */
function login(context: RouteContext): void {
  const email = textField(context.body, 'email');
  const password = passwordField(context.body, 'password');
  if (email === undefined) return sendAuthError(context, 'requiredField', 'E-mail address is required.');
  if (password === undefined) return sendAuthError(context, 'passwordRequired', 'Password is required.');
  if (!isWellFormedEmail(email)) return sendAuthError(context, 'emailMalformed', 'The e-mail address is not valid.');
  const { state } = context.runtime;
  const now = context.runtime.now().getTime();
  const member = memberByEmail(state, email);
  if (member && isLocked(state, member.memberId, now)) {
    return sendAuthError(
      context,
      'locked',
      'The account is locked after too many wrong passwords: reset the password or try again in 30 minutes.',
    );
  }
  if (!member || !verifyPassword(password, member.passwordHash)) {
    if (member) countWrongPassword(state, member.memberId, now);
    return sendAuthError(context, 'badCredentials', 'The e-mail address or password is incorrect.');
  }
  clearLoginFailures(state, member.memberId);
  if (!member.activated)
    return sendAuthError(context, 'notActivated', 'The account is not activated yet: follow the link in the activation e-mail.');
  sendLoginAnswer(context, member);
}

/** GET /api/authen/get-profile: refreshes the token (loyalty spec §4): the same token, valid one more hour. */
function getProfile(context: RouteContext): void {
  const signedIn = signedInMember(context);
  if (!signedIn) return;
  const expiresAt = context.runtime.now().getTime() + TOKEN_LIFETIME_MS;
  context.runtime.state.sessions.set(signedIn.token, { memberId: signedIn.member.memberId, expiresAt });
  sendContent(context.res, loginAnswer(signedIn.token, expiresAt, signedIn.member, memberPointsNow(context, signedIn.member)));
}

/** POST /api/authen/logout: the token is refused from now on. */
function logout(context: RouteContext): void {
  const signedIn = signedInMember(context);
  if (!signedIn) return;
  context.runtime.state.sessions.delete(signedIn.token);
  sendContent(context.res, { loggedOut: true });
}

/** The CPRV tokens each sandbox state issued: token -> member id. */
const issuedCprvTokens = new WeakMap<SandboxState, Map<string, string>>();

function cprvTokensOf(state: SandboxState): Map<string, string> {
  const tokens = issuedCprvTokens.get(state) ?? new Map<string, string>();
  issuedCprvTokens.set(state, tokens);
  return tokens;
}

/** GET /api/authen/get-cprv-token (loyalty spec §7 "returns content"): an opaque token for the CPRV services. */
function getCprvToken(context: RouteContext): void {
  const signedIn = signedInMember(context);
  if (!signedIn) return;
  const cprvToken = `cprv.${signedIn.member.memberId}.${randomBytes(12).toString('base64url')}`;
  cprvTokensOf(context.runtime.state).set(cprvToken, signedIn.member.memberId);
  sendContent(context.res, { cprvToken });
}

/**
 * A signed-in member's CPRV call (modify-reservation-cprv) carries the member's get-cprv-token
 * token in `X-Cprv-Token` (our decision: the spec names the token, not its use). A call without
 * a login (a guest's, authorised by the lookup of the reservation) needs none. True after
 * answering 401 `555`.
 */
export function refusedWithoutCprvToken(context: RouteContext): boolean {
  if (bearerTokenOf(context.req) === null) return false;
  const signedIn = signedInMember(context);
  if (!signedIn) return true;
  const sent = context.req.headers['x-cprv-token'];
  if (typeof sent === 'string' && cprvTokensOf(context.runtime.state).get(sent) === signedIn.member.memberId) return false;
  sendAuthError(context, 'invalidToken', "Send X-Cprv-Token: the member's token of get-cprv-token.");
  return true;
}

/** GET /api/loyalty/account-preference (loyalty spec §3, §7): only for a signed-in member. */
function accountPreference(context: RouteContext): void {
  const signedIn = signedInMember(context);
  if (!signedIn) return;
  sendContent(context.res, { currency: signedIn.member.preferredCurrency });
}

export function registerMemberRoutes(router: Router): void {
  router
    .add('POST', '/api/authen/login', login)
    .add('GET', '/api/authen/get-profile', getProfile)
    .add('POST', '/api/authen/logout', logout)
    .add('GET', '/api/authen/get-cprv-token', getCprvToken)
    .add('GET', '/api/loyalty/account-preference', accountPreference);
}
