import { useSyncExternalStore } from 'react';
import type { PageAddress } from '../domain/content/language-path';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const current = (): string => window.location.href;

/** The page's full address, following in-page navigation (fragments, history). */
export function usePageHref(): string {
  return useSyncExternalStore(subscribe, current);
}

/** The page's path, query and fragment, following in-page navigation (fragments, history). */
export function usePageAddress(): PageAddress {
  const href = usePageHref();
  const { pathname, search, hash } = new URL(href);
  return { pathname, search, hash };
}
