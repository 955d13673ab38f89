/**
 * The Reservation answer of the contract (booking spec §3), a module of its own: the lookup,
 * manage, modify and check-in routes all answer it, and with it in reservations.ts the lookup
 * (reservation-manage.ts) and the reads imported each other (an import circle).
 */
import type { ReservationRecord } from '../checkout/checkout-state.ts';
import { findRatePlanSeed } from '../seed/index.ts';

/** The Reservation of the contract: no card data is ever kept, so none is answered. */
export function reservationView(record: ReservationRecord) {
  const { room } = record;
  return {
    confirmNo: record.confirmNo,
    hotelCode: room.hotelCode,
    propertyName: room.propertyName,
    startDate: room.startDate,
    endDate: room.endDate,
    status: record.status,
    guests: [{ apartmentNumber: room.apartmentNumber, shoppingCartItemId: room.shoppingCartItemId, ...room.guest, ...room.occupancy }],
    roomTypeCode: room.roomTypeCode,
    roomTypeName: room.roomTypeName,
    ratePlanCode: room.ratePlanCode,
    ratePlanName: room.ratePlanName,
    addons: room.addons,
    // The rate's cancellation terms (booking spec §5 CancelPenalty), so the confirmation can say them in words.
    cancelPolicyCode: findRatePlanSeed(room.ratePlanCode)?.cancelPolicyCode ?? '',
    isNonRefundable: findRatePlanSeed(room.ratePlanCode)?.isNonRefundable ?? false,
    paid: record.paid,
    due: record.due,
    currencyCode: record.currencyCode,
    totals: room.totals,
  };
}
