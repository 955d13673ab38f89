import { defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import english from './messages/en.json';

/** The texts of every view of `<stay-news>`, in all 11 languages (messages/*.json). */
export const translate = defineMessages({ en: english, translations: translationsOf('widgets/news') });
