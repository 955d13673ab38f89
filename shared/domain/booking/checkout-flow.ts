/**
 * The checkout's one flow state (DESIGN.md §8; booking spec §4 "Booking flow": pre-booking
 * validate, then hold, then create payment token URL, then commit). A pure reducer: widgets
 * dispatch what the visitor or the service did and render the state they are given; an event a
 * state does not allow leaves the state as it is (the same object), so a late answer or a double
 * click changes nothing.
 */
export interface Hold {
  holdId: string;
  /** ISO instant on the sandbox's (service's) clock. */
  expiresAt: string;
  extensionsLeft: number;
}

export interface PriceChange {
  previousTotal: number;
  total: number;
}

export type CheckoutState =
  | { name: 'guest-details' }
  /** `priceChange` when the service re-priced the cart (E51, or validate's `priceChanged`): the summary asks before going on. */
  | { name: 'summary'; priceChange?: PriceChange | undefined }
  | { name: 'validating' }
  | { name: 'holding' }
  | { name: 'held'; hold: Hold }
  /** Sent to the hosted payment page. */
  | { name: 'paying'; hold: Hold }
  | { name: 'committing'; hold: Hold | undefined }
  | { name: 'confirmed'; confirmNos: string[] }
  /** `from`: the state that failed; `hold`: the hold still in force, if any. */
  | { name: 'failed'; code: string; from: Exclude<CheckoutStateName, 'failed'>; hold: Hold | undefined };

export type CheckoutStateName = CheckoutState['name'];

export type CheckoutEvent =
  | { type: 'details-complete' }
  | { type: 'back' }
  | { type: 'validate' }
  | { type: 'validated' }
  | { type: 'price-changed'; priceChange: PriceChange }
  | { type: 'hold' }
  | { type: 'held'; hold: Hold }
  | { type: 'hold-expired' }
  | { type: 'hold-extended'; hold: Hold }
  | { type: 'pay' }
  | { type: 'returned' }
  | { type: 'committed'; confirmNos: string[] }
  /** Booking spec §4 "Modify flow": the new stay replaced the booked one in one step (checkout/modify), no payment page. */
  | { type: 'modified'; confirmNos: string[] }
  | { type: 'failed'; code: string }
  | { type: 'retry' };

export type CheckoutEventType = CheckoutEvent['type'];

/** Booking §8: the hold's session timed out. */
export const HOLD_EXPIRED_CODE = 'CPRV_1502';
/**
 * Booking §8 codes after which the hold is kept and the visitor pays again: invalid card
 * (declined), pending (abandoned), invalid redirect (a forged or replayed result is refused).
 */
const PAY_AGAIN_CODES: ReadonlySet<string> = new Set(['SABRE_242', 'E61', 'E72']);

/**
 * The first state of a checkout page without a stored flow state: `step` 2 is summary and
 * payment, anything else guest details; a return from the hosted payment page (its
 * `paymentResult` in the address) commits, with the hold the stored state had (none known here).
 */
export function initialCheckoutState(step: 1 | 2, paymentReturn = false): CheckoutState {
  if (paymentReturn) return { name: 'committing', hold: undefined };
  return step === 2 ? { name: 'summary' } : { name: 'guest-details' };
}

const NAMES: readonly CheckoutStateName[] = [
  'guest-details',
  'summary',
  'validating',
  'holding',
  'held',
  'paying',
  'committing',
  'confirmed',
  'failed',
];

function parseHold(raw: unknown): Hold | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { holdId, expiresAt, extensionsLeft } = raw as Record<string, unknown>;
  if (typeof holdId !== 'string' || !holdId || typeof expiresAt !== 'string' || Number.isNaN(Date.parse(expiresAt))) return undefined;
  if (typeof extensionsLeft !== 'number' || !Number.isInteger(extensionsLeft) || extensionsLeft < 0) return undefined;
  return { holdId, expiresAt, extensionsLeft };
}

/**
 * A flow state from session storage (a boundary: DESIGN.md §8 keeps the flow state there so a
 * reload or the payment page's return finds it). Undefined when it is not a state the reducer
 * could have produced: a state that needs a hold without one, a failure without its code.
 */
export function parseCheckoutState(raw: unknown): CheckoutState | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const record = raw as Record<string, unknown>;
  const name = NAMES.find((known) => known === record.name);
  const hold = parseHold(record.hold);
  switch (name) {
    case 'guest-details':
    case 'summary':
    case 'validating':
    case 'holding':
      // A call under way when the page went away is not under way any more: back to summary.
      return name === 'guest-details' ? { name } : { name: 'summary' };
    case 'held':
    case 'paying':
      return hold ? { name, hold } : undefined;
    case 'committing':
      return { name, hold };
    case 'confirmed': {
      const confirmNos = Array.isArray(record.confirmNos) ? record.confirmNos.filter((no) => typeof no === 'string') : [];
      return confirmNos.length > 0 ? { name, confirmNos } : undefined;
    }
    case 'failed': {
      const from = NAMES.find((known) => known === record.from && known !== 'failed') as Exclude<CheckoutStateName, 'failed'> | undefined;
      return typeof record.code === 'string' && from ? { name, code: record.code, from, hold } : undefined;
    }
    default:
      return undefined;
  }
}

const holdOf = (state: CheckoutState): Hold | undefined =>
  state.name === 'held' || state.name === 'paying' || state.name === 'committing' || state.name === 'failed' ? state.hold : undefined;

/** Where `retry` goes from a failure: the step that failed again, except where the spec's codes say otherwise. */
function retried({ code, from, hold }: Extract<CheckoutState, { name: 'failed' }>): CheckoutState {
  // Issue 16: a return after expiry offers to hold again with the same cart.
  if (code === HOLD_EXPIRED_CODE) return { name: 'holding' };
  // Commit is idempotent: any failure but a declined or abandoned payment commits the same result again.
  if (from === 'committing' && !PAY_AGAIN_CODES.has(code)) return { name: 'committing', hold };
  // A declined or abandoned payment, or a failed redirect, keeps the hold: pay again.
  if (hold && (from === 'held' || from === 'paying' || from === 'committing')) return { name: 'held', hold };
  if (from === 'validating' || from === 'holding') return { name: from };
  return { name: 'summary' };
}

type Transition = (state: CheckoutState, event: CheckoutEvent) => CheckoutState | undefined;

/** Allowed transitions by state; undefined: not allowed. */
const TRANSITIONS: Readonly<Record<CheckoutStateName, Transition>> = {
  'guest-details': (_state, event) => (event.type === 'details-complete' ? { name: 'summary' } : undefined),
  summary: (_state, event) => {
    if (event.type === 'back') return { name: 'guest-details' };
    if (event.type === 'validate') return { name: 'validating' };
    // The visitor accepted a changed price, or holds again with the same cart.
    if (event.type === 'hold') return { name: 'holding' };
    return undefined;
  },
  validating: (_state, event) => {
    if (event.type === 'validated') return { name: 'holding' };
    if (event.type === 'price-changed') return { name: 'summary', priceChange: event.priceChange };
    return undefined;
  },
  holding: (_state, event) => {
    if (event.type === 'held') return { name: 'held', hold: event.hold };
    if (event.type === 'modified') return { name: 'confirmed', confirmNos: event.confirmNos };
    if (event.type === 'price-changed') return { name: 'summary', priceChange: event.priceChange };
    return undefined;
  },
  held: (state, event) => {
    const hold = holdOf(state);
    if (!hold) return undefined;
    if (event.type === 'pay') return { name: 'paying', hold };
    if (event.type === 'hold-extended') return { name: 'held', hold: event.hold };
    // A return from the payment page seen by a tab that never saw the redirect (or lost it).
    if (event.type === 'returned') return { name: 'committing', hold };
    return undefined;
  },
  paying: (state, event) => {
    if (event.type === 'returned') return { name: 'committing', hold: holdOf(state) };
    return undefined;
  },
  committing: (_state, event) => (event.type === 'committed' ? { name: 'confirmed', confirmNos: event.confirmNos } : undefined),
  confirmed: () => undefined,
  failed: (state, event) => {
    if (state.name !== 'failed') return undefined;
    if (event.type === 'retry') return retried(state);
    if (event.type === 'back') return { name: 'summary' };
    return undefined;
  },
};

/** States with a call under way or a hold in force: a failure can arrive. */
const FAILABLE: ReadonlySet<CheckoutStateName> = new Set(['validating', 'holding', 'held', 'paying', 'committing']);

export function checkoutFlow(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  if (event.type === 'failed' && FAILABLE.has(state.name) && state.name !== 'failed') {
    // CPRV_1502: the service timed the hold out and released its units. (A refused extension is
    // not a failure: the hold stands until it expires, and the checkout says no extension is left.)
    const hold = event.code === HOLD_EXPIRED_CODE ? undefined : holdOf(state);
    return { name: 'failed', code: event.code, from: state.name, hold };
  }
  if (event.type === 'hold-expired' && holdOf(state)) {
    const from = state.name === 'failed' ? state.from : state.name;
    return { name: 'failed', code: HOLD_EXPIRED_CODE, from, hold: undefined };
  }
  return TRANSITIONS[state.name](state, event) ?? state;
}
