import { flag, isRecord, text } from '../domain/json-guards';
import type { Salutation } from '../domain/loyalty/sign-up-form';
import type { ApiClient, ApiResult } from './types';

/**
 * The account calls of loyalty spec §7 (Auth) beside login: is an e-mail known, is it valid,
 * sign up, forgot and reset the password (shapes: issue 14 account contract). Never cached, and
 * the writes never retried (the client retries a POST only when told it is `idempotent`): a
 * sign-up sent twice would meet CPRV_1005, a reset sent twice a used token.
 */

/** `{ exists }`: whether a member has this e-mail address. */
export function parseUserExists(raw: unknown): boolean | undefined {
  return isRecord(raw) ? flag(raw, 'exists') : undefined;
}

/** `{ valid: true }`; the service answers an invalid address with 559 or 560, not `false`. */
export function parseEmailValid(raw: unknown): true | undefined {
  return isRecord(raw) && raw.valid === true ? true : undefined;
}

export interface SignedUp {
  memberId: string;
  activated: boolean;
}

export function parseSignedUp(raw: unknown): SignedUp | undefined {
  if (!isRecord(raw)) return undefined;
  const memberId = text(raw, 'memberId');
  const activated = flag(raw, 'activated');
  return memberId && activated !== undefined ? { memberId, activated } : undefined;
}

/** `{ sent: true }` for any well-formed address (the service never says who is a member). */
export function parseResetLinkSent(raw: unknown): true | undefined {
  return isRecord(raw) && raw.sent === true ? true : undefined;
}

export function parsePasswordReset(raw: unknown): true | undefined {
  return isRecord(raw) && raw.reset === true ? true : undefined;
}

/** Reads only: they may be retried and de-duplicated like a GET. */
export function checkUserExists(client: ApiClient, email: string): Promise<ApiResult<boolean>> {
  return client.post('/api/authen/check-user-exist', { email: email.trim() }, { parse: parseUserExists, idempotent: true });
}

export function validateEmail(client: ApiClient, email: string): Promise<ApiResult<true>> {
  return client.post('/api/authen/validate-email', { email: email.trim() }, { parse: parseEmailValid, idempotent: true });
}

export interface SignUpRequest {
  email: string;
  password: string;
  confirmPassword: string;
  salutation: Salutation;
  firstName: string;
  lastName: string;
  /** ISO 3166-1 alpha-2. */
  countryOfResidence: string;
  /** Left out of the body when empty. */
  referralCode: string;
  langCode: string;
}

export function signUpWithEmail(client: ApiClient, request: SignUpRequest): Promise<ApiResult<SignedUp>> {
  const referralCode = request.referralCode.trim();
  const body = {
    email: request.email.trim(),
    password: request.password,
    confirmPassword: request.confirmPassword,
    salutation: request.salutation,
    firstName: request.firstName.trim(),
    lastName: request.lastName.trim(),
    countryOfResidence: request.countryOfResidence,
    langCode: request.langCode,
    ...(referralCode ? { referralCode } : {}),
  };
  return client.post('/api/authen/sign-up-with-email', body, { parse: parseSignedUp });
}

export function requestPasswordReset(client: ApiClient, email: string, langCode: string): Promise<ApiResult<true>> {
  return client.post('/api/authen/forgot-password', { email: email.trim(), langCode }, { parse: parseResetLinkSent });
}

export interface PasswordResetRequest {
  token: string;
  password: string;
  confirmPassword: string;
}

export function resetPassword(client: ApiClient, request: PasswordResetRequest): Promise<ApiResult<true>> {
  return client.post('/api/authen/reset-password', request, { parse: parsePasswordReset });
}
