import { useCallback, useEffect, useRef, useState } from 'react';
import type { CartRequest } from '../../../shared/api/cart-service';
import { preBookingValidate, type HoldAnswer, type HoldPayment } from '../../../shared/api/checkout-service';
import { getApiClient } from '../../../shared/api/page-client';
import type { ApiError } from '../../../shared/api/types';
import {
  checkoutFlow,
  HOLD_EXPIRED_CODE,
  type CheckoutEvent,
  type CheckoutState,
  type Hold,
} from '../../../shared/domain/booking/checkout-flow';
import type { GuestDetails } from '../../../shared/domain/booking/guest-details';
import { buildHoldLevel, type HoldLevel } from '../../../shared/domain/booking/hold-request';
import { totalsOf } from '../../../shared/domain/booking/cart-totals';
import type { Language } from '../../../shared/domain/languages';
import { formatList } from '../../../shared/i18n/format';
import { readEntry, removeEntry, writeEntry } from '../../../shared/storage';
import { commitPayment, extendCheckoutHold, placeHold, requestPaymentUrl } from '../../../shared/store/checkout/checkout-writes';
import { requestLogin } from '../../../shared/store/member-atoms';
import { pageStore } from '../../../shared/store/page-store';
import { emptyBookedCart } from '../../../shared/store/cart';
import { showBookingError } from '../../../shared/ui/booking-errors/show-booking-error';
import { propertyContactOf } from '../../../shared/ui/booking-errors/property-contact';
import { bookingErrorEntry } from '../../../shared/domain/booking/error-catalogue';
import { previousSearchUrl } from '../../../shared/domain/booking/previous-search';
import { checkoutFlowEntry } from '../../../shared/store/checkout/checkout-flow-entry';
import { holdPaymentEntry, storedHoldPayment } from '../../../shared/store/checkout/hold-payment-entry';
import { isModifying } from '../../../shared/store/modify-flag';
import { pointRulesRead, readHoldConfiguration } from './hold-configuration';
import { navigation } from './navigation';
import { pageClock } from './page-clock';
import type { PaymentFacts } from './payment-facts-read';
import { appliedVoucherAtom, voucherHoldFields } from './vouchers/applied-voucher';
import { confirmationAddress, paymentReturnOf, returnUrlOf, type PaymentReturn } from './payment-return';
import { translate } from './summary-messages';
import { afterBooked, holdRedemption, logHeldRedemption } from './points/points-flow';

/** Failures the step shows in place, with its own way on (the others go through the error catalogue's dialog). */
export const INLINE_FAILURES: ReadonlySet<string> = new Set([HOLD_EXPIRED_CODE, 'SABRE_242', 'E61']);

/** An error without a backend code (network, timeout, unreadable answer): the catalogue's generic entry (retry). */
const codeOf = (error: ApiError): string => error.code ?? error.kind;

export interface SummaryFlowInput {
  language: Language;
  cart: CartRequest;
  guestDetails: GuestDetails;
  facts: PaymentFacts | undefined;
  ratesUrl: string;
  confirmationUrl: string;
  /** The commit succeeded: the cart about to be emptied is no "empty cart" (booking spec §4). */
  onBooked: () => void;
}

const holdOf = (state: CheckoutState | undefined): Hold | undefined => (state && 'hold' in state ? state.hold : undefined);

/**
 * Keeps the hold's payment plan for the payment page's return (`stay:checkout-payment`), or,
 * without a readable one, says so once in the console and forgets any older plan: the step then
 * shows the total alone and the payment session is asked without an amount (the service charges
 * the hold's own, issue 28). Never a broken page.
 */
function keepHoldPayment({ holdId, payment }: HoldAnswer): HoldPayment | undefined {
  if (payment.known) {
    writeEntry(holdPaymentEntry, { holdId, payment: payment.payment });
    return payment.payment;
  }
  removeEntry(holdPaymentEntry);
  console.warn(
    `[stay-widgets] <stay-checkout>: the hold answer's payment plan is ${payment.problem}; the summary shows the total only and the payment session takes the hold's own amount.`,
  );
  return undefined;
}

/** The booking is done or abandoned: neither its flow state nor its payment plan is wanted again. */
function forgetCheckout(): void {
  removeEntry(checkoutFlowEntry);
  removeEntry(holdPaymentEntry);
}

/**
 * The state a page opens in, from the stored flow state (`stay:checkout-flow`, session: the hosted
 * payment page is another page): committing a payment it returns from, the hold still in force,
 * or the summary.
 */
function openingState(stored: CheckoutState | undefined, returned: PaymentReturn | undefined): CheckoutState {
  const hold = holdOf(stored);
  if (hold && returned) return { name: 'committing', hold };
  if (hold && Date.parse(hold.expiresAt) > pageClock().now()) return { name: 'held', hold };
  return { name: 'summary' };
}

/**
 * The booking flow of the summary and payment step (booking spec §4: pre-booking validate, hold,
 * payment token URL, commit; issue 16 item 2), on the domain's one flow reducer: the visitor's
 * presses and the service's answers are events, and each state that has a call runs it once.
 */
export function useSummaryFlow({ language, cart, guestDetails, facts, ratesUrl, confirmationUrl, onBooked }: SummaryFlowInput) {
  const [returned] = useState(() => paymentReturnOf(window.location.search));
  // The reducer through useState: the build's React facade (scripts/build/react-esm.ts) offers no useReducer.
  const [state, setState] = useState(() => openingState(readEntry(checkoutFlowEntry), returned));
  // The plan of the hold in force, as the service answered it (issue 28); none before a hold.
  const [payment, setPayment] = useState(() => storedHoldPayment(holdOf(state)?.holdId));
  const dispatch = useCallback((event: CheckoutEvent) => setState((current) => checkoutFlow(current, event)), []);
  const [extendedTo, setExtendedTo] = useState<number | undefined>(undefined);
  const payPressed = useRef(false);
  const ranFor = useRef<CheckoutState | undefined>(undefined);
  const inputRef = useRef({ cart, guestDetails, facts });
  inputRef.current = { cart, guestDetails, facts };

  const fail = (error: ApiError) => dispatch({ type: 'failed', code: codeOf(error) });

  async function validate() {
    const answer = await preBookingValidate(getApiClient(), inputRef.current.cart);
    // Booking spec §7: the answer is used only on 200; anything else goes on to the hold, which checks again.
    if (answer.ok && answer.data.priceChanged) {
      dispatch({ type: 'price-changed', priceChange: { previousTotal: answer.data.previousTotal, total: answer.data.totals.total } });
    } else if (answer.ok && answer.data.unavailableItemIds.length > 0) {
      dispatch({ type: 'failed', code: 'SABRE_322' });
    } else dispatch({ type: 'validated' });
  }

  async function hold() {
    const { cart: current, guestDetails: details, facts: known } = inputRef.current;
    const configuration = await readHoldConfiguration(() => pageStore.get(pointRulesRead.answer(language)));
    const built = buildHoldLevel({
      items: current.items,
      guestDetails: details,
      paymentMethod: known?.paymentMethod ?? 'card',
      suppressCardHotels: known?.suppressCardHotels ?? [],
      optionalCardHotels: known?.optionalCardHotels ?? [],
      configuration,
      childAgeText: (ages) => translate(language, 'childAgeText', { count: ages.length, ages: formatList(language, ages) }),
      redemption: holdRedemption(),
    });
    if (!built.ok) return dispatch({ type: 'failed', code: 'E107' });
    // The total the visitor saw: the service answers E51 with the old and the new total when its own differs.
    const level: HoldLevel & { expectedTotal: number } = {
      ...built.level,
      ...voucherHoldFields(pageStore.get(appliedVoucherAtom)),
      expectedTotal: totalsOf(current.items, current.currencyCode).total,
    };
    // Booking §4 "Modify flow": the change replaces the booked stay in one step, no hold to pay (its module loads only then).
    if (isModifying()) return modify(level);
    const answer = await placeHold(pageStore.set, level);
    if (!answer.ok) {
      const details = answer.error.details;
      if (answer.error.code === 'E51' && typeof details?.previousTotal === 'number' && typeof details.total === 'number') {
        return dispatch({ type: 'price-changed', priceChange: { previousTotal: details.previousTotal, total: details.total } });
      }
      return fail(answer.error);
    }
    const { holdId, expiresAt, extensionsLeft } = answer.data;
    void logHeldRedemption(holdId);
    setPayment(keepHoldPayment(answer.data));
    dispatch({ type: 'held', hold: { holdId, expiresAt, extensionsLeft } });
  }

  async function modify(level: HoldLevel) {
    const { commitModification } = await import('./modify-commit');
    const answer = await commitModification(level);
    if (!answer) return dispatch({ type: 'failed', code: 'E110' });
    if (!answer.ok) return fail(answer.error);
    forgetCheckout();
    onBooked();
    dispatch({ type: 'modified', confirmNos: answer.data });
    navigation.assign(confirmationAddress(confirmationUrl, answer.data));
  }

  async function pay(hold: Hold) {
    const { items, currencyCode } = inputRef.current.cart;
    const held = storedHoldPayment(hold.holdId);
    // Issue 28 (booking §3 "Payment types", §7): the session is asked for the hold's pay-now amount
    // only (0: the card guarantees, nothing is charged), never the stay's total. Sent, it lets the
    // service refuse a page that shows another amount than the hold's; unknown, it is left out and
    // the service charges the hold's own. The merchant is the first apartment's property.
    const answer = await requestPaymentUrl(pageStore.set, {
      hotelCode: items[0]?.hotelCode ?? '',
      holdId: hold.holdId,
      returnUrl: returnUrlOf(window.location.href),
      amount: held?.payNow,
      currencyCode: held?.currencyCode ?? currencyCode,
    });
    if (!answer.ok) return fail(answer.error);
    navigation.assign(answer.data);
  }

  async function commit(hold: Hold, result: PaymentReturn) {
    const answer = await commitPayment(pageStore.set, { holdId: hold.holdId, ...result });
    // The result is spent either way: a reload of this address must not send it again.
    navigation.replaceAddress(returnUrlOf(window.location.href));
    if (answer.ok) {
      // Done before anything else: the emptied cart may unmount this step before its next effect.
      forgetCheckout();
      onBooked();
      void afterBooked();
      dispatch({ type: 'committed', confirmNos: answer.data });
      // Booked: the cart is emptied (nothing left to book twice), then the confirmation page.
      await pageStore.set(emptyBookedCart);
      return navigation.assign(confirmationAddress(confirmationUrl, answer.data));
    }
    fail(answer.error);
  }

  /** The failure through the error catalogue's dialog (booking spec §8), with the property's contact when only it can help. */
  async function showFailure(code: string) {
    const hotelCode = inputRef.current.cart.items[0]?.hotelCode ?? '';
    const propertyContact =
      bookingErrorEntry(code).action === 'contact-property' ? await propertyContactOf(getApiClient(), language, hotelCode) : undefined;
    showBookingError(
      code,
      {
        retry: () => dispatch({ type: 'retry' }),
        // The rates of the cart's stay (its hotel, dates and rooms as a search), not a rates page without a search.
        'back-to-rates': () => navigation.assign(previousSearchUrl({ cartItems: inputRef.current.cart.items, url: ratesUrl }) ?? ratesUrl),
        // The booking data cannot be used again: the flow and the cart that made it go; the dialog takes the visitor home.
        'start-again': () => {
          forgetCheckout();
          void pageStore.set(emptyBookedCart);
        },
        // A member rate needs the login (E106): once signed in, the failed step runs again.
        'log-in': () => requestLogin({ resume: () => dispatch({ type: 'retry' }) }),
      },
      { language, propertyContact },
    );
  }

  // Each state that has a call runs it once (a re-render or a late answer runs nothing again).
  useEffect(() => {
    if (ranFor.current === state) return;
    ranFor.current = state;
    if (state.name === 'validating') void validate();
    if (state.name === 'holding') void hold();
    if (state.name === 'held' && payPressed.current) dispatch({ type: 'pay' });
    if (state.name === 'paying') {
      payPressed.current = false;
      void pay(state.hold);
    }
    if (state.name === 'committing' && state.hold && returned) void commit(state.hold, returned);
    // The flow state goes with the visitor to the payment page and back; a booked one is done.
    if (state.name === 'confirmed') forgetCheckout();
    else writeEntry(checkoutFlowEntry, state);
    if (state.name === 'failed' && !INLINE_FAILURES.has(state.code)) void showFailure(state.code);

    // oxlint-disable-next-line react/exhaustive-deps -- runs per state object; the calls read the latest input through inputRef
  }, [state]);

  return {
    state,
    /** The hold's payment plan (issue 28): what is charged now and what is due; undefined before a hold or when the service sent none readable. */
    payment: holdOf(state) ? payment : undefined,
    extendedTo,
    /** Pay: validate and hold first, or pay again for the hold in force (after a decline). */
    pay() {
      payPressed.current = true;
      if (state.name === 'summary') dispatch({ type: 'validate' });
      else if (state.name === 'held') dispatch({ type: 'pay' });
      else if (state.name === 'failed') dispatch({ type: 'retry' });
    },
    /** The visitor accepted a changed price: hold at the new price. */
    acceptPrice: () => {
      payPressed.current = true;
      dispatch({ type: 'hold' });
    },
    /** After a hold ended: hold the same cart again. */
    holdAgain: () => dispatch({ type: 'retry' }),
    holdExpired: () => dispatch({ type: 'hold-expired' }),
    /** "Keep my booking" (WCAG 2.2.1): one extension, as long as the service allows. */
    async keep(): Promise<boolean> {
      const held = holdOf(state);
      if (!held || (state.name !== 'held' && state.name !== 'failed')) return false;
      const answer = await extendCheckoutHold(pageStore.set, { holdId: held.holdId, extensionsLeft: held.extensionsLeft });
      if (!answer.ok) return false;
      const { holdId, expiresAt, extensionsLeft } = answer.data;
      // The same hold, the same amounts: a plan in the answer is kept, none leaves the known one.
      if (answer.data.payment.known) setPayment(keepHoldPayment(answer.data));
      // After a declined payment the hold is still in force: back to it, then its new end.
      if (state.name === 'failed') dispatch({ type: 'retry' });
      dispatch({ type: 'hold-extended', hold: { holdId, expiresAt, extensionsLeft } });
      setExtendedTo(Date.parse(expiresAt));
      return true;
    },
  };
}
