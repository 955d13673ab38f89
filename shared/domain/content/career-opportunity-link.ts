/**
 * Which career opportunity a careers page shows (content spec §7 "career-opportunity … by-id"):
 * the page address's `opportunity` parameter, so each opportunity has its own crawlable link
 * (`?opportunity=CO-1001`) on the same page. The spec gives no parameter name (decision, README).
 */
export const OPPORTUNITY_PARAMETER = 'opportunity';

const OPPORTUNITY_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

export interface OpportunityInAddress {
  /** The id to show; '' for the list. */
  id: string;
  /** The address named something that is not an id: the element warns and shows the list. */
  invalid?: string;
}

export function opportunityInAddress(pageQuery: string): OpportunityInAddress {
  const named = new URLSearchParams(pageQuery.replace(/^\?/, '')).get(OPPORTUNITY_PARAMETER)?.trim() ?? '';
  if (!named) return { id: '' };
  return OPPORTUNITY_ID.test(named) ? { id: named } : { id: '', invalid: named };
}

/** The link of one opportunity from the careers page at `pathname`. */
export function opportunityHref(pathname: string, id: string): string {
  return `${pathname}?${new URLSearchParams({ [OPPORTUNITY_PARAMETER]: id }).toString()}`;
}
