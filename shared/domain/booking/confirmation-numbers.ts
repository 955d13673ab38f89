/**
 * The confirmation page's `confirmNo` query parameter (issue 16 contract "Pages":
 * `/{lang}/booking/confirmation/?confirmNo=A,B`; booking spec §3 "Reservation": one confirmNo per
 * apartment). The spec does not show the number's format: a confirmation number here is 4 to 32
 * letters, digits or dashes (the sandbox's `SR4100001`, a property system's `12345-678`). Anything
 * else is rejected (and reported by the caller), never sent; repeats count once; at most the
 * booking's apartment limit (booking spec §9: 5) are read, the rest are rejected too.
 */
export const MAX_CONFIRMATION_NUMBERS = 5;

const CONFIRMATION_NUMBER = /^[A-Za-z0-9-]{4,32}$/;

export interface ConfirmationNumbers {
  /** The numbers to read, in the order given, each once. */
  confirmNos: string[];
  /** What was given but will not be read (malformed, or past the limit), for the warning. */
  rejected: string[];
}

export function parseConfirmationNumbers(parameter: string | null): ConfirmationNumbers {
  const confirmNos: string[] = [];
  const rejected: string[] = [];
  const given = (parameter ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  for (const value of given) {
    if (!CONFIRMATION_NUMBER.test(value) || confirmNos.length >= MAX_CONFIRMATION_NUMBERS) rejected.push(value);
    else if (!confirmNos.includes(value)) confirmNos.push(value);
  }
  return { confirmNos, rejected };
}

/** GA4's `transaction_id` of a booking (issue 16 contract "Analytics"): its confirmation numbers joined. */
export function transactionIdOf(confirmNos: readonly string[]): string {
  return confirmNos.join(',');
}
