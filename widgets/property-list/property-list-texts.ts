import { translationsOf } from '../../shared/i18n/catalogue';
import { defineIcuMessages } from '../../shared/i18n/intl';
import english from './messages/en.json';

/** ICU: the counts are plurals ("1 property", "2 properties"), distances numbers in the page language. */
export const translate = defineIcuMessages({ en: english, translations: translationsOf('widgets/property-list') });

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
export const headingTag = (level: number): HeadingTag => `h${Math.min(6, Math.max(2, level))}` as HeadingTag;

/** Content spec §7 link-click events name this component. */
export const COMPONENT = 'property-list';
