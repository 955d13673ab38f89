/**
 * Login and registration error codes (loyalty spec §8) with the HTTP status the sandbox sends them
 * with. The spec lists 14 meanings for 551 to 565 "in this order" without a one-to-one mapping and
 * names 552 "required field" separately; the sandbox reads the list in order from 551, skipping
 * nothing, as fixed in the account contract (`README.md`, "Account error codes").
 */
import { sendError } from '../envelope.ts';
import type { RouteContext } from '../route-context.ts';

export const AUTH_ERRORS = {
  passwordRequired: { code: '551', status: 400 },
  /** Also an unknown referral code on sign-up: the spec names 552 twice. */
  requiredField: { code: '552', status: 400 },
  badCredentials: { code: '553', status: 401 },
  socialAccountNotLinked: { code: '554', status: 404 },
  invalidToken: { code: '555', status: 401 },
  notActivated: { code: '556', status: 403 },
  locked: { code: '557', status: 403 },
  captchaRequired: { code: '558', status: 403 },
  emailTooLong: { code: '559', status: 400 },
  emailMalformed: { code: '560', status: 400 },
  weakPassword: { code: '561', status: 400 },
  emailUsed: { code: '562', status: 409 },
  socialCodeInvalid: { code: '563', status: 400 },
  passwordMismatch: { code: '564', status: 400 },
  emailRegistered: { code: 'CPRV_1005', status: 409 },
} as const satisfies Record<string, { code: string; status: number }>;

export type AuthErrorName = keyof typeof AUTH_ERRORS;

/** The spec's one worded message (§8, CPRV_1005); the others are the sandbox's own wording. */
export const EMAIL_REGISTERED_MESSAGE = 'Email address is already registered!';

export function sendAuthError(context: RouteContext, name: AuthErrorName, message: string): void {
  const { code, status } = AUTH_ERRORS[name];
  sendError(context.res, status, code, message);
}
