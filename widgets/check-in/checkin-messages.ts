import { fractionDigitsOf } from '../../shared/domain/currency';
import type { Language } from '../../shared/domain/languages';
import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import { formatCurrency } from '../../shared/i18n/format';
import english from './messages/en.json';

export const translate = defineMessages({ en: english, translations: translationsOf('widgets/check-in') });

export type CheckinMessage = keyof typeof english;

export const money = (language: Language, amount: number, currency: string) =>
  formatCurrency(language, amount, currency, fractionDigitsOf(currency));

/** A field's label: the catalogue's word for the names the sandbox asks, else the name itself (a property may ask more). */
export function fieldLabel(language: Language, name: string): string {
  const id = `field.${name}`;
  return id in english ? translate(language, id as CheckinMessage) : name;
}

/** A choice's words (the document types the sandbox offers), else the value itself. */
export function optionLabel(language: Language, option: string): string {
  const id = `option.${option}`;
  return id in english ? translate(language, id as CheckinMessage) : option;
}
