import { describe, expect, it } from 'vitest';
import { redemptionType, type RedemptionType } from './redemption-type';

/** Booking spec §4 "Redemption type of a reservation". */
describe('redemptionType', () => {
  it.each<[string, number, number, number, RedemptionType]>([
    ['no points redeemed', 0, 300, 2, ''],
    ['points cover more than the room and add-ons exist', 320, 300, 1, 'room+addon'],
    ['points cover more than the room but there are no add-ons', 320, 300, 0, 'room'],
    ['points cover exactly the room charge: not more', 300, 300, 2, 'room'],
    ['points cover part of the room', 50, 300, 2, 'room'],
    ['a negative or invalid points value redeems nothing', -10, 300, 2, ''],
    ['NaN redeems nothing', Number.NaN, 300, 2, ''],
  ])('%s', (_, pointsValue, roomCharge, addonCount, expected) => {
    expect(redemptionType({ pointsValue, roomCharge, addonCount })).toBe(expected);
  });
});
