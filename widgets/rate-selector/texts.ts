import { translationsOf } from '../../shared/i18n/catalogue';
import { defineIcuMessages } from '../../shared/i18n/intl';
import english from './messages/en.json';

/** The rate selector's texts in the 11 languages (messages/*.json). */
export const translate = defineIcuMessages({ en: english, translations: translationsOf('widgets/rate-selector') });
