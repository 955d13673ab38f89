import { useRef } from 'react';
import { getApiClient } from '../../shared/api/page-client';
import type { Language } from '../../shared/i18n/languages';
import { propertyFacts, type PropertyFacts } from '../../shared/ui/page-search/page-search';
import { useAsyncRead, type AsyncRead } from './async-read';

export interface PropertyFactsInputs {
  language: Language;
  /** The property chosen in the form, if any. */
  hotelCode: string | undefined;
  /** What the prefill read already: no second read for the prefilled property. */
  prefilled: { hotelCode: string | undefined; facts: PropertyFacts };
}

/**
 * The chosen property's time zone and minimum stay: the calendar's today and minimum stay follow
 * the property (README "Prefill"). The last facts stay while the next property's load.
 */
export function usePropertyFacts({ language, hotelCode, prefilled }: PropertyFactsInputs): AsyncRead<PropertyFacts> {
  const lastRead = useRef(prefilled.hotelCode);
  const read = () => {
    if (hotelCode === lastRead.current) return undefined;
    lastRead.current = hotelCode;
    return propertyFacts(getApiClient(), language, hotelCode);
  };
  return useAsyncRead(read, [hotelCode, language], { status: 'ready', data: prefilled.facts });
}
