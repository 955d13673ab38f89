/**
 * Social login and register (loyalty spec §7 Auth, content spec §2 social popup; account contract
 * "Auth calls" and "China online"): the code comes from the provider stand-in
 * (`social-authorize.ts`). The same rules answer under /api/authen/ (the service's envelope) and
 * /chinaonline/v1/ (`{status, content: {token, tokenExpiry, profile}, errorCode}`).
 *
 * A code is single-use and lives 5 minutes, but a login that finds no linked member (554) leaves
 * it usable, so the client can go on to register with the same code without a second popup.
 */
import { sendContent, sendJson } from '../envelope.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import type { MemberRecord } from '../seed/index.ts';
import { socialLinkKey } from '../state.ts';
import type { SandboxState, SocialCode, SocialProvider } from '../state.ts';
import { textField } from './account-fields.ts';
import { AUTH_ERRORS } from './auth-error-codes.ts';
import type { AuthErrorName } from './auth-error-codes.ts';
import { memberByEmail, memberById, startSession } from './member-session.ts';
import { addMember, checkNewMemberFields } from './sign-up.ts';

export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['wechat', 'alipay'];

export function isSocialProvider(value: string | undefined): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly (string | undefined)[]).includes(value);
}

type SocialOutcome =
  | { readonly ok: true; readonly member: MemberRecord; readonly httpStatus: 200 | 201 }
  | { readonly ok: false; readonly error: AuthErrorName; readonly message: string };

const CODE_PROBLEM = { ok: false, error: 'socialCodeInvalid', message: 'The WeChat or Alipay code is unknown, used or expired.' } as const;

function usableCode(context: RouteContext, provider: SocialProvider, code: string | undefined): SocialCode | undefined {
  const found = code === undefined ? undefined : context.runtime.state.socialCodes.get(code);
  const usable = found && found.provider === provider && !found.used && found.expiresAt > context.runtime.now().getTime();
  return usable ? found : undefined;
}

function linkedMember(state: SandboxState, code: SocialCode): MemberRecord | undefined {
  const memberId = state.socialLinks.get(socialLinkKey(code.provider, code.identity));
  return memberId === undefined ? undefined : memberById(state, memberId);
}

/** 552 no provider, 563 bad code, 554 nobody linked (code kept), else the linked member (code used). */
function socialLogin(context: RouteContext, provider: string | undefined, code: string | undefined): SocialOutcome {
  if (!isSocialProvider(provider)) return { ok: false, error: 'requiredField', message: 'The provider must be wechat or alipay.' };
  const socialCode = usableCode(context, provider, code);
  if (!socialCode) return CODE_PROBLEM;
  const member = linkedMember(context.runtime.state, socialCode);
  if (!member)
    return { ok: false, error: 'socialAccountNotLinked', message: 'No member is linked to this social account yet: sign up with it.' };
  socialCode.used = true;
  return { ok: true, member, httpStatus: 200 };
}

/** 552 no provider or a profile field, 563 bad code, 559/560 the e-mail, 562 the e-mail or the social account is taken. */
function socialRegister(context: RouteContext, provider: string | undefined, code: string | undefined): SocialOutcome {
  if (!isSocialProvider(provider)) return { ok: false, error: 'requiredField', message: 'The provider must be wechat or alipay.' };
  const socialCode = usableCode(context, provider, code);
  if (!socialCode) return CODE_PROBLEM;
  const checked = checkNewMemberFields(context.body);
  if (!checked.ok) return checked;
  const { state } = context.runtime;
  if (linkedMember(state, socialCode) || memberByEmail(state, checked.fields.email)) {
    return { ok: false, error: 'emailUsed', message: 'This e-mail address or social account is already used by a member.' };
  }
  // No password: the member logs in with the social account, or sets one through forgot-password.
  const member = addMember(context, checked.fields, '');
  state.socialLinks.set(socialLinkKey(socialCode.provider, socialCode.identity), member.memberId);
  socialCode.used = true;
  return { ok: true, member, httpStatus: 201 };
}

/** The service's envelope; a 554 also carries `content: null` (account contract). */
function answerService(context: RouteContext, outcome: SocialOutcome): void {
  if (outcome.ok) return sendContent(context.res, startSession(context, outcome.member), outcome.httpStatus);
  const { code, status } = AUTH_ERRORS[outcome.error];
  const envelope = { status, errorCode: code, message: outcome.message };
  sendJson(context.res, status, outcome.error === 'socialAccountNotLinked' ? { ...envelope, content: null } : envelope);
}

/**
 * China online reports a taken e-mail or social account with a long backend code; the client
 * normalises it (loyalty spec §8: third character `c`, CPRV family) to CPRV_1005, "Email address is
 * already registered!".
 */
export const CHINA_ONLINE_EMAIL_REGISTERED = 'ERc0000000000001005';

function answerChinaOnline(context: RouteContext, outcome: SocialOutcome): void {
  if (outcome.ok) {
    const { token, tokenExpiry, profileDto } = startSession(context, outcome.member);
    sendJson(context.res, outcome.httpStatus, {
      status: outcome.httpStatus,
      content: { token, tokenExpiry, profile: profileDto },
      errorCode: null,
    });
    return;
  }
  const { code, status } = AUTH_ERRORS[outcome.error];
  const errorCode = outcome.error === 'emailUsed' ? CHINA_ONLINE_EMAIL_REGISTERED : code;
  sendJson(context.res, status, { status, content: null, errorCode, message: outcome.message });
}

const bodyText = (context: RouteContext, field: string) => textField(context.body, field);

export function registerSocialLoginRoutes(router: Router): void {
  router
    .add('POST', '/api/authen/login-with-social-network', (context) =>
      answerService(context, socialLogin(context, bodyText(context, 'provider'), bodyText(context, 'code'))),
    )
    .add('POST', '/api/authen/sign-up-with-social-network', (context) =>
      answerService(context, socialRegister(context, bodyText(context, 'provider'), bodyText(context, 'code'))),
    )
    .add('POST', '/chinaonline/v1/sociallogin', (context) =>
      answerChinaOnline(context, socialLogin(context, bodyText(context, 'provider'), bodyText(context, 'authCode'))),
    )
    .add('POST', '/chinaonline/v1/socialregister', (context) =>
      answerChinaOnline(context, socialRegister(context, bodyText(context, 'provider'), bodyText(context, 'authCode'))),
    );
}
