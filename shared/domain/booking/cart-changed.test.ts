import { describe, expect, it } from 'vitest';
import { isCartChanged } from './cart-changed';

// Booking spec §4 "Cart changed": hotel or dates differ, ssid differs, or a voucher is involved.
const stay = { hotelCode: 'SGORCH', startDate: '2026-04-01', endDate: '2026-04-04', ssid: undefined, voucherCode: undefined };

describe('cart changed', () => {
  it.each([
    { name: 'an empty cart', cart: [], added: stay, changed: false },
    { name: 'an empty cart and a voucher item', cart: [], added: { ...stay, voucherCode: 'V1' }, changed: true },
    { name: 'the same stay', cart: [stay], added: stay, changed: false },
    { name: 'the same stay with times on the dates', cart: [stay], added: { ...stay, startDate: '2026-04-01T00:00:00' }, changed: false },
    { name: 'another hotel', cart: [stay], added: { ...stay, hotelCode: 'JPSHJK' }, changed: true },
    { name: 'another arrival', cart: [stay], added: { ...stay, startDate: '2026-04-02' }, changed: true },
    { name: 'another departure', cart: [stay], added: { ...stay, endDate: '2026-04-05' }, changed: true },
    { name: 'another ssid', cart: [{ ...stay, ssid: 'a' }], added: { ...stay, ssid: 'b' }, changed: true },
    { name: 'an ssid where there was none', cart: [stay], added: { ...stay, ssid: 'b' }, changed: true },
    { name: 'a voucher in the cart', cart: [{ ...stay, voucherCode: 'V1' }], added: stay, changed: true },
    { name: 'a voucher in the new item', cart: [stay], added: { ...stay, voucherCode: 'V1' }, changed: true },
  ])('$name → changed $changed', ({ cart, added, changed }) => {
    expect(isCartChanged(cart, added)).toBe(changed);
  });
});
