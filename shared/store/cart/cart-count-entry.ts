import { isCount, isRecord } from '../../domain/json-guards';
import { defineEntry } from '../../storage/entry';

/**
 * `stay:cart-summary` (local): the cart's item count and currency, and a revision bumped by every
 * cart write. Kept current by the cart store; the header reads only this entry (its budget has no
 * room for the cart store, DESIGN.md §7), and another tab of a member re-reads its cart when the
 * revision moves (a `storage` event: member carts live on the server, not in storage).
 */
export interface CartSummary {
  count: number;
  currencyCode: string;
  revision: number;
}

function parseCartSummary(raw: unknown): CartSummary | undefined {
  if (!isRecord(raw) || !isCount(raw.count) || !isCount(raw.revision) || typeof raw.currencyCode !== 'string') return undefined;
  return { count: raw.count, currencyCode: raw.currencyCode, revision: raw.revision };
}

export const cartSummaryEntry = defineEntry({ key: 'cart-summary', area: 'local', parse: parseCartSummary });
