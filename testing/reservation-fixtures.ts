import type { Reservation, ReservationAddon } from '../shared/domain/booking/reservation';

/** A reservation as `parseReservation` gives it (booking spec §3), for unit and component tests. */
export function sampleReservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    confirmNo: 'SR4100001',
    hotelCode: 'SGORCH',
    propertyName: 'Stay Orchard Singapore',
    startDate: '2026-04-01',
    endDate: '2026-04-04',
    status: 'Confirmed',
    roomTypeCode: 'STU',
    roomTypeName: 'Studio',
    ratePlanCode: 'BAR',
    ratePlanName: 'Best Available Rate',
    guest: { salutation: 'Ms', firstName: 'Aiko', lastName: 'Tanaka', numberOfAdult: 2, numberOfChildren: 1, childAges: [] },
    addons: [],
    paid: 0,
    due: 654,
    currencyCode: 'SGD',
    totals: { totalBeforeTax: 600, totalTax: 54, total: 654 },
    cancelPolicyCode: 'CXL48',
    isNonRefundable: false,
    ...overrides,
  };
}

export function sampleReservationAddon(overrides: Partial<ReservationAddon> = {}): ReservationAddon {
  return {
    AddonCode: 'BRKF',
    AddonType: 'BREAKFAST',
    ListApartment: [1],
    title: 'Breakfast',
    priceWithoutTax: 60,
    tax: 5.4,
    quantity: 6,
    ...overrides,
  };
}
