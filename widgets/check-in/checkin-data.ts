import {
  checkOut,
  convertPoints,
  fetchCheckinStay,
  fetchPropertyCheckinInfo,
  fetchRedeemableVouchers,
  fetchRegistration,
  fetchReservationCharges,
  saveCheckedIn,
  saveGoGreenFlag,
  submitRegistration,
  updateReservationGuest,
  type Bill,
  type CheckinStay,
  type PropertyCheckinInfo,
  type RedeemableVoucher,
  type RegistrationForm,
  type StayKey,
} from '../../shared/api/checkin-service';
import type { ApiResult } from '../../shared/api/types';
import type { RegistrationValues } from '../../shared/domain/checkin/checkin-form';
import { defineServerRead } from '../../shared/store/server-read';
import { defineServerWrite } from '../../shared/store/server-write';
import { loginTokenAtom } from '../../shared/store/session-atoms';

export interface CheckinData extends CheckinStay {
  readonly property: PropertyCheckinInfo;
  readonly bill: Bill;
  readonly registration: RegistrationForm;
  /** Listed only when the property offers vouchers (a signed-in member); else empty. */
  readonly vouchers: readonly RedeemableVoucher[];
}

/**
 * Everything the check-in shows for one stay (loyalty §3 "Web check-in": property info,
 * reservation and charges, registration): the stay first (E91 / E118 end there), then the rest
 * together. Per login, since the property info adds isLoggedIn (loyalty §7).
 */
export const checkinRead = defineServerRead({
  read: async ({ stay, signedIn }: { stay: StayKey; signedIn: boolean }, { client }): Promise<ApiResult<CheckinData>> => {
    const found = await fetchCheckinStay(client, stay);
    if (!found.ok) return found;
    const [property, bill, registration] = await Promise.all([
      fetchPropertyCheckinInfo(client, found.data.reservation.hotelCode, signedIn),
      fetchReservationCharges(client, stay),
      fetchRegistration(client, stay),
    ]);
    if (!property.ok) return property;
    if (!bill.ok) return bill;
    if (!registration.ok) return registration;
    // Vouchers are extra: a failure to list them hides the list, it does not stop check-in.
    const vouchers = property.data.vouchersOffered ? await fetchRedeemableVouchers(client, stay) : undefined;
    return {
      ok: true,
      data: {
        ...found.data,
        property: property.data,
        bill: bill.data,
        registration: registration.data,
        vouchers: vouchers?.ok ? vouchers.data : [],
      },
    };
  },
  login: loginTokenAtom,
});

/**
 * Check in: the arrival time to the reservation's guest (updatereservationguest), the
 * registration (submitRegistration), then the saved checked-in state (nonrdp-savecheckedin).
 * Each step is safe to repeat, so a retry after a failure part-way sends them again.
 */
export const checkInWrite = defineServerWrite({
  write: async ({ stay, values }: { stay: StayKey; values: RegistrationValues }, { client }): Promise<ApiResult<true>> => {
    if (values.arrivalTime) {
      const updated = await updateReservationGuest(client, stay, { arrivalTime: values.arrivalTime });
      if (!updated.ok) return updated;
    }
    const registered = await submitRegistration(client, stay, values);
    if (!registered.ok) return registered;
    const saved = await saveCheckedIn(client, stay);
    return saved.ok ? { ok: true, data: true } : saved;
  },
  invalidates: [checkinRead],
});

export const goGreenWrite = defineServerWrite({
  write: ({ stay, goGreen }: { stay: StayKey; goGreen: boolean }, { client }) => saveGoGreenFlag(client, stay, goGreen),
  invalidates: [],
});

export const pointConversionWrite = defineServerWrite({
  write: ({ stay, points, balance }: { stay: StayKey; points: number; balance: number }, { client }) =>
    convertPoints(client, stay, points, balance),
  invalidates: [checkinRead],
});

export const checkOutWrite = defineServerWrite({
  write: ({ stay }: { stay: StayKey }, { client }) => checkOut(client, stay),
  invalidates: [],
});
