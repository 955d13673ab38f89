import { fractionDigitsOf } from '../../../shared/domain/currency';
import type { Language } from '../../../shared/domain/languages';
import { translationsOf } from '../../../shared/i18n/catalogue';
import { formatCurrency } from '../../../shared/i18n/format';
import { defineIcuMessages } from '../../../shared/i18n/intl';
import english from './messages/en.json';

/** The summary and payment step's texts: ICU, for the guests' and minutes' plurals (shared/i18n/README.md). */
export const translate = defineIcuMessages({ en: english, translations: translationsOf('widgets/checkout/summary') });

export type SummaryMessage = Parameters<typeof translate>[1];

/** An amount in its currency's digits (booking spec §9: no decimals for the long currencies). */
export const money = (language: Language, amount: number, currency: string): string =>
  formatCurrency(language, amount, currency, fractionDigitsOf(currency));
