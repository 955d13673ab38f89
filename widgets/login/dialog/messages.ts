import { defineMessages, translationsOf } from '../../../shared/i18n/catalogue';
import english from './messages/en.json';

/** The modal's and the session warning's texts: they load with them, not with the page. */
export const translateLogin = defineMessages({ en: english, translations: translationsOf('widgets/login/dialog') });
export type LoginText = keyof typeof english;
