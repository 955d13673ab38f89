/**
 * Fields browser storage may never hold (issue 12 §7): the staff code list (content spec §6:
 * "stored in a cookie as base64 and removed from the stored config"), the login token (it lives
 * only in its login cookie, content spec §1), e-mail addresses and card data. Everything the
 * widgets keep in local or session storage is written as `storableJson`, so an
 * answer cached whole (shared/api/client.ts) or a value written by mistake leaves them out.
 *
 * Names are compared without case, `_` or `-` (`List_Staff_Code`, `e-mail`, `cardNumber` all match).
 * One pattern, in the order: staff codes | token | e-mail | card data.
 */
export const FORBIDDEN_FIELD =
  /^(liststaffcodes?|staffcodes?(list)?|((access|auth|refresh|id)?token|authorization|bearer)|(user|member|guest)?e?mail(address)?|(credit)?card(number|no)|pan|cvv2?|cvc|(card)?securitycode|cardexpiry(date|month|year)?|cardholder(name)?)$/;

export function isForbiddenField(fieldName: string): boolean {
  return FORBIDDEN_FIELD.test(fieldName.toLowerCase().replace(/[-_]/g, ''));
}

/**
 * `value` as JSON without forbidden fields at any depth; their names are added to `removed`.
 * Undefined when the value cannot be JSON (a cycle, nesting deeper than the engine's stack).
 */
export function storableJson(value: unknown, removed: string[] = []): string | undefined {
  try {
    return JSON.stringify(value, (name, field: unknown) => {
      if (!isForbiddenField(name)) return field;
      removed.push(name);
      return undefined;
    });
  } catch {
    return undefined;
  }
}
