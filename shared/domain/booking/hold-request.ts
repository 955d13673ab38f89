import { bookingSourceCode, CORPORATE_CODE_TYPE, STAFF_CODE_TYPE, type BookingSourceCode } from './booking-source';
import type { CartAddon, CartItem } from './cart-item';
import type { ApartmentGuestDetails, GuestDetails } from './guest-details';
import { cardFlags, type CardFlags } from './payment-type';

/**
 * Booking spec §3 "Hold request (per room)" and "Hold level": what `POST /api/v2/checkout/hold`
 * takes (issue 16 contract, call 5), built from the cart, the guest details and the property's
 * card lists. Points and vouchers beyond the cart's own voucher fields come with issue 17.
 */
export type PaymentMethod = 'card' | 'wallet';

export interface HoldNight {
  /** ISO date of the night. */
  date: string;
  /** Booking §3 "a formatted night label per night", §9 "Dates formatted DD-MM-YYYY". */
  night: string;
  price: number;
}

export interface HoldRequest extends CardFlags {
  shoppingCartItemId: string;
  apartmentNumber: number;
  guestDetails: ApartmentGuestDetails;
  hotelCode: string;
  startDate: string;
  endDate: string;
  numberOfAdult: number;
  numberOfChildren: number;
  childAges: number[];
  /** "2 children: 4, 7" in the page language; '' without children. */
  childAgeText: string;
  roomTypeCode: string;
  ratePlanCode: string;
  /** The apartment's stay as priced in the cart. */
  convertPrice: { price: number; tax: number; currencyCode: string };
  promotionCode: string;
  promotionCodeType: number;
  voucherReservedId?: string | undefined;
  acceptCondition: boolean;
  paymentMethod: PaymentMethod;
  rateBreakDown: HoldNight[];
  rateDescription: string;
  bookingSourceCode: BookingSourceCode;
  /** Issue 17 item 1 (booking §3 isRedeem, isFullRedeem): points pay part or all of this room. */
  isRedeem?: boolean | undefined;
  isFullRedeem?: boolean | undefined;
  pointRedeemed?: number | undefined;
}

export interface HoldAddon extends CartAddon {
  shoppingCartItemId: string;
  apartmentNumber: number;
}

export interface HoldLevel {
  rooms: HoldRequest[];
  addons: HoldAddon[];
  voucherCode?: string | undefined;
  /** Issue 17 vouchers (booking §3 "Hold level"): the applied voucher's currency, amount, category, and that it is redeemed. */
  voucherCurrency?: string | undefined;
  voucherAmountRedeemed?: number | undefined;
  voucherCategory?: string | undefined;
  isRedeemVoucher?: boolean | undefined;
  /** Booking configuration's no-earn identifiers (NE, NP), passed on (booking §3, §5). */
  noEarnIdentifiers: string[];
  /** Booking configuration's no-redemption identifiers (NB, NP), passed on. */
  noRedemptionIdentifiers: string[];
  /** The configured suppression, as configured: groups split by `;`, then `,` (booking §5). */
  ratePlanSuppressesPointRedemptions: string;
  /** Issue 17 item 1: the points spent with this hold (reserved with it, redeemed on commit). */
  pointRedeemed?: number | undefined;
}

/** The points chosen at checkout, split over the rooms (`splitRedemption`, shared/domain/loyalty/redemption.ts). */
export interface HoldRedemption {
  points: number;
  rooms: readonly { shoppingCartItemId: string; pointRedeemed: number; isFullRedeem: boolean }[];
}

/** The booking configuration's fields the hold carries (content spec §3 "Configuration"). */
export interface HoldConfiguration {
  noEarnIdentifiers: readonly string[];
  noRedemptionIdentifiers: readonly string[];
  ratePlanSuppressesPointRedemptions: string;
  /** `corporateASRIdentifier` (ASRC): a rate with this template or source code is a corporate ASR rate. */
  corporateAsrIdentifier: string;
}

export interface HoldInput {
  items: readonly CartItem[];
  guestDetails: GuestDetails;
  paymentMethod: PaymentMethod;
  suppressCardHotels: readonly string[];
  optionalCardHotels: readonly string[];
  configuration: HoldConfiguration;
  /** The page language's child-age text from the ages as shown ('<1' for 0, booking §3). */
  childAgeText: (ages: readonly string[]) => string;
  /** Issue 17 item 1: points paying part of the booking, when the member chose some. */
  redemption?: HoldRedemption | undefined;
}

/** `2026-04-01` (or with a time) → `01-04-2026` (booking §9). */
export function formatNightLabel(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

/** Booking §3: "Child age 0 is displayed as '<1'". */
export const displayedChildAge = (age: number): string => (age === 0 ? '<1' : String(age));

const sameCode = (a: string, b: string) => a.trim() !== '' && a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The ASR flags of a rate. The spec names the codes but not where ASR comes from; our decision: a
 * rate whose templates or booking source code name ASR is an ASR rate, and one naming the
 * configured corporate ASR identifier a corporate ASR rate.
 */
function asrFlags(item: CartItem, corporateAsrIdentifier: string): { asr: boolean; corporateAsr: boolean } {
  const names = [...item.roomRate.templates, item.roomRate.bookingSourceCode];
  return {
    asr: names.some((name) => sameCode(name, 'ASR') || sameCode(name, 'APASR')),
    corporateAsr: names.some((name) => sameCode(name, corporateAsrIdentifier) || sameCode(name, `AP${corporateAsrIdentifier}`)),
  };
}

/**
 * The code type the booking source follows: the cart's promotion code type, or, when that is not
 * corporate or staff, the rate's own kind as the rate feed named it (a COBE or STAFF rate plan is
 * corporate or staff whatever code the search carried: booking §4 "Rate templates").
 */
function codeTypeOf(item: CartItem): number {
  if (item.promotionCodeType === CORPORATE_CODE_TYPE || item.promotionCodeType === STAFF_CODE_TYPE) return item.promotionCodeType;
  const source = item.roomRate.bookingSourceCode.trim().toUpperCase();
  if (source === 'COBE' || source === 'APCORP') return CORPORATE_CODE_TYPE;
  if (source === 'STAFF' || source === 'APSTF') return STAFF_CODE_TYPE;
  return item.promotionCodeType;
}

function holdRequestOf(item: CartItem, guestDetails: ApartmentGuestDetails, input: HoldInput): HoldRequest {
  const { apartmentGuest, roomRate } = item;
  const ages = apartmentGuest.childAges;
  return {
    shoppingCartItemId: item.shoppingCartItemId,
    apartmentNumber: item.apartmentNumber,
    guestDetails,
    hotelCode: item.hotelCode,
    startDate: item.startDate.slice(0, 10),
    endDate: item.endDate.slice(0, 10),
    numberOfAdult: apartmentGuest.numberOfAdult,
    numberOfChildren: apartmentGuest.numberOfChildren,
    childAges: [...ages],
    childAgeText: ages.length > 0 ? input.childAgeText(ages.map(displayedChildAge)) : '',
    roomTypeCode: roomRate.roomTypeCode,
    ratePlanCode: roomRate.ratePlanCode,
    convertPrice: { price: item.price, tax: item.tax, currencyCode: item.currencyCode },
    promotionCode: item.promotionCode,
    promotionCodeType: item.promotionCodeType,
    voucherReservedId: item.voucherReservedId,
    acceptCondition: input.guestDetails.acceptConditions,
    paymentMethod: input.paymentMethod,
    rateBreakDown: roomRate.rateBreakDown.map(({ date, price }) => ({ date, night: formatNightLabel(date), price })),
    rateDescription: roomRate.ratePlanName,
    ...cardFlags({
      isOpg: roomRate.isOpg,
      hotelCode: item.hotelCode,
      suppressCardHotels: input.suppressCardHotels,
      optionalCardHotels: input.optionalCardHotels,
    }),
    bookingSourceCode: bookingSourceCode({
      channel: item.rateChannel,
      codeType: codeTypeOf(item),
      ...asrFlags(item, input.configuration.corporateAsrIdentifier),
    }),
  };
}

export type HoldLevelResult = { ok: true; level: HoldLevel } | { ok: false; missingGuestDetails: string[] };

/**
 * The hold for the whole cart, one room per cart apartment in apartment order. Refused (with the
 * apartments concerned) when an apartment has no guest details: the checkout asks for them first.
 */
export function buildHoldLevel(input: HoldInput): HoldLevelResult {
  const items = [...input.items].sort((a, b) => a.apartmentNumber - b.apartmentNumber);
  const missingGuestDetails = items
    .filter((item) => !input.guestDetails.apartments[item.shoppingCartItemId])
    .map((item) => item.shoppingCartItemId);
  if (missingGuestDetails.length > 0) return { ok: false, missingGuestDetails };
  const rooms = items.map((item) => holdRequestOf(item, input.guestDetails.apartments[item.shoppingCartItemId]!, input));
  const addons = items.flatMap((item) =>
    item.addons.map((addon) => ({ ...addon, shoppingCartItemId: item.shoppingCartItemId, apartmentNumber: item.apartmentNumber })),
  );
  const { configuration, redemption } = input;
  // Issue 17 item 1: the rooms the points pay say so (booking §3 isRedeem, isFullRedeem).
  if (redemption && redemption.points > 0) {
    for (const room of rooms) {
      const split = redemption.rooms.find((entry) => entry.shoppingCartItemId === room.shoppingCartItemId);
      if (split && split.pointRedeemed > 0)
        Object.assign(room, { isRedeem: true, isFullRedeem: split.isFullRedeem, pointRedeemed: split.pointRedeemed });
    }
  }
  return {
    ok: true,
    level: {
      rooms,
      addons,
      voucherCode: items.find((item) => item.voucherCode)?.voucherCode,
      noEarnIdentifiers: [...configuration.noEarnIdentifiers],
      noRedemptionIdentifiers: [...configuration.noRedemptionIdentifiers],
      ratePlanSuppressesPointRedemptions: configuration.ratePlanSuppressesPointRedemptions,
      ...(redemption && redemption.points > 0 ? { pointRedeemed: redemption.points } : {}),
    },
  };
}
