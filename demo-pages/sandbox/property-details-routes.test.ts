import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuccessEnvelope } from './server.ts';
import { KEY_HEADERS, describeDocumentedFaultRules, runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

interface ReservationProperty {
  propertyCode: string;
  phone: string;
  facilities: { code: string; icon: string }[];
  guestReview: { reviewProID: string; showReviews: boolean };
  baseRateConfiguration: { ratePlanCode: string; amountPerNight: number; currencyCode: string };
}

describe('GET properties/reservation/p_lang/eq/{lang}/p_propertyCodes/eq/{code}.json (content §7)', () => {
  it('answers the property with its base rate configuration', async () => {
    const { status, body } = await sandbox.json<SuccessEnvelope<ReservationProperty[]>>(
      '/apis/stay/properties/reservation/p_lang/eq/en/p_propertyCodes/eq/sgorch.json',
    );
    expect(status).toBe(200);
    expect(body.content).toHaveLength(1);
    expect(body.content[0]).toMatchObject({
      propertyCode: 'SGORCH',
      guestReview: { reviewProID: 'RP-SGORCH', showReviews: true },
      baseRateConfiguration: { ratePlanCode: 'BAR', amountPerNight: 290, currencyCode: 'SGD' },
    });
    expect(body.content[0]?.facilities.length).toBeGreaterThan(0);
  });

  it('leaves unknown codes out', async () => {
    const { body } = await sandbox.json<SuccessEnvelope<unknown[]>>(
      '/apis/stay/properties/reservation/p_lang/eq/en/p_propertyCodes/eq/NOPE.json',
    );
    expect(body.content).toEqual([]);
  });
});

describe('GET announcement.json (content §7)', () => {
  it('lists the announcements inside their window in the request language', async () => {
    const { body } = await sandbox.json<SuccessEnvelope<{ id: string; message: string; propertyCodes: string[] }[]>>(
      '/apis/stay/announcement.json',
      { headers: { lang: 'ar' } },
    );
    expect(body.content.map((entry) => entry.id)).toEqual(['POOL-WORKS', 'SITE-WIDE']);
    expect(body.content[0]).toMatchObject({ propertyCodes: ['SGORCH'], message: 'المسبح مغلق للصيانة حتى نهاية الشهر.' });
  });
});

describe('GET /api/loyalty/get-property-offer (loyalty §7, §9)', () => {
  it('answers the offers of the property inside their window, with a 1-hour cache hint', async () => {
    const response = await sandbox.call('/api/loyalty/get-property-offer?propertyCode=SGORCH');
    const body = (await response.json()) as SuccessEnvelope<{ offers: { offerCode: string; url: string }[] }>;
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(body.content.offers.map((offer) => offer.offerCode)).toEqual(['STAY3SAVE', 'ORCHBRKF']);
    expect(body.content.offers[0]?.url).toBe('/en/offers/stay-3-save/');
  });

  it('gives other properties only the offers for every property', async () => {
    const { body } = await sandbox.json<SuccessEnvelope<{ offers: { offerCode: string }[] }>>(
      '/api/loyalty/get-property-offer?propertyCode=JPSHJK',
    );
    expect(body.content.offers.map((offer) => offer.offerCode)).toEqual(['STAY3SAVE']);
  });

  it.each([
    ['', 400, 'BAD_REQUEST'],
    ['?propertyCode=NOPE', 404, 'E52'],
  ])('refuses %s with %i %s', async (query, status, errorCode) => {
    const answer = await sandbox.json<{ errorCode: string }>(`/api/loyalty/get-property-offer${query}`);
    expect(answer.status).toBe(status);
    expect(answer.body.errorCode).toBe(errorCode);
  });

  it('needs the subscription key', async () => {
    const response = await sandbox.call('/api/loyalty/get-property-offer?propertyCode=SGORCH', { headers: {} });
    expect(response.status).toBe(401);
  });
});

const CALLS: Record<string, () => Promise<Response>> = {
  'v2/guest-review': () =>
    sandbox.call('/odx/stay/v2/guest-review', {
      method: 'POST',
      headers: { ...KEY_HEADERS, 'Content-Type': 'application/json', Cookie: '' },
      body: '{}',
    }),
  'odx/translate': () =>
    sandbox.call('/odx/translate', { method: 'POST', headers: { ...KEY_HEADERS, 'Content-Type': 'application/json' }, body: '{}' }),
  'reviewpro-configuration': () => sandbox.call('/apis/stay/reviewpro-configuration/en.json'),
  'get-property-offer': () => sandbox.call('/api/loyalty/get-property-offer?propertyCode=SGORCH'),
  'announcement.json': () => sandbox.call('/apis/stay/announcement.json'),
  'properties/reservation': () => sandbox.call('/apis/stay/properties/reservation/p_lang/eq/en/p_propertyCodes/eq/SGORCH.json'),
};

describeDocumentedFaultRules('### Fault rules of the property details page', CALLS, () => sandbox);
