/**
 * Registration calls (loyalty spec §7 Auth, §5 validation, §8 codes; account contract "Auth calls"):
 * check-user-exist, validate-email and sign-up-with-email. New members are classic with no points,
 * activated at once, with the preferred currency of their country (SGD when the seed has none).
 */
import { sendContent } from '../envelope.ts';
import { hashPassword } from '../passwords.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { REFERRAL_CODES, findCountrySeed } from '../seed/index.ts';
import type { MemberRecord } from '../seed/index.ts';
import type { SandboxState } from '../state.ts';
import {
  countryCodeOf,
  emailProblem,
  firstMissingField,
  isSalutation,
  isWellFormedEmail,
  newPasswordProblem,
  normaliseEmail,
  optionalRawField,
  passwordField,
  textField,
} from './account-fields.ts';
import type { Salutation } from './account-fields.ts';
import { EMAIL_REGISTERED_MESSAGE, sendAuthError } from './auth-error-codes.ts';
import type { AuthErrorName } from './auth-error-codes.ts';
import { memberByEmail } from './member-session.ts';

const DEFAULT_CURRENCY = 'SGD';

const EMAIL_MESSAGES: Readonly<Record<'emailTooLong' | 'emailMalformed', string>> = {
  emailTooLong: 'The e-mail address is longer than 100 characters.',
  emailMalformed: 'The e-mail address is not valid.',
};

/** POST /api/authen/check-user-exist {email} -> {exists}; 552 missing, 560 malformed. */
function checkUserExist(context: RouteContext): void {
  const email = textField(context.body, 'email');
  if (email === undefined) return sendAuthError(context, 'requiredField', 'E-mail address is required.');
  if (!isWellFormedEmail(email)) return sendAuthError(context, 'emailMalformed', EMAIL_MESSAGES.emailMalformed);
  sendContent(context.res, { exists: memberByEmail(context.runtime.state, email) !== undefined });
}

/** POST /api/authen/validate-email {email} -> {valid: true}; 552 missing, 559 too long, 560 malformed. */
function validateEmail(context: RouteContext): void {
  const email = textField(context.body, 'email');
  if (email === undefined) return sendAuthError(context, 'requiredField', 'E-mail address is required.');
  const problem = emailProblem(email);
  if (problem) return sendAuthError(context, problem, EMAIL_MESSAGES[problem]);
  sendContent(context.res, { valid: true });
}

/** What a new member is made of, checked. */
export interface NewMemberFields {
  readonly email: string;
  readonly salutation: Salutation;
  readonly firstName: string;
  readonly lastName: string;
  readonly countryOfResidence: string;
}

export type FieldsCheck =
  | { readonly ok: true; readonly fields: NewMemberFields }
  | { readonly ok: false; readonly error: AuthErrorName; readonly message: string };

const PROFILE_FIELDS = ['email', 'salutation', 'firstName', 'lastName', 'countryOfResidence'] as const;

/** The profile fields of a registration: 552 missing or not one of the allowed values, 559, 560. */
export function checkNewMemberFields(body: unknown, extraRequired: readonly string[] = []): FieldsCheck {
  const missing = firstMissingField(body, [...PROFILE_FIELDS, ...extraRequired]);
  if (missing !== undefined) return { ok: false, error: 'requiredField', message: `The field "${missing}" is required.` };
  const [email, salutation, firstName, lastName, country] = PROFILE_FIELDS.map((field) => textField(body, field) ?? '') as [
    string,
    string,
    string,
    string,
    string,
  ];
  if (!isSalutation(salutation)) return { ok: false, error: 'requiredField', message: 'The salutation must be Mr, Ms or Mrs.' };
  const countryOfResidence = countryCodeOf(country);
  if (countryOfResidence === undefined)
    return { ok: false, error: 'requiredField', message: 'The country of residence must be an ISO 3166 alpha-2 code.' };
  const problem = emailProblem(email);
  if (problem) return { ok: false, error: problem, message: EMAIL_MESSAGES[problem] };
  return { ok: true, fields: { email: normaliseEmail(email), salutation, firstName, lastName, countryOfResidence } };
}

/** Adds a classic member with no points, activated, member since the sandbox's today. */
export function addMember(context: RouteContext, fields: NewMemberFields, passwordHash: string): MemberRecord {
  const state: SandboxState = context.runtime.state;
  const member: MemberRecord = {
    memberId: `SM${state.nextMemberNumber}`,
    ...fields,
    tier: 'classic',
    tierCode: 1,
    accountType: 'member',
    points: 0,
    preferredCurrency: findCountrySeed(fields.countryOfResidence)?.currencyCode ?? DEFAULT_CURRENCY,
    activated: true,
    memberSince: context.runtime.now().toISOString().slice(0, 10),
    passwordHash,
  };
  state.nextMemberNumber += 1;
  state.members.push(member);
  return member;
}

function isKnownReferralCode(state: SandboxState, code: string): boolean {
  const wanted = code.toUpperCase();
  return REFERRAL_CODES.includes(wanted) || state.members.some((member) => member.memberId === wanted);
}

/**
 * POST /api/authen/sign-up-with-email -> 201 {memberId, activated: true}. Checks in this order:
 * 552 a missing field (langCode too), 559/560 the e-mail, 551 no password, 561 weak, 564 the
 * confirmation differs, 552 an unknown referral code, CPRV_1005 (409) the e-mail is registered.
 */
function signUpWithEmail(context: RouteContext): void {
  const { body } = context;
  const checked = checkNewMemberFields(body, ['langCode']);
  if (!checked.ok) return sendAuthError(context, checked.error, checked.message);
  const password = passwordField(body, 'password');
  if (password === undefined) return sendAuthError(context, 'passwordRequired', 'Password is required.');
  const passwordProblem = newPasswordProblem(password, optionalRawField(body, 'confirmPassword'));
  if (passwordProblem === 'weakPassword')
    return sendAuthError(
      context,
      passwordProblem,
      'The password must be 8 to 16 characters with upper and lower case letters, a digit and a symbol.',
    );
  if (passwordProblem) return sendAuthError(context, passwordProblem, 'The passwords do not match.');
  const referralCode = textField(body, 'referralCode');
  const { state } = context.runtime;
  if (referralCode !== undefined && !isKnownReferralCode(state, referralCode)) {
    return sendAuthError(context, 'requiredField', 'The referral code is not valid.');
  }
  if (memberByEmail(state, checked.fields.email)) return sendAuthError(context, 'emailRegistered', EMAIL_REGISTERED_MESSAGE);
  const member = addMember(context, checked.fields, hashPassword(password));
  sendContent(context.res, { memberId: member.memberId, activated: member.activated }, 201);
}

export function registerSignUpRoutes(router: Router): void {
  router
    .add('POST', '/api/authen/check-user-exist', checkUserExist)
    .add('POST', '/api/authen/validate-email', validateEmail)
    .add('POST', '/api/authen/sign-up-with-email', signUpWithEmail);
}
