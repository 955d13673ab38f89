/**
 * The "translate" action on a guest review (content spec §7: "POST odx/translate {fromLanguage,
 * toLanguage, messages, or oneLinkMessages for Arabic}, response reads
 * translatedOneLinkMessages[0].content with status 200"). The spec names Arabic without saying on
 * which side; ours: a request that involves Arabic (to or from) goes through `oneLinkMessages`,
 * the others through `messages`, and the answer is read from the list that matches the request.
 */
export interface TranslateBody {
  fromLanguage: string;
  toLanguage: string;
  messages?: string[];
  oneLinkMessages?: { content: string }[];
}

export const usesOneLink = (fromLanguage: string, toLanguage: string): boolean => fromLanguage === 'ar' || toLanguage === 'ar';

export function translateBody(fromLanguage: string, toLanguage: string, text: string): TranslateBody {
  return usesOneLink(fromLanguage, toLanguage)
    ? { fromLanguage, toLanguage, oneLinkMessages: [{ content: text }] }
    : { fromLanguage, toLanguage, messages: [text] };
}

const nonEmpty = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

/** The translated text, or undefined when the answer is not a 200 with one. */
export function readTranslation(answer: unknown, body: TranslateBody): string | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const record = answer as Record<string, unknown>;
  if (record.status !== 200) return undefined;
  if (body.oneLinkMessages) {
    const list = record.translatedOneLinkMessages;
    const first: unknown = Array.isArray(list) ? list[0] : undefined;
    return typeof first === 'object' && first !== null ? nonEmpty((first as Record<string, unknown>).content) : undefined;
  }
  const list = record.translatedMessages;
  return Array.isArray(list) ? nonEmpty(list[0]) : undefined;
}
