import { signUpWithEmail, type SignUpRequest, type SignedUp } from '../../shared/api/account-service';
import type { ApiError, ApiResult } from '../../shared/api/types';
import { authErrorOf, type AuthError } from '../../shared/domain/loyalty/auth-errors';
import type { SignUpField } from '../../shared/domain/loyalty/sign-up-form';
import { socialRegister } from '../../shared/api/auth-service';
import { getApiClient } from '../../shared/api/page-client';
import type { SocialProviderName } from '../../shared/domain/loyalty/social-login';
import { completeLogin, signIn } from '../../shared/store/member-session';
import { pageStore } from '../../shared/store/page-store';
import { defineServerWrite } from '../../shared/store/server-write';

/** Sign-up is a write (shared/store/server-write.ts): a double click joins the request under way. */
export const signUpWrite = defineServerWrite<SignUpRequest, SignedUp>({
  write: (request, { client }) => signUpWithEmail(client, request),
  invalidates: [],
});

/** Where a refused sign-up's message shows: beside the field it is about, else above the form. */
export function fieldOfAuthError(error: AuthError): SignUpField | undefined {
  switch (error) {
    case 'emailTooLong':
    case 'emailInvalid':
    case 'emailRegistered':
    case 'emailUsed':
      return 'email';
    case 'passwordRequired':
    case 'weakPassword':
      return 'password';
    case 'passwordMismatch':
      return 'confirmPassword';
    case 'invalidReferral':
      return 'referralCode';
    default:
      return undefined;
  }
}

export type SignUpOutcome =
  | { kind: 'refused'; error: AuthError }
  /** The account exists; `signedIn` says whether the login with it worked too. */
  | { kind: 'created'; signedIn: boolean };

/**
 * Creates the account, then logs in with the new credentials (issue 14 item 4), through the
 * session store, so the header and every widget follow at once. A 552 reads as the referral code
 * only when one was given (auth-errors.ts).
 */
export async function submitSignUp(request: SignUpRequest): Promise<SignUpOutcome> {
  const created: ApiResult<SignedUp> = await pageStore.set(signUpWrite.run, request);
  if (!created.ok) return { kind: 'refused', error: refusal(created.error, request) };
  const login = await signIn({ email: request.email, password: request.password });
  if (!login.ok) console.warn(`[stay-widgets] <stay-sign-up>: the account was created but the login failed: ${login.error.message}`);
  return { kind: 'created', signedIn: login.ok };
}

function refusal(error: ApiError, request: SignUpRequest): AuthError {
  // Registration calls log to the console (loyalty spec §8 "Handling").
  console.warn(`[stay-widgets] <stay-sign-up>: sign-up refused: ${error.code ?? error.kind} ${error.message}`);
  return authErrorOf(error, { referralCodeGiven: request.referralCode.trim() !== '' });
}

/**
 * Sign-up with a WeChat or Alipay account (loyalty spec §7 `sign-up-with-social-network`, or the
 * China online gateway's `socialregister` when the service cannot be reached): the
 * provider's code from the login modal stands for the password; the answer is a login.
 */
export async function submitSocialSignUp(
  social: { provider: SocialProviderName; authCode: string },
  request: Pick<SignUpRequest, 'email' | 'salutation' | 'firstName' | 'lastName' | 'countryOfResidence'>,
): Promise<SignUpOutcome> {
  const { email, salutation, firstName, lastName, countryOfResidence } = request;
  const result = await socialRegister(getApiClient(), social.provider, social.authCode, {
    email: email.trim(),
    salutation,
    firstName: firstName.trim(),
    lastName: lastName.trim(),
    countryOfResidence,
  });
  if (!result.ok) {
    console.warn(
      `[stay-widgets] <stay-sign-up>: social sign-up refused: ${result.error.code ?? result.error.kind} ${result.error.message}`,
    );
    return { kind: 'refused', error: authErrorOf(result.error) };
  }
  completeLogin(result.data, social.provider);
  return { kind: 'created', signedIn: true };
}
