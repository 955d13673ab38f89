import type { CartItem } from '../../shared/domain/booking/cart-item';
import type { Language } from '../../shared/domain/languages';
import { cartAtom, reloadCart } from '../../shared/store/cart';
import { pageStore } from '../../shared/store/page-store';
import { usePageValue } from '../../shared/store/use-page-value';
import { Button } from '../../shared/ui/Button';
import { Skeleton } from '../../shared/ui/Skeleton';
import { translateCheckout } from './checkout-texts';
import { GuestDetailsForm } from './GuestDetailsForm';

export interface GuestDetailsStepProps {
  language: Language;
  ratesUrl: string;
  cartUrl: string;
  /** The details are complete and kept: show summary and payment. */
  onComplete: () => void;
}

function Loading({ language }: { language: Language }) {
  return (
    <div className="stay-checkout__loading" aria-busy="true">
      <Skeleton className="stay-checkout__skeleton-title" label={translateCheckout(language, 'loading')} />
      <Skeleton className="stay-checkout__skeleton-block" label="" />
      <Skeleton className="stay-checkout__skeleton-block" label="" />
    </div>
  );
}

/** An empty or expired cart (booking spec §4): why, and the way back to the rates. */
function NothingToBook({ language, expired, ratesUrl }: { language: Language; expired: boolean; ratesUrl: string }) {
  return (
    <div className="stay-checkout__empty">
      <p>{translateCheckout(language, expired ? 'expired' : 'empty')}</p>
      {ratesUrl && <a href={ratesUrl}>{translateCheckout(language, 'backToRates')}</a>}
    </div>
  );
}

/** Step 1 (booking spec §2 guest details): the cart as the store has it, then the form for its apartments. */
export function GuestDetailsStep({ language, ratesUrl, cartUrl, onComplete }: GuestDetailsStepProps) {
  const view = usePageValue(cartAtom);
  if (view.state === 'loading') return <Loading language={language} />;
  if (view.state === 'hasError')
    return (
      <div className="stay-checkout__error" role="alert">
        <p>{translateCheckout(language, 'error')}</p>
        <Button onClick={() => pageStore.set(reloadCart)}>{translateCheckout(language, 'retry')}</Button>
      </div>
    );
  const items: readonly CartItem[] = view.cart.items;
  if (items.length === 0) return <NothingToBook language={language} expired={view.expired === true} ratesUrl={ratesUrl} />;
  return (
    <GuestDetailsForm language={language} items={items} currencyCode={view.cart.currencyCode} cartUrl={cartUrl} onComplete={onComplete} />
  );
}
