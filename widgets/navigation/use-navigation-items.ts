import { useEffect, useState } from 'react';
import { getApiClient } from '../../shared/api/page-client';
import { stripContentRoot } from '../../shared/domain/language-path';
import type { Language } from '../../shared/i18n/languages';
import { fetchNavigationItems, type NavigationItem } from './navigation-items';

/**
 * The menu from the content service (content spec §7 shape). Until it answers, and when it fails
 * or answers an empty list (spec §8: failed list calls read as empty), the authored fallback
 * links stay: they are already on screen, so there is no loading flash and nothing to retry.
 */
export function useNavigationItems(language: Language, contentRoot: string, authoredItems: readonly NavigationItem[]): readonly NavigationItem[] {
  const [fetchedItems, setFetchedItems] = useState<NavigationItem[]>();
  useEffect(() => {
    let current = true;
    const resolveUrl = (href: string) => stripContentRoot(href, window.location.pathname, contentRoot);
    void fetchNavigationItems(getApiClient(), language, resolveUrl).then((result) => {
      if (current && result.ok && result.data.length > 0) setFetchedItems(result.data);
    });
    return () => {
      current = false;
    };
  }, [language, contentRoot]);
  return fetchedItems ?? authoredItems;
}
