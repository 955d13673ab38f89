import {
  fetchAllProperties,
  fetchFeaturedCodes,
  fetchPropertyList,
  fetchUpcomingProperties,
  type ListedProperty,
  type PropertyListBy,
} from '../../shared/api/property-list-service';
import type { ApiClient, ApiResult } from '../../shared/api/types';
import type { Distance } from '../../shared/domain/property/distance';
import type { GeoPoint } from '../../shared/domain/property/point';
import { featuredInOrder, listedForSource } from '../../shared/domain/property/property-list';
import { defineServerRead } from '../../shared/store/server-read';

/** `data-source` (README "Sources"): the four property lists of content spec §7, the other content reads, and counts. */
export const PROPERTY_LIST_SOURCES = ['city', 'city-name', 'country', 'brand', 'featured', 'upcoming', 'all', 'awards', 'counts'] as const;
export type PropertyListSource = (typeof PROPERTY_LIST_SOURCES)[number];

const LOOKUP: Partial<Record<PropertyListSource, PropertyListBy>> = {
  city: 'refCity',
  'city-name': 'cityName',
  country: 'country',
  brand: 'brand',
};

export const TAG = '<stay-property-list>';

/** Content spec §8: a failed content list is an empty list; the cause is logged, naming the element. */
export async function orEmpty<T>(reading: Promise<ApiResult<T[]>>): Promise<ApiResult<T[]>> {
  const result = await reading;
  if (!result.ok) console.warn(`[stay-widgets] ${TAG}: ${result.error.message}`);
  return result.ok ? result : { ok: true, data: [] };
}

export interface ListKey {
  source: PropertyListSource;
  value: string;
  language: string;
  poi: GeoPoint | undefined;
  offerPath: string;
}

export type ShownProperty = ListedProperty & { distance?: Distance };

async function readProperties(
  client: ApiClient,
  { source, value, language, poi, offerPath }: ListKey,
): Promise<ApiResult<ListedProperty[]>> {
  const by = LOOKUP[source];
  if (by) {
    if (value) return fetchPropertyList(client, by, value, language, { poi, offerPath });
    console.warn(`[stay-widgets] ${TAG}: data-source="${source}" needs data-value; the list is empty.`);
    return { ok: true, data: [] };
  }
  if (source === 'upcoming') return fetchUpcomingProperties(client, language);
  if (source !== 'featured') return fetchAllProperties(client, language);
  const [codes, all] = await Promise.all([fetchFeaturedCodes(client), fetchAllProperties(client, language)]);
  if (!codes.ok) return codes;
  return all.ok ? { ok: true, data: featuredInOrder(codes.data, all.data) } : all;
}

/**
 * The properties of a list, as shown: statuses per booking spec §2; with a point of interest
 * nearest first with distances (rules loaded then only: content widget budget, DESIGN.md §7).
 */
export const propertiesRead = defineServerRead({
  read: async (key: ListKey, { client }): Promise<ApiResult<ShownProperty[]>> => {
    const result = await orEmpty(readProperties(client, key));
    if (!result.ok) return result;
    const listed = listedForSource(result.data, key.source);
    if (!key.poi) return { ok: true, data: listed };
    const { nearestFirst } = await import('../../shared/domain/property/distance');
    return { ok: true, data: nearestFirst(listed, key.poi) };
  },
});
