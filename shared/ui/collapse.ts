/**
 * The "see more" rule shared by the see-more list and the tabs' see-more flag (content spec §2
 * "List", "Tabs"): the first `limit` items show, the rest wait behind a "see more" button that
 * exists only while something is hidden.
 */
export interface Collapse {
  /** Items from this position on are hidden. */
  visibleCount: number;
  hiddenCount: number;
}

export function collapse(total: number, limit: number, expanded: boolean): Collapse {
  const visibleCount = expanded ? total : Math.min(total, Math.max(0, limit));
  return { visibleCount, hiddenCount: total - visibleCount };
}
