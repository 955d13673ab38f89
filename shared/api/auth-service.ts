import { isRecord } from '../domain/json-guards';
import { parseLoginAnswer, type LoginAnswer } from '../domain/loyalty/login-answer';
import type { ApiClient, ApiResult } from './types';

/**
 * The login calls of loyalty spec §7 (Auth). Never retried or cached: each is a write or belongs
 * to one member (the client sends the token as `Authorization` to the API origin only).
 */
export interface Credentials {
  email: string;
  password: string;
}

export function login(client: ApiClient, credentials: Credentials): Promise<ApiResult<LoginAnswer>> {
  return client.post('/api/authen/login', { email: credentials.email.trim(), password: credentials.password }, { parse: parseLoginAnswer });
}

/** Spec §4: fetching the profile refreshes the token; the answer has the login's shape. */
export function fetchProfile(client: ApiClient): Promise<ApiResult<LoginAnswer>> {
  return client.get('/api/authen/get-profile', { parse: parseLoginAnswer, fresh: true });
}

export function logout(client: ApiClient): Promise<ApiResult<true>> {
  return client.post('/api/authen/logout', {}, { parse: () => true });
}

export type SocialProvider = 'wechat' | 'alipay';

/**
 * China-region social login (spec §7): `chinaonline/v1/sociallogin` answers `content.profile`,
 * which the client renames `profileDto` to read it as a login answer; its `errorCode` is
 * normalised by the client like every backend code (spec §8).
 */
export function parseChinaSocialAnswer(raw: unknown): LoginAnswer | undefined {
  if (!isRecord(raw)) return undefined;
  const { profile, ...rest } = raw;
  return parseLoginAnswer({ ...rest, profileDto: raw.profileDto ?? profile });
}

export function socialLogin(client: ApiClient, provider: SocialProvider, authCode: string): Promise<ApiResult<LoginAnswer>> {
  return client.post('chinaonline/v1/sociallogin', { provider, authCode }, { parse: parseChinaSocialAnswer });
}

export interface SocialRegistration {
  email: string;
  salutation: string;
  firstName: string;
  lastName: string;
  countryOfResidence: string;
}

export function socialRegister(
  client: ApiClient,
  provider: SocialProvider,
  authCode: string,
  registration: SocialRegistration,
): Promise<ApiResult<LoginAnswer>> {
  return client.post('chinaonline/v1/socialregister', { provider, authCode, ...registration }, { parse: parseChinaSocialAnswer });
}
