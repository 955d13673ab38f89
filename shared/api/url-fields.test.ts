import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAddon } from './addons-service';
import { parseBenefitsConfiguration } from './benefits-service';
import { parseListingEntry } from './content-service';

/**
 * Every backend field that becomes an `href` or `src` goes through the one safe-URL check
 * (DESIGN.md §3, shared/domain/safe-url.ts) in its response parser: an unsafe value is dropped
 * with a warning, a safe one kept (trimmed). One row per field the parsers of shared/api produce.
 */
const FIELDS: { name: string; read: (url: string | undefined) => string | undefined }[] = [
  {
    name: 'property listing thumbnail (img src)',
    read: (url) => parseListingEntry({ propertyCode: 'A', propertyName: 'B', thumbnail: url })!.thumbnail || undefined,
  },
  {
    name: 'property listing pagePath (href)',
    read: (url) => parseListingEntry({ propertyCode: 'A', propertyName: 'B', pagePath: url })!.pagePath || undefined,
  },
  {
    name: 'benefit icon (img src)',
    read: (url) =>
      parseBenefitsConfiguration({ benefitConfig: [{ tierName: 'classic', tierBenefit: [{ label: 'a', icon: url }] }] })!.tiers[0]!
        .benefits[0]?.icon || undefined,
  },
  {
    name: 'add-on image (img src)',
    read: (url) =>
      parseAddon({
        serviceInventoryCode: 'A',
        addonDisplayType: 'OTHER',
        servicePricingType: 'Per stay',
        currency: 'SGD',
        apartmentNumber: 1,
        image: url,
      })!.image || undefined,
  },
  {
    name: 'buy-point URL (href)',
    read: (url) => parseBenefitsConfiguration({ benefitConfig: [], buyPointUrl: url })!.buyPointUrl,
  },
];

const UNSAFE = [
  'javascript:alert(1)',
  ' JaVa\tScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'blob:https://x/1',
  'file:///etc/passwd',
];
const SAFE = [
  'https://cdn.stay.example/a.jpg',
  '/demo-assets/a.svg',
  'images/a.png',
  '//cdn.stay.example/a.jpg',
  'mailto:stay@example.com',
];

afterEach(() => vi.restoreAllMocks());

describe.each(FIELDS)('$name', ({ read }) => {
  it.each(UNSAFE)('drops %j with a warning', (url) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(read(url)).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });

  it.each(SAFE)('keeps %j', (url) => {
    expect(read(` ${url} `)).toBe(url);
  });

  it('is empty without a value', () => {
    expect(read(undefined)).toBeUndefined();
  });
});
