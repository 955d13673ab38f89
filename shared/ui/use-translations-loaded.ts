import { useEffect } from 'react';
import { loadTranslations } from '../i18n/catalogue';
import type { Language } from '../domain/languages';
import { defineServerRead } from '../store/server-read';
import { useServerRead } from '../store/use-server-read';

/** The texts of a language for the catalogues defined so far, loaded as any other read of the page. */
const translationsRead = defineServerRead({
  read: async (language: Language) => ({ ok: true, data: await loadTranslations(language) }),
});

/**
 * For parts loaded on demand after their widget rendered (the search's calendar): false until the
 * texts of `language` of the catalogues defined so far have loaded, so the part first shows in the
 * page language, never in English for a moment. True at once on English pages and once loaded.
 */
export function useTranslationsLoaded(language: Language): boolean {
  const { state, reload } = useServerRead(translationsRead, language);
  // Asking again is cheap and starts the loads still missing (nothing on English pages).
  const missing = loadTranslations(language) !== undefined;
  const settled = state.state !== 'loading';
  // A catalogue defined after the last load (this part's own) makes the settled read stale.
  useEffect(() => {
    if (missing && settled) reload();
  }, [missing, settled, reload]);
  return !missing;
}
