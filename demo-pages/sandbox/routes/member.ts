/**
 * Member calls (loyalty spec §7): login, profile and logout under /api/authen/, and the account
 * preference under /api/loyalty/. Tokens are opaque random strings kept in the sandbox state with
 * a one-hour expiry; member calls read them from `Authorization: Bearer <token>` (spec §6).
 */
import { randomBytes } from 'node:crypto';
import { bearerTokenOf } from '../authorization.ts';
import { sendContent, sendError } from '../envelope.ts';
import { verifyPassword } from '../passwords.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import type { MemberRecord } from '../seed/index.ts';

/** How long a token stays valid after login or the last profile fetch. */
export const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Login error codes (loyalty spec §8). The spec lists 551 to 565 in an order without a one-to-one
 * mapping and also names 552 "required field"; the sandbox reads them as: 551 password missing,
 * 552 a required field (the e-mail) missing or not text, 553 bad credentials (unknown e-mail and
 * wrong password alike, so answers do not reveal who is a member), 555 a token that is unknown,
 * expired or signed out.
 */
export const LOGIN_ERROR_CODES = {
  passwordRequired: '551',
  requiredField: '552',
  badCredentials: '553',
  invalidToken: '555',
} as const;

function profileDtoOf(member: MemberRecord) {
  const { memberId, email, salutation, firstName, lastName, tier, tierCode, points, countryOfResidence } = member;
  return { memberId, email, salutation, firstName, lastName, tier, tierCode, points, countryOfResidence };
}

/** Loyalty spec §3: the profile answer carries the token, its expiry (ISO 8601, UTC) and the profile. */
function sendProfile(context: RouteContext, token: string, expiresAt: number, member: MemberRecord): void {
  sendContent(context.res, { token, tokenExpiry: new Date(expiresAt).toISOString(), profileDto: profileDtoOf(member) });
}

function textField(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** POST /api/authen/login {email, password}. */
function login(context: RouteContext): void {
  const email = textField(context.body, 'email');
  const password = textField(context.body, 'password');
  if (email === undefined) {
    sendError(context.res, 400, LOGIN_ERROR_CODES.requiredField, 'E-mail address is required.');
    return;
  }
  if (password === undefined) {
    sendError(context.res, 400, LOGIN_ERROR_CODES.passwordRequired, 'Password is required.');
    return;
  }
  const { state, now } = context.runtime;
  const member = state.members.find((candidate) => candidate.email === email.trim().toLowerCase());
  if (!member || !verifyPassword(password, member.passwordHash)) {
    sendError(context.res, 401, LOGIN_ERROR_CODES.badCredentials, 'The e-mail address or password is incorrect.');
    return;
  }
  const token = randomBytes(24).toString('base64url');
  const expiresAt = now().getTime() + TOKEN_LIFETIME_MS;
  state.sessions.set(token, { memberId: member.memberId, expiresAt });
  sendProfile(context, token, expiresAt, member);
}

/** The member of the request's bearer token, or undefined after answering 401. */
function signedInMember(context: RouteContext): { token: string; member: MemberRecord } | undefined {
  const token = bearerTokenOf(context.req);
  const { state, now } = context.runtime;
  const session = token === null ? undefined : state.sessions.get(token);
  const member =
    session && session.expiresAt > now().getTime() ? state.members.find((candidate) => candidate.memberId === session.memberId) : undefined;
  if (token === null || !member) {
    if (token !== null) state.sessions.delete(token);
    sendError(context.res, 401, LOGIN_ERROR_CODES.invalidToken, 'Sign in again: the login token is missing, unknown or expired.');
    return undefined;
  }
  return { token, member };
}

/** GET /api/authen/get-profile: refreshes the token (loyalty spec §4): the same token, valid one more hour. */
function getProfile(context: RouteContext): void {
  const signedIn = signedInMember(context);
  if (!signedIn) return;
  const expiresAt = context.runtime.now().getTime() + TOKEN_LIFETIME_MS;
  context.runtime.state.sessions.set(signedIn.token, { memberId: signedIn.member.memberId, expiresAt });
  sendProfile(context, signedIn.token, expiresAt, signedIn.member);
}

/** POST /api/authen/logout: the token is refused from now on. */
function logout(context: RouteContext): void {
  const signedIn = signedInMember(context);
  if (!signedIn) return;
  context.runtime.state.sessions.delete(signedIn.token);
  sendContent(context.res, { loggedOut: true });
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
    .add('GET', '/api/loyalty/account-preference', accountPreference);
}
