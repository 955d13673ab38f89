import { useRef } from 'react';
import type { Language } from '../../shared/domain/languages';
import { defineServerRead } from '../../shared/store/server-read';
import { useServerRead } from '../../shared/store/use-server-read';
import { propertyFacts, type PropertyFacts } from '../../shared/ui/page-search/page-search';

export interface PropertyFactsInputs {
  language: Language;
  /** The property chosen in the form, if any. */
  hotelCode: string | undefined;
  /** What the prefill read already: no second read for the prefilled property. */
  prefilled: { hotelCode: string | undefined; facts: PropertyFacts };
}

/** A property's time zone and minimum stay; without a property (or when its read fails) the defaults, with no request. */
export const propertyFactsRead = defineServerRead({
  read: async ({ language, hotelCode }: { language: Language; hotelCode: string | undefined }, { client }) => ({
    ok: true as const,
    data: await propertyFacts(client, language, hotelCode),
  }),
});

/**
 * The chosen property's time zone and minimum stay: the calendar's today and minimum stay follow
 * the property (README "Prefill"). The last facts stay while the next property's load; a read
 * for a property the visitor left is aborted.
 */
export function usePropertyFacts({ language, hotelCode, prefilled }: PropertyFactsInputs): PropertyFacts {
  const isPrefilled = hotelCode === prefilled.hotelCode;
  const { state } = useServerRead(propertyFactsRead, { language, hotelCode: isPrefilled ? undefined : hotelCode });
  const shown = useRef(prefilled.facts);
  if (isPrefilled) shown.current = prefilled.facts;
  else if (state.state === 'hasData') shown.current = state.data;
  return shown.current;
}
