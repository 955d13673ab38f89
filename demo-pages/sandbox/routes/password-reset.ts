/**
 * Forgot and reset password (loyalty spec §7 Auth; account contract "Auth calls"). The sandbox
 * sends no e-mail: the link it would send shows in the request log entry of the forgot-password
 * call (`note`) and in `GET /__sandbox/reset-links?email=`. Reset tokens are single-use and live
 * 30 minutes of sandbox clock.
 */
import { randomBytes } from 'node:crypto';
import { sendContent } from '../envelope.ts';
import { hashPassword } from '../passwords.ts';
import { requestLanguage } from '../request-language.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { resolveLanguage } from '../seed/index.ts';
import type { ResetToken, SandboxState } from '../state.ts';
import { isWellFormedEmail, newPasswordProblem, normaliseEmail, optionalRawField, passwordField, textField } from './account-fields.ts';
import { sendAuthError } from './auth-error-codes.ts';
import { endSessionsOf, memberByEmail, updateMember } from './member-session.ts';
import { clearLoginFailures } from './member.ts';

export const RESET_TOKEN_LIFETIME_MS = 30 * 60 * 1000;

/** The page of the e-mail's link, in the language asked for (`langCode`, else the request's). */
function resetLinkOf(context: RouteContext, token: string): string {
  const langCode = textField(context.body, 'langCode');
  const language = langCode === undefined ? requestLanguage(context) : resolveLanguage(langCode);
  return `/${language}/reset-password/?token=${token}`;
}

/**
 * POST /api/authen/forgot-password {email, langCode?} -> {sent: true} for every well-formed e-mail,
 * member or not (the answer never tells who is a member); 552 missing, 560 malformed.
 */
function forgotPassword(context: RouteContext): void {
  const email = textField(context.body, 'email');
  if (email === undefined) return sendAuthError(context, 'requiredField', 'E-mail address is required.');
  if (!isWellFormedEmail(email)) return sendAuthError(context, 'emailMalformed', 'The e-mail address is not valid.');
  const { state } = context.runtime;
  const member = memberByEmail(state, email);
  if (member) {
    const token = randomBytes(24).toString('base64url');
    const link = resetLinkOf(context, token);
    const expiresAt = context.runtime.now().getTime() + RESET_TOKEN_LIFETIME_MS;
    state.resetTokens.push({ token, memberId: member.memberId, email: member.email, link, expiresAt, used: false });
    context.note(`Reset link for ${member.email} (single use, valid 30 minutes): ${link}`);
  } else {
    context.note(`No member has the e-mail ${normaliseEmail(email)}: no reset link made.`);
  }
  sendContent(context.res, { sent: true });
}

function usableResetToken(state: SandboxState, token: string | undefined, now: number): ResetToken | undefined {
  const found = token === undefined ? undefined : state.resetTokens.find((candidate) => candidate.token === token);
  return found && !found.used && found.expiresAt > now ? found : undefined;
}

/**
 * POST /api/authen/reset-password {token, password, confirmPassword?} -> {reset: true}. Checks:
 * 555 (401) token missing, unknown, used or expired; 551 no password; 561 weak; 564 mismatch. A
 * reset uses up every open token of the member, unlocks the account and ends its sessions.
 */
function resetPassword(context: RouteContext): void {
  const { state } = context.runtime;
  const resetToken = usableResetToken(state, textField(context.body, 'token'), context.runtime.now().getTime());
  if (!resetToken) return sendAuthError(context, 'invalidToken', 'The reset link is unknown, used or expired: ask for a new one.');
  const password = passwordField(context.body, 'password');
  if (password === undefined) return sendAuthError(context, 'passwordRequired', 'Password is required.');
  const problem = newPasswordProblem(password, optionalRawField(context.body, 'confirmPassword'));
  if (problem === 'weakPassword')
    return sendAuthError(
      context,
      problem,
      'The password must be 8 to 16 characters with upper and lower case letters, a digit and a symbol.',
    );
  if (problem) return sendAuthError(context, problem, 'The passwords do not match.');
  for (const candidate of state.resetTokens) if (candidate.memberId === resetToken.memberId) candidate.used = true;
  updateMember(state, resetToken.memberId, { passwordHash: hashPassword(password) });
  clearLoginFailures(state, resetToken.memberId);
  endSessionsOf(state, resetToken.memberId);
  sendContent(context.res, { reset: true });
}

/** GET /__sandbox/reset-links?email= -> [{email, link, token, expiresAt, used}], newest first (all e-mails without the parameter). */
function listResetLinks(context: RouteContext): void {
  const email = context.url.searchParams.get('email');
  const wanted = email === null || email.trim() === '' ? undefined : normaliseEmail(email);
  const links = context.runtime.state.resetTokens
    .filter((candidate) => wanted === undefined || candidate.email === wanted)
    .map(({ email: address, link, token, expiresAt, used }) => ({
      email: address,
      link,
      token,
      expiresAt: new Date(expiresAt).toISOString(),
      used,
    }))
    .reverse();
  sendContent(context.res, links);
}

export function registerPasswordResetRoutes(router: Router): void {
  router
    .add('POST', '/api/authen/forgot-password', forgotPassword)
    .add('POST', '/api/authen/reset-password', resetPassword)
    .add('GET', '/__sandbox/reset-links', listResetLinks);
}
