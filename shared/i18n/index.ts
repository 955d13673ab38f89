export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, intlLocale, textDirection, type Language } from '../domain/languages';
export { resolveLanguage } from './resolve-language';
export { defineMessages, translate, translationsOf, type Catalogues, type MessageValues, type Translate } from './catalogue';
export { defineIcuMessages, getIntl } from './intl';
export { formatNumber, formatCurrency, formatIsoDate, formatShownDate, formatDateInWords, formatList } from './format';
