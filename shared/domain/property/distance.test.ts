import { describe, expect, it } from 'vitest';
import { distanceBetween, nearestFirst } from './distance';
import { parsePoint, pointOf } from './point';

// Content spec §9: "earth diameter 7917.6 for miles"; "rounding 2 decimals". Issue 19 item 5: distance in km and miles.
describe('distanceBetween (great circle, km and miles, 2 decimals)', () => {
  it.each([
    { what: 'the same point', from: { lat: 1.3048, lng: 103.8318 }, to: { lat: 1.3048, lng: 103.8318 }, km: 0, miles: 0 },
    { what: 'Orchard to Marina Bay', from: { lat: 1.3048, lng: 103.8318 }, to: { lat: 1.2834, lng: 103.8607 }, km: 4, miles: 2.48 },
    { what: 'London to Paris', from: { lat: 51.5074, lng: -0.1278 }, to: { lat: 48.8566, lng: 2.3522 }, km: 343.56, miles: 213.48 },
    { what: 'Shinjuku to Ginza', from: { lat: 35.6762, lng: 139.6503 }, to: { lat: 35.6717, lng: 139.765 }, km: 10.37, miles: 6.45 },
    {
      what: 'half way round the equator (miles: half the circumference of a 7917.6-mile diameter)',
      from: { lat: 0, lng: 0 },
      to: { lat: 0, lng: 180 },
      km: 20015.09,
      miles: 12436.94,
    },
  ])('$what', ({ from, to, km, miles }) => {
    expect(distanceBetween(from, to)).toEqual({ km, miles });
    expect(distanceBetween(to, from)).toEqual({ km, miles });
  });
});

// A point of interest from attributes or a URL: both coordinates in range, or no point at all.
describe('parsePoint', () => {
  it.each([
    { lat: '1.3048', lng: '103.8318', point: { lat: 1.3048, lng: 103.8318 } },
    { lat: ' -33.86 ', lng: '151.2', point: { lat: -33.86, lng: 151.2 } },
    { lat: '', lng: '', point: undefined },
    { lat: '1.3', lng: '', point: undefined },
    { lat: '91', lng: '0', point: undefined },
    { lat: '0', lng: '-181', point: undefined },
    { lat: 'north', lng: '1', point: undefined },
    { lat: '1e1', lng: '0x10', point: undefined },
  ])('$lat, $lng', ({ lat, lng, point }) => {
    expect(parsePoint(lat, lng)).toEqual(point);
  });
});

describe('pointOf (data-poi="lat,lng")', () => {
  it.each([
    { text: '1.2834,103.8607', point: { lat: 1.2834, lng: 103.8607 } },
    { text: ' 35.6717 , 139.765 ', point: { lat: 35.6717, lng: 139.765 } },
    { text: '', point: undefined },
    { text: '1.2834', point: undefined },
    { text: '1,2,3', point: undefined },
    { text: '95,10', point: undefined },
  ])('$text', ({ text, point }) => {
    expect(pointOf(text)).toEqual(point);
  });
});

const entry = (propertyCode: string, location?: { lat: number; lng: number }) => ({ propertyCode, location });

// Issue 19 item 5: with poiLat/poiLng each property shows its distance; nearest first, those without a location last.
describe('nearestFirst', () => {
  const orchard = { lat: 1.3048, lng: 103.8318 };
  const entries = [entry('FAR', { lat: 35.6717, lng: 139.765 }), entry('NOWHERE'), entry('NEAR', { lat: 1.2834, lng: 103.8607 })];
  it('sorts by distance and gives each located property its km and miles', () => {
    const sorted = nearestFirst(entries, orchard);
    expect(sorted.map((listed) => listed.propertyCode)).toEqual(['NEAR', 'FAR', 'NOWHERE']);
    expect(sorted[0]?.distance).toEqual({ km: 4, miles: 2.48 });
    expect(sorted[2]?.distance).toBeUndefined();
  });

  it('keeps the order and gives no distance without a point', () => {
    const kept = nearestFirst(entries, undefined);
    expect(kept.map((listed) => listed.propertyCode)).toEqual(['FAR', 'NOWHERE', 'NEAR']);
    expect(kept.every((listed) => listed.distance === undefined)).toBe(true);
  });
});
