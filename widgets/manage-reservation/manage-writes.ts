import {
  cancelReservation,
  emailInvoices,
  fetchCancellationPreview,
  lookupReservation,
  resendConfirmation,
  type ReservationKey,
} from '../../shared/api/reservation-service';
import { defineServerRead } from '../../shared/store/server-read';
import { defineServerWrite } from '../../shared/store/server-write';

/**
 * The manage view's calls (issue 18 items 1, 2). The lookup is a read, but the visitor asks for it
 * with a form, so it runs as a write (one request per submit, joined on a double click; never
 * cached with an e-mail in it). The reservation shown afterwards is `reservationRead`, keyed by
 * the access, so a cancellation reads it again.
 */
export const lookupWrite = defineServerWrite({
  write: (key: ReservationKey, { client }) => lookupReservation(client, key),
  invalidates: [],
});

/** The open reservation; `statusReservation` without the lookup's E118 would hide a cancelled one, so it reads without the e-mail. */
export const reservationRead = defineServerRead({
  read: (key: ReservationKey, { client }) => lookupReservation(client, key),
});

/** What cancelling would cost and give back, as the service computes it. */
export const cancellationPreviewRead = defineServerRead({
  read: (key: ReservationKey, { client }) => fetchCancellationPreview(client, key),
});

export const cancelWrite = defineServerWrite({
  write: (key: ReservationKey, { client }) => cancelReservation(client, key),
  invalidates: [cancellationPreviewRead],
});

export const resendWrite = defineServerWrite({
  write: ({ key, propertyName }: { key: ReservationKey; propertyName: string }, { client }) =>
    resendConfirmation(client, key, propertyName),
  invalidates: [],
});

export const invoicesWrite = defineServerWrite({
  write: (key: ReservationKey, { client }) => emailInvoices(client, key),
  invalidates: [],
});
