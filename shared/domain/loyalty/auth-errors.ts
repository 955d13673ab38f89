/**
 * Login and registration errors (loyalty spec §8) as the message a visitor reads.
 *
 * The spec lists fourteen meanings for 551 to 565 "in this order" without a one-to-one mapping,
 * and names 552 "required field" in a row of its own. We read the list in order from 551, which
 * keeps the codes the issue and the sandbox use (555 token, 557 locked): 551 password required,
 * 552 invalid referral, 553 bad credentials, 554 social account, 555 token, 556 not activated,
 * 557 locked, 558 captcha, 559 e-mail too long, 560 bad e-mail, 561 weak password, 562 e-mail
 * used, 563 WeChat code, 564 passwords mismatch. 552 then means two things; it reads as an invalid
 * referral only when the visitor gave a referral code, otherwise as a missing required field.
 * 565 has no meaning in the list and reads as the generic error, as does any unknown code.
 * Written down in widgets/login/README.md.
 */
export type AuthError =
  | 'passwordRequired'
  | 'requiredField'
  | 'invalidReferral'
  | 'badCredentials'
  | 'socialAccount'
  | 'sessionExpired'
  | 'notActivated'
  | 'locked'
  | 'captcha'
  | 'emailTooLong'
  | 'emailInvalid'
  | 'weakPassword'
  | 'emailUsed'
  | 'wechatCode'
  | 'passwordMismatch'
  | 'emailRegistered'
  | 'offline'
  | 'generic';

const BY_CODE: Readonly<Record<string, AuthError>> = {
  '551': 'passwordRequired',
  '553': 'badCredentials',
  '554': 'socialAccount',
  '555': 'sessionExpired',
  '556': 'notActivated',
  '557': 'locked',
  '558': 'captcha',
  '559': 'emailTooLong',
  '560': 'emailInvalid',
  '561': 'weakPassword',
  '562': 'emailUsed',
  '563': 'wechatCode',
  '564': 'passwordMismatch',
  CPRV_1005: 'emailRegistered',
};

export interface AuthErrorContext {
  /** The form sent a referral code, so 552 is about that code (spec §8 names 552 twice). */
  referralCodeGiven?: boolean;
}

/** A failed call as the API client reports it (`ApiError` of shared/api/types.ts). */
export interface AuthFailure {
  readonly kind: string;
  readonly code?: string | undefined;
}

/**
 * The message for a failed auth call: the backend's code through the table above; no answer at
 * all (network, timeout) says to check the connection; 500, 565 and anything unknown are generic.
 */
export function authErrorOf(failure: AuthFailure, context: AuthErrorContext = {}): AuthError {
  if (failure.kind === 'network' || failure.kind === 'timeout') return 'offline';
  const code = failure.code?.trim().toUpperCase() ?? '';
  if (code === '552') return context.referralCodeGiven ? 'invalidReferral' : 'requiredField';
  return BY_CODE[code] ?? 'generic';
}

/** Errors that name a next step beyond trying again (spec §8: locked, not activated). */
export function authErrorNeedsNextStep(error: AuthError): error is 'locked' | 'notActivated' | 'socialAccount' {
  return error === 'locked' || error === 'notActivated' || error === 'socialAccount';
}
