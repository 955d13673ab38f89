import { useLayoutEffect, useRef, useState } from 'react';
import { addressOfStep, checkoutStepOf, type CheckoutStep } from '../../shared/domain/booking/checkout-step';
import { AuthoredNodes } from '../../shared/element/AuthoredNodes';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { isModifying } from '../../shared/store/modify-flag';
import { usePageValue } from '../../shared/store/use-page-value';
import { usePageAddress } from '../../shared/ui/use-page-address';
import { translateCheckout } from './checkout-texts';
import { DowntimeNotice } from './DowntimeNotice';
import { checkoutToSummaryAtom } from './guest-details-state';
import { GuestDetailsStep } from './GuestDetailsStep';
import { StepPlaceholder } from './StepPlaceholder';
import { useSummaryStep } from './use-summary-step';

export interface CheckoutProps {
  /** The region's accessible name; empty: the translated default. */
  label: string;
  /** The rates page, linked from an empty or expired cart. */
  ratesUrl: string;
  /** The cart page, linked to change the stay. */
  cartUrl: string;
  /** The confirmation page (summary and payment opens it after the commit). */
  confirmationUrl: string;
  /** The authored content (an introduction), moved into the widget. */
  nodes: readonly Node[];
}

/**
 * `<stay-checkout>` (issue 16 item 1): the step switch. The step is read from the address and the
 * session flag (`checkoutStepOf`); moving on pushes `?step=2` on the history (no reload), and the
 * browser's Back returns to the guest details. The new step's heading takes the focus.
 */
export function Checkout({ label, ratesUrl, cartUrl, confirmationUrl, nodes }: CheckoutProps) {
  const { language } = useWidgetEnvironment();
  const address = usePageAddress();
  const toSummary = usePageValue(checkoutToSummaryAtom);
  const step = checkoutStepOf(new URLSearchParams(address.search).get('step'), toSummary);
  // `pushState` fires no event: a render after it reads the new address.
  const [, rerender] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<CheckoutStep>(step);
  const Summary = useSummaryStep(step === 2);

  // In the commit, not after paint: the new step's heading and its focus arrive together.
  useLayoutEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const goTo = (next: CheckoutStep) => {
    window.history.pushState(window.history.state, '', addressOfStep(window.location.href, next));
    rerender((count) => count + 1);
  };

  const stepName = translateCheckout(language, step === 1 ? 'stepGuestDetails' : 'stepSummary');
  return (
    <section className="stay-checkout" aria-label={label || translateCheckout(language, 'label')}>
      <AuthoredNodes nodes={nodes} />
      {/* Issue 18 modify flow: the banner's chunk loads only while modifying (DESIGN §7). */}
      {isModifying() && <stay-modify-banner />}
      <h2 className="stay-checkout__step" ref={heading} tabIndex={-1}>
        <span className="stay-checkout__step-count">{translateCheckout(language, 'stepCount', { step, steps: 2 })}</span> {stepName}
      </h2>
      <DowntimeNotice language={language} />
      {step === 1 && <GuestDetailsStep language={language} ratesUrl={ratesUrl} cartUrl={cartUrl} onComplete={() => goTo(2)} />}
      {step === 2 &&
        (Summary ? (
          <Summary onBack={() => goTo(1)} confirmationUrl={confirmationUrl || undefined} ratesUrl={ratesUrl || undefined} />
        ) : (
          <StepPlaceholder language={language} onBack={() => goTo(1)} />
        ))}
    </section>
  );
}
