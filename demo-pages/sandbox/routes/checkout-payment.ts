/**
 * Payment calls (booking spec §3 "Payment types", §7; issue 16 contract items 2, 3 and 6): the
 * card provider and card types of a property, payment by reddot, payment methods of the rates,
 * and the hosted payment page stand-in with its signed redirect back to the site.
 *
 * Sandbox decisions (also in the README):
 * - provider: reddot for the Singapore properties, adyen elsewhere; card types VISA, MASTERCARD,
 *   AMEX, plus JCB in Japan and UNIONPAY in China;
 * - methods: `card` always, `wallet` too when every rate is prepaid (PREPAID_ALL: online gateway);
 * - create-token-url: `returnUrl` must be a path of this site (else E72, "invalid redirect"), the
 *   hold open (else CPRV_1502); each call opens a new page session, so a declined visitor pays again;
 * - the amount comes from the hold, never from the browser (issue 28; DESIGN §8 "the browser never
 *   sets an amount the server charges"): the session charges the hold's `payment.payNow` in the
 *   hold's currency. A sent `amount` is only a check: once rounded at the currency it must equal
 *   the pay-now, else 400 E97 (more: "exceeded max amount") or 409 E51 (less: the amount to pay is
 *   not the one the visitor was shown); a missing one is accepted. Nothing due now makes the
 *   session a card guarantee, or asks for no card when no room needs one (booking §3 "Payment types").
 */
import { randomBytes } from 'node:crypto';
import { SANDBOX_ERROR_CODES, sendContent, sendError } from '../envelope.ts';
import { redirectTo, sendHtml } from '../html.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { findPropertySeed, findRatePlanSeed, isOpgPlan, roundForCurrency } from '../seed/index.ts';
import type { PropertySeed } from '../seed/index.ts';
import { paymentPage, paymentProblemPage } from '../views/payment-page.ts';
import { answeredDowntime, bodyText, isActive, isDown, sendCheckoutError } from '../checkout/checkout-common.ts';
import type { CheckoutHold, PaymentOutcome, PaymentSessionKind } from '../checkout/checkout-state.ts';
import { signPaymentResult } from '../checkout/payment-signature.ts';
import { isSameOriginPath } from './social-authorize.ts';

const ORIGIN_PROBE = 'http://sandbox.invalid';

export const paymentProviderOf = (property: PropertySeed): 'reddot' | 'adyen' => (property.countryCode === 'SG' ? 'reddot' : 'adyen');

function cardTypesOf(property: PropertySeed): string[] {
  const extra: Record<string, string> = { JP: 'JCB', CN: 'UNIONPAY' };
  const local = extra[property.countryCode];
  return ['VISA', 'MASTERCARD', 'AMEX', ...(local ? [local] : [])];
}

/** The property of the `hotelCode` query parameter, or undefined after a 400 / 404 E52. */
function propertyOfQuery(context: RouteContext): PropertySeed | undefined {
  const code = (context.url.searchParams.get('hotelCode') ?? '').trim().toUpperCase();
  if (!code) {
    sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send hotelCode in the query.');
    return undefined;
  }
  const property = findPropertySeed(code);
  if (!property) sendCheckoutError(context, 'E52', `${code} is not set up for online payment.`);
  return property;
}

/** GET /api/property/get-card-type?hotelCode&promoCode → { provider, cardTypes }; 503 E144 while the card provider is down. */
function getCardType(context: RouteContext): void {
  if (answeredDowntime(context, 'card')) return;
  const property = propertyOfQuery(context);
  if (property) sendContent(context.res, { provider: paymentProviderOf(property), cardTypes: cardTypesOf(property) });
}

/** GET /api/property/payment-by-reddot?hotelCode → { hotelCode, available }: reddot pays there and the payment provider is up. */
function paymentByReddot(context: RouteContext): void {
  const property = propertyOfQuery(context);
  if (!property) return;
  const available = paymentProviderOf(property) === 'reddot' && !isDown(context, 'payment');
  sendContent(context.res, { hotelCode: property.propertyCode, available });
}

/** POST /api/v2/get-payment-type { hotelCode, ratePlanCodes, promoCode } → { methods }. */
function getPaymentType(context: RouteContext): void {
  const body = (context.body ?? {}) as { ratePlanCodes?: unknown };
  const property = findPropertySeed(bodyText(context.body, 'hotelCode').toUpperCase());
  const codes = Array.isArray(body.ratePlanCodes) ? body.ratePlanCodes : undefined;
  if (!codes || codes.length === 0 || !codes.every((code) => typeof code === 'string')) {
    return sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send { hotelCode, ratePlanCodes: [codes], promoCode }.');
  }
  const plans = codes.map((code) => findRatePlanSeed((code as string).toUpperCase()));
  if (!property || plans.some((plan) => !plan)) return sendCheckoutError(context, 'E52', 'The property is not set up for these rates.');
  const prepaid = plans.every((plan) => plan && isOpgPlan(plan));
  sendContent(context.res, { methods: prepaid ? ['card', 'wallet'] : ['card'] });
}

/** What the hosted page does with the card for this hold (booking §3 "Payment types"). */
function sessionKindOf(hold: CheckoutHold): PaymentSessionKind {
  if (hold.payment.payNow > 0) return 'charge';
  return hold.payment.cardRequired ? 'card-guarantee' : 'no-card';
}

/**
 * The sent `amount` checked against the hold's pay-now; true when it refused it. A missing amount
 * is the server's to decide; one that is not a number was answered E107 already.
 */
function refusedAmount(context: RouteContext, hold: CheckoutHold, sent: number | undefined): boolean {
  if (sent === undefined) return false;
  const { payNow, currencyCode } = hold.payment;
  const asked = roundForCurrency(sent, currencyCode);
  if (asked === payNow) return false;
  const details = { payNow, sentAmount: asked, currencyCode };
  if (asked > payNow) sendCheckoutError(context, 'E97', `The amount to pay now is ${currencyCode} ${payNow}: more was asked.`, details);
  else sendCheckoutError(context, 'E51', `The amount to pay now is ${currencyCode} ${payNow}: less was asked.`, details);
  return true;
}

/**
 * POST /api/checkout/create-token-url?mechantId=<hotelCode> { holdId, returnUrl, amount?, currencyCode? }
 * → { paymentUrl, amount, currencyCode, guaranteeOnly } (the spec spells the parameter `mechantId`):
 * `amount` is what the session charges, the hold's pay-now.
 */
function createTokenUrl(context: RouteContext): void {
  if (answeredDowntime(context, 'payment')) return;
  const { body } = context;
  const returnUrl = bodyText(body, 'returnUrl');
  const sent = (body as { amount?: unknown } | undefined)?.amount;
  const holdId = bodyText(body, 'holdId');
  const amountValid = sent === undefined || (typeof sent === 'number' && Number.isFinite(sent) && sent >= 0);
  if (!holdId || !amountValid) {
    return sendCheckoutError(context, 'E107', 'Send { holdId, returnUrl, amount?, currencyCode? } (amount, when sent, a number).');
  }
  if (!isSameOriginPath(returnUrl))
    return sendCheckoutError(context, 'E72', 'returnUrl must be a path on this site, starting with a single "/".');
  const { checkout } = context.runtime.state;
  const held = checkout.holds.get(holdId);
  if (!held || !isActive(held, context.runtime.now().getTime()))
    return sendCheckoutError(context, 'CPRV_1502', 'The hold has expired or is no longer open.');
  const merchant = (context.url.searchParams.get('mechantId') ?? '').trim().toUpperCase();
  if (merchant && merchant !== held.hotelCode)
    return sendCheckoutError(context, 'E108', `The hold is for ${held.hotelCode}, not ${merchant}.`);
  const currencyCode = bodyText(body, 'currencyCode').toUpperCase();
  if (currencyCode && currencyCode !== held.currencyCode)
    return sendCheckoutError(context, 'E108', `The hold is in ${held.currencyCode}, not ${currencyCode}.`);
  if (refusedAmount(context, held, sent as number | undefined)) return;
  const session = randomBytes(12).toString('base64url');
  const { payNow, dueAtProperty, guaranteeOnly } = held.payment;
  checkout.paymentSessions.set(session, {
    session,
    holdId,
    hotelCode: held.hotelCode,
    returnUrl,
    amount: payNow,
    dueAtProperty,
    kind: sessionKindOf(held),
    currencyCode: held.currencyCode,
    outcome: undefined,
  });
  sendContent(context.res, { paymentUrl: `/__sandbox/payment/${session}`, amount: payNow, currencyCode: held.currencyCode, guaranteeOnly });
}

/** GET /__sandbox/payment/{session}: the page. */
function showPaymentPage(context: RouteContext): void {
  const { checkout } = context.runtime.state;
  const session = checkout.paymentSessions.get(context.params.session ?? '');
  if (!session) return sendHtml(context.res, 404, paymentProblemPage('This payment link is unknown. Go back to the site and pay again.'));
  const held = checkout.holds.get(session.holdId);
  sendHtml(
    context.res,
    200,
    paymentPage({
      propertyName: findPropertySeed(session.hotelCode)?.names.en ?? session.hotelCode,
      amount: session.amount,
      dueAtProperty: session.dueAtProperty,
      kind: session.kind,
      currencyCode: session.currencyCode,
      decideAction: `/__sandbox/payment/${session.session}/decide`,
      holdExpiresAt: held ? new Date(held.expiresAt).toISOString() : '',
    }),
  );
}

const OUTCOMES: readonly string[] = ['approved', 'declined', 'abandoned'];

/**
 * GET /__sandbox/payment/{session}/decide?outcome=approved|declined|abandoned: 302 to the return
 * URL with `paymentResult` and `signature`. A second choice on the same page repeats the first.
 */
function decidePayment(context: RouteContext): void {
  const session = context.runtime.state.checkout.paymentSessions.get(context.params.session ?? '');
  if (!session) return sendHtml(context.res, 404, paymentProblemPage('This payment link is unknown. Go back to the site and pay again.'));
  const chosen = context.url.searchParams.get('outcome') ?? '';
  if (!OUTCOMES.includes(chosen))
    return sendHtml(context.res, 400, paymentProblemPage('The choice must be approved, declined or abandoned.'));
  session.outcome ??= chosen as PaymentOutcome;
  const signed = signPaymentResult({ session: session.session, holdId: session.holdId, outcome: session.outcome, amount: session.amount });
  const url = new URL(session.returnUrl, ORIGIN_PROBE);
  url.searchParams.set('paymentResult', signed.paymentResult);
  url.searchParams.set('signature', signed.signature);
  redirectTo(context.res, url.pathname + url.search + url.hash);
}

export function registerCheckoutPaymentRoutes(router: Router): void {
  router
    .add('GET', '/api/property/get-card-type', getCardType)
    .add('GET', '/api/property/payment-by-reddot', paymentByReddot)
    .add('POST', '/api/v2/get-payment-type', getPaymentType)
    .add('POST', '/api/checkout/create-token-url', createTokenUrl)
    .add('GET', '/__sandbox/payment/:session', showPaymentPage)
    .add('GET', '/__sandbox/payment/:session/decide', decidePayment);
}
