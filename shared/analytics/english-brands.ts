import { fetchEnglishBrandByProperty, type EnglishBrandByProperty } from '../api/booking-master-configuration';
import { getApiClient } from '../api/page-client';
import type { Ga4Item } from './ga4-items';

/**
 * GA4 items with English names (issue 19 item 7; content spec §7 booking master configuration):
 * an apartment item (`item_category2` its property code) gets its brand's English name as
 * `item_brand`, whatever the page's language. Only the booking pages' ecommerce loads this; the
 * home and header pages never do.
 */
export function withEnglishBrands(items: readonly Ga4Item[], brandByProperty: EnglishBrandByProperty): Ga4Item[] {
  return items.map((item) => {
    const brand = item.item_category === 'apartment' && item.item_category2 ? brandByProperty[item.item_category2] : undefined;
    return brand && !item.item_brand ? { ...item, item_brand: brand } : item;
  });
}

/** The English brand of each property; a failed read gives none (analytics never stops a page: content spec §8). */
export async function loadEnglishBrands(): Promise<EnglishBrandByProperty> {
  const answer = await fetchEnglishBrandByProperty(getApiClient());
  return answer.ok ? answer.data : {};
}
