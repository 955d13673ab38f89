/**
 * The hosted payment page returns to the checkout with `paymentResult` and `signature` in the
 * address (issue 16 contract call 6): opaque to the client, committed as they came.
 */
export interface PaymentReturn {
  paymentResult: string;
  signature: string;
}

export function paymentReturnOf(search: string): PaymentReturn | undefined {
  const query = new URLSearchParams(search);
  const paymentResult = query.get('paymentResult');
  const signature = query.get('signature');
  return paymentResult && signature ? { paymentResult, signature } : undefined;
}

/**
 * Where the payment page sends the visitor back: this page at step 2, without a previous result.
 * A path of this site, never a full address: the service refuses a return to another origin (E72).
 */
export function returnUrlOf(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('paymentResult');
  url.searchParams.delete('signature');
  url.searchParams.set('step', '2');
  return `${url.pathname}${url.search}`;
}

/** The confirmation page's address with the confirmation numbers, comma-separated as the contract writes it (`?confirmNo=A,B`). */
export function confirmationAddress(confirmationUrl: string, confirmNos: readonly string[]): string {
  const [path = '', query = ''] = confirmationUrl.split('#')[0]!.split('?');
  const kept = new URLSearchParams(query);
  kept.delete('confirmNo');
  const rest = kept.toString();
  return `${path}?${rest ? `${rest}&` : ''}confirmNo=${confirmNos.map(encodeURIComponent).join(',')}`;
}
