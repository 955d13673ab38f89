/**
 * The hosted payment page stand-in (issue 16 contract item 6): plain HTML for the sandbox's strict
 * policy (`html.ts`: no script, no inline style), one h1, a language, and three buttons in one GET
 * form (a form POST would need a body the JSON reader refuses), each named by its text, so the
 * page works by keyboard alone: Tab to a button, Enter.
 */
import { escapeHtml } from '../html.ts';
import { SOCIAL_STAND_IN_STYLESHEET } from './social-authorize.ts';

export interface PaymentPageView {
  readonly propertyName: string;
  readonly amount: number;
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

export function paymentPage(view: PaymentPageView): string {
  const amount = `${escapeHtml(view.currencyCode)} ${escapeHtml(view.amount.toFixed(2))}`;
  return page(
    'Payment (sandbox stand-in)',
    `<h1>Pay ${amount}</h1>
<p>This page stands in for the payment provider in the sandbox. No card is charged.</p>
<dl>
<dt>Property</dt><dd>${escapeHtml(view.propertyName)}</dd>
<dt>Amount</dt><dd>${amount}</dd>
<dt>Hold expires</dt><dd><time datetime="${escapeHtml(view.holdExpiresAt)}">${escapeHtml(view.holdExpiresAt)}</time></dd>
</dl>
<p>Approve pays, Decline answers as if the card was refused, Abandon as if you left the payment page.</p>
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
