import { useSyncExternalStore } from 'react';
import type { PageAddress } from '../domain/content/language-path';

/**
 * What moves the address in place: the browser's own events, and `stay:page-address`, which a
 * widget that moves it with `pushState` fires (the browser fires none for `pushState`; a synthetic
 * `popstate` would be taken for Back by other scripts): widgets/news/page-navigation.ts.
 */
const ADDRESS_EVENTS = ['hashchange', 'popstate', 'stay:page-address'];

function subscribe(onChange: () => void): () => void {
  for (const name of ADDRESS_EVENTS) window.addEventListener(name, onChange);
  return () => {
    for (const name of ADDRESS_EVENTS) window.removeEventListener(name, onChange);
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
