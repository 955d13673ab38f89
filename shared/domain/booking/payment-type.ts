/**
 * Booking spec §3 "Payment types": online payment gateway, card guarantee, card suppress, optional
 * card; per rate (a rate is isOpg when a guarantee-payment policy says prepaid all, §5) and per
 * property (the content service's suppress-card and optional-card property lists, §7).
 * Precedence, our reading of the contract: a prepaid rate always goes through the gateway; else a
 * property in the suppress list takes no card, one in the optional list may; else the card
 * guarantees the booking. A property in both lists is suppressed (asking for no card is the safe side).
 */
export type PaymentType = 'online-payment-gateway' | 'card-guarantee' | 'card-suppress' | 'optional-card';

export interface PaymentTypeInput {
  isOpg: boolean;
  hotelCode: string;
  suppressCardHotels: readonly string[];
  optionalCardHotels: readonly string[];
}

/** Hotel codes compare trimmed and without case (the lists are authored in the CMS). */
const listed = (hotelCode: string, hotels: readonly string[]): boolean =>
  hotels.some((code) => code.trim().toUpperCase() === hotelCode.trim().toUpperCase());

export function paymentTypeOf({ isOpg, hotelCode, suppressCardHotels, optionalCardHotels }: PaymentTypeInput): PaymentType {
  if (isOpg) return 'online-payment-gateway';
  if (listed(hotelCode, suppressCardHotels)) return 'card-suppress';
  if (listed(hotelCode, optionalCardHotels)) return 'optional-card';
  return 'card-guarantee';
}

/**
 * The card flags of a hold request (booking §3 "Hold request"). `isOpg` and the `isCc_*` flags
 * name the room's payment type (exactly one is true); `suppressCC` and `optionalCC` say the
 * property is in that list, whatever the rate (a prepaid rate at a suppress-card property has
 * `isOpg` and `suppressCC`).
 */
export interface CardFlags {
  isOpg: boolean;
  isCc_guarantee: boolean;
  isCc_suppress: boolean;
  isCc_optional: boolean;
  optionalCC: boolean;
  suppressCC: boolean;
}

export function cardFlags(input: PaymentTypeInput): CardFlags {
  const type = paymentTypeOf(input);
  return {
    isOpg: type === 'online-payment-gateway',
    isCc_guarantee: type === 'card-guarantee',
    isCc_suppress: type === 'card-suppress',
    isCc_optional: type === 'optional-card',
    optionalCC: listed(input.hotelCode, input.optionalCardHotels),
    suppressCC: listed(input.hotelCode, input.suppressCardHotels),
  };
}
