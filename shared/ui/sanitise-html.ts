import DOMPurify from 'dompurify';
import { isSafeUrl } from '../domain/safe-url';

/**
 * The one way backend HTML reaches a page (DESIGN.md §3: "any HTML that comes from the backend is
 * treated as untrusted: sanitised HTML, and only http(s), relative, mailto and tel links").
 * DOMPurify (a dependency of the project since the foundation) removes scripts, event handlers and
 * everything that could run; on top of it:
 * - no `style` attribute and no `<style>`, `<link>`, `<form>` or `<iframe>`: the widgets run under a
 *   strict Content-Security-Policy without `'unsafe-inline'` styles (README), which would refuse
 *   them and report a violation;
 * - every `href` and `src` left must pass the safe-URL check, else it is removed.
 * Returns a fragment of nodes to place, never a string to assign. Load this module on demand
 * (`import()`): DOMPurify is about 8 KB that only the pages showing backend HTML need.
 */
const FORBID_TAGS = ['style', 'link', 'form', 'iframe', 'object', 'embed', 'base', 'meta', 'input', 'button', 'textarea', 'select'];
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction'];

let hooked = false;

function removeUnsafeUrls(node: Element): void {
  for (const name of URL_ATTRIBUTES) {
    const value = node.getAttribute(name);
    if (value !== null && !isSafeUrl(value)) node.removeAttribute(name);
  }
  if (node.hasAttribute('srcset')) node.removeAttribute('srcset');
}

export function sanitiseHtml(html: string): DocumentFragment {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', removeUnsafeUrls);
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS,
    FORBID_ATTR: ['style', 'id', 'name', 'tabindex', 'autofocus'],
    USE_PROFILES: { html: true },
  });
}
