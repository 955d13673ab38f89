/**
 * Content spec §2 and booking spec §2: arriving at a page whose address has a fragment scrolls
 * smoothly to the matching element, which ends below the (sticky) header: `scroll-padding` in
 * navigation.css. With `prefers-reduced-motion: reduce` the scroll is instant.
 *
 * The browser itself jumps to the fragment's element once the document is parsed, instantly and
 * before any widget is defined. The loader (a module script: it runs after parsing, before
 * DOMContentLoaded and before that jump) takes the fragment out of the address, so the browser
 * has nothing to jump to; one task after DOMContentLoaded, past the browser's own fragment
 * handling, it puts the address back as it was and scrolls to the element itself.
 *
 * While the fragment is held back, `<html data-stay-arrival-fragment="#id">` carries it, so a
 * widget that mounts in that window still finds its fragment (shared/ui/fragment.ts reads it).
 * The loader must not import the runtime, hence this small module of its own.
 */
export const HELD_FRAGMENT_ATTRIBUTE = 'data-stay-arrival-fragment';

function elementNamed(hash: string, doc: Document): Element | null {
  const raw = hash.slice(1);
  if (!raw) return null;
  try {
    return doc.getElementById(decodeURIComponent(raw)) ?? doc.getElementById(raw);
  } catch {
    return doc.getElementById(raw);
  }
}

/** Whether DOMContentLoaded is still to come (a loader added late finds the browser's jump done). */
function beforeContentLoaded(doc: Document): boolean {
  if (doc.readyState === 'loading') return true;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return doc.readyState === 'interactive' && navigation !== undefined && navigation.domContentLoadedEventStart === 0;
}

export function scrollToArrivalTarget(target: Element, win: Window = window): void {
  const reduce = win.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}

export function takeOverArrivalScroll(doc: Document = document): void {
  const win = doc.defaultView;
  const { hash } = doc.location;
  if (!win || !hash || !beforeContentLoaded(doc) || !elementNamed(hash, doc)) return;
  const address = doc.location.href;
  const root = doc.documentElement;
  win.history.replaceState(win.history.state, '', address.slice(0, -hash.length));
  root.setAttribute(HELD_FRAGMENT_ATTRIBUTE, hash);
  doc.addEventListener(
    'DOMContentLoaded',
    () =>
      win.setTimeout(() => {
        root.removeAttribute(HELD_FRAGMENT_ATTRIBUTE);
        // The visitor may have navigated in the page meanwhile: only an unchanged address gets its fragment back.
        if (doc.location.href !== address.slice(0, -hash.length)) return;
        win.history.replaceState(win.history.state, '', address);
        const target = elementNamed(hash, doc);
        if (target) scrollToArrivalTarget(target, win);
      }),
    { once: true },
  );
}
