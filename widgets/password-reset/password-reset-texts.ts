import type { Language } from '../../shared/domain/languages';
import type { NewPasswordProblem } from '../../shared/domain/loyalty/password-rules';
import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import { translateAuthError } from '../../shared/ui/auth-errors/auth-error-text';
import english from './messages/en.json';

export const translateReset = defineMessages({ en: english, translations: translationsOf('widgets/password-reset') });

/** A new-password problem found before sending reads as the service's error would (auth-error-text.ts). */
export function newPasswordText(language: Language, field: 'password' | 'confirmPassword', problem: NewPasswordProblem): string {
  if (problem === 'required') return translateReset(language, `required.${field}`);
  return translateAuthError(language, problem === 'passwordWeak' ? 'weakPassword' : 'passwordMismatch');
}
