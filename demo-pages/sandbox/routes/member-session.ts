/**
 * Sessions of members (loyalty spec §3 "token with expiry", §6 "calls carry the auth token"):
 * opaque random tokens kept in the sandbox state, one hour of sandbox clock each, read from
 * `Authorization: Bearer <token>`. Shared by the auth, social and loyalty routes.
 */
import { randomBytes } from 'node:crypto';
import { bearerTokenOf } from '../authorization.ts';
import { sendContent } from '../envelope.ts';
import type { RouteContext } from '../route-context.ts';
import type { MemberRecord } from '../seed/index.ts';
import type { SandboxState } from '../state.ts';
import { availablePoints } from '../points-ledger.ts';
import { sendAuthError } from './auth-error-codes.ts';

/** How long a token stays valid after login or the last profile fetch. */
export const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

/** The profile as the service answers it; `points` is what the member can spend now (the points ledger). */
export function profileDtoOf(member: MemberRecord, points: number) {
  const { memberId, email, salutation, firstName, lastName, tier, tierCode, accountType, countryOfResidence } = member;
  return { memberId, email, salutation, firstName, lastName, tier, tierCode, accountType, points, countryOfResidence };
}

/** The member's points available now: the seeded opening balance plus the ledger's movements, less live reservations. */
export function memberPointsNow(context: RouteContext, member: MemberRecord): number {
  return availablePoints(context.runtime.state.points, member.memberId, member.points, context.runtime.now().getTime());
}

export interface LoginAnswer {
  readonly token: string;
  /** ISO 8601, UTC. */
  readonly tokenExpiry: string;
  readonly profileDto: ReturnType<typeof profileDtoOf>;
}

/** A new session for the member: loyalty spec §3, the answer carries the token, its expiry and the profile. */
export function startSession(context: RouteContext, member: MemberRecord): LoginAnswer {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = context.runtime.now().getTime() + TOKEN_LIFETIME_MS;
  context.runtime.state.sessions.set(token, { memberId: member.memberId, expiresAt });
  return loginAnswer(token, expiresAt, member, memberPointsNow(context, member));
}

export function loginAnswer(token: string, expiresAt: number, member: MemberRecord, points: number): LoginAnswer {
  return { token, tokenExpiry: new Date(expiresAt).toISOString(), profileDto: profileDtoOf(member, points) };
}

export function sendLoginAnswer(context: RouteContext, member: MemberRecord, httpStatus = 200): void {
  sendContent(context.res, startSession(context, member), httpStatus);
}

export interface SignedIn {
  readonly token: string;
  readonly member: MemberRecord;
}

/** The member of the request's bearer token, or undefined after answering 401 `555`. */
export function signedInMember(context: RouteContext): SignedIn | undefined {
  const token = bearerTokenOf(context.req);
  const { state, now } = context.runtime;
  const session = token === null ? undefined : state.sessions.get(token);
  const member = session && session.expiresAt > now().getTime() ? memberById(state, session.memberId) : undefined;
  if (token === null || !member) {
    if (token !== null) state.sessions.delete(token);
    sendAuthError(context, 'invalidToken', 'Sign in again: the login token is missing, unknown or expired.');
    return undefined;
  }
  return { token, member };
}

/** Ends every session of the member (password reset, `/__sandbox/expire-sessions`); returns how many. */
export function endSessionsOf(state: SandboxState, memberId: string): number {
  let ended = 0;
  for (const [token, session] of state.sessions) {
    if (session.memberId !== memberId) continue;
    state.sessions.delete(token);
    ended += 1;
  }
  return ended;
}

export function memberById(state: SandboxState, memberId: string): MemberRecord | undefined {
  return state.members.find((candidate) => candidate.memberId === memberId);
}

/** E-mails compare without case. */
export function memberByEmail(state: SandboxState, email: string): MemberRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return state.members.find((candidate) => candidate.email === wanted);
}

/** Replaces a member's record (the records are immutable values). */
export function updateMember(state: SandboxState, memberId: string, change: Partial<MemberRecord>): void {
  const index = state.members.findIndex((candidate) => candidate.memberId === memberId);
  const current = state.members[index];
  if (current) state.members[index] = { ...current, ...change };
}
