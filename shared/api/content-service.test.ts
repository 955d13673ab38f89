// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sandboxApi } from '../../testing/sandbox-api';
import { readStaffCodes, STAFF_CODES_COOKIE } from '../storage/staff-codes';
import {
  fetchBookingConfiguration,
  fetchClientRegion,
  fetchPropertyByCode,
  fetchPropertyListing,
  fetchPropertySuggestions,
  parseBookingConfiguration,
  parseListingEntry,
} from './content-service';

const { client: clientFor } = sandboxApi();

describe('content-service reads against the sandbox', () => {
  it('reads the booking configuration with the spec limits', async () => {
    const result = await fetchBookingConfiguration(clientFor(), 'en');
    expect(result.ok && result.data).toMatchObject({ maxRooms: 5, maxAdults: 3, maxChildren: 5, minLengthOfStay: 1 });
  });

  it('keeps the staff codes in their base64 cookie, not in the stored configuration (booking spec §6)', async () => {
    localStorage.clear();
    document.cookie = `${STAFF_CODES_COOKIE}=; path=/; max-age=0`;
    const client = clientFor();

    const fresh = await fetchBookingConfiguration(client, 'en');

    expect(fresh.ok && Object.keys(fresh.data)).not.toContain('staffCodes');
    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? '');
    expect(stored.some((value) => value.includes('maxRooms'))).toBe(true);
    expect(stored.join()).not.toMatch(/ListStaffCode|STAFFHQ|STAFFOPS|STAFFSG/);
    expect(readStaffCodes()).toEqual(['STAFFHQ', 'STAFFOPS', 'STAFFSG']);
    expect(atob(decodeURIComponent(document.cookie.match(/stay-staff-codes=([^;]*)/)?.[1] ?? ''))).toBe('["STAFFHQ","STAFFOPS","STAFFSG"]');

    // Read again from the cache (which has no list): the configuration is whole, the cookie stays.
    const cached = await fetchBookingConfiguration(client, 'en');
    expect(cached.ok && cached.data).toMatchObject({ maxRooms: 5 });
    expect(readStaffCodes()).toEqual(['STAFFHQ', 'STAFFOPS', 'STAFFSG']);
  });

  it('lists open and coming-soon properties in several countries', async () => {
    const result = await fetchPropertyListing(clientFor(), 'en');
    if (!result.ok) throw new Error(result.error.message);
    expect(result.data.length).toBeGreaterThanOrEqual(12);
    expect(new Set(result.data.map((entry) => entry.countryCode)).size).toBeGreaterThanOrEqual(6);
    expect(result.data.some((entry) => entry.status === 'live')).toBe(true);
    expect(result.data.some((entry) => entry.status === 'upcoming' || entry.status === 'pop')).toBe(true);
  });

  it('reads suggestions and a property by code, and nothing for an unknown code', async () => {
    const client = clientFor();
    const suggestions = await fetchPropertySuggestions(client, 'en');
    if (!suggestions.ok) throw new Error(suggestions.error.message);
    const code = suggestions.data.properties[0]!.code;
    const property = await fetchPropertyByCode(client, 'en', code);
    expect(property.ok && property.data?.propertyCode).toBe(code);
    // The seeded JPKYTO sells two nights at least (its own minimum stay, booking spec §3).
    const minimumTwo = await fetchPropertyByCode(client, 'en', 'JPKYTO');
    expect(minimumTwo.ok && minimumTwo.data?.minLengthOfStay).toBe(2);
    const unknown = await fetchPropertyByCode(client, 'en', 'NOPE00');
    expect(unknown).toEqual({ ok: true, data: undefined });
  });

  it('reads the client region with the subscription key, and fails typed without it', async () => {
    expect(await fetchClientRegion(clientFor())).toEqual({
      ok: true,
      data: { clientRegion: 'SG', clientCity: 'Singapore', currency: 'SGD' },
    });
    localStorage.clear(); // the region is cached for 24 h: ask the service again
    const denied = await fetchClientRegion(clientFor({ subscriptionKey: 'wrong' }));
    expect(denied.ok).toBe(false);
    expect(!denied.ok && denied.error).toMatchObject({ kind: 'http', status: 401, code: 'SUBSCRIPTION_KEY_INVALID' });
  });
});

describe('parsers', () => {
  it('fill the spec defaults for limits the configuration leaves out', () => {
    expect(parseBookingConfiguration({})).toMatchObject({ maxRooms: 5, maxAdults: 3, maxChildren: 5, guestCartLifeTimeHours: 12 });
    expect(parseBookingConfiguration('nope')).toBeUndefined();
    expect(parseBookingConfiguration({ maxRooms: 'five' })?.maxRooms).toBe(5);
  });

  it('drop listing entries without code or name', () => {
    expect(parseListingEntry({ propertyName: 'x' })).toBeUndefined();
    expect(parseListingEntry({ propertyCode: 'A', propertyName: 'B', city: { name: 'C' } })).toMatchObject({
      propertyCode: 'A',
      cityName: 'C',
      isBookable: false,
    });
  });
});
