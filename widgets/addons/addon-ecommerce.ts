import { pushDataLayer } from '../../shared/analytics/data-layer';
import { ecommerceValue, ga4AddonItem, pushEcommerce } from '../../shared/analytics/ga4-items';
import type { AddonAnalyticsRecord } from '../../shared/domain/booking/addons/addon-analytics';
import type { CartAddon } from '../../shared/domain/booking/cart-item';

const sameLine = (a: CartAddon, b: CartAddon) =>
  a.numberOfAdult === b.numberOfAdult &&
  a.numberOfChildren === b.numberOfChildren &&
  a.quantity === b.quantity &&
  a.numberOfNight === b.numberOfNight &&
  a.priceWithoutTax === b.priceWithoutTax;

/**
 * What a save changed: lines that are gone or changed were removed, lines that are new or changed
 * were added (a changed line is its old self removed and its new self added, so what the data
 * layer adds up always equals the cart's add-ons).
 */
export function addonChanges(previous: readonly CartAddon[], next: readonly CartAddon[]): { added: CartAddon[]; removed: CartAddon[] } {
  const find = (lines: readonly CartAddon[], line: CartAddon) =>
    lines.find((entry) => entry.serviceInventoryCode === line.serviceInventoryCode);
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

function pushLines(event: 'add_to_cart' | 'remove_from_cart', lines: readonly CartAddon[], currency: string): void {
  if (lines.length === 0) return;
  const items = lines.map((line) => ga4AddonItem(line));
  pushEcommerce(event, { currency, value: ecommerceValue(items, currency), items });
}

/**
 * After a save (issue 15 item 6): GA4 `remove_from_cart` and `add_to_cart` for what changed, in
 * GA4's item shape (`shared/analytics/ga4-items.ts`), then the apartment's add-on records (booking
 * spec §3 "Analytics add-on record") as `addonsUpdate` (the spec names the record, not the event:
 * decided here).
 */
export function pushAddonsSaved(
  previous: readonly CartAddon[],
  next: readonly CartAddon[],
  currency: string,
  records: readonly AddonAnalyticsRecord[],
): void {
  const { added, removed } = addonChanges(previous, next);
  pushLines('remove_from_cart', removed, currency);
  pushLines('add_to_cart', added, currency);
  pushDataLayer({ event: 'addonsUpdate', addons: records });
}
