// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { HoldLevel } from '../domain/booking/hold-request';
import { createApiClient } from './client';
import {
  attachModifyPoints,
  fetchModifyCprv,
  fetchModifySummary,
  modifyReservation,
  parseModifyAnswer,
  parseModifyCprv,
} from './modify-service';

function serviceAnswering(content: unknown, status = 200, envelope: Record<string, unknown> = {}) {
  const sent: { url: URL; method: string; headers: Headers; body: unknown }[] = [];
  const client = createApiClient({
    apiOrigin: 'https://api.test',
    contentBase: 'https://api.test/apis/stay',
    subscriptionKey: 'key',
    language: 'en',
    getAuthToken: () => undefined,
    sleep: async () => undefined,
    fetchImpl: async (input, init) => {
      sent.push({
        url: new URL(String(input)),
        method: init?.method ?? 'GET',
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const body = status === 200 ? { status: 200, content } : { status, ...envelope };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, sent };
}

const reservation = {
  confirmNo: 'SR4100001',
  hotelCode: 'SGORCH',
  propertyName: 'Orchard',
  startDate: '2027-03-17',
  endDate: '2027-03-20',
  status: 'Reserved',
  guests: [{ firstName: 'Ana', lastName: 'Lim' }],
  roomTypeCode: 'ONEB',
  ratePlanCode: 'BAR',
  addons: [],
  paid: 0,
  due: 654,
  currencyCode: 'SGD',
  totals: { totalBeforeTax: 600, totalTax: 54, total: 654, currencyCode: 'SGD' },
  promotionType: 5,
};
const answer = {
  confirmNo: 'SR4100001',
  reservation,
  previous: { startDate: '2027-03-10', endDate: '2027-03-12', roomTypeCode: 'ONEB', total: 436 },
  difference: 218,
};

describe('modify service (booking §7 checkout/modify; loyalty §7 modify calls)', () => {
  it('commits through POST /api/checkout/modify?confirmNo with the idempotency key, reads the new reservation, old stay and difference', async () => {
    const { client, sent } = serviceAnswering(answer);
    const result = await modifyReservation(client, 'SR4100001', { rooms: [] } as unknown as HoldLevel, 'key-1');
    expect(result.ok && result.data).toMatchObject({
      promotionType: 5,
      difference: 218,
      previous: { startDate: '2027-03-10', total: 436 },
    });
    expect(`${sent[0]?.method} ${sent[0]?.url.pathname}${sent[0]?.url.search}`).toBe('POST /api/checkout/modify?confirmNo=SR4100001');
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe('key-1');
    expect(sent).toHaveLength(1);
  });

  it('a failed modify is an error with its code, sent once (a write is never retried)', async () => {
    const { client, sent } = serviceAnswering(undefined, 409, { errorCode: 'E110', message: 'x' });
    const result = await modifyReservation(client, 'SR4100001', { rooms: [] } as unknown as HoldLevel, 'key-1');
    expect(!result.ok && result.error.code).toBe('E110');
    expect(sent).toHaveLength(1);
  });

  it.each([
    { case: 'no reservation', raw: { ...answer, reservation: undefined } },
    { case: 'no previous stay', raw: { ...answer, previous: {} } },
    { case: 'no difference', raw: { ...answer, difference: 'x' } },
  ])('an answer with $case is invalid', ({ raw }) => {
    expect(parseModifyAnswer(raw)).toBeUndefined();
  });

  it.each([
    {
      raw: {
        confirmNo: 'SR1',
        hotelCode: 'SGORCH',
        startDate: '2027-03-10',
        endDate: '2027-03-12',
        promotionType: '5',
        returnVoucher: true,
        modifiable: true,
        pointsRedeemed: -2,
      },
      expected: { promotionType: 5, returnVoucher: true, pointsRedeemed: 0 },
    },
    {
      raw: { confirmNo: 'SR1', hotelCode: 'SGORCH', startDate: '2027-03-10', endDate: '2027-03-12', promotionType: 3 },
      expected: { promotionType: 0, returnVoucher: false, modifiable: false },
    },
  ])('cprv answer read safely: $expected', ({ raw, expected }) => {
    expect(parseModifyCprv(raw)).toMatchObject(expected);
  });

  it('cprv, points and summary go to their loyalty paths', async () => {
    const { client, sent } = serviceAnswering({ ...reservation, modified: true });
    await fetchModifyCprv(client, 'SR1');
    await attachModifyPoints(client, 'SR1', 'PR1');
    const summary = await fetchModifySummary(client, 'ana@example.com', 'SR4100001');
    expect(sent.map((entry) => `${entry.method} ${entry.url.pathname}${entry.url.search}`)).toEqual([
      'POST /api/loyalty/modify-reservation-cprv',
      'POST /api/loyalty/modify-reservation?pointsReservedId=PR1',
      'GET /api/loyalty/modify-reservation-summary?email=ana%40example.com&number=SR4100001',
    ]);
    expect(summary.ok).toBe(true);
  });
});
