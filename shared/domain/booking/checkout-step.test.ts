import { describe, expect, it } from 'vitest';
import { addressOfStep, checkoutStepOf } from './checkout-step';

// Booking spec §2 (step parameter, raised by one after a login redirect, capped at 2) and §4 (the
// session flag that sends the visitor straight to summary and payment); issue 16 contract "Pages".
describe('checkoutStepOf', () => {
  it.each<[string | null, boolean, 1 | 2]>([
    [null, false, 1],
    [null, true, 2],
    ['1', false, 1],
    ['1', true, 1],
    ['2', true, 2],
    ['2', false, 1],
    ['3', true, 2],
    [' 2 ', true, 2],
    ['0', true, 1],
    ['', true, 2],
    ['two', false, 1],
    ['-1', true, 2],
  ])('step %j with the flag %j -> %i', (step, toSummary, expected) => {
    expect(checkoutStepOf(step, toSummary)).toBe(expected);
  });
});

describe('addressOfStep', () => {
  it.each<[string, 1 | 2, string]>([
    ['https://stay.example/en/booking/checkout/', 2, '/en/booking/checkout/?step=2'],
    ['https://stay.example/en/booking/checkout/?step=1&x=y#top', 2, '/en/booking/checkout/?step=2&x=y#top'],
    ['https://stay.example/ar/booking/checkout/?step=2', 1, '/ar/booking/checkout/?step=1'],
  ])('%s to step %i -> %s', (href, step, expected) => {
    expect(addressOfStep(href, step)).toBe(expected);
  });
});
