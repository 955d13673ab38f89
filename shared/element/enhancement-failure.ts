/**
 * Progressive enhancement (DESIGN.md §3, issue 12 §8): when a widget cannot run in this browser
 * (a missing or throwing API, a chunk that fails to load), its authored content stays on the page
 * as the CMS wrote it, and the page shows the browser-support notice (content spec §4).
 *
 * The record lives in the DOM, so the loader (which imports nothing) and a notice that mounts
 * later both see it:
 * - the element gets `data-stay-fallback` (CSS shows its authored content plainly: slides as a list);
 * - `<html>` gets `data-stay-enhancement-failed`, and `stay:enhancement-failed` is dispatched on
 *   `window` with `{ tag }`. The loader writes the same names (loader.ts).
 */
import { emitStayEvent } from './stay-events';

const ENHANCEMENT_FAILED_ATTRIBUTE = 'data-stay-enhancement-failed';

export function reportEnhancementFailure(element: Element): void {
  element.setAttribute('data-stay-fallback', '');
  document.documentElement.setAttribute(ENHANCEMENT_FAILED_ATTRIBUTE, '');
  emitStayEvent(window, 'stay:enhancement-failed', { tag: element.localName });
}

export function hasEnhancementFailed(): boolean {
  return document.documentElement.hasAttribute(ENHANCEMENT_FAILED_ATTRIBUTE);
}

/** Authored content worth restoring: any element, or text that is not only white space. */
export function hasAuthoredContent(nodes: readonly Node[]): boolean {
  return nodes.some((node) => node instanceof Element || (node instanceof Text && node.data.trim()));
}
