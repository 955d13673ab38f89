import type { Language } from '../../shared/domain/languages';
import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import english from './messages/en.json';

export type CheckoutText = keyof typeof english;

export const translateCheckout = defineMessages({ en: english, translations: translationsOf('widgets/checkout') });

const isText = (key: string): key is CheckoutText => key in english;

/**
 * A problem of a field (`GUEST_FIELD_VALIDATORS`, or the conditions box) in words: "required" names
 * the field ("Enter the first name"), the others say what shape is wanted. An unknown pair reads
 * "check this field".
 */
export function fieldErrorText(language: Language, field: string, problem: string): string {
  const specific = `error.${field}.${problem}`;
  const general = `error.${problem}`;
  const key = isText(specific) ? specific : isText(general) ? general : 'error.generic';
  return translateCheckout(language, key as CheckoutText);
}
