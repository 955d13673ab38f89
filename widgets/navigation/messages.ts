import { defineMessages } from '../../shared/i18n/intl';
import english from './messages/en.json';

/** The navigation's own texts (its parts share one catalogue). */
export const translateNavigation = defineMessages({ en: english, translations: import.meta.glob(['./messages/*.json', '!./messages/en.json']) });
