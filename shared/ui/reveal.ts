/*
 * DOM side of the "see more" rule, shared by the see-more list and the tabs' see-more flag.
 */

/**
 * Shows the `items` past `visibleCount` or hides them. Authored items are not React's, so their
 * `hidden` attribute is set here; the widget CSS makes it win over a theme's `display`.
 */
export function applyCollapse(items: readonly Element[], visibleCount: number): void {
  items.forEach((item, index) => item.toggleAttribute('hidden', index >= visibleCount));
}

const FOCUSABLE = 'a[href], area[href], button, input, select, textarea, iframe, summary, [contenteditable], [tabindex]';

/** Moves focus to a revealed item, making it programmatically focusable when it is not already. */
export function focusRevealed(item: Element | undefined): void {
  if (!(item instanceof HTMLElement)) return;
  if (!item.matches(FOCUSABLE)) item.tabIndex = -1;
  item.focus();
}

function isShown(node: Node, container: Element): boolean {
  const hiddenAncestor = node.parentElement?.closest('[hidden], script, style, template');
  return !hiddenAncestor || hiddenAncestor === container || !container.contains(hiddenAncestor);
}

function isKeyboardReachable(element: Element, container: Element): boolean {
  return element.matches(FOCUSABLE) && !element.matches('[tabindex^="-"], :disabled') && isShown(element, container);
}

/**
 * Whether the first content of `container` is something the keyboard reaches: its first shown
 * text lies inside its first reachable focusable element, or that element comes before any text.
 * WAI-ARIA APG tabs: a panel without focusable content, or whose first content is not focusable,
 * takes focus itself (`tabindex="0"`), so Tab from the tab list reaches the panel's start.
 */
export function startsWithFocusable(container: Element): boolean {
  const focusable = Array.from(container.querySelectorAll(FOCUSABLE)).find((element) => isKeyboardReachable(element, container));
  if (!focusable) return false;
  const walker = container.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    if (!text.textContent?.trim() || !isShown(text, container)) continue;
    return focusable.contains(text) || Boolean(text.compareDocumentPosition(focusable) & Node.DOCUMENT_POSITION_PRECEDING);
  }
  return true;
}
