import { translationsOf } from '../../shared/i18n/catalogue';
import { defineIcuMessages } from '../../shared/i18n/intl';
import english from './messages/en.json';

/** The manage view's texts: ICU, for the status names and the plurals of points (shared/i18n/README.md). */
export const translate = defineIcuMessages({ en: english, translations: translationsOf('widgets/manage-reservation') });
