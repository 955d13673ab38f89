import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuccessEnvelope } from './server.ts';
import { runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';
import type { BookingConfiguration } from './seed/index.ts';
import type { PropertyDetail } from './views/property-detail.ts';
import type { PropertyListingEntry } from './views/property-listing.ts';
import type { Suggestions } from './views/suggestions.ts';

const TODAY = new Date('2026-03-15T08:00:00Z');
const LISTING = (language: string): string => `/apis/stay/residences/property-listing/p_lang/eq/${language}.json`;
const BY_CODE = (language: string, codes: string): string => `/apis/stay/properties/p_lang/eq/${language}/p_propertyCodes/eq/${codes}.json`;
const SUGGEST = (language: string): string => `/apis/stay/residences/suggest/properties/p_lang/eq/${language}.json`;

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox({ now: () => TODAY });
});

afterAll(async () => {
  await sandbox.close();
});

async function content<T>(path: string): Promise<T> {
  const { status, body } = await sandbox.json<SuccessEnvelope<T>>(path);
  expect(status).toBe(200);
  expect(body.status).toBe(200);
  return body.content;
}

describe('GET masterdata/booking/config.json', () => {
  it('gives the booking limits, identifiers, messages and currencies', async () => {
    const config = await content<BookingConfiguration>('/apis/stay/masterdata/booking/config.json?lang=ja');
    expect(config).toMatchObject({
      guestCartLifeTime: 12,
      maxRooms: 5,
      maxAdults: 3,
      maxChildren: 5,
      defaultChildAgeLimit: 12,
      minLengthOfStay: 1,
      noEarnIdentifiers: ['NE', 'NP'],
      noRedemptionIdentifiers: ['NB', 'NP'],
      pointRate: 0.0025,
    });
    expect(config.ListStaffCode.length).toBeGreaterThan(0);
    expect(config.corporateASRIdentifier).toEqual(expect.any(String));
    expect(Object.keys(config.deepLinkMessages).sort()).toEqual([
      'invalidArrival',
      'invalidDates',
      'invalidDeparture',
      'missingDestination',
      'tooManyChildren',
    ]);
    expect(config.currencies.map((currency) => currency.code)).toEqual(expect.arrayContaining(['SGD', 'USD', 'JPY', 'CNY']));
    expect(config.currencies.find((currency) => currency.code === 'JPY')?.decimals).toBe(0);
  });
});

describe('GET residences/property-listing', () => {
  it('lists every property: live, coming soon, closed and not bookable, in many countries', async () => {
    const listing = await content<PropertyListingEntry[]>(LISTING('en'));
    expect(listing.length).toBeGreaterThanOrEqual(14);
    expect(new Set(listing.map((entry) => entry.country.code)).size).toBeGreaterThanOrEqual(7);
    expect(new Set(listing.map((entry) => entry.status))).toEqual(new Set(['live', 'upcoming', 'pop', 'closed']));
    expect(listing.some((entry) => entry.status === 'live' && !entry.isBookable)).toBe(true);
  });

  it('gives each entry the listing fields', async () => {
    const listing = await content<PropertyListingEntry[]>(LISTING('en'));
    const orchard = listing.find((entry) => entry.propertyCode === 'SGORCH');
    expect(orchard).toEqual({
      propertyCode: 'SGORCH',
      propertyName: 'Aster Residences Orchard',
      propertyEnName: 'Aster Residences Orchard',
      city: { name: 'Singapore', enName: 'Singapore' },
      country: { code: 'SG', name: 'Singapore', enName: 'Singapore' },
      state: 'Singapore',
      propertyLogo: '/demo-assets/brands/AST.svg',
      brand: { code: 'AST', name: 'Aster Residences', enName: 'Aster Residences', homePageUrl: '/en/brands/aster-residences' },
      thumbnail: '/demo-assets/properties/SGORCH.svg',
      pagePath: '/en/properties/sgorch',
      status: 'live',
      currencyCode: 'SGD',
      isBookable: true,
      timeZone: 'Asia/Singapore',
    });
  });

  it('dates coming-soon openings from the sandbox clock', async () => {
    const listing = await content<PropertyListingEntry[]>(LISTING('en'));
    const osaka = listing.find((entry) => entry.propertyCode === 'JPOSKU');
    expect(osaka).toMatchObject({ status: 'upcoming', opening: '2026-08-01', description: expect.stringContaining('Coming soon') });
    expect(listing.find((entry) => entry.propertyCode === 'CNSZNS')).toMatchObject({ status: 'pop', opening: '2026-05-01' });
    expect(listing.find((entry) => entry.propertyCode === 'SGORCH')).not.toHaveProperty('opening');
  });

  it('names properties in the requested language when the seed has it, English otherwise', async () => {
    const japanese = await content<PropertyListingEntry[]>(LISTING('ja'));
    const shinjuku = japanese.find((entry) => entry.propertyCode === 'JPSHJK');
    expect(shinjuku).toMatchObject({
      propertyName: 'キリハウス新宿',
      propertyEnName: 'Kiri House Shinjuku',
      city: { name: '東京', enName: 'Tokyo' },
      pagePath: '/ja/properties/jpshjk',
    });
    expect(japanese.find((entry) => entry.propertyCode === 'SGORCH')?.propertyName).toBe('Aster Residences Orchard');
  });

  it('falls back to English for an unknown language', async () => {
    expect(await content<PropertyListingEntry[]>(LISTING('xx'))).toEqual(await content<PropertyListingEntry[]>(LISTING('en')));
  });

  it('is the same data on every call and in every sandbox', async () => {
    const first = await content<PropertyListingEntry[]>(LISTING('ko'));
    const other = await runSandbox({ now: () => TODAY });
    try {
      const { body } = await other.json<SuccessEnvelope<PropertyListingEntry[]>>(LISTING('ko'));
      expect(body.content).toEqual(first);
      expect(await content<PropertyListingEntry[]>(LISTING('ko'))).toEqual(first);
    } finally {
      await other.close();
    }
  });
});

describe('GET residences/suggest/properties', () => {
  it('suggests live bookable properties with their cities, countries and brands', async () => {
    const suggestions = await content<Suggestions>(SUGGEST('en'));
    const codes = suggestions.properties.map((property) => property.code);
    expect(codes).toContain('SGORCH');
    expect(codes).not.toContain('JPOSKU');
    expect(codes).not.toContain('SGTJPG');
    expect(codes).not.toContain('CNCDTF');
    expect(suggestions.properties.find((property) => property.code === 'JPKYTO')).toEqual({
      code: 'JPKYTO',
      name: 'Kiri House Kyoto Gion',
      city: 'Kyoto',
      country: 'JP',
      brand: 'KIR',
    });
    expect(suggestions.cities).toContainEqual({ name: 'Tokyo', enName: 'Tokyo', country: 'JP' });
    expect(suggestions.cities.filter((city) => city.enName === 'Tokyo')).toHaveLength(1);
    expect(suggestions.countries).toContainEqual({ code: 'AE', name: 'United Arab Emirates' });
    expect(suggestions.brands.map((brand) => brand.code).sort()).toEqual(['AST', 'HBL', 'KIR', 'TSL']);
    const countryCodes = new Set(suggestions.countries.map((country) => country.code));
    for (const property of suggestions.properties) expect(countryCodes.has(property.country)).toBe(true);
  });

  it('names places in the requested language', async () => {
    const suggestions = await content<Suggestions>(SUGGEST('zh'));
    expect(suggestions.cities).toContainEqual({ name: '上海', enName: 'Shanghai', country: 'CN' });
    expect(suggestions.countries).toContainEqual({ code: 'CN', name: '中国' });
  });
});

describe('GET properties/p_lang/eq/{lang}/p_propertyCodes/eq/{code}.json', () => {
  it('gives the full property with its apartments', async () => {
    const [property, ...others] = await content<PropertyDetail[]>(BY_CODE('en', 'SGORCH'));
    expect(others).toHaveLength(0);
    expect(property).toMatchObject({
      propertyCode: 'SGORCH',
      code: 'SGORCH',
      address: expect.any(String),
      phone: expect.any(String),
      email: expect.stringContaining('@'),
      location: { lat: expect.any(Number), lng: expect.any(Number) },
      distanceFromCity: expect.any(Number),
      minLengthOfStay: 1,
      status: 'live',
      currencyCode: 'SGD',
      timeZone: 'Asia/Singapore',
      isBookable: true,
      localLanguage: 'en',
    });
    expect(property?.facilities.length).toBeGreaterThan(0);
    expect(property?.apartments.map((apartment) => apartment.apartmentTypeCode)).toEqual(['STUD', 'ONEB', 'TWOB', 'THRB']);
    expect(property?.apartments[0]).toMatchObject({
      apartmentTypeName: 'Studio Executive',
      apartmentSize: 32,
      description: expect.any(String),
      roomInformation: { maxPersonInRoom: 3, bedType: 'Queen' },
      maxAdults: 2,
      maxChildren: 1,
      inventory: 24,
      isOnlineBooking: true,
    });
    expect(property?.rooms).toBe(24 + 18 + 10 + 4);
  });

  it('gives the local address and local name in the local language', async () => {
    const [property] = await content<PropertyDetail[]>(BY_CODE('th', 'thbksk'));
    expect(property?.propertyName).toMatch(/\p{Script=Thai}/u);
    expect(property?.localAddress1).toMatch(/\p{Script=Thai}/u);
    const [inEnglish] = await content<PropertyDetail[]>(BY_CODE('en', 'THBKSK'));
    expect(inEnglish?.address).toMatch(/^[\x20-\x7e]+$/);
    expect(inEnglish?.localAddress1).toBe(property?.localAddress1);
  });

  it('takes several codes and leaves unknown ones out', async () => {
    const properties = await content<PropertyDetail[]>(BY_CODE('en', 'JPSHJK,NOPE00,AEDXMR'));
    expect(properties.map((property) => property.propertyCode)).toEqual(['JPSHJK', 'AEDXMR']);
    expect(await content<PropertyDetail[]>(BY_CODE('en', 'NOPE00'))).toEqual([]);
  });
});

describe('GET /api/configurations/client-country', () => {
  it('defaults to Singapore', async () => {
    expect(await content('/api/configurations/client-country')).toEqual({ clientRegion: 'SG', clientCity: 'Singapore', currency: 'SGD' });
  });

  it('takes the region from the stay-sandbox-country cookie', async () => {
    const headers = { 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key', Cookie: 'other=1; stay-sandbox-country=CN' };
    const { body } = await sandbox.json<SuccessEnvelope<unknown>>('/api/configurations/client-country', { headers });
    expect(body.content).toEqual({ clientRegion: 'CN', clientCity: 'Shanghai', currency: 'CNY' });
  });

  it('ignores an unknown country in the cookie', async () => {
    const headers = { 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key', Cookie: 'stay-sandbox-country=ZZ' };
    const { body } = await sandbox.json<SuccessEnvelope<{ clientRegion: string }>>('/api/configurations/client-country', { headers });
    expect(body.content.clientRegion).toBe('SG');
  });
});
