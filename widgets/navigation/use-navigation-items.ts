import { stripContentRoot } from '../../shared/domain/content/language-path';
import type { Language } from '../../shared/domain/languages';
import { defineServerRead } from '../../shared/store/server-read';
import { useServerRead } from '../../shared/store/use-server-read';
import { fetchNavigationItems, type NavigationItem } from './navigation-items';

const navigationItemsRead = defineServerRead({
  read: ({ language, contentRoot }: { language: Language; contentRoot: string }, { client }) =>
    fetchNavigationItems(client, language, (href) => stripContentRoot(href, window.location.pathname, contentRoot)),
});

/**
 * The menu from the content service (content spec §7 shape). Until it answers, and when it fails
 * or answers an empty list (spec §8: failed list calls read as empty), the authored fallback
 * links stay: they are already on screen, so there is no loading flash and nothing to retry.
 */
export function useNavigationItems(
  language: Language,
  contentRoot: string,
  authoredItems: readonly NavigationItem[],
): readonly NavigationItem[] {
  const { state } = useServerRead(navigationItemsRead, { language, contentRoot });
  return state.state === 'hasData' && state.data.length > 0 ? state.data : authoredItems;
}
