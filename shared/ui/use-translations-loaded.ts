import { useEffect, useState } from 'react';
import { loadTranslations } from '../i18n/catalogue';
import type { Language } from '../i18n/languages';

/**
 * For parts loaded on demand after their widget rendered (the search's calendar): false until the
 * texts of `language` of the catalogues defined so far have loaded, so the part first shows in the
 * page language, never in English for a moment. True at once on English pages and once loaded.
 */
export function useTranslationsLoaded(language: Language): boolean {
  const [loading, setLoading] = useState(() => loadTranslations(language));
  useEffect(() => {
    if (!loading) return;
    let live = true;
    void loading.then(() => live && setLoading(undefined));
    return () => {
      live = false;
    };
  }, [loading]);
  return loading === undefined;
}
