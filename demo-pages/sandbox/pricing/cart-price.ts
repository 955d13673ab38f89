import {
  addonUnitPricesIn,
  BASE_RATE_PLAN_CODE,
  findApartmentTypeSeed,
  hasCancelPenalty,
  isOpgPlan,
  requiresLoginPlan,
} from '../seed/index.ts';
import type { CartAddonRequest, CartItemRequest, CartRequest } from '../routes/cart-request.ts';
import { priceStayOn } from './plan-stay.ts';
import { priceAddonLine } from './addon-price.ts';
import { totalOf } from './booking-total.ts';

/**
 * A cart re-priced by the sandbox (issue 15 contract items 5 and 6): each item's stay on its rate
 * plan and apartment type for ONE apartment, in the cart's currency (`price` and `tax`, rounded
 * lines from the pricing engine), its add-on lines (`addon-price.ts`), and the totals: the rounded
 * sum of prices and add-on prices, the rounded sum of taxes, and their sum (`booking-total.ts`).
 * What the client sent is kept; the sandbox overwrites only what it prices or knows from the seed
 * (a member-only rate stays priced and says `requiresLogin`).
 */
export interface CartTotals {
  totalBeforeTax: number;
  totalTax: number;
  total: number;
  currencyCode: string;
}

export interface PricedCart {
  currencyCode: string;
  shoppingCartDeviceType: string;
  items: Record<string, unknown>[];
  totals: CartTotals;
}

const NO_EARN = ['NE', 'NP'];
const NO_REDEMPTION = ['NB', 'NP'];

function pricedAddon(addon: CartAddonRequest, nights: number, currency: string): Record<string, unknown> {
  const counts = {
    numberOfAdult: addon.numberOfAdult,
    numberOfChildren: addon.numberOfChildren,
    quantity: addon.quantity,
    numberOfNight: nights,
  };
  const line = priceAddonLine(addon.seed.servicePricingType, addonUnitPricesIn(addon.seed, currency), counts, currency);
  const { seed } = addon;
  return {
    ...addon.raw,
    serviceInventoryCode: seed.serviceInventoryCode,
    category: seed.category,
    title: seed.title,
    addonDisplayType: seed.addonDisplayType,
    servicePricingType: seed.servicePricingType,
    ...counts,
    ...(seed.transferType ? { transferType: seed.transferType } : {}),
    ...line,
  };
}

function pricedItem(item: CartItemRequest, index: number, cart: Omit<CartRequest, 'items'>): Record<string, unknown> {
  const { plan, property, roomTypeCode, raw } = item;
  const currency = cart.currencyCode;
  const stay = priceStayOn(property, roomTypeCode, plan, { nights: item.nights, apartments: 1 }, currency);
  const snapshot = (raw.roomRate ?? {}) as Record<string, unknown>;
  return {
    ...raw,
    shoppingCartItemId: item.shoppingCartItemId,
    hotelCode: property.propertyCode,
    apartmentNumber: index + 1,
    roomRate: {
      ...snapshot,
      ratePlanCode: plan.ratePlanCode,
      ratePlanName: plan.ratePlanName,
      roomTypeCode,
      roomTypeName: findApartmentTypeSeed(roomTypeCode)?.apartmentTypeName ?? roomTypeCode,
      templates: [plan.template],
      bookingSourceCode: plan.bookingSourceCode,
      rateBreakDown: stay.rateBreakDown,
      isOpg: isOpgPlan(plan),
      cancelPenalty: hasCancelPenalty(plan),
      requiresLogin: requiresLoginPlan(plan),
    },
    baseRatePlanCode: BASE_RATE_PLAN_CODE,
    price: stay.totalBeforeTax,
    tax: stay.totalTax,
    currencyCode: currency,
    isNonRefundable: plan.isNonRefundable,
    isNonRedeemable: NO_REDEMPTION.includes(plan.identifierType),
    shoppingCartDeviceType: cart.shoppingCartDeviceType,
    rateChannel: typeof raw.rateChannel === 'string' ? raw.rateChannel : 'web',
    ratePlanNotEarnPoints: NO_EARN.includes(plan.identifierType) || plan.isLeasingRate,
    ratePlanIdentifier: plan.identifierType,
    addons: item.addons.map((addon) => pricedAddon(addon, item.nights.length, currency)),
  };
}

export function priceCart(cart: CartRequest): PricedCart {
  const items = cart.items.map((item, index) => pricedItem(item, index, cart));
  const lines = items.flatMap((item) => [
    { totalBeforeTax: item.price as number, totalTax: item.tax as number },
    ...(item.addons as { priceWithoutTax: number; tax: number }[]).map((addon) => ({
      totalBeforeTax: addon.priceWithoutTax,
      totalTax: addon.tax,
    })),
  ]);
  const totals = totalOf(lines, cart.currencyCode);
  return {
    currencyCode: cart.currencyCode,
    shoppingCartDeviceType: cart.shoppingCartDeviceType,
    items,
    totals: { totalBeforeTax: totals.totalBeforeTax, totalTax: totals.totalTax, total: totals.total, currencyCode: cart.currencyCode },
  };
}
