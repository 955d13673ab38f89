import { describe, expect, it } from 'vitest';
import { parseEnglishBrandByProperty } from '../api/booking-master-configuration';
import type { Ga4Item } from './ga4-items';
import { withEnglishBrands } from './english-brands';

const apartment = (hotelCode: string, brand?: string): Ga4Item => ({
  item_id: 'STU',
  item_name: 'Studio',
  item_category: 'apartment',
  item_category2: hotelCode,
  item_variant: 'BAR',
  price: 100,
  quantity: 1,
  ...(brand ? { item_brand: brand } : {}),
});
const addon: Ga4Item = {
  item_id: 'BRKF',
  item_name: 'Breakfast',
  item_category: 'addon',
  item_category2: 'SGORCH',
  item_variant: '',
  price: 5,
  quantity: 1,
};

// Content spec §7 "Booking master configuration: booking/configuration/en.json (first content item stored)".
describe('parseEnglishBrandByProperty', () => {
  it.each([
    [
      [
        {
          properties: [
            { propertyCode: 'SGORCH', brandCode: 'AST' },
            { propertyCode: 'X', brandCode: 'NONE' },
          ],
          brands: [{ code: 'AST', enName: 'Aster' }],
        },
        { ignored: true },
      ],
      { SGORCH: 'Aster' },
    ],
    [[{ properties: [{ propertyCode: 'SGORCH' }], brands: 'x' }], {}],
    [{ properties: [] }, undefined],
    [[], undefined],
  ])('%j -> %j', (raw, parsed) => {
    expect(parseEnglishBrandByProperty(raw)).toEqual(parsed);
  });
});

describe('withEnglishBrands', () => {
  it.each([
    { name: 'an apartment gets its brand in English', items: [apartment('SGORCH')], brands: [{ item_brand: 'Aster' }] },
    { name: 'an add-on keeps none', items: [addon], brands: [{ item_brand: undefined }] },
    { name: 'an unknown property keeps none', items: [apartment('ZZ')], brands: [{ item_brand: undefined }] },
    { name: 'a brand already given stays', items: [apartment('SGORCH', 'Given')], brands: [{ item_brand: 'Given' }] },
  ])('$name', ({ items, brands }) => {
    expect(withEnglishBrands(items, { SGORCH: 'Aster' }).map(({ item_brand }) => ({ item_brand }))).toEqual(brands);
  });
});
