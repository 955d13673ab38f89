import { translationsOf } from '../../i18n/catalogue';
import { defineIcuMessages } from '../../i18n/intl';
import english from './messages/en.json';

/** The confirmation's texts: ICU, for the plurals of numbers, nights and guests (shared/i18n/README.md). */
export const translate = defineIcuMessages({ en: english, translations: translationsOf('shared/ui/reservation') });
