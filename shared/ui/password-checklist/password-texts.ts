import { defineMessages, translationsOf } from '../../i18n/catalogue';
import english from './messages/en.json';

/** The texts of the new-password field and its checklist, shared by sign-up and password reset. */
export const translatePasswordText = defineMessages({ en: english, translations: translationsOf('shared/ui/password-checklist') });
