/**
 * WeChat and Alipay stand-ins (account contract "Social provider stand-ins"; content spec §2
 * social popup): the page the login popup opens, and the redirect back to the site's callback
 * page with `code` and `state`, or `error` and `state`.
 */
import { randomBytes } from 'node:crypto';
import { redirectTo, sendCss, sendHtml } from '../html.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { SEEDED_SOCIAL_IDENTITIES } from '../state.ts';
import type { SocialProvider } from '../state.ts';
import { SOCIAL_STAND_IN_CSS, authorizePage, badAuthorizeRequestPage } from '../views/social-authorize.ts';
import { isSocialProvider } from './social-login.ts';

export const SOCIAL_CODE_LIFETIME_MS = 5 * 60 * 1000;

const ORIGIN_PROBE = 'http://sandbox.invalid';

/** A path of this origin: starts with one `/`, and resolving it does not leave the origin. */
export function isSameOriginPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return false;
  try {
    return new URL(value, ORIGIN_PROBE).origin === ORIGIN_PROBE;
  } catch {
    return false;
  }
}

type AuthorizeRequest =
  | { readonly ok: true; readonly provider: SocialProvider; readonly state: string; readonly redirectUri: string }
  | { readonly ok: false; readonly httpStatus: 400 | 404; readonly problem: string };

function readAuthorizeRequest(context: RouteContext): AuthorizeRequest {
  const provider = context.params.provider;
  if (!isSocialProvider(provider)) return { ok: false, httpStatus: 404, problem: 'The sandbox stands in for wechat and alipay only.' };
  const redirectUri = context.url.searchParams.get('redirect_uri') ?? '';
  if (!isSameOriginPath(redirectUri)) {
    return { ok: false, httpStatus: 400, problem: 'redirect_uri must be a path on this site, starting with a single "/".' };
  }
  const state = context.url.searchParams.get('state') ?? '';
  if (state === '') return { ok: false, httpStatus: 400, problem: 'The state parameter is missing.' };
  return { ok: true, provider, state, redirectUri };
}

/** The redirect URI with the answer's parameters added to its own. */
function callbackUrl(redirectUri: string, answer: Readonly<Record<string, string>>): string {
  const url = new URL(redirectUri, ORIGIN_PROBE);
  for (const [name, value] of Object.entries(answer)) url.searchParams.set(name, value);
  return url.pathname + url.search + url.hash;
}

/** GET /__sandbox/social/{wechat|alipay}/authorize?state=&redirect_uri= */
function authorize(context: RouteContext): void {
  const request = readAuthorizeRequest(context);
  if (!request.ok) return sendHtml(context.res, request.httpStatus, badAuthorizeRequestPage(request.problem));
  sendHtml(
    context.res,
    200,
    authorizePage({
      provider: request.provider,
      identity: SEEDED_SOCIAL_IDENTITIES[request.provider],
      state: request.state,
      redirectUri: request.redirectUri,
      decideAction: `/__sandbox/social/${request.provider}/decide`,
    }),
  );
}

/**
 * GET /__sandbox/social/{provider}/decide?decision=approve|cancel|error&state=&redirect_uri=
 * (the page's buttons): approve makes a single-use code of 5 minutes for the seeded identity.
 */
function decide(context: RouteContext): void {
  const request = readAuthorizeRequest(context);
  if (!request.ok) return sendHtml(context.res, request.httpStatus, badAuthorizeRequestPage(request.problem));
  const { provider, state, redirectUri } = request;
  switch (context.url.searchParams.get('decision')) {
    case 'approve': {
      const code = randomBytes(18).toString('base64url');
      const expiresAt = context.runtime.now().getTime() + SOCIAL_CODE_LIFETIME_MS;
      context.runtime.state.socialCodes.set(code, { provider, identity: SEEDED_SOCIAL_IDENTITIES[provider], expiresAt, used: false });
      return redirectTo(context.res, callbackUrl(redirectUri, { code, state }));
    }
    case 'cancel':
      return redirectTo(context.res, callbackUrl(redirectUri, { error: 'access_denied', state }));
    case 'error':
      return redirectTo(context.res, callbackUrl(redirectUri, { error: 'server_error', state }));
    default:
      return sendHtml(context.res, 400, badAuthorizeRequestPage('The decision must be approve, cancel or error.'));
  }
}

export function registerSocialAuthorizeRoutes(router: Router): void {
  router
    .add('GET', '/__sandbox/social/stand-in.css', (context) => sendCss(context.res, SOCIAL_STAND_IN_CSS))
    .add('GET', '/__sandbox/social/:provider/authorize', authorize)
    .add('GET', '/__sandbox/social/:provider/decide', decide);
}
