import { useCallback, useSyncExternalStore } from 'react';
import type { Language } from '../../shared/domain/languages';
import { listenStayEvent } from '../../shared/element/stay-events';
import { readEntry, subscribeEntry } from '../../shared/storage';
import { cartSummaryEntry } from '../../shared/store/cart/cart-count-entry';
import { translateNavigation } from './messages';

/**
 * The header's cart count (issue 15 item 4): read from the small summary entry the cart store
 * keeps current (`shared/store/cart/cart-count-entry.ts`), followed through storage changes (this
 * tab and others) and `stay:cart-change`. The cart store itself is not loaded: the header's budget
 * has no room for it (DESIGN.md §7).
 */
function subscribeCount(onChange: () => void): () => void {
  const stopEntry = subscribeEntry(cartSummaryEntry, onChange);
  const stopEvent = listenStayEvent(window, 'stay:cart-change', onChange);
  return () => {
    stopEntry();
    stopEvent();
  };
}

const readCount = (): number => readEntry(cartSummaryEntry)?.count ?? 0;

/** "Cart, 2 items": a link to the cart page, shown only while the cart holds something. */
export function CartCount({ language, cartUrl }: { language: Language; cartUrl: string }) {
  const count = useSyncExternalStore(useCallback(subscribeCount, []), readCount);
  if (!cartUrl || count === 0) return null;
  const items = new Intl.PluralRules(language).select(count) === 'one' ? 'cartItemsOne' : 'cartItemsOther';
  return (
    <a className="stay-navigation__tool stay-navigation__cart" href={cartUrl}>
      <span className="stay-navigation__icon stay-navigation__icon--cart" aria-hidden="true" />
      <span className="stay-navigation__tool-label" aria-hidden="true">
        {translateNavigation(language, 'cart')}
      </span>
      <span className="stay-navigation__cart-count" aria-hidden="true">
        {count}
      </span>
      <span className="stay-visually-hidden">{translateNavigation(language, items, { count: String(count) })}</span>
    </a>
  );
}
