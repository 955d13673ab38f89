import { describe, expect, it } from 'vitest';
import { parseAddon, searchAddons, type AddonSearchRequest } from './addons-service';
import type { ApiClient } from './types';

const breakfast = {
  serviceInventoryCode: 'BRKF',
  category: 'Dining',
  categoryKey: 'dining',
  title: 'Daily breakfast',
  description: 'Buffet breakfast',
  image: '/demo-assets/addons/breakfast.svg',
  addonDisplayType: 'BREAKFAST',
  servicePricingType: 'Per person per night',
  currency: 'SGD',
  defaultPrice: 0,
  defaultTax: 0,
  defaultPriceForAdult: 28,
  defaultPriceForChildren: 14,
  defaultTaxForAdult: 2.52,
  defaultTaxForChildren: 1.26,
  maxQuantity: 8,
  available: true,
  apartmentNumber: 1,
};

describe('parseAddon (booking spec §3 "Add-on", issue 15 contract call 4)', () => {
  it('reads every field the widget uses', () => {
    expect(parseAddon(breakfast)).toEqual(breakfast);
  });

  it.each([
    {
      case: 'a transfer keeps its type',
      raw: { ...breakfast, addonDisplayType: 'AIRPORT_TRANSFER', transferType: '2W' },
      expected: { transferType: '2W' },
    },
    {
      case: 'an untitled add-on is kept (the domain drops untitled transfers)',
      raw: { ...breakfast, title: undefined },
      expected: { title: '' },
    },
    {
      case: 'missing per-person prices read as 0',
      raw: { ...breakfast, defaultPriceForChildren: undefined },
      expected: { defaultPriceForChildren: 0 },
    },
    { case: 'a missing maximum reads as 0', raw: { ...breakfast, maxQuantity: 'x' }, expected: { maxQuantity: 0 } },
    { case: 'a missing available flag reads as available', raw: { ...breakfast, available: undefined }, expected: { available: true } },
    { case: 'an unsafe image is dropped', raw: { ...breakfast, image: 'javascript:alert(1)' }, expected: { image: '' } },
  ])('$case', ({ raw, expected }) => {
    expect(parseAddon(raw)).toMatchObject(expected);
  });

  it('an unknown transfer type is left out', () => {
    expect(parseAddon({ ...breakfast, transferType: '3W' })).not.toHaveProperty('transferType');
  });

  it.each([
    { case: 'no inventory code', raw: { ...breakfast, serviceInventoryCode: ' ' } },
    { case: 'an unknown display type', raw: { ...breakfast, addonDisplayType: 'SPA' } },
    { case: 'an unknown pricing type', raw: { ...breakfast, servicePricingType: 'Per hour' } },
    { case: 'a negative price', raw: { ...breakfast, defaultPriceForAdult: -1 } },
    { case: 'a price in words', raw: { ...breakfast, defaultTax: 'free' } },
    { case: 'no apartment number', raw: { ...breakfast, apartmentNumber: undefined } },
    { case: 'no currency', raw: { ...breakfast, currency: undefined } },
    { case: 'not an object', raw: 'BRKF' },
  ])('$case: dropped', ({ raw }) => {
    expect(parseAddon(raw)).toBeUndefined();
  });
});

describe('searchAddons', () => {
  it('posts the contract body as a retried, shared read and drops entries that do not parse', async () => {
    const calls: unknown[][] = [];
    const client = {
      post: async (path: string, body: unknown, options: { idempotent?: boolean; parse: (raw: unknown) => unknown }) => {
        calls.push([path, body, options.idempotent]);
        return { ok: true, data: options.parse([breakfast, { serviceInventoryCode: 'X' }]) };
      },
    } as unknown as ApiClient;
    const request: AddonSearchRequest = {
      hotelCode: 'SGORCH',
      startDate: '2026-12-01',
      endDate: '2026-12-04',
      currencyCode: 'SGD',
      apartments: [{ apartmentNumber: 1, numberOfAdult: 2, numberOfChildren: 0, roomTypeCode: 'STU', ratePlanCode: 'BAR' }],
    };
    const result = await searchAddons(client, request);
    expect(calls).toEqual([['/api/v2/addons/search', request, true]]);
    expect(result.ok && result.data.map((addon) => addon.serviceInventoryCode)).toEqual(['BRKF']);
  });
});
