import { translationsOf } from '../../shared/i18n/catalogue';
import { defineIcuMessages } from '../../shared/i18n/intl';
import english from './messages/en.json';

/** The member programmes' texts: ICU, for the countdown's and the points' plurals (shared/i18n/README.md). */
export const translate = defineIcuMessages({ en: english, translations: translationsOf('widgets/member-programmes') });
export type MessageKey = keyof typeof english;
