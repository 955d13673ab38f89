/**
 * Buying points (loyalty spec §3 "Points purchase", §4 "hold, then commit; transaction url and
 * status calls check the result", §7, §8 E150; issue 17 item 3). Member calls: each needs the
 * login token (401 `555` without). The flow:
 * point-packages → points-purchase-order → checkout/hold-points-purchase → get-transaction-url →
 * the hosted stand-in `/__sandbox/points-payment/{transactionId}` (Approve, Decline, Abandon; 302
 * back with a signed result, `checkout/payment-signature.ts`) → checkout/commit-points-purchase
 * (credits the ledger once: `purchase` to the buyer, or `gift` to the recipient) →
 * get-transaction-status.
 * Codes: E150 package unknown or not as offered; BAD_REQUEST a body that lacks a field; NOT_FOUND
 * no member has the gift's recipient id, or no such order, hold or transaction; E72 a forged or
 * replayed result or a return URL off this site; SABRE_242 declined and E61 abandoned (the hold
 * stays: pay again); CPRV_1502 the hold expired, or the order was bought already.
 *
 * One intent, one purchase (DESIGN.md §8 "Writes that cannot double"; issue 28 item 6): a repeated
 * order (same `Idempotency-Key`, per member) answers the first order; a hold of an order answers
 * its open hold, so a repeated hold is that hold again; an order is held again only after its hold
 * expired, and never after it was bought; a hold is committed once, whatever the key.
 */
import { randomBytes } from 'node:crypto';
import { buildPurchaseOrder, isPointPurchaseType, purchaseTotal } from '../../../shared/domain/loyalty/points-purchase.ts';
import { sendContent, sendError } from '../envelope.ts';
import { redirectTo, sendHtml } from '../html.ts';
import { movePoints } from '../points-ledger.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { answeredFirstResult, bodyText, holdMinutesOf, idempotencyKeyOf, keepFirstResult } from '../checkout/checkout-common.ts';
import type { PaymentOutcome } from '../checkout/checkout-state.ts';
import { signPaymentResult, verifyPaymentResult } from '../checkout/payment-signature.ts';
import { packagesOf, pointsPurchaseStateOf } from '../loyalty/points-purchase-state.ts';
import type { PurchaseHoldRecord } from '../loyalty/points-purchase-state.ts';
import { paymentProblemPage } from '../views/payment-page.ts';
import { pointsPaymentPage } from '../views/points-payment-page.ts';
import { memberById, memberPointsNow, signedInMember } from './member-session.ts';
import { isSameOriginPath } from './social-authorize.ts';

const ORIGIN_PROBE = 'http://sandbox.invalid';

/** HTTP status of each code these calls answer (README "One rule per error code of the points purchase calls"). */
export const POINTS_PURCHASE_CODE_STATUS = {
  E150: 400,
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  E72: 400,
  SABRE_242: 402,
  E61: 409,
  CPRV_1502: 409,
} as const;

type PurchaseCode = keyof typeof POINTS_PURCHASE_CODE_STATUS;

function refuse(context: RouteContext, code: PurchaseCode, message: string, details?: unknown): void {
  sendError(context.res, POINTS_PURCHASE_CODE_STATUS[code], code, message, details);
}

const newId = (prefix: string): string => `${prefix}${randomBytes(6).toString('hex').toUpperCase()}`;

const numberOf = (body: unknown, field: string): number | undefined => {
  const value = (body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

/** GET /api/loyalty/point-packages?purchaseCode → { purchaseCode, packages } (E150 for an unknown code). */
function pointPackages(context: RouteContext): void {
  if (!signedInMember(context)) return;
  const purchaseCode = (context.url.searchParams.get('purchaseCode') ?? '').trim();
  if (!purchaseCode) return refuse(context, 'BAD_REQUEST', 'Send purchaseCode in the query.');
  const packages = packagesOf(purchaseCode);
  if (!packages) return refuse(context, 'E150', `No points packages are offered under ${purchaseCode}.`);
  sendContent(context.res, { purchaseCode: purchaseCode.toUpperCase(), packages });
}

/**
 * POST /api/loyalty/points-purchase-order { the spec's order fields, recipientMemberId? } →
 * the order with its orderId. The package is found by purchase code, points and price per point;
 * the total must be the domain's (`purchaseTotal`, rounded once).
 */
function pointsPurchaseOrder(context: RouteContext): void {
  const signedIn = signedInMember(context);
  if (!signedIn) return;
  const key = idempotencyKeyOf(context, 'points-purchase-order', signedIn.member.memberId);
  if (answeredFirstResult(context, key)) return;
  const { body } = context;
  const purchaseCode = bodyText(body, 'purchaseCode');
  const pointsType = bodyText(body, 'pointsType');
  const purchasePoints = numberOf(body, 'purchasePoints');
  const pricePerPoint = numberOf(body, 'pricePerPoint');
  const totalPrices = numberOf(body, 'totalPrices');
  if (
    !purchaseCode ||
    !isPointPurchaseType(pointsType) ||
    purchasePoints === undefined ||
    pricePerPoint === undefined ||
    totalPrices === undefined
  ) {
    return refuse(
      context,
      'BAD_REQUEST',
      'Send { purchaseCode, pointsType, purchasePoints, pricePerPoint, totalPrices, purchaseCurrency, ... }.',
    );
  }
  const pack = packagesOf(purchaseCode)?.find((each) => each.points === purchasePoints && each.pricePerPoint === pricePerPoint);
  if (
    !pack ||
    pack.currency !== bodyText(body, 'purchaseCurrency').toUpperCase() ||
    totalPrices !== purchaseTotal(pack.points, pack.pricePerPoint, pack.currency)
  ) {
    return refuse(context, 'E150', 'This points package is not offered as sent.');
  }
  const built = buildPurchaseOrder({
    purchaseCode: purchaseCode.toUpperCase(),
    langCode: bodyText(body, 'langCode'),
    countryCode: bodyText(body, 'countryCode'),
    timezone: bodyText(body, 'timezone'),
    pointsType,
    pack,
    loyaltyTier: signedIn.member.tier,
    buyerMemberId: signedIn.member.memberId,
    recipient: bodyText(body, 'recipientMemberId'),
  });
  if (!built.ok) {
    if (built.problem === 'package' || built.problem === 'type')
      return refuse(context, 'E150', `This package cannot be bought as ${pointsType}.`);
    return refuse(context, 'BAD_REQUEST', "recipientMemberId must be another member's id.", {
      field: 'recipientMemberId',
      problem: built.problem,
    });
  }
  const recipient = built.order.recipientMemberId;
  if (recipient && !memberById(context.runtime.state, recipient)) {
    return refuse(context, 'NOT_FOUND', `No member has the id ${recipient}.`, { field: 'recipientMemberId' });
  }
  const order = { ...built.order, orderId: newId('PO') };
  pointsPurchaseStateOf(context.runtime.state).orders.set(order.orderId, {
    order,
    buyerMemberId: signedIn.member.memberId,
    packageId: pack.packageId,
  });
  keepFirstResult(context, key, order);
  sendContent(context.res, order);
}

/** The buyer's own order, or undefined after the answer. */
function ownOrder(context: RouteContext, memberId: string, orderId: string) {
  const found = pointsPurchaseStateOf(context.runtime.state).orders.get(orderId);
  if (!found || found.buyerMemberId !== memberId) {
    refuse(context, 'NOT_FOUND', `No order ${orderId} of this member.`);
    return undefined;
  }
  return found;
}

const isExpired = (context: RouteContext, hold: PurchaseHoldRecord): boolean =>
  hold.status === 'held' && hold.expiresAt <= context.runtime.now().getTime();

const holdAnswer = ({ holdId, orderId, expiresAt }: PurchaseHoldRecord) => ({
  holdId,
  orderId,
  expiresAt: new Date(expiresAt).toISOString(),
});

/**
 * POST /api/loyalty/checkout/hold-points-purchase { orderId } → { holdId, orderId, expiresAt }.
 * One hold per order at a time, one purchase per order (issue 28 item 6): while the order's hold
 * is open, holding it again (a retried request, whatever its `Idempotency-Key`) answers that hold;
 * an order already bought is 409 CPRV_1502; after the hold expired, a new hold.
 */
function holdPointsPurchase(context: RouteContext): void {
  const signedIn = signedInMember(context);
  if (!signedIn) return;
  const orderId = bodyText(context.body, 'orderId');
  if (!orderId) return refuse(context, 'BAD_REQUEST', 'Send { orderId }.');
  if (!ownOrder(context, signedIn.member.memberId, orderId)) return;
  const { holds } = pointsPurchaseStateOf(context.runtime.state);
  const ofOrder = [...holds.values()].filter((hold) => hold.orderId === orderId);
  if (ofOrder.some((hold) => hold.status === 'committed'))
    return refuse(context, 'CPRV_1502', `Order ${orderId} was bought already: place a new order to buy again.`);
  const open = ofOrder.find((hold) => !isExpired(context, hold));
  if (open) {
    context.note('The order is held already: that hold again, nothing held twice.');
    return sendContent(context.res, holdAnswer(open));
  }
  const expiresAt = context.runtime.now().getTime() + holdMinutesOf(context) * 60_000;
  const hold: PurchaseHoldRecord = { holdId: newId('PH'), orderId, expiresAt, status: 'held' };
  holds.set(hold.holdId, hold);
  sendContent(context.res, holdAnswer(hold));
}

/** The buyer's open hold with its order, or undefined after the answer. */
function openHold(context: RouteContext, memberId: string, holdId: string) {
  const hold = pointsPurchaseStateOf(context.runtime.state).holds.get(holdId);
  const order = hold && ownOrder(context, memberId, hold.orderId);
  if (!hold) refuse(context, 'NOT_FOUND', `No hold ${holdId}.`);
  if (!hold || !order) return undefined;
  return { hold, order };
}

/** POST /api/loyalty/get-transaction-url { holdId, returnUrl } → { transactionId, transactionUrl }: a new page each time. */
function getTransactionUrl(context: RouteContext): void {
  const signedIn = signedInMember(context);
  if (!signedIn) return;
  const holdId = bodyText(context.body, 'holdId');
  const returnUrl = bodyText(context.body, 'returnUrl');
  if (!holdId) return refuse(context, 'BAD_REQUEST', 'Send { holdId, returnUrl }.');
  if (!isSameOriginPath(returnUrl)) return refuse(context, 'E72', 'returnUrl must be a path on this site, starting with a single "/".');
  const found = openHold(context, signedIn.member.memberId, holdId);
  if (!found) return;
  if (found.hold.status !== 'held' || isExpired(context, found.hold))
    return refuse(context, 'CPRV_1502', 'The hold has expired or is no longer open.');
  const { order } = found.order;
  const transactionId = newId('PT');
  pointsPurchaseStateOf(context.runtime.state).transactions.set(transactionId, {
    transactionId,
    holdId,
    returnUrl,
    amount: order.totalPrices,
    currency: order.purchaseCurrency,
    outcome: undefined,
  });
  sendContent(context.res, { transactionId, transactionUrl: `/__sandbox/points-payment/${transactionId}` });
}

/** GET /__sandbox/points-payment/{transactionId}: the hosted page stand-in. */
function showPaymentPage(context: RouteContext): void {
  const purchases = pointsPurchaseStateOf(context.runtime.state);
  const transaction = purchases.transactions.get(context.params.transaction ?? '');
  const hold = transaction && purchases.holds.get(transaction.holdId);
  const order = hold && purchases.orders.get(hold.orderId)?.order;
  if (!transaction || !order)
    return sendHtml(context.res, 404, paymentProblemPage('This payment link is unknown. Go back to the site and buy again.'));
  sendHtml(
    context.res,
    200,
    pointsPaymentPage({
      points: order.purchasePoints,
      amount: transaction.amount,
      currency: transaction.currency,
      recipientMemberId: order.recipientMemberId,
      decideAction: `/__sandbox/points-payment/${transaction.transactionId}/decide`,
    }),
  );
}

const OUTCOMES: readonly string[] = ['approved', 'declined', 'abandoned'];

/** GET /__sandbox/points-payment/{transactionId}/decide?outcome=…: 302 to the return URL with `paymentResult` and `signature`. */
function decidePayment(context: RouteContext): void {
  const transaction = pointsPurchaseStateOf(context.runtime.state).transactions.get(context.params.transaction ?? '');
  if (!transaction)
    return sendHtml(context.res, 404, paymentProblemPage('This payment link is unknown. Go back to the site and buy again.'));
  const chosen = context.url.searchParams.get('outcome') ?? '';
  if (!OUTCOMES.includes(chosen))
    return sendHtml(context.res, 400, paymentProblemPage('The choice must be approved, declined or abandoned.'));
  transaction.outcome ??= chosen as PaymentOutcome;
  const signed = signPaymentResult({
    session: transaction.transactionId,
    holdId: transaction.holdId,
    outcome: transaction.outcome,
    amount: transaction.amount,
  });
  const url = new URL(transaction.returnUrl, ORIGIN_PROBE);
  url.searchParams.set('paymentResult', signed.paymentResult);
  url.searchParams.set('signature', signed.signature);
  redirectTo(context.res, url.pathname + url.search + url.hash);
}

/**
 * POST /api/loyalty/checkout/commit-points-purchase { holdId, paymentResult, signature } →
 * { orderId, transactionId, status: 'committed', purchasePoints, recipientMemberId?, availablePoints }.
 * The points are credited once per hold: a repeated commit (or Idempotency-Key) answers the first result.
 */
function commitPointsPurchase(context: RouteContext): void {
  const signedIn = signedInMember(context);
  if (!signedIn) return;
  const { member } = signedIn;
  const key = idempotencyKeyOf(context, 'commit-points-purchase', member.memberId);
  if (answeredFirstResult(context, key)) return;
  const holdId = bodyText(context.body, 'holdId');
  const paymentResult = bodyText(context.body, 'paymentResult');
  const signature = bodyText(context.body, 'signature');
  if (!holdId || !paymentResult || !signature) return refuse(context, 'BAD_REQUEST', 'Send { holdId, paymentResult, signature }.');
  const result = verifyPaymentResult(paymentResult, signature);
  const { state } = context.runtime;
  const transaction = result && pointsPurchaseStateOf(state).transactions.get(result.session);
  if (!result || !transaction || transaction.holdId !== holdId || result.holdId !== holdId || result.amount !== transaction.amount) {
    return refuse(context, 'E72', "The payment result is not the provider's for this hold.");
  }
  const found = openHold(context, member.memberId, holdId);
  if (!found) return;
  const { hold, order: record } = found;
  if (hold.status === 'committed') {
    context.note('Hold already committed: the first answer again, nothing credited twice.');
    return sendContent(context.res, hold.committed);
  }
  if (isExpired(context, hold)) return refuse(context, 'CPRV_1502', 'The hold has expired: buy again.');
  if (result.outcome === 'declined') return refuse(context, 'SABRE_242', 'The card was declined. Nothing was charged: pay again.');
  if (result.outcome === 'abandoned') return refuse(context, 'E61', 'The payment was not completed: pay again.');
  const { order } = record;
  const recipient = order.recipientMemberId ? memberById(state, order.recipientMemberId) : undefined;
  const credited = recipient ?? member;
  const moved = movePoints(state.points, credited.points, {
    memberId: credited.memberId,
    kind: recipient ? 'gift' : 'purchase',
    points: order.purchasePoints,
    reference: order.orderId,
    now: context.runtime.now().getTime(),
  });
  if (!moved.ok) return refuse(context, 'E150', 'The package could not be credited.');
  hold.status = 'committed';
  hold.committed = {
    orderId: order.orderId,
    transactionId: transaction.transactionId,
    status: 'committed',
    pointsType: order.pointsType,
    purchasePoints: order.purchasePoints,
    totalPrices: order.totalPrices,
    purchaseCurrency: order.purchaseCurrency,
    ...(recipient ? { recipientMemberId: recipient.memberId } : {}),
    availablePoints: memberPointsNow(context, member),
  };
  keepFirstResult(context, key, hold.committed);
  sendContent(context.res, hold.committed);
}

/** POST /api/loyalty/get-transaction-status { transactionId } → { transactionId, orderId, status }. */
function getTransactionStatus(context: RouteContext): void {
  const signedIn = signedInMember(context);
  if (!signedIn) return;
  const transactionId = bodyText(context.body, 'transactionId');
  if (!transactionId) return refuse(context, 'BAD_REQUEST', 'Send { transactionId }.');
  const purchases = pointsPurchaseStateOf(context.runtime.state);
  const transaction = purchases.transactions.get(transactionId);
  const hold = transaction && purchases.holds.get(transaction.holdId);
  const order = hold && ownOrder(context, signedIn.member.memberId, hold.orderId);
  if (!transaction) refuse(context, 'NOT_FOUND', `No transaction ${transactionId}.`);
  if (!transaction || !hold || !order) return;
  const status = hold.status === 'committed' ? 'committed' : (transaction.outcome ?? 'pending');
  sendContent(context.res, { transactionId, orderId: hold.orderId, status });
}

export function registerPointsPurchaseRoutes(router: Router): void {
  router
    .add('GET', '/api/loyalty/point-packages', pointPackages)
    .add('POST', '/api/loyalty/points-purchase-order', pointsPurchaseOrder)
    .add('POST', '/api/loyalty/checkout/hold-points-purchase', holdPointsPurchase)
    .add('POST', '/api/loyalty/get-transaction-url', getTransactionUrl)
    .add('POST', '/api/loyalty/checkout/commit-points-purchase', commitPointsPurchase)
    .add('POST', '/api/loyalty/get-transaction-status', getTransactionStatus)
    .add('GET', '/__sandbox/points-payment/:transaction', showPaymentPage)
    .add('GET', '/__sandbox/points-payment/:transaction/decide', decidePayment);
}
