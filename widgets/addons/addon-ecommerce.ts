import { pushDataLayer } from '../../shared/analytics/data-layer';
import type { AddonAnalyticsRecord } from '../../shared/domain/booking/addons/addon-analytics';
import type { AddonCartLine } from '../../shared/domain/booking/addons/cart-addon';
import { roundForCurrency } from '../../shared/domain/currency';

/**
 * GA4 ecommerce events for saved add-ons (issue 15 item 6). Written in GA4's item shape directly,
 * with the mapping of the analytics helper's `ga4AddonItem` (`shared/analytics/ga4-items.ts`, not
 * in main when this was written): `item_id` the service inventory code, `item_name` the title,
 * `item_category` "addon", `item_category2` the category, `item_variant` the pricing type,
 * `price` the line before tax (rounded once), `quantity` 1. Replace with that module once merged.
 */
interface AddonGa4Item {
  item_id: string;
  item_name: string;
  item_category: 'addon';
  item_category2: string;
  item_variant: string;
  price: number;
  quantity: 1;
}

function ga4Item(line: AddonCartLine): AddonGa4Item {
  return {
    item_id: line.serviceInventoryCode,
    item_name: line.title,
    item_category: 'addon',
    item_category2: line.category,
    item_variant: line.servicePricingType,
    price: line.priceWithoutTax,
    quantity: 1,
  };
}

const sameLine = (a: AddonCartLine, b: AddonCartLine) =>
  a.numberOfAdult === b.numberOfAdult &&
  a.numberOfChildren === b.numberOfChildren &&
  a.quantity === b.quantity &&
  a.numberOfNight === b.numberOfNight &&
  a.priceWithoutTax === b.priceWithoutTax;

/**
 * What a save changed: lines that are gone or changed were removed, lines that are new or changed
 * were added (a changed line is its old self removed and its new self added, so the cart's value
 * in the data layer always sums to the cart's).
 */
export function addonChanges(previous: readonly AddonCartLine[], next: readonly AddonCartLine[]): { added: AddonCartLine[]; removed: AddonCartLine[] } {
  const find = (lines: readonly AddonCartLine[], line: AddonCartLine) => lines.find((entry) => entry.serviceInventoryCode === line.serviceInventoryCode);
  return {
    removed: previous.filter((line) => {
      const now = find(next, line);
      return !now || !sameLine(line, now);
    }),
    added: next.filter((line) => {
      const before = find(previous, line);
      return !before || !sameLine(line, before);
    }),
  };
}

function pushEcommerce(event: 'add_to_cart' | 'remove_from_cart', lines: readonly AddonCartLine[], currency: string): void {
  if (lines.length === 0) return;
  const items = lines.map(ga4Item);
  const value = roundForCurrency(
    items.reduce((sum, item) => sum + item.price, 0),
    currency,
  );
  // GA4's recommended sequence: clear the previous ecommerce object first (a push without an event).
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ ecommerce: null });
  pushDataLayer({ event, ecommerce: { currency, value, items } });
}

/**
 * After a save: `remove_from_cart` and `add_to_cart` for what changed, then the apartment's add-on
 * records (booking spec §3 "Analytics add-on record") as `addonsUpdate` (the spec names the record,
 * not the event: decided here).
 */
export function pushAddonsSaved(
  previous: readonly AddonCartLine[],
  next: readonly AddonCartLine[],
  currency: string,
  records: readonly AddonAnalyticsRecord[],
): void {
  const { added, removed } = addonChanges(previous, next);
  pushEcommerce('remove_from_cart', removed, currency);
  pushEcommerce('add_to_cart', added, currency);
  pushDataLayer({ event: 'addonsUpdate', addons: records });
}
