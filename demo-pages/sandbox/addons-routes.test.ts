import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddonView } from './routes/addons.ts';
import { convertExact } from './seed/index.ts';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

/** POST /api/v2/addons/search (booking spec §3 "Add-on", §4 add-on selection; issue 15 contract item 4). */
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

const request = (overrides: Record<string, unknown> = {}) => ({
  hotelCode: 'SGORCH',
  startDate: '2027-01-11',
  endDate: '2027-01-14',
  currencyCode: 'SGD',
  apartments: [
    { apartmentNumber: 1, numberOfAdult: 2, numberOfChildren: 0, roomTypeCode: 'ONEB', ratePlanCode: 'BAR' },
    { apartmentNumber: 2, numberOfAdult: 1, numberOfChildren: 1, roomTypeCode: 'TWOB', ratePlanCode: 'BARBB' },
  ],
  ...overrides,
});

const search = (body: unknown) => sandbox.post<SuccessEnvelope<AddonView[]> & ErrorEnvelope>('/api/v2/addons/search', body);

describe('POST /api/v2/addons/search', () => {
  it('answers every display type and pricing type, transfers 1W and 2W, one transfer without a title, per apartment', async () => {
    const { status, body } = await search(request());
    expect(status).toBe(200);
    const addons = body.content;
    expect(new Set(addons.map((addon) => addon.addonDisplayType))).toEqual(
      new Set(['BREAKFAST', 'QUANTITY', 'AIRPORT_TRANSFER', 'GUEST', 'HOUSE_KEEPING', 'OTHER', 'OTHER_PACKAGES']),
    );
    expect(new Set(addons.map((addon) => addon.servicePricingType))).toEqual(
      new Set(['Per person', 'Per person per night', 'Per stay', 'Per night']),
    );
    const transfers = addons.filter((addon) => addon.addonDisplayType === 'AIRPORT_TRANSFER' && addon.apartmentNumber === 1);
    expect(transfers.map((addon) => addon.transferType).sort()).toEqual(['1W', '1W', '2W']);
    expect(transfers.filter((addon) => addon.title === '')).toHaveLength(1);
    expect(new Set(addons.map((addon) => addon.apartmentNumber))).toEqual(new Set([1, 2]));
    expect(addons[0]).toMatchObject({
      category: expect.any(String),
      categoryKey: expect.any(String),
      description: expect.any(String),
      image: expect.any(String),
      maxQuantity: expect.any(Number),
      currency: 'SGD',
      numberOfNight: 3,
    });
  });

  it('prices per person with adult and child prices, the others with one unit price, with taxes', async () => {
    const { body } = await search(request());
    const breakfast = body.content.find((addon) => addon.serviceInventoryCode === 'BRKF' && addon.apartmentNumber === 1)!;
    expect(breakfast).toMatchObject({
      defaultPriceForAdult: 28,
      defaultPriceForChildren: 14,
      defaultTaxForAdult: 28 * 0.09,
      defaultTaxForChildren: 14 * 0.09,
    });
    const cot = body.content.find((addon) => addon.serviceInventoryCode === 'COT')!;
    expect(cot).toMatchObject({ defaultPrice: 15, defaultTax: 15 * 0.09, defaultPriceForAdult: 0, defaultPriceForChildren: 0 });
  });

  it('answers unit prices converted and not rounded (a line rounds once)', async () => {
    const { body } = await search(request({ currencyCode: 'usd' }));
    const breakfast = body.content.find((addon) => addon.serviceInventoryCode === 'BRKF')!;
    expect(breakfast.currency).toBe('USD');
    expect(breakfast.defaultPriceForAdult).toBe(convertExact(28, 'SGD', 'USD'));
    expect(Number.isInteger(breakfast.defaultPriceForAdult * 100)).toBe(false);
  });

  it('marks breakfast unavailable with a rate that includes it', async () => {
    const { body } = await search(request());
    const breakfast = (apartmentNumber: number) =>
      body.content.find((addon) => addon.serviceInventoryCode === 'BRKF' && addon.apartmentNumber === apartmentNumber)!;
    expect(breakfast(1).available).toBe(true);
    expect(breakfast(2).available).toBe(false);
  });

  it.each([
    { body: request({ hotelCode: undefined }), status: 400, errorCode: 'BAD_REQUEST' },
    { body: request({ endDate: '2027-01-10' }), status: 400, errorCode: 'BAD_REQUEST' },
    { body: request({ currencyCode: 'XXX' }), status: 400, errorCode: 'BAD_REQUEST' },
    { body: request({ apartments: [] }), status: 400, errorCode: 'BAD_REQUEST' },
    {
      body: request({ apartments: [{ numberOfAdult: 1, roomTypeCode: 'ONEB', ratePlanCode: 'NOPE' }] }),
      status: 400,
      errorCode: 'BAD_REQUEST',
    },
    { body: request({ hotelCode: 'NOPE00' }), status: 404, errorCode: 'E52' },
    { body: request({ apartments: [{ numberOfAdult: 1, roomTypeCode: 'DLXK', ratePlanCode: 'BAR' }] }), status: 404, errorCode: 'E52' },
  ])('refuses a bad request with $status $errorCode (%#)', async ({ body, status, errorCode }) => {
    const answer = await search(body);
    expect([answer.status, answer.body.errorCode]).toEqual([status, errorCode]);
  });
});
