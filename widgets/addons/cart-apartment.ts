import type { AddonSearchRequest } from '../../shared/api/addons-service';
import type { CartItem } from '../../shared/domain/booking/cart-item';
import { nightsBetween } from '../../shared/domain/iso-date';
import type { AddonApartment } from './apartment-draft';

const dateOf = (value: string) => value.slice(0, 10);

/**
 * An apartment of the cart as the add-ons see it. The guests are the actual ones (a child at or
 * above the child-age limit counts as an adult, booking spec §3): they bound the counts (§5).
 */
export function addonApartmentOf(item: CartItem): AddonApartment {
  return {
    itemId: item.shoppingCartItemId,
    apartmentNumber: item.apartmentNumber,
    roomTypeName: item.roomRate.roomTypeName,
    nights: Math.max(0, nightsBetween(dateOf(item.startDate), dateOf(item.endDate))),
    guests: { numberOfAdult: item.apartmentGuest.actualNumberOfAdult, numberOfChildren: item.apartmentGuest.actualNumberOfChildren },
    currencyCode: item.currencyCode,
    savedAddons: item.addons,
  };
}

/** The add-ons search for one apartment of the cart, in the cart's currency (contract call 4). */
export function addonSearchOf(item: CartItem): AddonSearchRequest {
  return {
    hotelCode: item.hotelCode,
    startDate: dateOf(item.startDate),
    endDate: dateOf(item.endDate),
    currencyCode: item.currencyCode,
    apartments: [
      {
        apartmentNumber: item.apartmentNumber,
        numberOfAdult: item.apartmentGuest.actualNumberOfAdult,
        numberOfChildren: item.apartmentGuest.actualNumberOfChildren,
        roomTypeCode: item.roomRate.roomTypeCode,
        ratePlanCode: item.roomRate.ratePlanCode,
      },
    ],
  };
}
