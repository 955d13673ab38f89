import type { GeoPoint } from './point';

export type { GeoPoint } from './point';

/**
 * Distance from a point of interest to a property (issue 19 item 5: property lists with optional
 * `poiLat`/`poiLng`), in kilometres and miles. Content spec §9: "earth diameter 7917.6 for miles;
 * rounding 2 decimals". The spec gives no kilometre constant: the mean earth diameter in km
 * (2 × 6371) is used, so both units measure the same great circle.
 */
export interface Distance {
  km: number;
  miles: number;
}

const EARTH_DIAMETER_MILES = 7917.6;
const EARTH_DIAMETER_KM = 12_742;

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** The haversine central angle, as a fraction of the diameter: distance = diameter × asin(√h). */
function halfChord(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.asin(Math.sqrt(Math.min(1, h)));
}

export function distanceBetween(from: GeoPoint, to: GeoPoint): Distance {
  const angle = halfChord(from, to);
  return { km: twoDecimals(EARTH_DIAMETER_KM * angle), miles: twoDecimals(EARTH_DIAMETER_MILES * angle) };
}

/**
 * With a point of interest: each located property gets its distance, nearest first, unlocated
 * ones last (in their order). Here rather than in property-list.ts: only lists with a point of
 * interest need it, and they load it on demand.
 */
export function nearestFirst<T extends { location?: GeoPoint | undefined }>(
  entries: readonly T[],
  poi: GeoPoint | undefined,
): (T & { distance?: Distance })[] {
  if (!poi) return [...entries];
  const measured: (T & { distance?: Distance })[] = entries.map((entry) =>
    entry.location ? { ...entry, distance: distanceBetween(poi, entry.location) } : entry,
  );
  const km = (entry: { distance?: Distance }) => entry.distance?.km ?? Number.POSITIVE_INFINITY;
  return measured.sort((a, b) => km(a) - km(b));
}
