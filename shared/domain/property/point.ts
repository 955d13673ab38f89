/**
 * A point of interest as authors and the service give it (content spec §7 property lists
 * "optional poiLat, poiLng"): decimal degrees, both in range, or no point at all.
 */
export interface GeoPoint {
  lat: number;
  lng: number;
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
