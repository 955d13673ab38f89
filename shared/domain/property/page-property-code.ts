/**
 * Which property a property-details page shows (issue 19 item 1; booking spec §2 "Search deep-link
 * query parameters": `hotel`, `hotelCode`). The author's attribute wins; without one the page's own
 * address names the property, `hotel` first as the deep-link parser reads it (deep-link.ts), so
 * the listing's and the booking panel's links open the property they name.
 */
export interface PagePropertyCode {
  /** Upper-case code, or '' when neither the attribute nor the address names a valid one. */
  code: string;
  /** The address named a code that is not one (letters and digits, 2 to 12): the element warns. */
  invalidInAddress?: string;
}

const PROPERTY_CODE = /^[A-Za-z0-9]{2,12}$/;
const ADDRESS_PARAMETERS = ['hotel', 'hotelCode'] as const;

export function pagePropertyCode(attributeCode: string, pageQuery: string): PagePropertyCode {
  if (attributeCode) return { code: attributeCode.toUpperCase() };
  const params = new URLSearchParams(pageQuery.replace(/^\?/, ''));
  const named = ADDRESS_PARAMETERS.map((name) => params.get(name)?.trim() ?? '').find(Boolean);
  if (!named) return { code: '' };
  return PROPERTY_CODE.test(named) ? { code: named.toUpperCase() } : { code: '', invalidInAddress: named };
}
