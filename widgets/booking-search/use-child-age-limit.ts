import { fetchChildAgeLimit } from '../../shared/api/child-age-limit-service';
import { getApiClient } from '../../shared/api/page-client';
import { childAgeLimitLookup } from '../../shared/domain/destination-limits';
import type { Language } from '../../shared/i18n/languages';
import { useAsyncRead, type AsyncRead } from './async-read';

export interface ChildAgeLimitInputs {
  language: Language;
  destination: Parameters<typeof childAgeLimitLookup>[0];
}

async function readLimit(language: Language, code: string): Promise<{ code: string; limit: number }> {
  const result = await fetchChildAgeLimit(getApiClient(), language, code);
  if (!result.ok) throw result.error;
  return { code, limit: result.data };
}

/**
 * The child-age limit of the destination (booking spec §3: per city or per property). No data for
 * brands, before a destination is chosen, while it loads and when the lookup fails: the caller
 * then uses the configured default.
 */
export function useChildAgeLimit({ language, destination }: ChildAgeLimitInputs): AsyncRead<number> {
  const code = childAgeLimitLookup(destination);
  const read = useAsyncRead(() => (code ? readLimit(language, code) : undefined), [code, language]);
  if (!code) return { status: 'ready' };
  return { status: read.status, data: read.data?.code === code ? read.data.limit : undefined, error: read.error };
}
