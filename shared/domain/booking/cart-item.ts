import { count, flag, isCount, isRecord, text, type Json } from '../json-guards';

/**
 * One apartment in the cart (booking spec §3 "Cart item"; the issue 15 contract). Declared once
 * for every reader and writer: the guest cart in storage, the member cart from the service, the
 * cart store, and the rules that rebuild a search from the cart (`previous-search.ts`).
 */
export interface CartItem {
  /** Guest: made by the client (`crypto.randomUUID()`); member: the client's id, kept by the service. */
  shoppingCartItemId: string;
  hotelCode: string;
  /** ISO date, optionally with a time (`2026-04-01` or `2026-04-01T00:00:00`). */
  startDate: string;
  endDate: string;
  /** 1..n within the cart. */
  apartmentNumber: number;
  apartmentGuest: ApartmentGuest;
  promotionCode: string;
  promotionCodeType: number;
  roomRate: CartRoomRate;
  baseRatePlanCode: string;
  /** This apartment's stay before tax, and its tax, in `currencyCode`: rounded lines. */
  price: number;
  tax: number;
  currencyCode: string;
  ssid?: string | undefined;
  isNonRefundable: boolean;
  isNonRedeemable: boolean;
  shoppingCartDeviceType: CartDeviceType;
  rateChannel: RateChannel;
  ratePlanNotEarnPoints: boolean;
  /** '' | 'NE' | 'NP' | 'NB' */
  ratePlanIdentifier: string;
  addons: CartAddon[];
  voucherCode?: string | undefined;
  voucherReservedId?: string | undefined;
  voucherAmount?: number | undefined;
}

export type CartDeviceType = 'desktop' | 'mobile' | 'app';
export type RateChannel = 'web' | 'mobile' | 'app';

export interface ApartmentGuest {
  numberOfAdult: number;
  numberOfChildren: number;
  childAges: number[];
  actualNumberOfAdult: number;
  actualNumberOfChildren: number;
  numberOfGuest: number;
}

/** The rate as it was chosen (a snapshot: the cart shows it even when the rate changes later). */
export interface CartRoomRate {
  ratePlanCode: string;
  ratePlanName: string;
  roomTypeCode: string;
  roomTypeName: string;
  templates: string[];
  bookingSourceCode: string;
  /** One apartment per night, in the item's currency. */
  rateBreakDown: { date: string; price: number }[];
  isOpg: boolean;
  cancelPenalty: boolean;
  requiresLogin: boolean;
}

export interface CartAddon {
  serviceInventoryCode: string;
  category: string;
  title: string;
  addonDisplayType: string;
  servicePricingType: string;
  numberOfAdult: number;
  numberOfChildren: number;
  quantity: number;
  numberOfNight: number;
  flightNo?: string | undefined;
  arrivalTime?: string | undefined;
  transferType?: '1W' | '2W' | undefined;
  /** The line, rounded once, in the item's currency. */
  priceWithoutTax: number;
  tax: number;
}

/** What the rate selector adds; the store gives it its id, number, device, channel and add-ons. */
export type NewCartItem = Omit<CartItem, 'shoppingCartItemId' | 'apartmentNumber' | 'shoppingCartDeviceType' | 'rateChannel' | 'addons'>;

/** Booking spec §9: "USD fallback in cart currency code". */
export const FALLBACK_CART_CURRENCY = 'USD';

/** Child ages arrive as numbers, numeric strings or `{ age }` objects (booking spec §3). */
function parseChildAge(raw: unknown): number | undefined {
  const value = isRecord(raw) ? raw.age : raw;
  const age = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return isCount(age) ? age : undefined;
}

const amount = (record: Json, field: string): number => {
  const value = record[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

function parseRoomRate(raw: unknown): CartRoomRate {
  const rate = isRecord(raw) ? raw : {};
  const nights = Array.isArray(rate.rateBreakDown) ? rate.rateBreakDown.filter(isRecord) : [];
  return {
    ratePlanCode: text(rate, 'ratePlanCode') ?? '',
    ratePlanName: text(rate, 'ratePlanName') ?? '',
    roomTypeCode: text(rate, 'roomTypeCode') ?? '',
    roomTypeName: text(rate, 'roomTypeName') ?? '',
    templates: Array.isArray(rate.templates) ? rate.templates.filter((entry) => typeof entry === 'string') : [],
    bookingSourceCode: text(rate, 'bookingSourceCode') ?? '',
    rateBreakDown: nights.map((night) => ({ date: text(night, 'date') ?? '', price: amount(night, 'price') })),
    isOpg: flag(rate, 'isOpg') ?? false,
    cancelPenalty: flag(rate, 'cancelPenalty') ?? false,
    requiresLogin: flag(rate, 'requiresLogin') ?? false,
  };
}

function parseAddon(raw: unknown): CartAddon | undefined {
  if (!isRecord(raw)) return undefined;
  const serviceInventoryCode = text(raw, 'serviceInventoryCode');
  if (!serviceInventoryCode) return undefined;
  const transferType = raw.transferType === '1W' || raw.transferType === '2W' ? raw.transferType : undefined;
  return {
    serviceInventoryCode,
    category: text(raw, 'category') ?? '',
    title: text(raw, 'title') ?? '',
    addonDisplayType: text(raw, 'addonDisplayType') ?? '',
    servicePricingType: text(raw, 'servicePricingType') ?? '',
    numberOfAdult: count(raw, 'numberOfAdult') ?? 0,
    numberOfChildren: count(raw, 'numberOfChildren') ?? 0,
    quantity: count(raw, 'quantity') ?? 0,
    numberOfNight: count(raw, 'numberOfNight') ?? 0,
    flightNo: text(raw, 'flightNo'),
    arrivalTime: text(raw, 'arrivalTime'),
    transferType,
    priceWithoutTax: amount(raw, 'priceWithoutTax'),
    tax: amount(raw, 'tax'),
  };
}

const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

function parseGuest(raw: Json): ApartmentGuest | undefined {
  const { numberOfAdult, numberOfChildren } = raw;
  const childAges = Array.isArray(raw.childAges) ? raw.childAges.map(parseChildAge) : [];
  if (!isCount(numberOfAdult) || !isCount(numberOfChildren)) return undefined;
  if (!childAges.every((age): age is number => age !== undefined)) return undefined;
  return {
    numberOfAdult,
    numberOfChildren,
    childAges,
    actualNumberOfAdult: count(raw, 'actualNumberOfAdult') ?? numberOfAdult,
    actualNumberOfChildren: count(raw, 'actualNumberOfChildren') ?? numberOfChildren,
    numberOfGuest: count(raw, 'numberOfGuest') ?? numberOfAdult + numberOfChildren,
  };
}

/**
 * A cart item from storage or the service, or undefined when a field the journey needs (hotel,
 * dates, guests) is missing or malformed. Carts stored before the full shape (issue 15) read with
 * safe defaults: a stable id from hotel, dates and position, no price, the USD fallback currency.
 * `position` (0-based) numbers apartments that arrive without a number.
 */
export function parseCartItem(raw: unknown, position = 0): CartItem | undefined {
  if (!isRecord(raw) || !isRecord(raw.apartmentGuest)) return undefined;
  const { hotelCode, startDate, endDate } = raw;
  const apartmentGuest = parseGuest(raw.apartmentGuest);
  if (typeof hotelCode !== 'string' || typeof startDate !== 'string' || typeof endDate !== 'string' || !apartmentGuest) return undefined;
  const apartmentNumber = count(raw, 'apartmentNumber') || position + 1;
  const addons = Array.isArray(raw.addons) ? raw.addons.map(parseAddon).filter((addon) => addon !== undefined) : [];
  return {
    shoppingCartItemId: text(raw, 'shoppingCartItemId') || `${hotelCode}:${startDate}:${endDate}:${apartmentNumber}`,
    hotelCode,
    startDate,
    endDate,
    apartmentNumber,
    apartmentGuest,
    promotionCode: text(raw, 'promotionCode') ?? '',
    promotionCodeType: count(raw, 'promotionCodeType') ?? 0,
    roomRate: parseRoomRate(raw.roomRate),
    baseRatePlanCode: text(raw, 'baseRatePlanCode') ?? '',
    price: amount(raw, 'price'),
    tax: amount(raw, 'tax'),
    currencyCode: text(raw, 'currencyCode') || FALLBACK_CART_CURRENCY,
    ssid: text(raw, 'ssid'),
    isNonRefundable: flag(raw, 'isNonRefundable') ?? false,
    isNonRedeemable: flag(raw, 'isNonRedeemable') ?? false,
    shoppingCartDeviceType: oneOf(raw.shoppingCartDeviceType, ['desktop', 'mobile', 'app'], 'desktop'),
    rateChannel: oneOf(raw.rateChannel, ['web', 'mobile', 'app'], 'web'),
    ratePlanNotEarnPoints: flag(raw, 'ratePlanNotEarnPoints') ?? false,
    ratePlanIdentifier: oneOf(raw.ratePlanIdentifier, ['', 'NE', 'NP', 'NB'], ''),
    addons,
    voucherCode: text(raw, 'voucherCode'),
    voucherReservedId: text(raw, 'voucherReservedId'),
    voucherAmount: typeof raw.voucherAmount === 'number' && Number.isFinite(raw.voucherAmount) ? raw.voucherAmount : undefined,
  };
}
