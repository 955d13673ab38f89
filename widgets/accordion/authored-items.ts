/**
 * Reads the accordion's authored markup. Each item is a native disclosure, so the content is
 * readable, indexable and usable before (or without) JavaScript:
 *
 *   <details id="fragment-id" open>
 *     <summary><h3>Title</h3></summary>   (a heading inside summary is optional)
 *     ...rich content...
 *   </details>
 */
export interface AccordionItemContent {
  /** The authored id: the URL fragment that opens this item. */
  id: string | undefined;
  title: readonly Node[];
  content: readonly Node[];
  /** Authored `open`: preset expanded. */
  expanded: boolean;
}

const HEADING = /^h[1-6]$/;

function titleNodes(summary: Element | undefined): Node[] {
  if (!summary) return [];
  const elements = Array.from(summary.children);
  const onlyHeading = elements.length === 1 && HEADING.test(elements[0]!.localName) ? elements[0] : undefined;
  const hasOtherText = Array.from(summary.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
  return Array.from((onlyHeading && !hasOtherText ? onlyHeading : summary).childNodes);
}

export function readAuthoredItems(nodes: readonly Node[]): { items: AccordionItemContent[] } {
  const items: AccordionItemContent[] = [];
  for (const node of nodes) {
    if (!(node instanceof HTMLDetailsElement)) {
      if (node instanceof Element || node.textContent?.trim()) {
        console.warn('[stay-widgets] <stay-accordion> ignores authored content outside a <details> item:', node);
      }
      continue;
    }
    const summary = Array.from(node.children).find((child) => child.localName === 'summary');
    items.push({
      id: node.id || undefined,
      title: titleNodes(summary),
      content: Array.from(node.childNodes).filter((child) => child !== summary),
      expanded: node.open,
    });
  }
  return { items };
}
