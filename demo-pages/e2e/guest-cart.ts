import { testNowMs } from '../../testing/clock';
import type { Page } from './test';

/*
 * The guest cart as the cart store keeps it (booking spec §3 "Cart item", `stay:guest-cart` in
 * shared/storage's stored-value shape), for the specs that start from a cart instead of choosing
 * rates: one item builder and one writer, so the stored shape is written in one place.
 */

export interface GuestCartItemOptions {
  id: string;
  apartmentNumber: number;
  startDate: string;
  endDate: string;
  ratePlanCode?: string;
  ratePlanName?: string;
  templates?: string[];
  isNonRefundable?: boolean;
}

export function guestCartItem({
  id,
  apartmentNumber,
  startDate,
  endDate,
  ratePlanCode = 'BAR',
  ratePlanName,
  templates = [],
  isNonRefundable = false,
}: GuestCartItemOptions) {
  return {
    shoppingCartItemId: id,
    hotelCode: 'SGORCH',
    startDate,
    endDate,
    apartmentNumber,
    apartmentGuest: {
      numberOfAdult: 2,
      numberOfChildren: 0,
      childAges: [],
      actualNumberOfAdult: 2,
      actualNumberOfChildren: 0,
      numberOfGuest: 2,
    },
    promotionCode: '',
    promotionCodeType: 0,
    roomRate: {
      ratePlanCode,
      ratePlanName: ratePlanName ?? ratePlanCode,
      roomTypeCode: 'STUD',
      roomTypeName: 'Studio',
      templates,
      bookingSourceCode: 'IBE',
      rateBreakDown: [],
      isOpg: false,
      cancelPenalty: false,
      requiresLogin: false,
    },
    baseRatePlanCode: 'BAR',
    price: 0,
    tax: 0,
    currencyCode: 'SGD',
    isNonRefundable,
    isNonRedeemable: false,
    shoppingCartDeviceType: 'desktop',
    rateChannel: 'web',
    ratePlanNotEarnPoints: false,
    ratePlanIdentifier: '',
    addons: [],
  };
}

export type GuestCartItem = ReturnType<typeof guestCartItem>;

/** Writes the guest cart into the page's local storage, last modified `ageMs` ago (0: now). */
export async function seedGuestCart(page: Page, items: readonly unknown[], ageMs = 0): Promise<void> {
  await page.evaluate(
    ({ items, lastModified }) => {
      const value = { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', lastModified, items };
      localStorage.setItem('stay:guest-cart', JSON.stringify({ value, storedAt: lastModified }));
    },
    { items, lastModified: testNowMs() - ageMs },
  );
}
