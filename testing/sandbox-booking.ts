/**
 * Bookings made in the component tests' sandbox through its API, as the checkout makes them: hold,
 * the hosted payment page's Approve, commit (sandbox README "Payment contract (issue 28)": no
 * amount is sent, the session charges the hold's pay-now). For widgets that show what a booking
 * left behind: the manage view's cancellation preview, a member's used voucher. Every test file of
 * the run shares the sandbox, so a booking takes the first stay the seed sells that still has a
 * unit (another file's hold may have the last one), and `cancelSandboxBooking` gives its night,
 * points and voucher back (a seeded member's voucher is read by other tests).
 */
import { SANDBOX_SUBSCRIPTION_KEY } from '../shared/element/page-config';
import { uniqueSuffix } from './clock';
import { DEMO_PASSWORD } from './member-sandbox';
import { sellableStay } from './sellable-stays';

export interface SandboxBookingRequest {
  /** A member's login token (`sandboxLoginToken`): the booking is theirs, and so may be the voucher. A guest's without. */
  token?: string;
  /** A voucher redeemed with the hold (`isRedeemVoucher`, booking spec §3 "Hold level"). */
  voucherCode?: string;
  /** SGORCH: a Singapore property on no card list, so a rate that is not prepaid is guaranteed by the card (pay at the property). */
  hotelCode?: string;
  roomTypeCode?: string;
  /** BAR: free cancellation until 48 hours before arrival, paid at the property. */
  ratePlanCode?: string;
  /** Days after the run's today of the first arrival tried: far enough that cancelling is free. */
  from?: number;
}

export interface SandboxBooking {
  confirmNo: string;
  /** The guest's e-mail: with the number, the access of the manage view. */
  email: string;
}

type Answer<T> = { ok: true; content: T } | { ok: false; errorCode: string; message: string };

async function sandboxPost<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Ocp-Apim-Subscription-Key': SANDBOX_SUBSCRIPTION_KEY, ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { content: T; errorCode?: string; message?: string };
  return response.ok
    ? { ok: true, content: answer.content }
    : { ok: false, errorCode: answer.errorCode ?? '', message: answer.message ?? '' };
}

function contentOf<T>(path: string, answer: Answer<T>): T {
  if (!answer.ok) throw new Error(`${path}: ${answer.errorCode} ${answer.message}`);
  return answer.content;
}

/** A member's login token, without signing the page in (the page's own session stays as it is). */
export async function sandboxLoginToken(email: string, password = DEMO_PASSWORD): Promise<string> {
  return contentOf('/api/authen/login', await sandboxPost<{ token: string }>('/api/authen/login', { email, password })).token;
}

/** A new cash booking voucher of `value` SGD for the member (`/__sandbox/voucher-issue`): its code. */
export async function issueSandboxVoucher(memberId: string, value: number): Promise<string> {
  const path = '/__sandbox/voucher-issue';
  return contentOf(path, await sandboxPost<{ voucherCode: string }>(path, { memberId, value, currency: 'SGD' })).voucherCode;
}

/** One apartment booked and committed in SGD (a sold-out night: the next stay the seed sells is tried). */
export async function bookInSandbox(request: SandboxBookingRequest = {}): Promise<SandboxBooking> {
  const { token, voucherCode, hotelCode = 'SGORCH', roomTypeCode = 'STUD', ratePlanCode = 'BAR', from = 60 } = request;
  const intent = `booking-${uniqueSuffix()}`;
  const email = `${intent}@example.com`;
  const authorization: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  let start = from;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const stay = sellableStay({ hotelCode, apartmentTypeCode: roomTypeCode, from: start });
    const room = {
      shoppingCartItemId: `${intent}-1`,
      hotelCode,
      startDate: stay.arrive,
      endDate: stay.depart,
      roomTypeCode,
      ratePlanCode,
      numberOfAdult: 2,
      acceptCondition: true,
      guestDetails: { salutation: 'Ms', firstName: 'Aiko', lastName: 'Tanaka', email },
    };
    const voucher = voucherCode ? { isRedeemVoucher: true, voucherCode } : {};
    const held = await sandboxPost<{ holdId: string }>(
      '/api/v2/checkout/hold',
      { currencyCode: 'SGD', rooms: [room], ...voucher },
      { ...authorization, 'Idempotency-Key': `${intent}-hold-${attempt}` },
    );
    if (!held.ok && held.errorCode.startsWith('SABRE_')) {
      start = stay.offset + 1;
      continue;
    }
    const { holdId } = contentOf('/api/v2/checkout/hold', held);
    const tokenPath = `/api/checkout/create-token-url?mechantId=${hotelCode}`;
    const { paymentUrl } = contentOf(
      tokenPath,
      await sandboxPost<{ paymentUrl: string }>(tokenPath, { holdId, returnUrl: '/en/booking/checkout/?step=2' }, authorization),
    );
    const back = new URL((await fetch(`${paymentUrl}/decide?outcome=approved`)).url);
    const paid = { holdId, paymentResult: back.searchParams.get('paymentResult'), signature: back.searchParams.get('signature') };
    const { confirmNos } = contentOf(
      '/api/v2/checkout/commit',
      await sandboxPost<{ confirmNos: string[] }>('/api/v2/checkout/commit', paid, {
        ...authorization,
        'Idempotency-Key': `${intent}-commit`,
      }),
    );
    return { confirmNo: confirmNos[0]!, email };
  }
  throw new Error(`bookInSandbox: no ${roomTypeCode} left at ${hotelCode} from ${from} days ahead`);
}

/** Cancels the booking (units, points and vouchers back); one already cancelled is left as it is. */
export async function cancelSandboxBooking({ confirmNo, email }: SandboxBooking): Promise<void> {
  const answer = await sandboxPost('/api/cancel-reserved-reservation', { confirmNo, email });
  if (!answer.ok && answer.errorCode !== 'E118') throw new Error(`cancel ${confirmNo}: ${answer.errorCode} ${answer.message}`);
}
