import { translationsOf } from '../../shared/i18n/catalogue';
import { defineIcuMessages } from '../../shared/i18n/intl';
import english from './messages/en.json';

/** The cart's texts: ICU, for the guests' and nights' plurals (shared/i18n/README.md). */
export const translate = defineIcuMessages({ en: english, translations: translationsOf('widgets/cart') });
