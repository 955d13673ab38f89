// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testNowMs } from '../../testing/clock';
import {
  bookingSearchCriteriaEntry,
  criteriaFromCartEntry,
  deepLinkDataEntry,
  guestCartEntry,
  previousSearchUrlEntry,
  summaryPaymentUrlEntry,
} from './booking-session-entries';
import { readEntry, type StorageEntry } from '../storage/entry';

function store(area: Storage, key: string, value: unknown, storedAt = testNowMs()): void {
  area.setItem(key, JSON.stringify({ value, storedAt }));
}

const room = {
  hotelCode: 'SGORCH',
  startDate: '2026-04-01',
  endDate: '2026-04-03',
  apartmentGuest: { numberOfAdult: 2, numberOfChildren: 1, childAges: [5] },
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('booking session entries', () => {
  it('use the stay: keys and areas the journey shares', () => {
    expect(
      [bookingSearchCriteriaEntry, deepLinkDataEntry, previousSearchUrlEntry, summaryPaymentUrlEntry, criteriaFromCartEntry].map(
        ({ key, area }) => `${area} ${key}`,
      ),
    ).toEqual([
      'session stay:booking-search-criteria',
      'session stay:deep-link',
      'session stay:previous-search-url',
      'session stay:summary-payment-url',
      'session stay:criteria-from-cart',
    ]);
    expect(guestCartEntry).toMatchObject({ key: 'stay:guest-cart', area: 'local' });
    expect(guestCartEntry.lifetimeMs).toBeUndefined();
  });

  it.each([
    { name: 'numbers', childAges: [5, 0], expected: [5, 0] },
    { name: 'numeric strings', childAges: ['5', ' 11 '], expected: [5, 11] },
    { name: '{ age } objects', childAges: [{ age: 7 }], expected: [7] },
    { name: 'absent', childAges: undefined, expected: [] },
  ])('reads guest cart child ages given as $name', ({ childAges, expected }) => {
    store(localStorage, 'stay:guest-cart', {
      items: [{ ...room, apartmentGuest: { ...room.apartmentGuest, childAges }, ssid: 'ss-9', extra: 'kept in storage' }],
    });
    expect(readEntry(guestCartEntry)?.items).toMatchObject([
      {
        ...room,
        shoppingCartItemId: 'SGORCH:2026-04-01:2026-04-03:1',
        apartmentGuest: { ...room.apartmentGuest, childAges: expected },
        ssid: 'ss-9',
      },
    ]);
  });

  it.each([
    { name: 'not an object', value: 'cart' },
    { name: 'no items list', value: { cart: [] } },
  ])('treats a guest cart with $name as malformed: absent, removed, warned', ({ value }) => {
    store(localStorage, 'stay:guest-cart', value);
    expect(readEntry(guestCartEntry)).toBeUndefined();
    expect(localStorage.getItem('stay:guest-cart')).toBeNull();
    expect(console.warn).toHaveBeenCalledOnce();
  });

  // Issue 28 item 8: the cart store drops such a line and says so (emptying the cart when nothing is left), not the entry silently.
  it.each([
    { name: 'an item without dates', item: { ...room, startDate: undefined } },
    { name: 'a negative adult count', item: { ...room, apartmentGuest: { ...room.apartmentGuest, numberOfAdult: -1 } } },
    { name: 'a fractional child count', item: { ...room, apartmentGuest: { ...room.apartmentGuest, numberOfChildren: 0.5 } } },
    { name: 'an unreadable child age', item: { ...room, apartmentGuest: { ...room.apartmentGuest, childAges: ['five'] } } },
  ])('reads a guest cart with $name without that line, counting it as unreadable', ({ item }) => {
    store(localStorage, 'stay:guest-cart', { items: [item, room] });
    const cart = readEntry(guestCartEntry);
    expect(cart?.items.map((entry) => entry.hotelCode)).toEqual(['SGORCH']);
    expect(cart?.unreadableItems).toBe(1);
    expect(localStorage.getItem('stay:guest-cart')).not.toBeNull();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it.each([
    {
      name: 'what the cart store left out',
      truncated: { refused: 1, cut: 9_995, maxApartments: 5 },
      expected: { refused: 1, cut: 9_995, maxApartments: 5 },
    },
    { name: 'a malformed record of it (ignored)', truncated: { refused: -1, cut: 'many', maxApartments: 5 }, expected: undefined },
  ])('reads $name with the guest cart', ({ truncated, expected }) => {
    store(localStorage, 'stay:guest-cart', { items: [room], truncated });
    expect(readEntry(guestCartEntry)?.truncated).toEqual(expected);
  });

  it('reads a cart stored before issue 15 ({ items } of hotel, dates, guests) with safe defaults', () => {
    store(localStorage, 'stay:guest-cart', { items: [room, room] });
    const cart = readEntry(guestCartEntry);
    expect(cart).toMatchObject({ currencyCode: 'USD', shoppingCartDeviceType: 'desktop', lastModified: undefined });
    expect(cart?.items.map((item) => [item.apartmentNumber, item.shoppingCartItemId, item.price, item.roomRate.requiresLogin])).toEqual([
      [1, 'SGORCH:2026-04-01:2026-04-03:1', 0, false],
      [2, 'SGORCH:2026-04-01:2026-04-03:2', 0, false],
    ]);
    expect(cart?.items[0]?.apartmentGuest).toEqual({
      ...room.apartmentGuest,
      actualNumberOfAdult: 2,
      actualNumberOfChildren: 1,
      numberOfGuest: 3,
    });
  });

  it('keeps the guest cart past 12 hours: the cart store applies the configured lifetime', () => {
    const storedAt = Date.UTC(2026, 3, 1, 8);
    store(localStorage, 'stay:guest-cart', { items: [room], lastModified: storedAt }, storedAt);
    expect(readEntry(guestCartEntry, storedAt + 13 * 3_600_000)?.lastModified).toBe(storedAt);
  });

  it.each([
    { url: '/en/booking/property-listing/?hotel=SGORCH', expected: '/en/booking/property-listing/?hotel=SGORCH' },
    { url: ' https://www.stay.example/en/ ', expected: 'https://www.stay.example/en/' },
    { url: 'javascript:alert(1)', expected: undefined },
    { url: '', expected: undefined },
    { url: 42, expected: undefined },
  ])('accepts only safe journey URLs: $url → $expected', ({ url, expected }) => {
    store(sessionStorage, 'stay:previous-search-url', url);
    store(sessionStorage, 'stay:summary-payment-url', url);
    expect(readEntry(previousSearchUrlEntry)).toBe(expected);
    expect(readEntry(summaryPaymentUrlEntry)).toBe(expected);
  });

  it('reads search criteria and deep-link data, keeping only typed fields', () => {
    store(sessionStorage, 'stay:booking-search-criteria', { hotelCode: 'SGORCH', minLengthOfStay: 2, rooms: 'two', ssid: 7 });
    store(sessionStorage, 'stay:deep-link', { hotel: 'SGORCH', adult: '2,1' });
    expect(readEntry(bookingSearchCriteriaEntry)).toEqual({
      hotelCode: 'SGORCH',
      minLengthOfStay: 2,
      startDate: undefined,
      endDate: undefined,
      ssid: undefined,
    });
    expect(readEntry(deepLinkDataEntry)).toEqual({ hotel: 'SGORCH', adult: '2,1' });
    store(sessionStorage, 'stay:deep-link', { hotel: 5 });
    expect(readEntry(deepLinkDataEntry)).toBeUndefined();
  });

  it('knows the reload flag only as true', () => {
    store(sessionStorage, 'stay:criteria-from-cart', true);
    expect(readEntry(criteriaFromCartEntry)).toBe(true);
    store(sessionStorage, 'stay:criteria-from-cart', 'yes');
    expect(readEntry(criteriaFromCartEntry)).toBeUndefined();
  });
});

describe('garbage in the journey entries (issue 12 §8)', () => {
  const entries: StorageEntry<unknown>[] = [
    bookingSearchCriteriaEntry,
    deepLinkDataEntry,
    guestCartEntry,
    previousSearchUrlEntry,
    summaryPaymentUrlEntry,
    criteriaFromCartEntry,
  ];
  const garbage = {
    'prototype pollution': '{"__proto__":{"polluted":"1"},"constructor":{"prototype":{"polluted":"1"}}}',
    'deeply nested arrays': `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  };

  it.each(Object.entries(garbage))('every entry reads %s without throwing, keeps none of it and pollutes nothing', (_case, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const entry of entries) {
      const storage = entry.area === 'local' ? localStorage : sessionStorage;
      storage.setItem(entry.key, `{"value":${value},"storedAt":${testNowMs()}}`);
      const read = readEntry(entry);
      // Absent, or (criteria: every field optional) a value holding none of the garbage.
      expect(read === undefined || !JSON.stringify(read).includes('polluted'), entry.key).toBe(true);
    }
    expect(warn).toHaveBeenCalled();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    warn.mockRestore();
  });
});
