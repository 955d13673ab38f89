import { isSafeUrl } from '../safe-url';

/**
 * The property page's booking panel (issue 19 item 1; booking spec §2 "property details", §3 deep
 * link): the select-apartment-and-rates page of this property with the visitor's current search
 * (the stored deep-link query), turned into a property search: `hotel` is this property, `type`
 * is `property`, and a destination of another search is dropped.
 */
export function bookingPanelHref(ratesPath: string, storedSearchQuery: string, propertyCode: string): string {
  const params = new URLSearchParams(storedSearchQuery.replace(/^\?/, ''));
  params.delete('searchdest');
  params.set('hotel', propertyCode);
  params.set('type', 'property');
  return `${ratesPath}?${params.toString()}`;
}

/** `tel:` link of a phone number as the service writes it ("+65 6000 1001"): digits and a leading +, or '' when none. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits.replace('+', '').length >= 3 ? `tel:${digits}` : '';
}

/** `mailto:` link of an address that looks like one (one @, no spaces or link syntax), or ''. */
export function emailHref(email: string): string {
  const trimmed = email.trim();
  if (!/^[^\s@<>()"',;:?&/]+@[^\s@<>()"',;:?&/]+\.[a-z]{2,}$/i.test(trimmed)) return '';
  const href = `mailto:${trimmed}`;
  return isSafeUrl(href) ? href : '';
}
