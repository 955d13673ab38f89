import { pushDataLayer } from '../../shared/analytics/data-layer';
import { loadEnglishBrands, withEnglishBrands } from '../../shared/analytics/english-brands';
import { ecommerceValue, ga4Item, pushEcommerce, type Ga4Item } from '../../shared/analytics/ga4-items';
import { roundForCurrency } from '../../shared/domain/currency';
import { transactionIdOf } from '../../shared/domain/booking/confirmation-numbers';
import { bookingAmounts, reservationAddonRecord, type Reservation } from '../../shared/domain/booking/reservation';
import { defineEntry, readEntry, writeEntry } from '../../shared/storage';

/** Booking spec §2: the reservation confirmation page's analytics step (named like the journey's other steps). */
export const CONFIRMATION_STEP = 'booking-reservation-confirmation';

/**
 * The step, each time the reservations show: the property, the number of apartments and the
 * booking spec §3 add-on records of every reservation. Nothing personal: no guest, no e-mail, no
 * payment detail (issue 16 contract "Analytics").
 */
export function pushConfirmationStep(reservations: readonly Reservation[]): void {
  pushDataLayer({
    event: CONFIRMATION_STEP,
    bookingStep: CONFIRMATION_STEP,
    hotelCode: reservations[0]?.hotelCode ?? '',
    apartments: reservations.length,
    addons: reservations.flatMap((reservation) =>
      reservation.addons.map((addon) => reservationAddonRecord(addon, reservation.currencyCode)),
    ),
  });
}

/** The transactions whose `purchase` was sent from this browser; the last 50 are enough to stop a reload repeating one. */
const KEPT_TRANSACTIONS = 50;
const sentPurchasesEntry = defineEntry({
  key: 'purchases-sent',
  area: 'local',
  parse: (raw: unknown) => (Array.isArray(raw) && raw.every((id) => typeof id === 'string') ? (raw as string[]) : undefined),
});

/**
 * GA4 items of a booking (shared/analytics/ga4-items.ts): each apartment at its stay before tax
 * (the reservation's total before tax less its add-on lines), each add-on line before tax, so
 * the value is the booking's total before tax, as the cart's events count it.
 */
function purchaseItems(reservations: readonly Reservation[]): Ga4Item[] {
  return reservations.flatMap((reservation) => {
    const addonsBeforeTax = reservation.addons.reduce((sum, addon) => sum + addon.priceWithoutTax, 0);
    const apartment = ga4Item({
      hotelCode: reservation.hotelCode,
      currencyCode: reservation.currencyCode,
      price: reservation.totals.totalBeforeTax - addonsBeforeTax,
      roomRate: { roomTypeCode: reservation.roomTypeCode, roomTypeName: reservation.roomTypeName, ratePlanCode: reservation.ratePlanCode },
    });
    const addons = reservation.addons.map((addon) =>
      ga4Item({
        serviceInventoryCode: addon.AddonCode,
        category: addon.AddonType,
        title: addon.title || addon.AddonType,
        servicePricingType: '',
        priceWithoutTax: addon.priceWithoutTax,
      }),
    );
    return [apartment, ...addons];
  });
}

/**
 * `pay_now`, a custom parameter of `purchase` (issue 28 item 2): what was charged when booking,
 * the reservations' `paid` summed once in minor units, beside `value`, which stays the booking's
 * total. An amount only: never a card, token or e-mail. Left out when the reservations are in
 * several currencies (no sum, as the page shows none).
 */
function amountPaidNow(reservations: readonly Reservation[]): { pay_now?: number } {
  const amounts = bookingAmounts(reservations);
  return amounts ? { pay_now: amounts.paid } : {};
}

/**
 * GA4 `purchase` once per transaction (issue 16 item 5: "sent once even after reload"): the
 * transaction id (the confirmation numbers joined) is remembered in local storage, so a reload,
 * a second tab or a later visit to the same confirmation sends nothing again.
 */
export function pushPurchaseOnce(reservations: readonly Reservation[]): void {
  const currency = reservations[0]?.currencyCode;
  if (!currency) return;
  const transactionId = transactionIdOf(reservations.map((reservation) => reservation.confirmNo));
  const sent = readEntry(sentPurchasesEntry) ?? [];
  if (sent.includes(transactionId)) return;
  writeEntry(sentPurchasesEntry, [...sent, transactionId].slice(-KEPT_TRANSACTIONS));
  const items = purchaseItems(reservations.filter((reservation) => reservation.currencyCode === currency));
  const tax = roundForCurrency(
    reservations.reduce((sum, reservation) => sum + reservation.totals.totalTax, 0),
    currency,
  );
  // The apartments' brands in English (booking master configuration), whatever the page's language.
  void loadEnglishBrands().then((brands) =>
    pushEcommerce('purchase', {
      currency,
      value: ecommerceValue(items, currency),
      items: withEnglishBrands(items, brands),
      transaction_id: transactionId,
      tax,
      // `pushEcommerce` passes the purchase's parameters through as they are; its type names the recommended ones only.
      ...amountPaidNow(reservations),
    }),
  );
}
