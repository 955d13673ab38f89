/** Languages of the site (booking spec §1); anything else falls back to English. */
export const SUPPORTED_LANGUAGES = ['en', 'zh', 'ja', 'ko', 'ar', 'de', 'fr', 'es', 'id', 'vi', 'th'] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** A text in English plus the languages it has been translated to (usually the property's local one). */
export type LocalisedText = { readonly en: string } & { readonly [L in Language]?: string };

function isLanguage(value: string): value is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** `ja`, `JA`, `ja-JP` and `ja_jp` all mean Japanese; unknown or missing languages mean English. */
export function resolveLanguage(value: string | null | undefined): Language {
  const primary = (value ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLanguage(primary) ? primary : 'en';
}

export function pickText(text: LocalisedText, language: Language): string {
  return text[language] ?? text.en;
}
