// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sandboxApi } from '../../testing/sandbox-api';
import { fetchAvailabilityCalendar, parseAvailabilityCalendar } from './availability-service';

const { client } = sandboxApi();

describe('fetchAvailabilityCalendar against the sandbox', () => {
  it('reads a month of nights with reasons and lowest rates', async () => {
    const result = await fetchAvailabilityCalendar(client(), {
      hotelCode: 'SGORCH',
      rooms: [{ adults: 2, children: 0 }],
      currencyCode: 'SGD',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.data.currencyCode).toBe('SGD');
    expect(result.data.days).toHaveLength(31);
    const closed = result.data.days.filter((day) => day.reasons.includes('Closed'));
    expect(closed.length).toBeGreaterThan(0); // the seed closes 2 nights a month
    expect(closed.every((day) => !day.sellable && !day.canArrive && day.lowestRate === undefined)).toBe(true);
    expect(result.data.days.filter((day) => day.sellable).every((day) => (day.lowestRate ?? 0) > 0)).toBe(true);
  });

  it('fails cleanly for an unknown property', async () => {
    const result = await fetchAvailabilityCalendar(client(), {
      hotelCode: 'NOPE',
      rooms: [{ adults: 1, children: 0 }],
      startDate: '2026-03-01',
      endDate: '2026-03-02',
    });
    expect(result.ok).toBe(false);
  });
});

describe('parseAvailabilityCalendar', () => {
  const day = {
    date: '2026-03-01',
    sellable: true,
    canArrive: true,
    canDepart: true,
    minStayArrive: 1,
    minStayThrough: 1,
    reasons: [],
    lowestRate: 200,
  };
  it.each([
    { name: 'a valid answer', raw: { hotelCode: 'X', currencyCode: 'SGD', days: [day] }, days: [day] },
    {
      name: 'unknown reasons dropped, rate of an unsellable night ignored, canArrive needs sellable',
      raw: { hotelCode: 'X', currencyCode: 'SGD', days: [{ ...day, sellable: false, reasons: ['Closed', 'Moon'] }] },
      days: [{ ...day, sellable: false, canArrive: false, reasons: ['Closed'], lowestRate: undefined }],
    },
    {
      name: 'invalid days dropped',
      raw: { hotelCode: 'X', currencyCode: 'SGD', days: [{ ...day, date: '2026-02-30' }, { date: '2026-03-02' }, day] },
      days: [day],
    },
    {
      name: 'missing flags read safely',
      raw: { hotelCode: 'X', currencyCode: 'SGD', days: [{ date: '2026-03-01', sellable: true }] },
      days: [{ date: '2026-03-01', sellable: true, canArrive: false, canDepart: true, minStayArrive: 0, minStayThrough: 0, reasons: [] }],
    },
  ])('$name', ({ raw, days }) => {
    const parsed = parseAvailabilityCalendar(raw);
    expect(parsed?.days.map((entry) => JSON.parse(JSON.stringify(entry)))).toEqual(days.map((entry) => JSON.parse(JSON.stringify(entry))));
  });

  it.each([
    { raw: null },
    { raw: { hotelCode: 'X', currencyCode: 'dollars', days: [] } },
    { raw: { hotelCode: 'X', currencyCode: 'SGD' } },
  ])('rejects $raw', ({ raw }) => expect(parseAvailabilityCalendar(raw)).toBeUndefined());
});
