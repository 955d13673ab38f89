import { useCallback, useState } from 'react';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { addRateToCart } from './add-to-cart';
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
 * to the cart through the cart store (DESIGN.md §8: the only writer). A member rate chosen by a
 * guest opens the login modal and the same selection continues after the login (booking spec §4).
 */
export function useSelectOffer(rates: PropertyRates): OfferSelection {
  const { language } = useWidgetEnvironment();
  const [roomIndex, setRoomIndex] = useState(() => firstRoomIndex(rates));
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);
  const rooms = rates.criteria.rooms.length;

  const add = useCallback(
    async (offer: RateOffer, apartmentName: string, index: number): Promise<void> => {
      setBusy(true);
      setAnnouncement('');
      const resume = () => void add(offer, apartmentName, index);
      const result = await addRateToCart(newCartItem(rates, offer, index), resume);
      setBusy(false);
      if (result.ok) {
        pushRateEcommerce('add_to_cart', rates, [offer]);
        setAnnouncement(translate(language, 'added', { apartment: apartmentName, rate: offer.rate.ratePlanName }));
        setRoomIndex(index + 1);
        return;
      }
      setAnnouncement(translate(language, result.reason === 'login-required' ? 'loginToContinue' : 'addFailed'));
    },
    [rates, language],
  );

  const select = (offer: RateOffer, apartmentName: string) => {
    if (busy || roomIndex >= rooms) return;
    pushRateEcommerce('select_item', rates, [offer]);
    void add(offer, apartmentName, roomIndex);
  };
  return { roomIndex, allChosen: roomIndex >= rooms, announcement, busy, select };
}
