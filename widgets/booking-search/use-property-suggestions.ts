import { fetchPropertySuggestions } from '../../shared/api/content-service';
import { getApiClient } from '../../shared/api/page-client';
import type { Language } from '../../shared/i18n/languages';
import { useAsyncRead, type AsyncRead } from './async-read';
import { suggestionOptions, type SuggestionOption } from './search-rules';

async function readSuggestions(language: Language): Promise<SuggestionOption[]> {
  const result = await fetchPropertySuggestions(getApiClient(), language);
  if (!result.ok) throw result.error;
  return suggestionOptions(result.data);
}

/** The destinations the combobox offers (cached 24 h by the API client), read once per mount. */
export function usePropertySuggestions({ language }: { language: Language }): AsyncRead<SuggestionOption[]> {
  return useAsyncRead(() => readSuggestions(language), []);
}
