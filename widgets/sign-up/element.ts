import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { sitePathAttribute } from '../../shared/element/site-path-attribute';
import { SignUp } from './SignUp';

export const signUpSchema = {
  /** Accessible name of the widget's region (empty: its default name, translated). */
  label: attr.string(''),
  /** Loyalty spec §5 flag: the password needs an upper-case letter. */
  requireUppercase: attr.boolean(true),
  /** Loyalty spec §5 flag: the password needs a lower-case letter. */
  requireLowercase: attr.boolean(true),
  /** Loyalty spec §5 flag: the password needs a digit. */
  requireDigit: attr.boolean(true),
  /** Loyalty spec §5 flag: the password needs a symbol. */
  requireSpecial: attr.boolean(true),
  /** The member dashboard, linked after the sign-up and the return of "log in instead" (empty: `/{language}/member/user-profile/`); anything off this site warns and uses the default. */
  dashboardPath: sitePathAttribute(''),
  /** The loyalty programme's terms and conditions: with it the form asks to accept them (empty: no terms box). */
  termsPath: sitePathAttribute(''),
};

/**
 * The sign-up form (issue 14 item 4; loyalty spec §2 "sign-up form", §5, §8): e-mail first (validated and checked against existing members on leaving the field), a new password with its live checklist, salutation, names, country of residence, an optional referral code; on success the new member is logged in.
 *
 * @slot - An introduction, shown above the form as authored.
 *
 * "Log in instead" (an e-mail that already has an account) and "Log in" (after a sign-up whose login failed) send `stay:login-request`.
 * @fires stay:login-request
 */
defineWidget('stay-sign-up', SignUp, signUpSchema, { content: (nodes) => ({ nodes }) });
