import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CartItem } from '../../shared/domain/booking/cart-item';
import type { Language } from '../../shared/domain/languages';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { cartAtom, lastRemovedAtom, reloadCart, removeFromCart, undoRemove, type CartView } from '../../shared/store/cart';
import { pageStore } from '../../shared/store/page-store';
import { usePageValue } from '../../shared/store/use-page-value';
import { Button } from '../../shared/ui/Button';
import { Skeleton } from '../../shared/ui/Skeleton';
import { pushRemoveFromCart, pushViewCart } from './cart-analytics';
import { CartItemCard, apartmentName } from './CartItemCard';
import { CartTotalsView } from './CartTotalsView';
import { translate } from './cart-messages';
import { useDisplayEquivalent } from './use-display-equivalent';

export interface CartProps {
  variant: 'full' | 'summary';
  cartUrl: string;
  ratesUrl: string;
  nextUrl: string;
  /** The region's accessible name; empty: the translated default. */
  label: string;
}

type Ready = Extract<CartView, { state: 'ready' }>;

/** What the live region says after a removal, and whether "Undo" is offered. */
type Notice = { text: string; undo: boolean } | undefined;

function Loading({ language }: { language: Language }) {
  return (
    <div className="stay-cart__loading">
      <Skeleton className="stay-cart__skeleton-title" label={translate(language, 'loading')} />
      <Skeleton className="stay-cart__skeleton-card" label="" />
      <Skeleton className="stay-cart__skeleton-line" label="" />
    </div>
  );
}

function Failed({ language }: { language: Language }) {
  return (
    <div className="stay-cart__error" role="alert">
      <p>{translate(language, 'error')}</p>
      <Button className="stay-cart__retry" onClick={() => pageStore.set(reloadCart)}>
        {translate(language, 'retry')}
      </Button>
    </div>
  );
}

/** An empty or expired cart (booking spec §4): why, and the way back to the rates. */
function Nothing({ language, expired, ratesUrl }: { language: Language; expired: boolean; ratesUrl: string }) {
  return (
    <div className={expired ? 'stay-cart__expired' : 'stay-cart__empty'}>
      <p className="stay-cart__message">{translate(language, expired ? 'expired' : 'empty')}</p>
      {ratesUrl && (
        <a className="stay-cart__link" href={ratesUrl}>
          {translate(language, 'backToRates')}
        </a>
      )}
    </div>
  );
}

/**
 * A cart read beyond its bounds (booking spec §5, §9; issue 28 item 8): what was left out and why,
 * or that nothing was left. Shown until the visitor changes the cart.
 */
function Truncated({ language, view }: { language: Language; view: Ready }) {
  const { truncated } = view;
  if (!truncated) return null;
  const texts =
    view.cart.items.length === 0
      ? [translate(language, 'truncatedEmptied')]
      : [
          truncated.refused > 0 ? translate(language, 'truncatedRefused', { count: truncated.refused }) : '',
          truncated.cut > 0 ? translate(language, 'truncatedCut', { max: truncated.maxApartments }) : '',
        ].filter(Boolean);
  return (
    <div className="stay-cart__truncated" role="alert">
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

function Totals({ language, view }: { language: Language; view: Ready }) {
  const equivalent = useDisplayEquivalent(view.totals.total, view.totals.currencyCode);
  return <CartTotalsView language={language} totals={view.totals} equivalent={equivalent} />;
}

/** The rates page's side panel: the apartments, the totals and the way to the cart page. */
function Summary({ language, view, cartUrl }: { language: Language; view: Ready; cartUrl: string }) {
  const { items, currencyCode } = view.cart;
  return (
    <>
      <ul className="stay-cart__items">
        {items.map((item) => (
          <CartItemCard key={item.shoppingCartItemId} language={language} item={item} currencyCode={currencyCode} compact />
        ))}
      </ul>
      <Totals language={language} view={view} />
      {cartUrl && (
        <a className="stay-cart__link stay-cart__review" href={cartUrl}>
          {translate(language, 'reviewStay')}
        </a>
      )}
    </>
  );
}

/** The cart page: one card per apartment, removable with undo, the totals, the next step. */
function FullCart({
  language,
  view,
  nextUrl,
  onRemove,
  removingId,
}: {
  language: Language;
  view: Ready;
  nextUrl: string;
  onRemove: (item: CartItem) => void;
  removingId: string | undefined;
}) {
  const { items, currencyCode } = view.cart;
  return (
    <>
      <ul className="stay-cart__items">
        {items.map((item) => (
          <CartItemCard
            key={item.shoppingCartItemId}
            language={language}
            item={item}
            currencyCode={currencyCode}
            onRemove={onRemove}
            removing={removingId === item.shoppingCartItemId}
          />
        ))}
      </ul>
      <Totals language={language} view={view} />
      {nextUrl && (
        <a className="stay-cart__link stay-cart__next" href={nextUrl}>
          {translate(language, 'continue')}
        </a>
      )}
    </>
  );
}

/**
 * `<stay-cart>` (issue 15 item 3): the cart as the store has it. Removing says so in a polite
 * live region with an "Undo" button, which takes the focus (the removed card's button is gone);
 * undoing gives the focus to the restored apartment's heading.
 */
export function Cart({ variant, cartUrl, ratesUrl, nextUrl, label }: CartProps) {
  const { language } = useWidgetEnvironment();
  const view = usePageValue(cartAtom);
  const [notice, setNotice] = useState<Notice>(undefined);
  const [removingId, setRemovingId] = useState<string | undefined>(undefined);
  const undoButton = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const region = useRef<HTMLElement>(null);
  const viewed = useRef(false);

  const ready = view.state === 'ready' ? view : undefined;
  useEffect(() => {
    if (variant !== 'full' || viewed.current || !ready || ready.cart.items.length === 0) return;
    viewed.current = true;
    pushViewCart(ready.cart.items, ready.cart.currencyCode);
  }, [variant, ready]);

  async function remove(item: CartItem) {
    setRemovingId(item.shoppingCartItemId);
    const name = apartmentName(language, item);
    const result = await pageStore.set(removeFromCart, item.shoppingCartItemId);
    setRemovingId(undefined);
    if (!result.ok) {
      setNotice({ text: translate(language, 'removeFailed', { name }), undo: false });
      return;
    }
    pushRemoveFromCart(item, ready?.cart.currencyCode ?? item.currencyCode);
    setNotice({ text: translate(language, 'removed', { name }), undo: true });
  }

  // The Undo button takes the focus in the commit that shows it (a frame later it could still be
  // missing under load, and the focus was then never moved: a CI failure).
  useLayoutEffect(() => {
    if (notice?.undo) undoButton.current?.focus();
  }, [notice]);

  async function undo() {
    const restoredId = pageStore.get(lastRemovedAtom)?.item.shoppingCartItemId ?? '';
    const result = await pageStore.set(undoRemove);
    setNotice({ text: translate(language, result.ok ? 'restored' : 'undoFailed'), undo: false });
    if (!result.ok) return;
    // The restored card renders once the cart is read again: focus its heading then, else (after 5 s,
    // however many frames a loaded machine draws meanwhile) the cart's title.
    const until = performance.now() + 5_000;
    const focusRestored = () => {
      const heading = region.current?.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(restoredId)}"]`);
      if (heading) heading.focus();
      else if (performance.now() < until) requestAnimationFrame(focusRestored);
      else title.current?.focus();
    };
    focusRestored();
  }

  const empty = ready && ready.cart.items.length === 0;
  return (
    <section
      ref={region}
      className={`stay-cart stay-cart--${variant}`}
      aria-label={label || translate(language, 'label')}
      aria-busy={view.state === 'loading'}
    >
      <h2 className="stay-cart__title" ref={title} tabIndex={-1}>
        {translate(language, variant === 'summary' ? 'summaryTitle' : 'title')}
      </h2>
      <div className="stay-cart__notice" role="status">
        {notice && (
          <>
            <span>{notice.text}</span>
            {notice.undo && (
              <Button ref={undoButton} className="stay-cart__undo" onClick={() => void undo()}>
                {translate(language, 'undo')}
              </Button>
            )}
          </>
        )}
      </div>
      {view.state === 'loading' && <Loading language={language} />}
      {view.state === 'hasError' && <Failed language={language} />}
      {ready && <Truncated language={language} view={ready} />}
      {ready && empty && <Nothing language={language} expired={ready.expired === true} ratesUrl={ratesUrl} />}
      {ready && !empty && variant === 'summary' && <Summary language={language} view={ready} cartUrl={cartUrl} />}
      {ready && !empty && variant === 'full' && (
        <FullCart language={language} view={ready} nextUrl={nextUrl} onRemove={(item) => void remove(item)} removingId={removingId} />
      )}
    </section>
  );
}
