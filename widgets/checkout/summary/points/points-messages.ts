import { translationsOf } from '../../../../shared/i18n/catalogue';
import { defineMessages } from '../../../../shared/i18n/catalogue';
import english from './messages/en.json';

/** The "Pay with points" section's texts (plain messages, 11 languages). */
export const translatePoints = defineMessages({ en: english, translations: translationsOf('widgets/checkout/summary/points') });
