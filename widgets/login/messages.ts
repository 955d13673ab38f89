import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import english from './messages/en.json';

/** The login widget's own texts; server errors read through shared/ui/auth-errors. */
export const translateLogin = defineMessages({ en: english, translations: translationsOf('widgets/login') });
export type LoginText = keyof typeof english;
