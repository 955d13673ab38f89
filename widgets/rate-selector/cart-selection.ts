import type { NewCartItem } from '../../shared/domain/booking/cart-item';
import { roundLine } from '../../shared/domain/money';
import { roomGuests } from '../../shared/domain/booking/search-criteria';
import type { RateOffer } from './rate-offers';
import type { PropertyRates } from './rates-read';

/** Booking spec §5 point eligibility: NE and NP earn no points, NB and NP redeem none. */
const NO_EARN = ['NE', 'NP'];
const NO_REDEMPTION = ['NB', 'NP'];

/**
 * Apartment `roomIndex` (0-based) of the search with this offer. Its price is one apartment's stay
 * and its share of the tax, each rounded once in the rates' currency (the cart's; contract "Money").
 */
export function newCartItem(rates: PropertyRates, offer: RateOffer, roomIndex: number): NewCartItem {
  const { criteria, packages } = rates;
  const room = criteria.rooms[roomIndex] ?? criteria.rooms[0] ?? { adults: 1, childAges: [] };
  const childAges = room.childAges.filter((age): age is number => age !== null);
  const guests = roomGuests(room, rates.childAgeLimit);
  const { rate } = offer;
  const currencyCode = packages.currencyCode;
  return {
    hotelCode: rates.hotelCode,
    startDate: criteria.startDate,
    endDate: criteria.endDate,
    apartmentGuest: { numberOfAdult: room.adults, numberOfChildren: childAges.length, childAges, ...guests },
    promotionCode: criteria.discountCode,
    promotionCodeType: criteria.discountCodeType,
    roomRate: {
      ratePlanCode: rate.ratePlanCode,
      ratePlanName: rate.ratePlanName,
      roomTypeCode: rate.roomTypeCode,
      roomTypeName: rate.roomTypeName,
      templates: rate.templates,
      bookingSourceCode: rate.bookingSourceCode,
      rateBreakDown: rate.rateBreakDown,
      isOpg: offer.isOpg,
      cancelPenalty: offer.cancelPenalty,
      requiresLogin: rate.requiresLogin,
    },
    baseRatePlanCode: rates.baseRatePlanCode,
    price: roundLine(offer.stayPrice, currencyCode),
    tax: roundLine(rate.totalTax / Math.max(1, criteria.rooms.length), currencyCode),
    currencyCode,
    ...(criteria.ssid ? { ssid: criteria.ssid } : {}),
    isNonRefundable: rate.isNonRefundable,
    isNonRedeemable: NO_REDEMPTION.includes(rate.identifierType),
    ratePlanNotEarnPoints: NO_EARN.includes(rate.identifierType),
    ratePlanIdentifier: rate.identifierType,
  };
}
