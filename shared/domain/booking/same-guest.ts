/**
 * WCAG 3.3.7 (redundant entry) for the guest details of several apartments (issue 16 item 1: "no
 * field asks again for what the visitor already gave"): an apartment after the first may take the
 * first apartment's contact details. Its arrival time and requests stay its own: two apartments
 * rarely arrive together or ask the same.
 */
export const GUEST_CONTACT_FIELDS = [
  'salutation',
  'firstName',
  'lastName',
  'email',
  'phoneCountryCode',
  'phone',
  'countryOfResidence',
] as const;

export type GuestContactField = (typeof GUEST_CONTACT_FIELDS)[number];

/** `to` with the contact details of `from`; its other fields unchanged. */
export function withContactOf<T extends Record<GuestContactField, string>>(to: T, from: Record<GuestContactField, string>): T {
  const copy = { ...to };
  for (const field of GUEST_CONTACT_FIELDS) copy[field] = from[field] as T[GuestContactField];
  return copy;
}

/**
 * The apartments' details as they will be booked: each apartment listed in `sameAsFirst` (by
 * id, never the first) carries the first apartment's contact details. `order` is the cart's order.
 */
export function applySameGuest<T extends Record<GuestContactField, string>>(
  apartments: Readonly<Record<string, T>>,
  order: readonly string[],
  sameAsFirst: readonly string[],
): Record<string, T> {
  const first = order[0] === undefined ? undefined : apartments[order[0]];
  const result = { ...apartments };
  if (!first) return result;
  for (const id of order.slice(1)) {
    const details = apartments[id];
    if (details && sameAsFirst.includes(id)) result[id] = withContactOf(details, first);
  }
  return result;
}
