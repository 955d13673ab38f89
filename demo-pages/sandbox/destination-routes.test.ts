import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuccessEnvelope } from './server.ts';
import { describeDocumentedFaultRules, runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

/* Destination reads of issue 19 item 5 (routes/destinations.ts; README "Destinations"). */
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

interface Listed {
  propertyCode: string;
  status: string;
  location: { lat: number; lng: number };
}

const codes = async (path: string) =>
  (await sandbox.json<SuccessEnvelope<Listed[]>>(`/apis/stay/${path}`)).body.content.map((entry) => entry.propertyCode);

describe('GET property-list/p_{by}/eq/{value}/p_lang/eq/{lang}.json (content §7 "Property lists")', () => {
  it.each([
    { path: 'property-list/p_refCity/eq/Tokyo/p_lang/eq/en.json', listed: ['JPSHJK', 'JPGNZA'] },
    { path: 'property-list/p_cityName/eq/%E6%9D%B1%E4%BA%AC/p_lang/eq/ja.json', listed: ['JPSHJK', 'JPGNZA'] },
    { path: 'property-list/p_country/eq/jp/p_lang/eq/en.json', listed: ['JPSHJK', 'JPGNZA', 'JPKYTO', 'JPOSKU'] },
    { path: 'property-list/p_brand/eq/KIR/p_lang/eq/en.json', listed: ['JPSHJK', 'JPKYTO', 'KRSLGN', 'FRPARM'] },
    { path: 'property-list/p_country/eq/JP/p_lang/eq/en.json?offerPath=offers/long-stay', listed: ['JPSHJK'] },
    { path: 'property-list/p_country/eq/JP/p_lang/eq/en.json?offerPath=offers/none', listed: [] },
    { path: 'property-list/p_refCity/eq/Atlantis/p_lang/eq/en.json', listed: [] },
  ])('$path', async ({ path, listed }) => {
    expect(await codes(path)).toEqual(listed);
  });

  it('gives each property its location and takes a point of interest', async () => {
    const { status, body } = await sandbox.json<SuccessEnvelope<Listed[]>>(
      '/apis/stay/property-list/p_refCity/eq/Singapore/p_lang/eq/en.json?poiLat=1.2834&poiLng=103.8607',
    );
    expect(status).toBe(200);
    expect(body.content[0]).toMatchObject({ propertyCode: 'SGORCH', location: { lat: 1.3048, lng: 103.8318 } });
  });

  it.each(['poiLat=1.3', 'poiLat=north&poiLng=1'])('answers 400 BAD_REQUEST for a half or malformed point (%s)', async (query) => {
    const { status, body } = await sandbox.json<{ errorCode: string }>(
      `/apis/stay/property-list/p_refCity/eq/Tokyo/p_lang/eq/en.json?${query}`,
    );
    expect(status).toBe(400);
    expect(body.errorCode).toBe('BAD_REQUEST');
  });
});

describe('the other destination reads (content §7 "Other content")', () => {
  it('featured-properties/config.json lists the featured codes in order', async () => {
    const { body } = await sandbox.json<SuccessEnvelope<{ propertyCodes: string[] }>>('/apis/stay/featured-properties/config.json');
    expect(body.content.propertyCodes).toEqual(['JPGNZA', 'SGMARB', 'AEDXMR', 'FRPARM']);
  });

  it('upcoming new properties are the coming-soon ones', async () => {
    expect(await codes('properties/upcoming/p_lang/eq/en.json')).toEqual(['SGSNTS', 'JPOSKU', 'CNSZNS', 'VNHNHK']);
  });

  it('the property map has every property with its location', async () => {
    expect(await codes('property-map/p_lang/eq/en.json')).toHaveLength(22);
  });

  it('property counts count live properties per country and city', async () => {
    const { body } = await sandbox.json<
      SuccessEnvelope<{ countryCode: string; count: number; cities: { cityName: string; count: number }[] }[]>
    >('/apis/stay/properties/counts/p_lang/eq/ja.json');
    expect(body.content.find((country) => country.countryCode === 'JP')).toEqual({
      countryCode: 'JP',
      countryName: '日本',
      count: 3,
      cities: [
        { cityName: '東京', count: 2 },
        { cityName: '京都', count: 1 },
      ],
    });
  });

  it('the awards listing leaves out awards of unknown properties', async () => {
    expect(await codes('awards/p_lang/eq/en.json')).toEqual(['SGORCH', 'JPGNZA', 'AEDXMR']);
  });

  it.each([
    { path: 'destinations/p_type/eq/city/p_ref/eq/tokyo/p_lang/eq/ar.json', name: 'طوكيو' },
    { path: 'destinations/p_type/eq/country/p_ref/eq/JP/p_lang/eq/en.json', name: 'Japan' },
  ])('a destination introduction: $path', async ({ path, name }) => {
    const { body } = await sandbox.json<SuccessEnvelope<{ name: string; description: string }>>(`/apis/stay/${path}`);
    expect(body.content.name).toBe(name);
    expect(body.content.description).not.toBe('');
  });

  it('no introduction is null, not an error', async () => {
    const { status, body } = await sandbox.json<SuccessEnvelope<null>>(
      '/apis/stay/destinations/p_type/eq/city/p_ref/eq/Atlantis/p_lang/eq/en.json',
    );
    expect(status).toBe(200);
    expect(body.content).toBeNull();
  });
});

const CALLS: Record<string, () => Promise<Response>> = {
  'property-list/': () => sandbox.call('/apis/stay/property-list/p_refCity/eq/Tokyo/p_lang/eq/en.json'),
  'featured-properties': () => sandbox.call('/apis/stay/featured-properties/config.json'),
  'property-map': () => sandbox.call('/apis/stay/property-map/p_lang/eq/en.json'),
  'properties/upcoming': () => sandbox.call('/apis/stay/properties/upcoming/p_lang/eq/en.json'),
  'properties/counts': () => sandbox.call('/apis/stay/properties/counts/p_lang/eq/en.json'),
  'awards/': () => sandbox.call('/apis/stay/awards/p_lang/eq/en.json'),
  'destinations/': () => sandbox.call('/apis/stay/destinations/p_type/eq/city/p_ref/eq/Tokyo/p_lang/eq/en.json'),
};

describeDocumentedFaultRules('### Fault rules of the destination lists', CALLS, () => sandbox);
