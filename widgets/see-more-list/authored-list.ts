/**
 * Reads the see-more list's authored markup: one list, readable and complete without JavaScript.
 *
 *   <stay-see-more-list data-visible-items="3">
 *     <ul aria-label="Nearby attractions">   (or <ol>)
 *       <li>…</li>
 *     </ul>
 *   </stay-see-more-list>
 */
export interface AuthoredList {
  /** The list element, moved as it is (attributes, `start`, `reversed` and listeners kept). */
  listNodes: readonly Node[];
  /** Its `<li>` items, in order: the ones past the visible count are hidden until "see more". */
  items: readonly HTMLElement[];
  /** Names the list in analytics: its `aria-label`, else its `id`, else "list". */
  listName: string;
}

const isList = (node: Node): node is HTMLUListElement | HTMLOListElement =>
  node instanceof HTMLUListElement || node instanceof HTMLOListElement;

export function readAuthoredList(nodes: readonly Node[]): AuthoredList {
  const list = nodes.find(isList);
  for (const node of nodes) {
    if (node === list || !(node instanceof Element || node.textContent?.trim())) continue;
    console.warn('[stay-widgets] <stay-see-more-list> ignores authored content other than its one <ul> or <ol>:', node);
  }
  if (!list) return { listNodes: [], items: [], listName: 'list' };
  return {
    listNodes: [list],
    // An item the author keeps hidden stays hidden: it is not one of the items "see more" reveals.
    items: Array.from(list.children).filter((child): child is HTMLLIElement => child instanceof HTMLLIElement && !child.hidden),
    listName: list.getAttribute('aria-label') || list.id || 'list',
  };
}
