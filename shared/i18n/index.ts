export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, intlLocale, textDirection, type Language } from './languages';
export { resolveLanguage } from './resolve-language';
export { getIntl, translate, type MessageId, type MessageValues } from './intl';
export { formatNumber, formatCurrency, formatIsoDate } from './format';
