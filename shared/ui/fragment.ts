import { useCallback, useLayoutEffect, useState } from 'react';

/**
 * The element the URL fragment names, if any. On arrival the loader holds the fragment back for a
 * moment (shared/element/arrival-fragment.ts), on `<html data-stay-arrival-fragment>`.
 */
export function fragmentTarget(doc: Document = document): HTMLElement | null {
  const raw = (doc.location.hash || doc.documentElement.getAttribute('data-stay-arrival-fragment') || '').slice(1);
  if (!raw) return null;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // a malformed escape: look the id up as written
  }
  return doc.getElementById(id);
}

export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls to a target after the next render, once the panel holding it is shown (so it has its
 * height): smoothly, unless the visitor prefers reduced motion. Shared by the accordion and the tabs.
 */
export function useScrollRequest(): (target: Element) => void {
  const [request, setRequest] = useState<{ target: Element }>();
  useLayoutEffect(() => {
    request?.target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, [request]);
  return useCallback((target: Element) => setRequest({ target }), []);
}
