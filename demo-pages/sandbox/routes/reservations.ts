/**
 * Reading a reservation made by commit (booking spec §3 "Reservation", §7; issue 16 contract items
 * 9-11): statusReservation, share with a friend, print confirmation, and the redeemable points of
 * a stay (calculate/MRP, which issue 17 uses).
 */
import { SANDBOX_ERROR_CODES, sendContent, sendError } from '../envelope.ts';
import { escapeHtml } from '../html.ts';
import { priceCart } from '../pricing/cart-price.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { findPropertySeed } from '../seed/index.ts';
import { pointRateIn, roomPointCap } from './points-redemption.ts';
import { bodyText, sendCheckoutError } from '../checkout/checkout-common.ts';
import type { ReservationRecord } from '../checkout/checkout-state.ts';
import { reservationView } from './reservation-view.ts';
import { readCartItems } from './cart-request.ts';
import { lookupReservation, reservationAnswer } from './reservation-manage.ts';

/** The reservation of the body's confirmNo, or undefined after 400 / 404 E91. */
function reservationOfBody(context: RouteContext): ReservationRecord | undefined {
  const confirmNo = bodyText(context.body, 'confirmNo').toUpperCase();
  if (!confirmNo) {
    sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send { confirmNo }.');
    return undefined;
  }
  const record = context.runtime.state.checkout.reservations.get(confirmNo);
  if (!record) sendCheckoutError(context, 'E91', `No reservation ${confirmNo}.`);
  return record;
}

/**
 * POST /api/statusReservation { confirmNo } → Reservation; 404 E91. With an `email` it is the
 * lookup of issue 18 (routes/reservation-manage.ts: the e-mail checked, E118, E164).
 */
function statusReservation(context: RouteContext): void {
  if (bodyText(context.body, 'email')) return lookupReservation(context);
  const record = reservationOfBody(context);
  if (record) sendContent(context.res, reservationAnswer(record, context.runtime.now().getTime()));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** POST /api/reservation/sharewithfriend?template=share { confirmNo, email } → { sent: true } (recorded, never sent). */
function shareWithFriend(context: RouteContext): void {
  const email = bodyText(context.body, 'email');
  if (!EMAIL.test(email))
    return sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send { confirmNo, email } with a valid e-mail.');
  const record = reservationOfBody(context);
  if (!record) return;
  record.sharedWith.push(email);
  context.note(`shared ${record.confirmNo} with ${email} (template ${context.url.searchParams.get('template') ?? 'share'})`);
  sendContent(context.res, { sent: true });
}

/** POST /api/reservation/print-confirmation { confirmNo } → { html } (the client sanitises it before showing). */
function printConfirmation(context: RouteContext): void {
  const record = reservationOfBody(context);
  if (!record) return;
  const view = reservationView(record);
  const guest = record.room.guest;
  const html = `<article class="confirmation">
<h1>Reservation ${escapeHtml(view.confirmNo)}</h1>
<p>${escapeHtml(view.propertyName)}: ${escapeHtml(view.startDate)} to ${escapeHtml(view.endDate)}</p>
<p>${escapeHtml(view.roomTypeName)}, ${escapeHtml(view.ratePlanName)}</p>
<p>${escapeHtml([guest.salutation, guest.firstName, guest.lastName].filter(Boolean).join(' '))}</p>
<p>Total ${escapeHtml(view.currencyCode)} ${view.totals.total.toFixed(2)}; paid ${view.paid.toFixed(2)}; due ${view.due.toFixed(2)}</p>
</article>`;
  sendContent(context.res, { html });
}

/**
 * POST /api/v2/calculate/MRP { hotelCode, items } → { maxRedeemablePoints }: the most points the
 * stay takes, as the hold takes them (issue 17 item 1, routes/points-redemption.ts): each item
 * whose rate lets points be redeemed (not NB or NP, not in `ratePlanSuppressesPointRedemptions`,
 * not leasing, earning) in whole points for its stay, tax and add-ons, at the point rate in the
 * property's currency.
 */
function calculateMrp(context: RouteContext): void {
  const hotelCode = bodyText(context.body, 'hotelCode').toUpperCase();
  const property = findPropertySeed(hotelCode);
  const items = readCartItems((context.body as { items?: unknown } | undefined)?.items);
  if (!hotelCode || 'errorCode' in items) {
    return sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'Send { hotelCode, items: [cart items] }.');
  }
  if (!property) return sendCheckoutError(context, 'E52', `${hotelCode} is not set up for point redemption.`);
  const priced = priceCart({ currencyCode: property.currencyCode, shoppingCartDeviceType: 'desktop', items });
  const rate = pointRateIn(property.currencyCode);
  const maxRedeemablePoints = items.reduce((sum, item, index) => {
    const line = priced.items[index] as { price: number; tax: number; addons: { priceWithoutTax: number; tax: number }[] };
    return sum + roomPointCap({ hotelCode: item.property.propertyCode, plan: item.plan, ...line }, rate);
  }, 0);
  sendContent(context.res, { maxRedeemablePoints, pointRate: rate, currencyCode: property.currencyCode });
}

export function registerReservationRoutes(router: Router): void {
  router
    .add('POST', '/api/statusReservation', statusReservation)
    .add('POST', '/api/reservation/sharewithfriend', shareWithFriend)
    .add('POST', '/api/reservation/print-confirmation', printConfirmation)
    .add('POST', '/api/v2/calculate/MRP', calculateMrp);
}
