export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, intlLocale, textDirection, type Language } from './languages';
export { resolveLanguage } from './resolve-language';
export { defineMessages, getIntl, translate, type Catalogues, type MessageValues, type Translate } from './intl';
export { formatNumber, formatCurrency, formatIsoDate, formatShownDate, formatDateInWords, formatList } from './format';
