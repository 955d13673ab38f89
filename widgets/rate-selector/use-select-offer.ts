import { atom } from 'jotai/vanilla';
import { useCallback, useEffect, useState } from 'react';
import type { NewCartItem } from '../../shared/domain/booking/cart-item';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { pageStore } from '../../shared/store/page-store';
import { addToCart, cartAtom, type CartView } from '../../shared/store/cart';
import { usePageValue } from '../../shared/store/use-page-value';
import { newCartItem } from './cart-selection';
import { pushRateEcommerce } from './rate-analytics';
import type { RateOffer } from './rate-offers';
import type { PropertyRates } from './rates-read';
import { translate } from './texts';

export interface OfferSelection {
  /** The apartment of the search being chosen (0-based). */
  roomIndex: number;
  allChosen: boolean;
  /** What the polite live region says after a selection. */
  announcement: string;
  busy: boolean;
  select: (offer: RateOffer, apartmentName: string) => void;
}

/** A member rate waiting for the login: the cart store adds it after the login (its `resume`). */
interface AwaitingLogin {
  item: NewCartItem;
  offer: RateOffer;
  apartmentName: string;
  roomIndex: number;
  /** How many items of this stay and rate the cart held before the login (read once the cart is ready). */
  before: number | undefined;
}

/** While nothing waits for a login, the cart is not read here (the page's cart summary reads it). */
const NO_CART = atom<CartView>({ state: 'loading' });

function itemsLike(view: CartView, item: NewCartItem): number | undefined {
  if (view.state !== 'ready') return undefined;
  return view.cart.items.filter(
    (candidate) =>
      candidate.hotelCode === item.hotelCode &&
      candidate.startDate.startsWith(item.startDate) &&
      candidate.endDate.startsWith(item.endDate) &&
      candidate.roomRate.ratePlanCode === item.roomRate.ratePlanCode &&
      candidate.roomRate.roomTypeCode === item.roomRate.roomTypeCode,
  ).length;
}

/**
 * The deep link's `apartments` preselects the apartment being chosen: a number from 1 to the
 * number of rooms (decision: the spec keeps its format open, README); anything else starts at 1.
 */
function firstRoomIndex(rates: PropertyRates): number {
  const wanted = Number(rates.criteria.apartments);
  return Number.isInteger(wanted) && wanted >= 1 && wanted <= rates.criteria.rooms.length ? wanted - 1 : 0;
}

/**
 * "Select": one apartment of the search at a time, in order (apartment 1, then 2, …), each added
 * through the cart store's `addToCart` (DESIGN.md §8: the only writer of the cart). A member rate
 * chosen by a guest: the store opens the login modal and adds the item after the login (booking
 * spec §4); the page then sees it arrive in the cart and goes on as after any other selection.
 */
export function useSelectOffer(rates: PropertyRates): OfferSelection {
  const { language } = useWidgetEnvironment();
  const [roomIndex, setRoomIndex] = useState(() => firstRoomIndex(rates));
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const [awaiting, setAwaiting] = useState<AwaitingLogin | undefined>(undefined);
  const cart = usePageValue(awaiting ? cartAtom : NO_CART);
  const rooms = rates.criteria.rooms.length;

  const added = useCallback(
    (offer: RateOffer, apartmentName: string, index: number) => {
      pushRateEcommerce('add_to_cart', rates, [offer]);
      setAnnouncement(translate(language, 'added', { apartment: apartmentName, rate: offer.rate.ratePlanName }));
      setRoomIndex(index + 1);
    },
    [rates, language],
  );

  useEffect(() => {
    if (!awaiting) return;
    const count = itemsLike(cart, awaiting.item);
    if (count === undefined) return;
    // The login takes the visitor a while: the cart is read long before the item can arrive.
    if (awaiting.before === undefined) return setAwaiting({ ...awaiting, before: count });
    if (count <= awaiting.before) return;
    setAwaiting(undefined);
    added(awaiting.offer, awaiting.apartmentName, awaiting.roomIndex);
  }, [awaiting, cart, added]);

  const select = (offer: RateOffer, apartmentName: string) => {
    if (busy || roomIndex >= rooms) return;
    pushRateEcommerce('select_item', rates, [offer]);
    const item = newCartItem(rates, offer, roomIndex);
    setBusy(true);
    setAnnouncement('');
    void pageStore.set(addToCart, item).then((result) => {
      setBusy(false);
      if (result.ok) return added(offer, apartmentName, roomIndex);
      if (result.reason === 'login-required') {
        setAwaiting({ item, offer, apartmentName, roomIndex, before: undefined });
        return setAnnouncement(translate(language, 'loginToContinue'));
      }
      setAnnouncement(translate(language, 'addFailed'));
    });
  };
  return { roomIndex, allChosen: roomIndex >= rooms, announcement, busy, select };
}
