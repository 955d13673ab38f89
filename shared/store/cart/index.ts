import { atom, type Atom } from 'jotai/vanilla';
import { watchSession } from '../../session/login-session';
import { readEntry, subscribeEntry } from '../../storage';
import { guestCartEntry } from '../booking-session-entries';
import { signedInAtom } from '../session-atoms';
import { cartSummaryEntry } from './cart-count-entry';
import { guestCartRead, guestView, memberCartKeyAtom, memberCartRead, readyView, viewOf, type CartView } from './cart-reads';
import { mergeGuestCart } from './cart-merge-at-login';
import { isSignedInNow } from './cart-actions';

/**
 * The cart store (issue 15 contract; DESIGN.md §8 "One cart"): the only writer of the cart,
 * whatever element the visitor uses. Guests' carts live in local storage and are priced by the
 * service; members' carts live in the service, per currency and device type. Two tabs converge:
 * guests through `storage` events on the cart entry, members through the revision of the cart
 * summary entry that every write bumps, and both when the tab becomes visible again.
 */
export {
  addToCart,
  removeFromCart,
  undoRemove,
  setItemAddons,
  emptyBookedCart,
  lastRemovedAtom,
  type CartWriteResult,
} from './cart-actions';
export type { Cart, CartView } from './cart-reads';
export type { NewCartItem } from '../../domain/booking/cart-item';

type SyncAction = 'guest-changed' | 'summary-changed' | 'visible' | 'session-changed';

const seenRevisionAtom = atom<number | undefined>(undefined);

/** Follows what changes the cart outside this store while any element shows it. */
const cartSyncAtom = atom(0, (get, set, action: SyncAction) => {
  if (action === 'guest-changed') set(guestCartRead.reload('guest'));
  if (action === 'visible') {
    set(guestCartRead.reload('guest'));
    set(memberCartRead.invalidate);
  }
  if (action === 'summary-changed') {
    // This tab's own writes bump the revision too: its reads were already invalidated by the write.
    const revision = readEntry(cartSummaryEntry)?.revision;
    if (revision !== get(seenRevisionAtom)) set(memberCartRead.invalidate);
    set(seenRevisionAtom, revision);
  }
  // The cookie itself, not `signedInAtom`: its own listener may not have run yet.
  if (action === 'session-changed' && isSignedInNow()) void mergeGuestCart(set);
});
cartSyncAtom.onMount = (dispatch) => {
  const stops = [
    subscribeEntry(guestCartEntry, () => dispatch('guest-changed')),
    subscribeEntry(cartSummaryEntry, () => dispatch('summary-changed')),
    watchSession(() => dispatch('session-changed')),
  ];
  const onVisible = () => document.visibilityState === 'visible' && dispatch('visible');
  document.addEventListener('visibilitychange', onVisible);
  dispatch('summary-changed');
  dispatch('session-changed');
  return () => {
    stops.forEach((stop) => stop());
    document.removeEventListener('visibilitychange', onVisible);
  };
};

/**
 * The cart as every element shows it: loading, ready (with totals, `expired` for an outlived guest
 * cart, `truncated` for a cart read beyond its bounds), or the failure.
 */
export const cartAtom: Atom<CartView> = atom((get) => {
  get(cartSyncAtom);
  if (get(signedInAtom)) return viewOf(get(memberCartRead.state(get(memberCartKeyAtom))), (answer) => readyView(answer, false));
  return viewOf(get(guestCartRead.state('guest')), guestView);
});

/** How many apartments the cart holds (0 while loading, failed or expired). */
export const cartCountAtom: Atom<number> = atom((get) => {
  const view = get(cartAtom);
  return view.state === 'ready' ? view.cart.items.length : 0;
});

/** Reads the cart again (the widget's "retry"). */
export const reloadCart = atom(null, (get, set) => {
  set(guestCartRead.reload('guest'));
  set(memberCartRead.reload(get(memberCartKeyAtom)));
});
