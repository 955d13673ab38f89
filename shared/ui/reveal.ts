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

/**
 * Whether `container` holds something the keyboard can reach, not counting what is hidden inside
 * it (WAI-ARIA tabs pattern: otherwise the panel itself takes focus).
 */
export function hasFocusableContent(container: Element): boolean {
  return Array.from(container.querySelectorAll(FOCUSABLE)).some((element) => {
    const hiddenAncestor = element.closest('[hidden]');
    const hidden = hiddenAncestor !== null && hiddenAncestor !== container && container.contains(hiddenAncestor);
    return !hidden && !element.matches('[tabindex^="-"], :disabled');
  });
}
