/** The site's languages (content spec §9). Chinese is the default and has no path prefix (spec §2). */
export const LANGUAGES = ['en', 'zh', 'ja', 'ko', 'ar', 'de', 'fr', 'es', 'id', 'vi', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

/** BCP 47 tags for Intl formatting. Thai's region default calendar is Buddhist (year + 543, spec §9). */
const INTL_LOCALES: Record<Language, string> = {
  en: 'en-GB',
  zh: 'zh-CN',
  ja: 'ja-JP',
  ko: 'ko-KR',
  ar: 'ar',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  id: 'id-ID',
  vi: 'vi-VN',
  th: 'th-TH',
};

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

export function intlLocale(language: Language): string {
  return INTL_LOCALES[language];
}

export function textDirection(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}
