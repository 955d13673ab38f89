/**
 * A member's account-preference currency (loyalty spec §3, §7) as a display currency (content
 * spec §9: only one of the selectable currencies).
 */

const CURRENCY_CODE = /^[A-Z]{3}$/;

/**
 * The display currency a member's preference leads to, or undefined when it names none the
 * visitor could pick. While the selectable list is unknown a well-formed code is trusted, as for
 * a stored choice (the display currency checks it again once the list arrives).
 */
export function preferredDisplayCurrency(preference: string | undefined, selectable: readonly string[] | undefined): string | undefined {
  const code = preference?.trim().toUpperCase();
  if (!code || !CURRENCY_CODE.test(code)) return undefined;
  if (selectable && !selectable.some((option) => option.toUpperCase() === code)) return undefined;
  return code;
}
