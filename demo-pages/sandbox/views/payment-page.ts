/**
 * The hosted payment page stand-in (issue 16 contract item 6): plain HTML for the sandbox's strict
 * policy (`html.ts`: no script, no inline style), one h1, a language, and three buttons in one GET
 * form (a form POST would need a body the JSON reader refuses), each named by its text, so the
 * page works by keyboard alone: Tab to a button, Enter.
 *
 * Issue 28: it asks for exactly the session's amount (the hold's pay-now) and says what is due at
 * the property; with nothing due now it is a card guarantee, or takes no card when no room needs
 * one. Amounts are written as the kit writes them (widgets' `money`: `Intl` currency style with
 * the currency's digits, booking spec §9: none for CLP, JPY, KRW, VND, IDR).
 */
import { fractionDigitsOf } from '../../../shared/domain/currency.ts';
import type { PaymentSessionKind } from '../checkout/checkout-state.ts';
import { escapeHtml } from '../html.ts';
import { SOCIAL_STAND_IN_STYLESHEET } from './social-authorize.ts';

export interface PaymentPageView {
  readonly propertyName: string;
  /** Charged now (0 for a card guarantee). */
  readonly amount: number;
  readonly dueAtProperty: number;
  readonly kind: PaymentSessionKind;
  readonly currencyCode: string;
  /** Where the buttons send the choice. */
  readonly decideAction: string;
  /** ISO time the hold ends (sandbox clock). */
  readonly holdExpiresAt: string;
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SOCIAL_STAND_IN_STYLESHEET}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** An amount as the stay widgets show it, in English: grouping, the currency's digits. */
function formatPaymentAmount(amount: number, currencyCode: string): string {
  const digits = fractionDigitsOf(currencyCode);
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency: currencyCode,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** The heading and the sentence under it, per kind of session. */
function purposeOf(view: PaymentPageView, amount: string): { heading: string; explanation: string } {
  if (view.kind === 'card-guarantee')
    return { heading: 'Guarantee with your card', explanation: 'Your card guarantees this booking; nothing is charged now.' };
  if (view.kind === 'no-card')
    return { heading: 'Confirm your booking', explanation: 'No card is needed for this booking; nothing is charged now.' };
  return { heading: `Pay ${amount}`, explanation: `Your card is charged ${amount} now.` };
}

export function paymentPage(view: PaymentPageView): string {
  const amount = escapeHtml(formatPaymentAmount(view.amount, view.currencyCode));
  const due = escapeHtml(formatPaymentAmount(view.dueAtProperty, view.currencyCode));
  const { heading, explanation } = purposeOf(view, amount);
  return page(
    'Payment (sandbox stand-in)',
    `<h1>${heading}</h1>
<p>${explanation}</p>
<p>This page stands in for the payment provider in the sandbox. No card is charged.</p>
<dl>
<dt>Property</dt><dd>${escapeHtml(view.propertyName)}</dd>
<dt>Pay now</dt><dd>${amount}</dd>
<dt>Due at the property</dt><dd>${due}</dd>
<dt>Hold expires</dt><dd><time datetime="${escapeHtml(view.holdExpiresAt)}">${escapeHtml(view.holdExpiresAt)}</time></dd>
</dl>
<p>Approve accepts the card, Decline answers as if the card was refused, Abandon as if you left the payment page.</p>
<form method="get" action="${escapeHtml(view.decideAction)}" class="decisions">
<button type="submit" name="outcome" value="approved" class="approve">Approve</button>
<button type="submit" name="outcome" value="declined">Decline</button>
<button type="submit" name="outcome" value="abandoned">Abandon</button>
</form>`,
  );
}

export function paymentProblemPage(problem: string): string {
  return page('Payment unavailable (sandbox stand-in)', `<h1>Payment unavailable</h1>\n<p>${escapeHtml(problem)}</p>`);
}
