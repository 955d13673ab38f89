// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { sandboxApi } from '../../testing/sandbox-api';
import { fetchOffers, fetchVoucherCategories, parseOffer } from './offer-service';

const { client: clientFor } = sandboxApi();

const complete = {
  id: 'JP-AUTUMN',
  path: '/offers/japan-autumn/',
  title: 'Autumn in Japan',
  image: '/demo-assets/offers/japan-autumn.svg',
  startDate: '2026-11-20',
  endDate: '2026-12-31',
  appOnly: true,
};

// Content spec §7 "Offers, vouchers, events" (shapes ours: sandbox README); DESIGN §3: backend URLs are untrusted.
describe('parseOffer', () => {
  it('reads an entry, its path without slashes around it', () => {
    expect(parseOffer(complete)).toMatchObject({
      id: 'JP-AUTUMN',
      path: 'offers/japan-autumn',
      appOnly: true,
      category: '',
      propertyCodes: [],
    });
  });

  it.each([
    { name: 'no id', raw: { ...complete, id: '' } },
    { name: 'no path', raw: { ...complete, path: undefined } },
    { name: 'no title', raw: { ...complete, title: 42 } },
    { name: 'not an object', raw: 'offer' },
  ])('drops an entry with $name', ({ raw }) => {
    expect(parseOffer(raw)).toBeUndefined();
  });

  it.each([
    { name: 'a date that is not ISO is no date', raw: { ...complete, endDate: '31-12-2026' }, field: 'endDate', value: '' },
    { name: 'appOnly that is not a boolean is false', raw: { ...complete, appOnly: 'yes' }, field: 'appOnly', value: false },
    {
      name: 'property codes keep only texts',
      raw: { ...complete, propertyCodes: ['SGORCH', 7, ''] },
      field: 'propertyCodes',
      value: ['SGORCH'],
    },
  ])('$name', ({ raw, field, value }) => {
    expect(parseOffer(raw)?.[field as keyof ReturnType<typeof parseOffer> & string]).toEqual(value);
  });

  it('drops an unsafe image with a warning, keeping the entry', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseOffer({ ...complete, image: 'javascript:alert(1)' })?.image).toBe('');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('offer-service reads against the sandbox', () => {
  it('reads each list and the voucher categories', async () => {
    const client = clientFor();
    const [offers, vouchers, events, categories] = await Promise.all([
      fetchOffers(client, 'offers', 'en'),
      fetchOffers(client, 'vouchers', 'en'),
      fetchOffers(client, 'events', 'en'),
      fetchVoucherCategories(client, 'en', 'asr-vouchers'),
    ]);
    expect(offers.ok && offers.data.map((offer) => offer.id)).toContain('JP-AUTUMN');
    expect(vouchers.ok && vouchers.data[0]).toMatchObject({ category: 'free-stay', programmeCode: 'VPFREE' });
    expect(events.ok && events.data.map((event) => event.path)).toContain('events/orchard-wine-evening');
    expect(categories.ok && categories.data.map((category) => category.code)).toEqual(['free-stay', 'package', 'cash']);
  });
});
