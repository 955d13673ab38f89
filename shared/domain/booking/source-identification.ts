import type { BookingSourceCode } from './booking-source';
import type { HoldRequest } from './hold-request';

/**
 * The body of `POST /api/source-identicator/datalayer` (booking spec §7; its payload is "not
 * shown"): the booking source identification of §4, sent once the hold is placed (the booking
 * summary page, where the source is final). Our shape: the first room's code names the booking,
 * with every code and property of the hold; nothing personal (no guest, no payment, no member).
 */
export interface SourceIdentification {
  bookingSourceCode: BookingSourceCode;
  bookingSourceCodes: BookingSourceCode[];
  hotelCodes: string[];
  pageType: 'booking summary';
}

export function sourceIdentificationOf(
  rooms: readonly Pick<HoldRequest, 'hotelCode' | 'bookingSourceCode'>[],
): SourceIdentification | undefined {
  const first = rooms[0];
  if (!first) return undefined;
  return {
    bookingSourceCode: first.bookingSourceCode,
    bookingSourceCodes: [...new Set(rooms.map((room) => room.bookingSourceCode))],
    hotelCodes: [...new Set(rooms.map((room) => room.hotelCode))],
    pageType: 'booking summary',
  };
}
