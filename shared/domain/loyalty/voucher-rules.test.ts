import { describe, expect, it } from 'vitest';
import {
  checkVoucherCode,
  DEFAULT_VOUCHER_EXPIRY_MS,
  minimumStayMessageOf,
  stayTooShortForVoucher,
  voucherCarriesPromoCode,
  voucherErrorOf,
  voucherPromoCode,
  type MinimumStayMessage,
  type VoucherCategory,
  type VoucherError,
} from './voucher-rules';

// Loyalty spec §3 "Voucher" / booking spec §4: which categories carry a promo code.
describe('voucher category -> promo code carried or blank', () => {
  it.each<[VoucherCategory, boolean]>([
    ['free-stay', true],
    ['package', true],
    ['discount_rate', true],
    ['cash', false],
    ['discount_room', false],
    ['discount_total', false],
    ['discount', false],
    ['property', false],
  ])('%s carries a promo code: %s', (category, carries) => {
    expect(voucherCarriesPromoCode(category)).toBe(carries);
    expect(voucherPromoCode(category, ' VFREE1 ')).toBe(carries ? 'VFREE1' : '');
  });

  it('a carrying category without a promo code gives blank', () => {
    expect(voucherPromoCode('free-stay', undefined)).toBe('');
  });
});

// Loyalty spec §5 / booking spec §5: minimum-stay message by voucher category.
describe('voucher category -> minimum-stay message', () => {
  it.each<[VoucherCategory, MinimumStayMessage]>([
    ['free-stay', 'minimumLengthOfStay'],
    ['discount_rate', 'minimumLengthOfStay'],
    ['discount_room', 'minimumLengthOfStay'],
    ['discount_total', 'minimumLengthOfStay'],
    ['discount', 'minimumLengthOfStay'],
    ['package', 'fixedNightStay'],
    ['property', 'minimumNumberOfNights'],
    ['cash', 'minimumNumberOfNights'],
  ])('%s -> %s', (category, message) => {
    expect(minimumStayMessageOf(category)).toBe(message);
  });

  it.each<[number, number | undefined, boolean]>([
    [1, 2, true],
    [2, 2, false],
    [3, 2, false],
    [1, 0, false],
    [1, undefined, false],
  ])('%i nights against a minimum of %s: too short %s', (nights, minimum, tooShort) => {
    expect(stayTooShortForVoucher(nights, minimum)).toBe(tooShort);
  });
});

// Loyalty spec §8 "Vouchers" (booking spec §8 repeats E111, E115, E163, CPRV_1501).
describe('voucher error code -> message id', () => {
  it.each<[string, VoucherError]>([
    ['329', 'limitCap'],
    ['330', 'outOfStock'],
    ['331', 'expired'],
    ['332', 'priceChanged'],
    ['333', 'insufficientStock'],
    ['335', 'notExist'],
    ['E142', 'alreadyLinked'],
    ['e142', 'alreadyLinked'],
    ['E111', 'invalidVoucher'],
    ['E115', 'voucherHold'],
    ['E163', 'notApplicable'],
    ['CPRV_1501', 'maxReached'],
    [' 330 ', 'outOfStock'],
    ['334', 'generic'],
    ['500', 'generic'],
  ])('backend code %j -> %s', (code, expected) => {
    expect(voucherErrorOf({ kind: 'backend', code })).toBe(expected);
  });

  it.each<[string, VoucherError]>([
    ['network', 'offline'],
    ['timeout', 'offline'],
    ['http', 'generic'],
    ['invalid-response', 'generic'],
  ])('a %s failure -> %s', (kind, expected) => {
    expect(voucherErrorOf({ kind })).toBe(expected);
  });
});

// Loyalty spec §5: a voucher-character pattern (not shown; our decision in voucher-rules.ts).
describe('voucher code characters', () => {
  it.each<[string, ReturnType<typeof checkVoucherCode>]>([
    ['GLD-FREE-1N', { ok: true, code: 'GLD-FREE-1N' }],
    ['  gld-free-1n  ', { ok: true, code: 'GLD-FREE-1N' }],
    ['AB_12', { ok: true, code: 'AB_12' }],
    ['', { ok: false, reason: 'required' }],
    ['   ', { ok: false, reason: 'required' }],
    ['ABC', { ok: false, reason: 'characters' }],
    ['GLD FREE', { ok: false, reason: 'characters' }],
    ['<script>', { ok: false, reason: 'characters' }],
    ['A'.repeat(33), { ok: false, reason: 'characters' }],
  ])('%j -> %j', (input, expected) => {
    expect(checkVoucherCode(input)).toEqual(expected);
  });
});

// Loyalty spec §9.
it('the default voucher expiry is one day', () => {
  expect(DEFAULT_VOUCHER_EXPIRY_MS).toBe(24 * 60 * 60 * 1000);
});
