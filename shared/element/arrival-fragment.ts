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
const HELD = 'data-stay-arrival-fragment';

function elementNamed(hash: string): Element | null {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // a malformed escape: look the id up as written
  }
  return document.getElementById(id);
}

/**
 * Call from the loader. A loader added after the page loaded finds the browser's jump done and
 * does nothing; one added after DOMContentLoaded but before `load` gives the fragment back on
 * `load` (the browser has jumped already: the scroll then has nothing left to do).
 */
export function takeOverArrivalScroll(): void {
  const { hash, href } = location;
  if (!hash || document.readyState === 'complete' || !elementNamed(hash)) return;
  const root = document.documentElement;
  const held = href.slice(0, -hash.length);
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    root.removeAttribute(HELD);
    // The visitor may have moved in the page meanwhile: only an unchanged address gets its fragment back.
    if (location.href !== held) return;
    history.replaceState(history.state, '', href);
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    elementNamed(hash)?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  };
  history.replaceState(history.state, '', held);
  root.setAttribute(HELD, hash);
  // One task after DOMContentLoaded: past the browser's own fragment handling.
  document.addEventListener('DOMContentLoaded', () => setTimeout(restore), { once: true });
  addEventListener('load', restore, { once: true });
}
