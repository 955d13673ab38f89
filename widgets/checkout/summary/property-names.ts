import { useEffect } from 'react';
import { fetchPropertyByCode } from '../../../shared/api/content-service';
import type { ApiResult } from '../../../shared/api/types';
import type { Language } from '../../../shared/domain/languages';
import { defineServerRead } from '../../../shared/store/server-read';
import { useServerRead } from '../../../shared/store/use-server-read';

/**
 * The names of the cart's properties in the page language, for the payment lines (issue 16 item
 * 1): the cart item carries only the hotel code. Read with the property-by-code content read
 * (booking spec §7; its answer cached for the spec's 30 s, booking spec §9, by the client), the
 * read the page search already makes. A property whose name cannot be read (unknown, or the read
 * failed) has no entry: the line shows its code.
 */
export interface PropertyNamesKey {
  language: Language;
  hotelCodes: string[];
}

export const propertyNamesRead = defineServerRead({
  read: async ({ language, hotelCodes }: PropertyNamesKey, { client }): Promise<ApiResult<Record<string, string>>> => {
    const answers = await Promise.all(hotelCodes.map((code) => fetchPropertyByCode(client, language, code)));
    const names: Record<string, string> = {};
    answers.forEach((answer, index) => {
      const name = answer.ok ? answer.data?.propertyName : undefined;
      if (name) names[hotelCodes[index]!] = name;
    });
    return { ok: true, data: names };
  },
});

/** Codes already warned about on this page: one warning per code, not one per render. */
const warned = new Set<string>();

/**
 * Each code's property name, or the code itself once the read says it has none (with a console
 * warning naming the element: bad data never breaks the page); undefined while it is read.
 */
export function usePropertyNames(language: Language, hotelCodes: readonly string[]): Record<string, string> | undefined {
  const codes = [...new Set(hotelCodes)].sort();
  const { state } = useServerRead(propertyNamesRead, { language, hotelCodes: codes });
  const known = state.state === 'hasData' ? state.data : state.state === 'hasError' ? {} : undefined;
  const missing = known ? codes.filter((code) => !known[code]) : [];
  const missingKey = missing.join(',');
  useEffect(() => {
    for (const code of missingKey ? missingKey.split(',') : []) {
      if (warned.has(`${language}:${code}`)) continue;
      warned.add(`${language}:${code}`);
      console.warn(`[stay-widgets] <stay-checkout>: no property name for ${code} in ${language}; the payment line shows the code.`);
    }
  }, [missingKey, language]);
  if (!known) return undefined;
  return Object.fromEntries(codes.map((code) => [code, known[code] ?? code]));
}
