// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { checkOut, fetchCheckinStay, fetchRegistration, submitRegistration } from './checkin-service';

/** Web check-in calls (loyalty spec §7): paths, bodies, answers parsed at the boundary. */
function serviceAnswering(body: unknown, status = 200) {
  const sent: { url: URL; body: unknown }[] = [];
  const client = createApiClient({
    apiOrigin: 'https://api.test',
    contentBase: 'https://api.test/apis/stay',
    subscriptionKey: 'key',
    language: 'en',
    getAuthToken: () => undefined,
    sleep: async () => undefined,
    fetchImpl: async (input, init) => {
      sent.push({ url: new URL(String(input)), body: JSON.parse(String(init?.body ?? 'null')) });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, sent };
}

const stay = { confirmNo: 'SR4100001', lastName: 'Ito' };

describe('checkin-service', () => {
  it('getReservation: the stay and its status; an answer without a window is invalid', async () => {
    const reservation = {
      confirmNo: 'SR4100001',
      currencyCode: 'SGD',
      startDate: '2027-01-11',
      guests: [{ firstName: 'Ken', lastName: 'Ito' }],
    };
    const good = serviceAnswering({ content: { reservation, checkIn: { window: 'open', opensOn: '2027-01-10', registered: true } } });
    const result = await fetchCheckinStay(good.client, stay);
    expect(good.sent[0]?.url.pathname).toBe('/api/loyalty/webcheckin/getReservation');
    expect(good.sent[0]?.body).toEqual(stay);
    expect(result.ok && result.data.checkIn).toEqual({
      window: 'open',
      opensOn: '2027-01-10',
      registered: true,
      goGreen: false,
      checkedIn: false,
      checkedOut: false,
    });
    const bad = serviceAnswering({ content: { reservation, checkIn: { window: 'later' } } });
    expect((await fetchCheckinStay(bad.client, stay)).ok).toBe(false);
  });

  it('getRegistration: unknown kinds asked as text, values only as text', async () => {
    const { client } = serviceAnswering({
      content: {
        fields: [{ name: 'nationality', kind: 'country', required: true }, { name: 'pet', kind: 'emoji' }, { kind: 'text' }],
        values: { firstName: 'Ken', age: 4 },
      },
    });
    const result = await fetchRegistration(client, stay);
    expect(result.ok && result.data).toEqual({
      fields: [
        { name: 'nationality', kind: 'country', required: true, options: [] },
        { name: 'pet', kind: 'text', required: false, options: [] },
      ],
      values: { firstName: 'Ken' },
      goGreen: false,
    });
  });

  it('submitRegistration sends the guest beside the stay; a 400 is an error with its details', async () => {
    const { client, sent } = serviceAnswering(
      { status: 400, errorCode: 'BAD_REQUEST', message: 'x', details: { fields: ['nationality'] } },
      400,
    );
    const result = await submitRegistration(client, stay, { nationality: '' });
    expect(sent[0]?.body).toEqual({ ...stay, guest: { nationality: '' } });
    expect(result.ok).toBe(false);
  });

  it('reservationcheckout: the bill with the check-out time', async () => {
    const { client, sent } = serviceAnswering({
      content: {
        currencyCode: 'SGD',
        lines: [{ code: 'ROOM', description: 'Studio', amount: 300 }, { code: 'x' }],
        total: 300,
        paid: 300,
        balance: 0,
        checkedOutAt: '2027-01-13T03:00:00Z',
      },
    });
    const result = await checkOut(client, stay);
    expect(sent[0]?.url.pathname).toBe('/api/loyalty/odx/abw/reservationcheckout');
    expect(result.ok && result.data).toMatchObject({
      lines: [{ code: 'ROOM', amount: 300 }],
      balance: 0,
      checkedOutAt: '2027-01-13T03:00:00Z',
    });
  });
});
