/**
 * Social login for the China region (loyalty spec §1, §2: WeChat or Alipay in a 700 by 500 popup
 * that talks to the opening window through a broadcast channel; content spec §2). Pure rules:
 * who gets it, the provider's address, what the callback page reports.
 */
export const SOCIAL_PROVIDERS = ['wechat', 'alipay'] as const;
export type SocialProviderName = (typeof SOCIAL_PROVIDERS)[number];

/** Spec §9: the popup is 700 by 500. */
export const SOCIAL_POPUP = { width: 700, height: 500 } as const;

/** The broadcast channel the popup and the page share. */
export const SOCIAL_CHANNEL = 'stay-social-login';

/** Spec §1: users in the China region get social login; nobody else sees the buttons. */
export function offersSocialLogin(clientRegion: string | undefined): boolean {
  return clientRegion?.trim().toUpperCase() === 'CN';
}

/**
 * The provider's authorize address from the configured template (`{provider}` replaced), with
 * the `state` that ties the answer to this request and the callback page as `redirect_uri`.
 */
export function socialAuthorizeUrl(
  template: string,
  provider: SocialProviderName,
  state: string,
  redirectUri: string,
  base: string,
): string {
  const url = new URL(template.replace('{provider}', provider), base);
  url.searchParams.set('state', state);
  url.searchParams.set('redirect_uri', redirectUri);
  return url.href;
}

/** What the callback page reports to the opener: the provider's code, or why there is none. */
export type SocialCallback = { state: string; code: string } | { state: string; error: 'cancelled' | 'failed' };

/** Reads the callback page's query (`?code=&state=` or `?error=&state=`); undefined without a state. */
export function parseSocialCallback(search: string): SocialCallback | undefined {
  const query = new URLSearchParams(search);
  const state = query.get('state')?.trim();
  if (!state) return undefined;
  const code = query.get('code')?.trim();
  if (code && !query.has('error')) return { state, code };
  return { state, error: query.get('error') === 'access_denied' ? 'cancelled' : 'failed' };
}

/** Validates a message from the channel (any page of the origin can post there). */
export function parseSocialMessage(data: unknown): SocialCallback | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { state, code, error } = data as Record<string, unknown>;
  if (typeof state !== 'string' || !state) return undefined;
  if (typeof code === 'string' && code) return { state, code };
  return error === 'cancelled' || error === 'failed' ? { state, error } : undefined;
}

/**
 * A sign-up with a social account (loyalty spec §7 sign-up-with-social-network, socialregister):
 * the login modal sends a visitor whose WeChat or Alipay account is not linked yet (554) to the
 * sign-up page with `?provider=&authCode=`; undefined for any other address.
 */
export function parseSocialSignUp(search: string): { provider: SocialProviderName; authCode: string } | undefined {
  const query = new URLSearchParams(search);
  const provider = SOCIAL_PROVIDERS.find((name) => name === query.get('provider'));
  const authCode = query.get('authCode')?.trim();
  return provider && authCode ? { provider, authCode } : undefined;
}
