/**
 * Booking spec §4 "Redemption type of a reservation": room+addon if points cover more than the
 * room charge and add-ons exist; room if any points are redeemed; otherwise empty.
 * Amounts in one currency (the points' value and the room charge of the reservation).
 */
export type RedemptionType = 'room+addon' | 'room' | '';

export interface RedemptionInput {
  /** The value of the redeemed points, in the reservation's currency. */
  pointsValue: number;
  /** The rooms' charge, in the same currency. */
  roomCharge: number;
  /** How many add-ons the reservation has. */
  addonCount: number;
}

export function redemptionType({ pointsValue, roomCharge, addonCount }: RedemptionInput): RedemptionType {
  if (!(pointsValue > 0)) return '';
  if (pointsValue > roomCharge && addonCount > 0) return 'room+addon';
  return 'room';
}
