import { fetchPropertySuggestions } from '../../shared/api/content-service';
import type { ApiResult } from '../../shared/api/types';
import type { Language } from '../../shared/domain/languages';
import { defineServerRead, type ReadState } from '../../shared/store/server-read';
import { useServerRead } from '../../shared/store/use-server-read';
import { suggestionOptions, type SuggestionOption } from './search-rules';

/** The destinations the combobox offers, per language (the API client caches them 24 h). */
export const propertySuggestionsRead = defineServerRead({
  read: async ({ language }: { language: Language }, { client }): Promise<ApiResult<SuggestionOption[]>> => {
    const result = await fetchPropertySuggestions(client, language);
    return result.ok ? { ok: true, data: suggestionOptions(result.data) } : result;
  },
});

/** The destinations' read: every search of the page shows the same one; it is aborted when no search waits for it. */
export function usePropertySuggestions({ language }: { language: Language }): ReadState<SuggestionOption[]> {
  return useServerRead(propertySuggestionsRead, { language }).state;
}
