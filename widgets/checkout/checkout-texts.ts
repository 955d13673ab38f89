import type { Language } from '../../shared/domain/languages';
import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import english from './messages/en.json';

export type CheckoutText = keyof typeof english;

export const translateCheckout = defineMessages({ en: english, translations: translationsOf('widgets/checkout') });

const isText = (key: string): key is CheckoutText => key in english;

/** A validator's message key (`shared/domain/booking/guest-details.ts`) in words; an unknown key reads "check this field". */
export function fieldErrorText(language: Language, messageKey: string): string {
  const key = `error.${messageKey}`;
  return translateCheckout(language, isText(key) ? key : 'error.generic');
}
