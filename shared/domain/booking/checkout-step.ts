/**
 * The steps of `<stay-checkout>` (booking spec §2 "Booking pages take a step query parameter",
 * §4 "A session flag sends the user straight to summary and payment"; issue 16 contract, pages):
 * 1 guest details (analytics step `booking-guest-details`), 2 summary and payment (`booking-summary`).
 */
export type CheckoutStep = 1 | 2;

/**
 * The last step, the cap of a step raised by a login redirect (`MAX_STEP_AFTER_LOGIN` in
 * loyalty/login-redirect.ts). Not imported from there: the login modal's chunk would split around it.
 */
const LAST_STEP = 2;

export const CHECKOUT_STEP_NAMES: Record<CheckoutStep, 'booking-guest-details' | 'booking-summary'> = {
  1: 'booking-guest-details',
  2: 'booking-summary',
};

/**
 * The step to show from the address's `step` and the session flag `stay:checkout-to-summary`
 * (set once the guest details are complete). No step (or an unreadable one): 1, unless the flag
 * sends the visitor to 2. A step above 2 (a login redirect raises it by one: login-redirect.ts)
 * is capped at 2. Decision (the spec is silent): summary and payment needs complete guest details,
 * so a step 2 without the flag shows the guest details; the flag proves they were completed.
 */
export function checkoutStepOf(step: string | null, toSummary: boolean): CheckoutStep {
  const asked = step !== null && /^\s*\d+\s*$/.test(step) ? Math.min(Number(step), LAST_STEP) : undefined;
  if (asked === undefined) return toSummary ? 2 : 1;
  return asked >= 2 && toSummary ? 2 : 1;
}

/** The address of a step: the same page and query with `step` set (history push, no reload). */
export function addressOfStep(href: string, step: CheckoutStep): string {
  const url = new URL(href);
  url.searchParams.set('step', String(step));
  return url.pathname + url.search + url.hash;
}
