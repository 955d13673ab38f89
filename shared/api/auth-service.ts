import { isRecord } from '../domain/json-guards';
import { parseLoginAnswer, type LoginAnswer } from '../domain/loyalty/login-answer';
import type { ApiClient, ApiError, ApiResult } from './types';

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

/**
 * Loyalty spec §7 names two routes for social login and register: the service's own
 * (`/api/authen/login-with-social-network`, `sign-up-with-social-network`) and the China online
 * gateway (`chinaonline/v1/…`, "may be rerouted through an alternate gateway"). Decision (the
 * spec does not say when): the service first; when it cannot be reached from where the visitor
 * is (no answer, a timeout, or a gateway's 502-504), the China online gateway with the same
 * code. An answer of the service (554 not linked, 563 code used…) is never rerouted: the code
 * would be spent twice.
 */
export function unreachable(error: ApiError): boolean {
  return error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && [502, 503, 504].includes(error.status ?? 0));
}

async function throughGateways(
  service: () => Promise<ApiResult<LoginAnswer>>,
  chinaOnline: () => Promise<ApiResult<LoginAnswer>>,
): Promise<ApiResult<LoginAnswer>> {
  const answer = await service();
  return !answer.ok && unreachable(answer.error) ? chinaOnline() : answer;
}

export function socialLogin(client: ApiClient, provider: SocialProvider, authCode: string): Promise<ApiResult<LoginAnswer>> {
  return throughGateways(
    () => client.post('/api/authen/login-with-social-network', { provider, code: authCode }, { parse: parseLoginAnswer }),
    () => client.post('chinaonline/v1/sociallogin', { provider, authCode }, { parse: parseChinaSocialAnswer }),
  );
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
  return throughGateways(
    () =>
      client.post('/api/authen/sign-up-with-social-network', { provider, code: authCode, ...registration }, { parse: parseLoginAnswer }),
    () => client.post('chinaonline/v1/socialregister', { provider, authCode, ...registration }, { parse: parseChinaSocialAnswer }),
  );
}
