/**
 * Content spec §6: "Users in the China region get the Baidu map; others get the Google map."
 * Shared by the property listing's map, the destination lists' map and the property details page. An unknown region (the
 * lookup failed) counts as outside China.
 */
export type MapProvider = 'google' | 'baidu';

/** The China region, where Google Maps is not reachable. */
export const CHINA_REGIONS: readonly string[] = ['CN'];

export const mapProviderFor = (region: string | undefined): MapProvider =>
  region && CHINA_REGIONS.includes(region.toUpperCase()) ? 'baidu' : 'google';

/** A link that opens the provider's map at the point (no script, no key: the page stays light). */
export function mapLinkFor(provider: MapProvider, lat: number, lng: number, label: string): string {
  return provider === 'baidu'
    ? `https://api.map.baidu.com/marker?location=${lat},${lng}&title=${encodeURIComponent(label)}&content=${encodeURIComponent(label)}&output=html&coord_type=wgs84`
    : `https://www.google.com/maps/search/?api=1&query=${lat}%2C${lng}`;
}

export interface MapKeys {
  google: string;
  baidu: string;
}

/**
 * Content spec §6: Baidu in the China region, Google elsewhere, and only when that provider's key
 * is configured; `undefined` means list only. An unknown region (lookup failed) counts as
 * outside China.
 */
export function chooseMapProvider(region: string | undefined, keys: MapKeys): { provider: MapProvider; key: string } | undefined {
  const provider = mapProviderFor(region);
  const key = keys[provider].trim();
  return key ? { provider, key } : undefined;
}
