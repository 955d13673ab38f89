/**
 * The hosted payment stand-in for a points purchase (issue 17 item 3), built like the checkout's
 * (`payment-page.ts`: no script, no inline style, one GET form of three buttons, keyboard alone).
 */
import { escapeHtml } from '../html.ts';
import { SOCIAL_STAND_IN_STYLESHEET } from './social-authorize.ts';

export interface PointsPaymentView {
  readonly points: number;
  readonly amount: number;
  readonly currency: string;
  readonly recipientMemberId?: string;
  readonly decideAction: string;
}

export function pointsPaymentPage(view: PointsPaymentView): string {
  const amount = `${escapeHtml(view.currency)} ${escapeHtml(String(view.amount))}`;
  const gift = view.recipientMemberId ? `<dt>Gift to member</dt><dd>${escapeHtml(view.recipientMemberId)}</dd>\n` : '';
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Points payment (sandbox stand-in)</title>
<link rel="stylesheet" href="${SOCIAL_STAND_IN_STYLESHEET}">
</head>
<body>
<main>
<h1>Pay ${amount}</h1>
<p>This page stands in for the payment provider in the sandbox. No card is charged.</p>
<dl>
<dt>Points</dt><dd>${escapeHtml(String(view.points))}</dd>
${gift}<dt>Amount</dt><dd>${amount}</dd>
</dl>
<p>Approve pays, Decline answers as if the card was refused, Abandon as if you left the payment page.</p>
<form method="get" action="${escapeHtml(view.decideAction)}" class="decisions">
<button type="submit" name="outcome" value="approved" class="approve">Approve</button>
<button type="submit" name="outcome" value="declined">Decline</button>
<button type="submit" name="outcome" value="abandoned">Abandon</button>
</form>
</main>
</body>
</html>
`;
}
