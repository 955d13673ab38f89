import { attr } from '../../shared/element/attribute-schema';
import { defineWidget } from '../../shared/element/define-widget';
import { sitePathAttribute } from '../../shared/element/site-path-attribute';
import { PasswordReset } from './PasswordReset';

export const passwordResetSchema = {
  /** Accessible name of the widget's region (empty: its default name, translated). */
  label: attr.string(''),
  /** Loyalty spec §5 flag: the new password needs an upper-case letter. */
  requireUppercase: attr.boolean(true),
  /** Loyalty spec §5 flag: the new password needs a lower-case letter. */
  requireLowercase: attr.boolean(true),
  /** Loyalty spec §5 flag: the new password needs a digit. */
  requireDigit: attr.boolean(true),
  /** Loyalty spec §5 flag: the new password needs a symbol. */
  requireSpecial: attr.boolean(true),
  /** The "forgot password" page, where a used or expired link asks for a new one (empty: `/{language}/forgot-password/`); anything off this site warns and uses the default. */
  forgotPath: sitePathAttribute(''),
};

/**
 * Forgot and reset password (issue 14 item 4; loyalty spec §7 forgot-password, reset-password): without `?token=` in the page address, the e-mail to send a reset link to; with the link's `?token=`, a new password with the live checklist, then "log in".
 *
 * After the new password is saved, "Log in" sends `stay:login-request` (returning to the home page).
 *
 * @fires stay:login-request
 */
defineWidget('stay-password-reset', PasswordReset, passwordResetSchema);
