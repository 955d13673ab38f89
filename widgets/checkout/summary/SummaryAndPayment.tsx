import { useEffect, useMemo, useRef } from 'react';
import type { CartItem } from '../../../shared/domain/booking/cart-item';
import { guestDetailsAtom } from '../../../shared/store/checkout/guest-details-entry';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/domain/languages';
import { isGuestDetailsComplete } from '../../../shared/domain/booking/guest-details';
import { paymentTypeOf } from '../../../shared/domain/booking/payment-type';
import { useWidgetEnvironment } from '../../../shared/element/widget-environment';
import { cartAtom, reloadCart, type CartView } from '../../../shared/store/cart';
import { pageStore } from '../../../shared/store/page-store';
import { usePageValue } from '../../../shared/store/use-page-value';
import { useServerRead } from '../../../shared/store/use-server-read';
import { reportEmptyCart } from '../../../shared/store/checkout/empty-cart';
import { Button } from '../../../shared/ui/Button';
import { Skeleton } from '../../../shared/ui/Skeleton';
import { useTranslationsLoaded } from '../../../shared/ui/use-translations-loaded';
import { FlowStatus } from './FlowStatus';
import { navigation } from './navigation';
import { HoldCountdown } from './HoldCountdown';
import { PaymentInfo, type ShownPayment } from './PaymentInfo';
import { paymentFactsKey, paymentFactsRead, type PaymentFacts } from './payment-facts-read';
import { paymentReturnOf } from './payment-return';
import { PriceChanged } from './PriceChanged';
import { StaySummary, type ShownGuest } from './StaySummary';
import { pushAddPaymentInfo, pushSummaryStep } from './summary-analytics';
import { translate } from './summary-messages';
import { holdConfigurationOf, pointRulesRead } from './hold-configuration';
import { INLINE_FAILURES, useSummaryFlow } from './use-summary-flow';
import { isModifying } from '../../../shared/store/modify-flag';
import { PointsAtCheckout } from './points/PointsAtCheckout';
import { VoucherEntry } from './vouchers/VoucherEntry';
import { useShownPayment } from './use-shown-payment';

export interface SummaryAndPaymentProps {
  /** Back to the guest details step (the checkout's step switch). */
  onBack: () => void;
  /** The confirmation page; default `/{lang}/booking/confirmation/` (`data-confirmation-url` of `<stay-checkout>`). */
  confirmationUrl?: string | undefined;
  /** The rates page, for "back to rates"; default the language root's booking search. */
  ratesUrl?: string | undefined;
}

type ReadyCart = Extract<CartView, { state: 'ready' }>;

const languagePath = (language: Language, path: string) => (language === DEFAULT_LANGUAGE ? path : `/${language}${path}`);

/** Booking spec §3 "Payment types": per rate and property, with the property's card facts. */
function paymentsOf(items: readonly CartItem[], facts: PaymentFacts): ShownPayment[] {
  const seen = new Map<string, ShownPayment>();
  for (const item of items) {
    const key = `${item.hotelCode}:${item.roomRate.ratePlanCode}`;
    if (seen.has(key)) continue;
    seen.set(key, {
      key,
      hotelCode: item.hotelCode,
      ratePlanName: item.roomRate.ratePlanName,
      paymentType: paymentTypeOf({ isOpg: item.roomRate.isOpg, hotelCode: item.hotelCode, ...facts }),
      cardTypes: facts.cardTypes[item.hotelCode] ?? [],
      cardPaymentAvailable: facts.cardPaymentAvailable[item.hotelCode] ?? true,
    });
  }
  return [...seen.values()];
}

interface StepProps {
  view: ReadyCart;
  onBack: () => void;
  confirmationUrl: string;
  ratesUrl: string;
  onBooked: () => void;
}

function Step({ view, onBack, confirmationUrl, ratesUrl, onBooked }: StepProps) {
  const { language, direction } = useWidgetEnvironment();
  const guestDetails = usePageValue(guestDetailsAtom);
  const { cart, totals } = view;
  const factsKey = useMemo(() => paymentFactsKey(language, cart.items), [language, cart.items]);
  const facts = useServerRead(paymentFactsRead, factsKey).state;
  const pointRules = useServerRead(pointRulesRead, language).state;
  const known = facts.state === 'hasData' ? facts.data : undefined;
  const flow = useSummaryFlow({ language, cart, guestDetails, facts: known, ratesUrl, confirmationUrl, onBooked });
  const { state } = flow;
  const stepped = useRef(false);
  const payment = useShownPayment({ items: cart.items, currencyCode: totals.currencyCode, facts: known, state, heldPayment: flow.payment });

  useEffect(() => {
    if (stepped.current) return;
    stepped.current = true;
    pushSummaryStep(cart.items, cart.currencyCode);
  }, [cart]);

  const guests: Record<string, ShownGuest> = guestDetails.apartments;
  const hold = state.name === 'held' || state.name === 'failed' ? state.hold : undefined;
  const busy =
    state.name === 'validating' ||
    state.name === 'holding' ||
    state.name === 'paying' ||
    state.name === 'committing' ||
    state.name === 'confirmed';
  const answeredInPlace = state.name === 'failed' && INLINE_FAILURES.has(state.code);
  // A new hold needs every apartment's guest; the e-mail lives in the page only (storage may never
  // hold one), so after the payment page's return a new hold asks for it on the guest details again.
  const detailsComplete = isGuestDetailsComplete(
    guestDetails,
    cart.items.map((item) => item.shoppingCartItemId),
  );
  const holdAgain = () => (detailsComplete ? flow.holdAgain() : onBack());
  const pay = () => {
    if (busy) return;
    if (!hold && !detailsComplete) return onBack();
    pushAddPaymentInfo(cart.items, cart.currencyCode);
    flow.pay();
  };

  return (
    <>
      {known ? (
        <PaymentInfo language={language} payments={paymentsOf(cart.items, known)} />
      ) : (
        <Skeleton className="stay-checkout-summary__payment-loading" label={translate(language, 'loading')} />
      )}
      <StaySummary language={language} items={cart.items} totals={totals} guests={guests} payment={payment} onChangeDetails={onBack} />
      {!hold && <VoucherEntry language={language} items={cart.items} totals={totals} />}
      {pointRules.state !== 'loading' && (
        <PointsAtCheckout
          language={language}
          direction={direction}
          items={cart.items}
          currencyCode={totals.currencyCode}
          configuration={holdConfigurationOf(pointRules.state === 'hasData' ? pointRules.data : undefined)}
          locked={!!hold || busy}
        />
      )}
      {hold && (
        <HoldCountdown
          language={language}
          direction={direction}
          expiresAt={Date.parse(hold.expiresAt)}
          extensionsLeft={hold.extensionsLeft}
          onKeep={flow.keep}
          onExpired={flow.holdExpired}
        />
      )}
      <FlowStatus language={language} state={state} extendedTo={flow.extendedTo} onHoldAgain={holdAgain} onTryAgain={pay} />
      {state.name === 'summary' && state.priceChange && (
        <PriceChanged
          language={language}
          direction={direction}
          previousTotal={state.priceChange.previousTotal}
          total={state.priceChange.total}
          currencyCode={totals.currencyCode}
          onAccept={flow.acceptPrice}
          onBackToRates={() => navigation.assign(ratesUrl)}
        />
      )}
      <div className="stay-checkout-summary__actions">
        <Button className="stay-checkout-summary__secondary" onClick={onBack}>
          {translate(language, 'back')}
        </Button>
        {!answeredInPlace && (
          <Button className="stay-checkout-summary__primary stay-checkout-summary__pay" aria-disabled={busy || undefined} onClick={pay}>
            {/* Booking §4 modify flow: the change is committed, not paid (modify-commit.ts). */}
            {translate(language, isModifying() ? 'confirmChange' : 'pay')}
          </Button>
        )}
      </div>
    </>
  );
}

/**
 * The summary and payment step of `<stay-checkout>` (issue 16 items 1 and 2): the stay and its
 * guests as they will be booked, how each rate is paid, then Pay: pre-booking
 * validate, hold, the hosted payment page, and on return the commit and the confirmation page.
 */
export function SummaryAndPayment(props: SummaryAndPaymentProps) {
  const { language } = useWidgetEnvironment();
  // This step's chunk loads after the checkout rendered: it shows once its texts are there, never in English for a moment.
  const loaded = useTranslationsLoaded(language);
  return loaded ? <SummaryAndPaymentStep {...props} /> : <div className="stay-checkout-summary" aria-busy="true" />;
}

function SummaryAndPaymentStep({ onBack, confirmationUrl, ratesUrl }: SummaryAndPaymentProps) {
  const { language } = useWidgetEnvironment();
  const view = usePageValue(cartAtom);
  const itemCount = view.state === 'ready' ? view.cart.items.length : undefined;
  // Emptied by the booking itself (on its way to the confirmation page): not an "empty cart".
  const booked = useRef(false);
  // Booking spec §4: an empty cart on summary or payment (on the way back from the payment page) says so to the page and clears the session cart.
  useEffect(() => {
    if (itemCount !== 0 || booked.current) return;
    reportEmptyCart(paymentReturnOf(window.location.search) ? { name: 'committing', hold: undefined } : { name: 'summary' }, itemCount);
  }, [itemCount]);
  const confirmation = confirmationUrl || languagePath(language, '/booking/confirmation/');
  const rates = ratesUrl || languagePath(language, '/booking/search/');
  return (
    // The checkout names the step in its own heading (h2): this step's parts are h3.
    <div className="stay-checkout-summary" aria-busy={view.state === 'loading'}>
      {view.state === 'loading' && <Skeleton className="stay-checkout-summary__loading" label={translate(language, 'loading')} />}
      {view.state === 'hasError' && (
        <div role="alert">
          <p>{translate(language, 'cartFailed')}</p>
          <Button onClick={() => pageStore.set(reloadCart)}>{translate(language, 'retry')}</Button>
        </div>
      )}
      {view.state === 'ready' && view.cart.items.length === 0 && booked.current && (
        <p className="stay-checkout-summary__status" role="status">
          {translate(language, 'committing')}
        </p>
      )}
      {view.state === 'ready' && view.cart.items.length === 0 && !booked.current && (
        <p className="stay-checkout-summary__empty">
          {translate(language, 'emptyCart')} <a href={rates}>{translate(language, 'backToRates')}</a>
        </p>
      )}
      {view.state === 'ready' && view.cart.items.length > 0 && (
        <Step
          view={view}
          onBack={onBack}
          confirmationUrl={confirmation}
          ratesUrl={rates}
          onBooked={() => {
            booked.current = true;
          }}
        />
      )}
    </div>
  );
}
