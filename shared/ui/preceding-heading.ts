const HEADING = 'h1, h2, h3, h4, h5, h6, [role="heading"]';

/** Whether `heading` belongs to another widget (`<stay-*>`) than one holding `element` too. */
function insideOtherWidget(heading: Element, element: Element): boolean {
  for (let ancestor = heading.parentElement; ancestor; ancestor = ancestor.parentElement) {
    if (ancestor.contains(element)) return false;
    if (ancestor.localName.startsWith('stay-')) return true;
  }
  return false;
}

/**
 * The heading that introduces `element`: the last heading before it in document order that is
 * not inside another widget (a tab title or an accordion header belongs to its widget, not to
 * what follows it). Names a widget's composite (WAI-ARIA APG tabs: the tablist is labelled by
 * its heading).
 */
export function precedingHeading(element: Element): HTMLElement | undefined {
  const headings = Array.from(element.ownerDocument.querySelectorAll<HTMLElement>(HEADING));
  return headings
    .reverse()
    .find(
      (heading) =>
        Boolean(heading.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) &&
        !heading.contains(element) &&
        !insideOtherWidget(heading, element),
    );
}

let generated = 0;

/** The id of `heading` for `aria-labelledby`, given one when the author did not. */
export function idOf(heading: HTMLElement): string {
  while (!heading.id) {
    const id = `stay-heading-${++generated}`;
    if (!heading.ownerDocument.getElementById(id)) heading.id = id;
  }
  return heading.id;
}
