/**
 * Distance from a point of interest to a property (issue 19 item 5: property lists with optional
 * `poiLat`/`poiLng`), in kilometres and miles. Content spec §9: "earth diameter 7917.6 for miles;
 * rounding 2 decimals". The spec gives no kilometre constant: the mean earth diameter in km
 * (2 × 6371) is used, so both units measure the same great circle.
 */
export interface GeoPoint {
  lat: number;
  lng: number;
}

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

const DECIMAL = /^-?\d+(\.\d+)?$/;

function coordinate(value: string, limit: number): number | undefined {
  const trimmed = value.trim();
  if (!DECIMAL.test(trimmed)) return undefined;
  const number = Number(trimmed);
  return Math.abs(number) <= limit ? number : undefined;
}

/** A point from two authored or URL texts: both decimal degrees in range, or no point. */
export function parsePoint(lat: string, lng: string): GeoPoint | undefined {
  const latitude = coordinate(lat, 90);
  const longitude = coordinate(lng, 180);
  return latitude === undefined || longitude === undefined ? undefined : { lat: latitude, lng: longitude };
}

/** A point written `lat,lng` (an attribute), or no point. */
export function pointOf(text: string): GeoPoint | undefined {
  const [lat = '', lng = '', ...rest] = text.split(',');
  return rest.length === 0 ? parsePoint(lat, lng) : undefined;
}
