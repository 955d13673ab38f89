import { describe, expect, it } from 'vitest';
import {
  checkoutFlow,
  initialCheckoutState,
  parseCheckoutState,
  type CheckoutEvent,
  type CheckoutEventType,
  type CheckoutState,
  type CheckoutStateName,
  type Hold,
} from './checkout-flow';

/** DESIGN.md §8 "One flow state"; booking spec §4 "Booking flow"; issue 16 item 2. */
const HOLD: Hold = { holdId: 'H1', expiresAt: '2026-04-01T10:15:00Z', extensionsLeft: 2 };
const EXTENDED: Hold = { holdId: 'H1', expiresAt: '2026-04-01T10:30:00Z', extensionsLeft: 1 };
const PRICE = { previousTotal: 300, total: 330 };

const STATES: Record<CheckoutStateName, CheckoutState> = {
  'guest-details': { name: 'guest-details' },
  summary: { name: 'summary' },
  validating: { name: 'validating' },
  holding: { name: 'holding' },
  held: { name: 'held', hold: HOLD },
  paying: { name: 'paying', hold: HOLD },
  committing: { name: 'committing', hold: HOLD },
  confirmed: { name: 'confirmed', confirmNos: ['A1'] },
  failed: { name: 'failed', code: 'E123', from: 'holding', hold: undefined },
};

const EVENTS: Record<CheckoutEventType, CheckoutEvent> = {
  'details-complete': { type: 'details-complete' },
  back: { type: 'back' },
  validate: { type: 'validate' },
  validated: { type: 'validated' },
  'price-changed': { type: 'price-changed', priceChange: PRICE },
  hold: { type: 'hold' },
  held: { type: 'held', hold: HOLD },
  'hold-expired': { type: 'hold-expired' },
  'hold-extended': { type: 'hold-extended', hold: EXTENDED },
  pay: { type: 'pay' },
  returned: { type: 'returned' },
  committed: { type: 'committed', confirmNos: ['A1', 'A2'] },
  modified: { type: 'modified', confirmNos: ['SR1'] },
  failed: { type: 'failed', code: 'SABRE_322' },
  retry: { type: 'retry' },
};

/** Every allowed transition; every other pair (below) leaves the state unchanged. */
const ALLOWED: [CheckoutStateName, CheckoutEventType, CheckoutState][] = [
  ['guest-details', 'details-complete', { name: 'summary' }],
  ['summary', 'back', { name: 'guest-details' }],
  ['summary', 'validate', { name: 'validating' }],
  ['summary', 'hold', { name: 'holding' }],
  ['validating', 'validated', { name: 'holding' }],
  ['validating', 'price-changed', { name: 'summary', priceChange: PRICE }],
  ['validating', 'failed', { name: 'failed', code: 'SABRE_322', from: 'validating', hold: undefined }],
  ['holding', 'held', { name: 'held', hold: HOLD }],
  ['holding', 'price-changed', { name: 'summary', priceChange: PRICE }],
  // Booking §4 modify flow: checkout/modify replaces the booked stay in one step, no hold to pay.
  ['holding', 'modified', { name: 'confirmed', confirmNos: ['SR1'] }],
  ['holding', 'failed', { name: 'failed', code: 'SABRE_322', from: 'holding', hold: undefined }],
  ['held', 'pay', { name: 'paying', hold: HOLD }],
  ['held', 'hold-extended', { name: 'held', hold: EXTENDED }],
  ['held', 'returned', { name: 'committing', hold: HOLD }],
  ['held', 'hold-expired', { name: 'failed', code: 'CPRV_1502', from: 'held', hold: undefined }],
  ['held', 'failed', { name: 'failed', code: 'SABRE_322', from: 'held', hold: HOLD }],
  ['paying', 'returned', { name: 'committing', hold: HOLD }],
  ['paying', 'hold-expired', { name: 'failed', code: 'CPRV_1502', from: 'paying', hold: undefined }],
  ['paying', 'failed', { name: 'failed', code: 'SABRE_322', from: 'paying', hold: HOLD }],
  ['committing', 'committed', { name: 'confirmed', confirmNos: ['A1', 'A2'] }],
  ['committing', 'hold-expired', { name: 'failed', code: 'CPRV_1502', from: 'committing', hold: undefined }],
  ['committing', 'failed', { name: 'failed', code: 'SABRE_322', from: 'committing', hold: HOLD }],
  ['failed', 'retry', { name: 'holding' }],
  ['failed', 'back', { name: 'summary' }],
];

const allowed = new Set(ALLOWED.map(([state, event]) => `${state} ${event}`));
const NOT_ALLOWED = (Object.keys(STATES) as CheckoutStateName[]).flatMap((state) =>
  (Object.keys(EVENTS) as CheckoutEventType[]).filter((event) => !allowed.has(`${state} ${event}`)).map((event) => [state, event] as const),
);

describe('checkoutFlow', () => {
  it.each(ALLOWED)('%s --%s--> allowed', (state, event, expected) => {
    expect(checkoutFlow(STATES[state], EVENTS[event])).toEqual(expected);
  });

  it.each(NOT_ALLOWED)('%s --%s--> not allowed: the same state', (state, event) => {
    expect(checkoutFlow(STATES[state], EVENTS[event])).toBe(STATES[state]);
  });

  it.each<[string, CheckoutState, CheckoutState]>([
    [
      'a hold expired before the return: hold again with the same cart',
      { name: 'failed', code: 'CPRV_1502', from: 'committing', hold: undefined },
      { name: 'holding' },
    ],
    [
      'a declined payment keeps the hold: pay again',
      { name: 'failed', code: 'SABRE_242', from: 'committing', hold: HOLD },
      { name: 'held', hold: HOLD },
    ],
    [
      'an abandoned payment keeps the hold: pay again',
      { name: 'failed', code: 'E61', from: 'committing', hold: HOLD },
      { name: 'held', hold: HOLD },
    ],
    [
      'a refused payment result (forged or replayed) keeps the hold: pay again',
      { name: 'failed', code: 'E72', from: 'committing', hold: HOLD },
      { name: 'held', hold: HOLD },
    ],
    [
      'another commit failure commits the same result again (idempotent)',
      { name: 'failed', code: 'E64', from: 'committing', hold: HOLD },
      { name: 'committing', hold: HOLD },
    ],
    [
      'a failed redirect to the payment page: pay again',
      { name: 'failed', code: 'E143', from: 'paying', hold: HOLD },
      { name: 'held', hold: HOLD },
    ],
    ['a failed validation validates again', { name: 'failed', code: 'E107', from: 'validating', hold: undefined }, { name: 'validating' }],
    ['a failed hold holds again', { name: 'failed', code: 'SABRE_322', from: 'holding', hold: undefined }, { name: 'holding' }],
    [
      'a declined payment whose hold is unknown: back to summary',
      { name: 'failed', code: 'SABRE_242', from: 'committing', hold: undefined },
      { name: 'summary' },
    ],
  ])('retry: %s', (_, failed, expected) => {
    expect(checkoutFlow(failed, { type: 'retry' })).toEqual(expected);
  });

  it('a commit refused with CPRV_1502 (the hold timed out on the service): the hold is gone, retry holds again', () => {
    const failed = checkoutFlow(STATES.committing, { type: 'failed', code: 'CPRV_1502' });
    expect(failed).toEqual({ name: 'failed', code: 'CPRV_1502', from: 'committing', hold: undefined });
    expect(checkoutFlow(failed, { type: 'retry' })).toEqual({ name: 'holding' });
  });

  it('a hold that expires while a declined payment is shown: the failure becomes the expiry', () => {
    const declined: CheckoutState = { name: 'failed', code: 'SABRE_242', from: 'committing', hold: HOLD };
    expect(checkoutFlow(declined, { type: 'hold-expired' })).toEqual({
      name: 'failed',
      code: 'CPRV_1502',
      from: 'committing',
      hold: undefined,
    });
  });

  it.each<[1 | 2, CheckoutStateName]>([
    [1, 'guest-details'],
    [2, 'summary'],
  ])('step %i starts at %s', (step, name) => expect(initialCheckoutState(step).name).toBe(name));

  it('a return from the payment page starts by committing', () => {
    expect(initialCheckoutState(2, true)).toEqual({ name: 'committing', hold: undefined });
  });
});

describe('parseCheckoutState (the flow state in session storage)', () => {
  it.each(Object.values(STATES).filter((state) => !['validating', 'holding'].includes(state.name)))('reads back %j', (state) => {
    expect(parseCheckoutState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it.each(['validating', 'holding'] as const)('a call under way when the page went away (%s): back to summary', (name) => {
    expect(parseCheckoutState({ name })).toEqual({ name: 'summary' });
  });

  it.each([
    ['not an object', 'held'],
    ['an unknown state', { name: 'paid' }],
    ['held without a hold', { name: 'held' }],
    ['paying with a malformed hold', { name: 'paying', hold: { holdId: 'H1', expiresAt: 'soon', extensionsLeft: 1 } }],
    ['confirmed without numbers', { name: 'confirmed', confirmNos: [] }],
    ['failed without a code', { name: 'failed', from: 'holding' }],
    ['failed from failed', { name: 'failed', code: 'E1', from: 'failed' }],
  ])('refuses %s', (_, raw) => expect(parseCheckoutState(raw)).toBeUndefined());
});
