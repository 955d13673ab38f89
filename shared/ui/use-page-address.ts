import { useSyncExternalStore } from 'react';
import type { PageAddress } from '../domain/content/language-path';

/** Readers told of `pushPageAddress`: the browser fires no event for its own `pushState`. */
const pushListeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  pushListeners.add(onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
    pushListeners.delete(onChange);
  };
}

/**
 * Moves the page address in place (a widget's page or search in the query or fragment) as a new
 * history entry, so it is linkable and Back returns to the previous one, and tells this module's
 * readers. Not a synthetic `popstate`: other scripts of the page would take it for Back.
 */
export function pushPageAddress(address: string): void {
  history.pushState(history.state, '', address);
  for (const listener of pushListeners) listener();
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
