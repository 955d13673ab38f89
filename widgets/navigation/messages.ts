import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import english from './messages/en.json';

/** The navigation's own texts (its parts share one catalogue). */
export const translateNavigation = defineMessages({ en: english, translations: translationsOf('widgets/navigation') });
