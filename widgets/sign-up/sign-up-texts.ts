import type { Language } from '../../shared/domain/languages';
import type { SignUpFieldError } from '../../shared/domain/loyalty/sign-up-form';
import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import { translateAuthError } from '../../shared/ui/auth-errors/auth-error-text';
import english from './messages/en.json';

export const translateSignUp = defineMessages({ en: english, translations: translationsOf('widgets/sign-up') });

/**
 * The message of a field's problem. A problem the service also reports (e-mail too long or
 * malformed, weak password, mismatch) reads the same as the service's error (auth-error-text.ts),
 * so the visitor meets one wording whichever side found it.
 */
export function fieldErrorText(language: Language, { field, problem }: SignUpFieldError): string {
  switch (problem) {
    case 'required':
      return translateSignUp(language, `required.${field}` as keyof typeof english);
    case 'emailTooLong':
      return translateAuthError(language, 'emailTooLong');
    case 'emailMalformed':
      return translateAuthError(language, 'emailInvalid');
    case 'passwordWeak':
      return translateAuthError(language, 'weakPassword');
    case 'passwordMismatch':
      return translateAuthError(language, 'passwordMismatch');
    case 'countryNotInList':
      return translateSignUp(language, 'countryNotInList');
  }
}
