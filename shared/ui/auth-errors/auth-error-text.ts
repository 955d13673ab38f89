import { defineMessages, translationsOf } from '../../i18n/catalogue';
import type { AuthError } from '../../domain/loyalty/auth-errors';
import english from './messages/en.json';

/**
 * The visitor's wording of each login and registration error (loyalty spec §8), shared by the
 * login modal, sign-up and password reset so one code always reads the same.
 */
const catalogue: Record<AuthError, string> = english; // a code without a text fails the type check
const translate = defineMessages({ en: catalogue, translations: translationsOf('shared/ui/auth-errors') });

export function translateAuthError(language: Parameters<typeof translate>[0], error: AuthError): string {
  return translate(language, error);
}
