import { roundForCurrency } from '../domain/currency';
import { pushDataLayer } from './data-layer';

/**
 * GA4 ecommerce events of the booking journey (issue 15 item 6): items in GA4's own item shape,
 * so a tag manager needs no custom mapping. Only GA4's item parameters are sent; GA4 has no
 * item-level currency (the event's `currency` applies to every item), so items carry none.
 *
 * Mapping (the spec is silent; decided here):
 * - an apartment with a rate: `item_id` the room type code, `item_name` its English name when the
 *   rate has one (reports do not split by language), `item_category` "apartment",
 *   `item_category2` the property code, `item_variant` the rate plan code, `price` one
 *   apartment's stay before tax, `quantity` 1 (one cart item is one apartment, booking §3);
 * - an add-on line: `item_id` the service inventory code, `item_name` its title,
 *   `item_category` "addon", `item_category2` its category, `item_variant` its pricing type,
 *   `price` the line before tax (rounded once, as in the cart), `quantity` 1, so the event value
 *   equals the cart's total before tax to the cent.
 */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category: string;
  item_category2?: string;
  item_variant: string;
  price: number;
  quantity: number;
  index?: number;
}

export type EcommerceEventName =
  | 'view_item_list'
  | 'select_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_payment_info'
  | 'purchase';

/** What an item reads of a room rate (booking §3 "Room rate"). */
export interface Ga4RateSource {
  hotelCode: string;
  roomTypeCode: string;
  roomTypeName: string;
  roomTypeNameEN?: string | undefined;
  ratePlanCode: string;
}

/** What an item reads of a cart item (rates contract `CartItem`). */
export interface Ga4CartItemSource {
  hotelCode: string;
  price: number;
  currencyCode: string;
  roomRate: { roomTypeCode: string; roomTypeName: string; ratePlanCode: string };
}

/** What an item reads of a selected add-on (rates contract `CartAddon`). */
export interface Ga4AddonSource {
  serviceInventoryCode: string;
  category: string;
  title: string;
  servicePricingType: string;
  priceWithoutTax: number;
}

export interface Ga4Extras {
  /** Position in the list shown (view_item_list, select_item). */
  index?: number;
  /** The property's brand name. */
  brand?: string;
}

export function ga4RateItem(rate: Ga4RateSource, price: number, extras: Ga4Extras = {}): Ga4Item {
  return withExtras(
    {
      item_id: rate.roomTypeCode,
      item_name: rate.roomTypeNameEN || rate.roomTypeName,
      item_category: 'apartment',
      item_category2: rate.hotelCode,
      item_variant: rate.ratePlanCode,
      price,
      quantity: 1,
    },
    extras,
  );
}

export function ga4CartItem(item: Ga4CartItemSource, extras: Ga4Extras = {}): Ga4Item {
  const { roomRate } = item;
  return ga4RateItem({ ...roomRate, hotelCode: item.hotelCode }, item.price, extras);
}

export function ga4AddonItem(addon: Ga4AddonSource, extras: Ga4Extras = {}): Ga4Item {
  return withExtras(
    {
      item_id: addon.serviceInventoryCode,
      item_name: addon.title,
      item_category: 'addon',
      item_category2: addon.category,
      item_variant: addon.servicePricingType,
      price: addon.priceWithoutTax,
      quantity: 1,
    },
    extras,
  );
}

/**
 * The rates contract's one entry point: a cart item or an add-on as it is, a rate with the price
 * the selector shows for it (a rate has several prices; the caller knows which one is on screen).
 */
export function ga4Item(source: Ga4CartItemSource | Ga4AddonSource, extras?: Ga4Extras): Ga4Item;
export function ga4Item(source: Ga4RateSource, extras: Ga4Extras & { price: number }): Ga4Item;
export function ga4Item(source: Ga4RateSource | Ga4CartItemSource | Ga4AddonSource, extras: Ga4Extras & { price?: number } = {}): Ga4Item {
  if ('serviceInventoryCode' in source) return ga4AddonItem(source, extras);
  if ('roomRate' in source) return ga4CartItem(source, extras);
  return ga4RateItem(source, extras.price ?? 0, extras);
}

function withExtras(item: Ga4Item, { index, brand }: Ga4Extras): Ga4Item {
  return { ...item, ...(brand ? { item_brand: brand } : {}), ...(index !== undefined ? { index } : {}) };
}

/** GA4's `value`: the sum of price x quantity, rounded once for the currency. */
export function ecommerceValue(items: readonly Ga4Item[], currency: string): number {
  return roundForCurrency(
    items.reduce((sum, item) => sum + item.price * item.quantity, 0),
    currency,
  );
}

const TEXT_FIELDS = ['item_id', 'item_name', 'item_brand', 'item_category', 'item_category2', 'item_variant'] as const;
const NUMBER_FIELDS = ['price', 'quantity', 'index'] as const;

/**
 * Texts that are personal or payment data whatever field carries them: an e-mail address, a
 * card number (13 to 19 digits, spaces or dashes between), a bearer or JSON web token.
 */
const PERSONAL_TEXT = /[^\s@]+@[^\s@]+\.[^\s@]|(?:\d[ -]?){12,18}\d|^bearer\s|^[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}$/i;

export function isPersonalText(value: string): boolean {
  return PERSONAL_TEXT.test(value);
}

/**
 * The item as GA4 gets it: only GA4's item parameters, texts as texts and numbers as finite
 * numbers, and no text that looks personal. Whatever object a caller hands in (a cart item cast
 * to an item, a rate with the member's data beside it), nothing else reaches the data layer.
 */
export function safeGa4Item(item: Ga4Item): Ga4Item {
  const safe: Record<string, string | number> = {};
  for (const field of TEXT_FIELDS) {
    const value: unknown = item[field];
    safe[field] = typeof value === 'string' && !isPersonalText(value) ? value : '';
  }
  for (const field of NUMBER_FIELDS) {
    const value: unknown = item[field];
    if (typeof value === 'number' && Number.isFinite(value)) safe[field] = value;
  }
  if (!safe.item_brand) delete safe.item_brand;
  if (!safe.item_category2) delete safe.item_category2;
  return safe as unknown as Ga4Item;
}

/**
 * GA4's recommended data-layer sequence: clear the previous ecommerce object, then push the event,
 * so a tag never reads items of an earlier event.
 */
export function pushEcommerce(
  event: EcommerceEventName,
  {
    currency,
    value,
    items,
    ...purchase
  }: {
    currency: string;
    value: number;
    items: readonly Ga4Item[];
    /** `purchase` only (issue 16): the confirmation numbers joined, and the booking's tax. */
    transaction_id?: string;
    tax?: number;
  },
): void {
  pushDataLayer({ ecommerce: null });
  pushDataLayer({
    event,
    ecommerce: {
      ...purchase,
      currency: /^[A-Z]{3}$/i.test(currency) ? currency.toUpperCase() : '',
      value: Number.isFinite(value) ? value : 0,
      items: items.map(safeGa4Item),
    },
  });
}
