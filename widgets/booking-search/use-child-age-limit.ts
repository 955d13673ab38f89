import { fetchChildAgeLimit } from '../../shared/api/child-age-limit-service';
import type { ApiResult } from '../../shared/api/types';
import { childAgeLimitLookup } from '../../shared/domain/booking/destination-limits';
import type { Language } from '../../shared/domain/languages';
import { defineServerRead } from '../../shared/store/server-read';
import { useServerRead } from '../../shared/store/use-server-read';

export interface ChildAgeLimitInputs {
  language: Language;
  destination: Parameters<typeof childAgeLimitLookup>[0];
}

/** The limit by property code, city name or country code (booking spec §3); nothing to read without one (brands, no destination). */
export const childAgeLimitRead = defineServerRead({
  read: async ({ language, code }: { language: Language; code: string | undefined }, { client }): Promise<ApiResult<number | undefined>> =>
    code ? fetchChildAgeLimit(client, language, code) : { ok: true, data: undefined },
});

/**
 * The child-age limit of the destination (booking spec §3: per city or per property). None for
 * brands, before a destination is chosen, while it loads and when the lookup fails: the caller
 * then uses the configured default. A read for a destination the visitor left is aborted.
 */
export function useChildAgeLimit({ language, destination }: ChildAgeLimitInputs): number | undefined {
  const { state } = useServerRead(childAgeLimitRead, { language, code: childAgeLimitLookup(destination) });
  return state.state === 'hasData' ? state.data : undefined;
}
