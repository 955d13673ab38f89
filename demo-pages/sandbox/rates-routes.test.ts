import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarDay } from './routes/availability.ts';
import type { PropertyRate, RatePackages } from './routes/rates.ts';
import { findPropertySeed, inventoryOn, nightlyRateOn, restrictionsOn } from './seed/index.ts';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { KEY_HEADERS, runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

const post = <T>(path: string, body: unknown, headers: Record<string, string> = {}) =>
  sandbox.json<SuccessEnvelope<T> & ErrorEnvelope>(path, {
    method: 'POST',
    headers: { ...KEY_HEADERS, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const TWO_ADULTS = [{ numberOfAdult: 2, numberOfChildren: 0 }];

const search = (body: Record<string, unknown>) =>
  post<PropertyRate[]>('/api/property/search-property-rate', {
    startDate: '2027-01-11',
    endDate: '2027-01-13',
    apartmentList: TWO_ADULTS,
    ...body,
  });

const packages = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  post<RatePackages>(
    '/api/v2/property/search-property-rate',
    { startDate: '2027-01-11', endDate: '2027-01-13', apartmentList: TWO_ADULTS, ...body },
    headers,
  );

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Independent reading of the calendar: a stay of `nights` nights from `start` that no restriction blocks. */
function stayIsOpen(code: string, start: string, nights: number): boolean {
  const dates = Array.from({ length: nights }, (_, index) => addDays(start, index));
  const arrival = restrictionsOn(code, start);
  return (
    !arrival.noArrive &&
    !restrictionsOn(code, addDays(start, nights)).noDeparture &&
    nights >= arrival.minStayArrive &&
    dates.every((date) => {
      const night = restrictionsOn(code, date);
      return !night.closed && !night.noSellDay && nights >= night.minStayThrough;
    })
  );
}

function firstStay(code: string, nights: number, open: boolean): string {
  for (let day = 0; day < 60; day += 1) {
    const start = addDays('2027-01-01', day);
    if (stayIsOpen(code, start, nights) === open) return start;
  }
  throw new Error('no such stay');
}

/** Lowest average nightly NRF (0.82 × BAR, the cheapest public rate) among types fitting two adults with a unit every night, by hand. */
function lowestByHand(code: string, start: string, nights: number, typeCodes: readonly string[]): number {
  const dates = Array.from({ length: nights }, (_, index) => addDays(start, index));
  const decimals = findPropertySeed(code)!.currencyCode === 'JPY' ? 1 : 100;
  const averages = typeCodes
    .filter((type) => dates.every((date) => inventoryOn(code, type, date) >= 1))
    .map((type) => {
      const sum = dates.reduce((total, date) => total + Math.round(nightlyRateOn(code, type, date) * 0.82 * decimals) / decimals, 0);
      return Math.round((sum / nights) * decimals) / decimals;
    });
  return Math.min(...averages);
}

describe('search-property-rate (v1)', () => {
  it('gives a property the lowest public rate recomputed by hand from nightlyRateOn', async () => {
    const start = firstStay('SGORCH', 3, true);
    const { status, body } = await search({ hotelCode: 'sgorch', startDate: start, endDate: addDays(start, 3) });
    expect(status).toBe(200);
    // Every SGORCH type holds two adults.
    const expected = lowestByHand('SGORCH', start, 3, ['STUD', 'ONEB', 'TWOB', 'THRB']);
    expect(body.content).toEqual([{ propertyCode: 'SGORCH', available: true, lowestRate: expected, currencyCode: 'SGD' }]);
  });

  it('lists only the live, bookable properties of a city, once each', async () => {
    const { body } = await search({ destination: 'Tokyo', type: 'city' });
    expect(body.content.map((entry) => entry.propertyCode).sort()).toEqual(['JPGNZA', 'JPSHJK']);
    const singapore = await search({ destination: 'singapore', type: 'city' });
    // SGTJPG is live but not bookable online.
    expect(singapore.body.content.map((entry) => entry.propertyCode).sort()).toEqual(['SGMARB', 'SGORCH']);
  });

  it.each([
    { destination: 'JP', type: 'country', codes: ['JPGNZA', 'JPKYTO', 'JPSHJK'] },
    { destination: '日本', type: 'country', codes: ['JPGNZA', 'JPKYTO', 'JPSHJK'] },
    { destination: 'Kiri House', type: 'brand', codes: ['FRPARM', 'JPKYTO', 'JPSHJK', 'KRSLGN'] },
    { destination: 'HBL', type: 'brand', codes: ['AUSYDC', 'CNBJSL', 'SGMARB', 'THBKSK'] },
    { destination: 'Aster Residences Ginza', type: 'property', codes: ['JPGNZA'] },
    { destination: 'Osaka', type: 'city', codes: [] },
  ])('filters by $type $destination', async ({ destination, type, codes }) => {
    const { body } = await search({ destination, type });
    expect(body.content.map((entry) => entry.propertyCode).sort()).toEqual(codes);
  });

  it('answers unavailable with the reasons that blocked the stay', async () => {
    const start = firstStay('JPGNZA', 1, false);
    const { body } = await search({ hotelCode: 'JPGNZA', startDate: start, endDate: addDays(start, 1) });
    const entry = body.content[0]!;
    expect(entry.available).toBe(false);
    expect(entry.lowestRate).toBeUndefined();
    const night = restrictionsOn('JPGNZA', start);
    expect(entry.reasons!.includes('Closed')).toBe(night.closed);
    expect(entry.reasons!.includes('NoArrive')).toBe(night.noArrive);
    expect(entry.reasons!.includes('NoSellDay')).toBe(night.noSellDay);
    expect(entry.reasons!.length).toBeGreaterThan(0);
  });

  it('reports occupancy when no apartment holds the guests', async () => {
    const start = firstStay('SGORCH', 2, true);
    const { body } = await search({
      hotelCode: 'SGORCH',
      startDate: start,
      endDate: addDays(start, 2),
      apartmentList: [{ numberOfAdult: 9, numberOfChildren: 0 }],
    });
    expect(body.content[0]).toMatchObject({ available: false, reasons: ['MaxAdultOccupancyExceeded'] });
  });

  it('agrees with the availability calendar: a one-night stay is available exactly when the calendar lets it be', async () => {
    const calendar = await post<{ days: CalendarDay[] }>('/api/property/check-calendar-availability-hotel', {
      hotelCode: 'SGMARB',
      startDate: '2027-03-01',
      endDate: '2027-03-31',
      apartmentList: TWO_ADULTS,
    });
    const days = calendar.body.content.days;
    for (let index = 0; index < days.length - 1; index += 1) {
      const day = days[index]!;
      const next = days[index + 1]!;
      const { body } = await search({ hotelCode: 'SGMARB', startDate: day.date, endDate: next.date });
      const expected = day.canArrive && next.canDepart && day.minStayArrive <= 1 && day.minStayThrough <= 1;
      expect(body.content[0]!.available, day.date).toBe(expected);
    }
  });

  it('converts the lowest rate into the requested currency', async () => {
    const start = firstStay('SGORCH', 2, true);
    const dates = { hotelCode: 'SGORCH', startDate: start, endDate: addDays(start, 2) };
    const sgd = (await search(dates)).body.content[0]!;
    const jpy = (await search({ ...dates, currencyCode: 'jpy' })).body.content[0]!;
    expect(jpy.currencyCode).toBe('JPY');
    // Each night is converted and rounded to yen, then averaged: within a yen of the converted average.
    expect(Math.abs(jpy.lowestRate! - (sgd.lowestRate! / 1.35) * 150)).toBeLessThanOrEqual(1);
    expect(Number.isInteger(jpy.lowestRate)).toBe(true);
  });

  it('gives the same answer every time', async () => {
    const body = { destination: 'Japan', type: 'country', startDate: '2027-05-03', endDate: '2027-05-07' };
    expect((await search(body)).body).toEqual((await search(body)).body);
  });

  it.each([
    [{ hotelCode: undefined, destination: undefined }],
    [{ hotelCode: 'SGORCH', startDate: '2027-02-30' }],
    [{ hotelCode: 'SGORCH', endDate: '2027-01-11' }],
    [{ hotelCode: 'SGORCH', endDate: '2027-09-11' }],
    [{ hotelCode: 'SGORCH', apartmentList: [] }],
    [{ hotelCode: 'SGORCH', apartmentList: [{ numberOfAdult: 0 }] }],
    [{ hotelCode: 'SGORCH', apartmentList: Array.from({ length: 6 }, () => TWO_ADULTS[0]) }],
    [{ hotelCode: 'SGORCH', currencyCode: 'XXX' }],
    [{ hotelCode: 'SGORCH', discountCodeType: 9 }],
    [{ destination: 'Tokyo', type: 'region' }],
  ])('rejects %j with 400 BAD_REQUEST', async (body) => {
    const { status, body: answer } = await search(body);
    expect(status).toBe(400);
    expect(answer.errorCode).toBe('BAD_REQUEST');
  });

  it('answers 404 E52 for an unknown property and needs the subscription key', async () => {
    const unknown = await search({ hotelCode: 'NOPE00' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorCode).toBe('E52');
    const keyless = await sandbox.call('/api/property/search-property-rate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(keyless.status).toBe(401);
  });
});

describe('search-property-rate (v2 rate package groups)', () => {
  const stay = () => {
    const start = firstStay('SGORCH', 2, true);
    return { hotelCode: 'SGORCH', startDate: start, endDate: addDays(start, 2) };
  };

  it('gives standard rates whose minimum is the v1 lowest rate, with per-night breakdowns from the calendar', async () => {
    const { status, body } = await packages(stay());
    expect(status).toBe(200);
    const standard = body.content.standardRates;
    expect(standard.code).toBe('standardRates');
    expect(new Set(standard.roomRates.map((rate) => rate.ratePlanCode))).toEqual(new Set(['BAR', 'BARBB', 'NRF']));
    const v1 = (await search(stay())).body.content[0]!;
    expect(standard.minimumPrice).toBe(v1.lowestRate);
    const bars = standard.roomRates.filter((rate) => rate.ratePlanCode === 'BAR');
    expect(bars.length).toBeGreaterThan(0);
    for (const bar of bars) {
      expect(bar.rateBreakDown).toEqual(
        [0, 1].map((offset) => {
          const date = addDays(stay().startDate, offset);
          return { date, price: nightlyRateOn('SGORCH', bar.roomTypeCode, date) };
        }),
      );
      expect(bar.displayTotalBeforeTax).toBeCloseTo(
        bar.rateBreakDown.reduce((sum, night) => sum + night.price, 0),
        2,
      );
      expect(bar.totalTax).toBeCloseTo(bar.displayTotalBeforeTax * 0.19, 1);
      expect(bar.templates).toEqual(['IBE']);
    }
    expect(body.content.corporateRates.roomRates).toEqual([]);
  });

  it('answers member exclusives to guests too, marked as needing a login (contract item 1)', async () => {
    const guest = (await packages(stay())).body.content.memberExclusives;
    const member = (await packages(stay(), { Authorization: 'Bearer demo-token' })).body.content.memberExclusives;
    expect(guest.roomRates.length).toBeGreaterThan(0);
    expect(guest).toEqual(member);
    expect(guest.roomRates.every((rate) => rate.ratePlanCode === 'MBR' && rate.templates[0] === 'AOA' && rate.requiresLogin)).toBe(true);
  });

  it('adds corporate rates only with a valid type-3 code', async () => {
    const corporate = (extra: Record<string, unknown>) =>
      packages({ ...stay(), ...extra }).then(({ body }) => body.content.corporateRates.roomRates);
    expect((await corporate({ discountCode: 'ACME', discountCodeType: 3 })).every((rate) => rate.ratePlanCode === 'CORP')).toBe(true);
    expect((await corporate({ discountCode: 'ACME', discountCodeType: 3 })).length).toBeGreaterThan(0);
    expect(await corporate({ discountCode: 'ACME', discountCodeType: 0 })).toEqual([]);
    expect(await corporate({ discountCode: 'SUMMER24', discountCodeType: 3 })).toEqual([]);
    expect(await corporate({ discountCode: 'NOPE', discountCodeType: 3 })).toEqual([]);
  });

  it('adds the staff rate to the standard rates with a staff code', async () => {
    const { body } = await packages({ ...stay(), discountCode: 'STAFFSG', discountCodeType: 6 });
    expect(body.content.standardRates.roomRates.some((rate) => rate.ratePlanCode === 'STAFF')).toBe(true);
  });

  it('answers an unavailable stay with empty groups and reasons', async () => {
    const start = firstStay('SGORCH', 1, false);
    const { body } = await packages({ hotelCode: 'SGORCH', startDate: start, endDate: addDays(start, 1) });
    expect(body.content.available).toBe(false);
    expect(body.content.reasons!.length).toBeGreaterThan(0);
    expect(body.content.standardRates.roomRates).toEqual([]);
  });

  it('needs one bookable hotelCode', async () => {
    expect((await packages({ hotelCode: undefined, destination: 'Tokyo', type: 'city' })).status).toBe(400);
    expect((await packages({ hotelCode: 'SGTJPG' })).status).toBe(404);
  });
});

describe('booking content reads', () => {
  it.each([
    ['JPSHJK', 6],
    ['jp', 6],
    ['KR', 8],
    ['AUSYDC', 15],
    ['SGORCH', 12],
    ['ZZ', 12],
    ['Tokyo', 6],
    [encodeURIComponent('東京'), 6],
    ['seoul', 8],
    ['Singapore', 12],
  ])('child-age limit of %s is %i', async (code, limit) => {
    const { status, body } = await sandbox.json<SuccessEnvelope<{ childAgeLimit: number }>>(
      `/apis/stay/booking/child-age-of-limit/en/${code}.json`,
    );
    expect(status).toBe(200);
    expect(body.content.childAgeLimit).toBe(limit);
  });

  it('lists the bookable codes: live and bookable online only', async () => {
    const { body } = await sandbox.json<SuccessEnvelope<string[]>>('/apis/stay/properties/bookable-codes/p_lang/eq/en.json');
    expect(body.content).toContain('SGORCH');
    expect(body.content).not.toContain('SGTJPG');
    expect(body.content).not.toContain('JPOSKU');
    expect(body.content).not.toContain('CNCDTF');
    expect(body.content).not.toContain('KRBSHU');
    expect(body.content).toHaveLength(15);
  });
});
