import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarDay } from './routes/availability.ts';
import { inventoryOn, nightlyRateOn, restrictionsOn, findPropertySeed } from './seed/index.ts';
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

const post = <T>(path: string, body: unknown) =>
  sandbox.json<SuccessEnvelope<T> & ErrorEnvelope>(path, {
    method: 'POST',
    headers: { ...KEY_HEADERS, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

interface Calendar {
  hotelCode: string;
  currencyCode: string;
  days: CalendarDay[];
}

const calendar = (body: Record<string, unknown>) =>
  post<Calendar>('/api/property/check-calendar-availability-hotel', {
    hotelCode: 'SGORCH',
    startDate: '2027-01-01',
    endDate: '2027-01-31',
    apartmentList: [{ apartmentNumber: 1, numberOfAdult: 2, numberOfChildren: 0, numberOfGuest: 2 }],
    ...body,
  });

describe('check-calendar-availability-hotel', () => {
  it('agrees night by night with the seeded restrictions, inventory and rates', async () => {
    const { status, body } = await calendar({});
    expect(status).toBe(200);
    expect(body.content.days).toHaveLength(31);
    const property = findPropertySeed('SGORCH')!;
    for (const day of body.content.days) {
      const restrictions = restrictionsOn('SGORCH', day.date);
      expect(day.reasons.includes('Closed')).toBe(restrictions.closed);
      expect(day.reasons.includes('NoArrive')).toBe(restrictions.noArrive);
      expect(day.reasons.includes('NoDeparture')).toBe(restrictions.noDeparture);
      expect(day.reasons.includes('NoSellDay')).toBe(restrictions.noSellDay);
      expect(day.minStayArrive).toBe(restrictions.minStayArrive);
      expect(day.canArrive).toBe(day.sellable && !restrictions.noArrive);
      if (day.sellable) {
        const fitting = property.apartments.filter((apartment) => inventoryOn('SGORCH', apartment.apartmentTypeCode, day.date) >= 1);
        expect(day.lowestRate).toBeLessThanOrEqual(
          Math.min(...fitting.map((apartment) => nightlyRateOn('SGORCH', apartment.apartmentTypeCode, day.date))),
        );
      } else {
        expect(day.lowestRate).toBeUndefined();
      }
    }
    const reasons = new Set(body.content.days.flatMap((day) => day.reasons));
    for (const reason of ['Closed', 'NoArrive', 'NoDeparture', 'MinStayArrive', 'NoSellDay']) expect(reasons).toContain(reason);
  });

  it('gives the same calendar every time', async () => {
    expect((await calendar({})).body).toEqual((await calendar({})).body);
  });

  it('converts the lowest rates into the requested currency', async () => {
    const sgd = (await calendar({})).body.content;
    const jpy = (await calendar({ currencyCode: 'JPY' })).body.content;
    expect(jpy.currencyCode).toBe('JPY');
    const day = sgd.days.findIndex((entry) => entry.sellable);
    expect(jpy.days[day]!.lowestRate).toBe(Math.round((sgd.days[day]!.lowestRate! / 1.35) * 150));
  });

  it('marks every night when no apartment can hold the guests', async () => {
    const { body } = await calendar({ apartmentList: [{ apartmentNumber: 1, numberOfAdult: 9, numberOfChildren: 0, numberOfGuest: 9 }] });
    expect(body.content.days.every((day) => !day.sellable && day.reasons.includes('MaxAdultOccupancyExceeded'))).toBe(true);
  });

  it('closes every night of a property that is not bookable online', async () => {
    const { body } = await calendar({ hotelCode: 'SGTJPG' });
    expect(body.content.days.every((day) => day.reasons.includes('Closed') && !day.sellable)).toBe(true);
  });

  it('rejects unknown properties and malformed requests', async () => {
    expect((await calendar({ hotelCode: 'NOPE00' })).status).toBe(404);
    expect((await calendar({ startDate: '2027-13-01' })).status).toBe(400);
    expect((await calendar({ endDate: '2027-12-31' })).status).toBe(400);
    expect((await calendar({ apartmentList: [] })).status).toBe(400);
  });
});

describe('validate-promotion-code', () => {
  interface Validation {
    valid: boolean;
    discountCode: string;
    discountCodeType: number;
    reason?: string;
  }
  it.each([
    { request: { discountCode: ' summer24 ' }, result: { valid: true, discountCode: 'SUMMER24', discountCodeType: 1 } },
    { request: { discountCode: 'ACME', discountCodeType: 3 }, result: { valid: true, discountCodeType: 3 } },
    { request: { discountCode: 'ACME', discountCodeType: 6 }, result: { valid: false, reason: 'wrong-type' } },
    { request: { discountCode: 'STAFFSG', discountCodeType: 6 }, result: { valid: true } },
    { request: { discountCode: 'TOKYO10', hotelCode: 'SGORCH' }, result: { valid: false, reason: 'not-for-property' } },
    { request: { discountCode: 'TOKYO10', hotelCode: 'JPGNZA' }, result: { valid: true } },
    { request: { discountCode: 'EXPIRED1', startDate: '2027-01-05' }, result: { valid: false, reason: 'expired' } },
    { request: { discountCode: 'NOPE' }, result: { valid: false, reason: 'unknown', discountCodeType: 0 } },
  ])('$request → $result', async ({ request, result }) => {
    const { status, body } = await post<Validation>('/api/property/validate-promotion-code', request);
    expect(status).toBe(200);
    expect(body.content).toMatchObject(result);
  });

  it('needs a code', async () => {
    expect((await post('/api/property/validate-promotion-code', { discountCode: '  ' })).status).toBe(400);
  });
});

describe('promotion code seeds', () => {
  it('name only properties that exist', async () => {
    const { PROMOTION_CODE_SEEDS } = await import('./seed/promotion-codes.ts');
    for (const seed of PROMOTION_CODE_SEEDS) for (const code of seed.propertyCodes) expect(findPropertySeed(code), code).toBeDefined();
  });
});
