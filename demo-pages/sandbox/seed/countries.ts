import type { Language, LocalisedText } from './localised-text.ts';

export interface CountrySeed {
  /** ISO 3166-1 alpha-2 */
  readonly code: string;
  readonly names: LocalisedText;
  readonly currencyCode: string;
  /** The city reported by the client-country call for a visitor from this country. */
  readonly mainCity: LocalisedText;
  readonly localLanguage: Language;
}

/** Countries with properties first, then a few visitor-only countries for the client-country switch. */
export const COUNTRY_SEEDS: readonly CountrySeed[] = [
  { code: 'SG', names: { en: 'Singapore' }, currencyCode: 'SGD', mainCity: { en: 'Singapore' }, localLanguage: 'en' },
  { code: 'JP', names: { en: 'Japan', ja: '日本' }, currencyCode: 'JPY', mainCity: { en: 'Tokyo', ja: '東京' }, localLanguage: 'ja' },
  { code: 'CN', names: { en: 'China', zh: '中国' }, currencyCode: 'CNY', mainCity: { en: 'Shanghai', zh: '上海' }, localLanguage: 'zh' },
  {
    code: 'KR',
    names: { en: 'South Korea', ko: '대한민국' },
    currencyCode: 'KRW',
    mainCity: { en: 'Seoul', ko: '서울' },
    localLanguage: 'ko',
  },
  { code: 'AU', names: { en: 'Australia' }, currencyCode: 'AUD', mainCity: { en: 'Sydney' }, localLanguage: 'en' },
  {
    code: 'AE',
    names: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
    currencyCode: 'AED',
    mainCity: { en: 'Dubai', ar: 'دبي' },
    localLanguage: 'ar',
  },
  { code: 'FR', names: { en: 'France', fr: 'France' }, currencyCode: 'EUR', mainCity: { en: 'Paris', fr: 'Paris' }, localLanguage: 'fr' },
  {
    code: 'VN',
    names: { en: 'Vietnam', vi: 'Việt Nam' },
    currencyCode: 'VND',
    mainCity: { en: 'Ho Chi Minh City', vi: 'Thành phố Hồ Chí Minh' },
    localLanguage: 'vi',
  },
  {
    code: 'TH',
    names: { en: 'Thailand', th: 'ประเทศไทย' },
    currencyCode: 'THB',
    mainCity: { en: 'Bangkok', th: 'กรุงเทพฯ' },
    localLanguage: 'th',
  },
  {
    code: 'ID',
    names: { en: 'Indonesia', id: 'Indonesia' },
    currencyCode: 'IDR',
    mainCity: { en: 'Jakarta', id: 'Jakarta' },
    localLanguage: 'id',
  },
  { code: 'US', names: { en: 'United States' }, currencyCode: 'USD', mainCity: { en: 'New York' }, localLanguage: 'en' },
  { code: 'GB', names: { en: 'United Kingdom' }, currencyCode: 'GBP', mainCity: { en: 'London' }, localLanguage: 'en' },
  {
    code: 'DE',
    names: { en: 'Germany', de: 'Deutschland' },
    currencyCode: 'EUR',
    mainCity: { en: 'Berlin', de: 'Berlin' },
    localLanguage: 'de',
  },
  {
    code: 'HK',
    names: { en: 'Hong Kong', zh: '香港' },
    currencyCode: 'HKD',
    mainCity: { en: 'Hong Kong', zh: '香港' },
    localLanguage: 'zh',
  },
  { code: 'MY', names: { en: 'Malaysia' }, currencyCode: 'MYR', mainCity: { en: 'Kuala Lumpur' }, localLanguage: 'en' },
];

export function findCountrySeed(code: string): CountrySeed | undefined {
  const wanted = code.trim().toUpperCase();
  return COUNTRY_SEEDS.find((country) => country.code === wanted);
}
