import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import english from './messages/en.json';

/** The widget's texts (plain messages with `{argument}` placeholders; numbers are formatted before). */
export const translate = defineMessages({ en: english, translations: translationsOf('widgets/buy-points') });

export type MessageKey = keyof typeof english;
