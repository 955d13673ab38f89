// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { fetchMemberModifyCprv, fetchModifyCprv } from './modify-service';

/** A service that answers get-cprv-token with `token` (or 401) and modify-reservation-cprv with a record. */
function service(token: string | undefined) {
  const sent: { path: string; cprvToken: string | null }[] = [];
  const client = createApiClient({
    apiOrigin: 'https://api.test',
    contentBase: 'https://api.test/apis/stay',
    subscriptionKey: 'key',
    language: 'en',
    getAuthToken: () => 'member-token',
    sleep: async () => undefined,
    fetchImpl: async (input, init) => {
      const url = new URL(String(input));
      sent.push({ path: url.pathname, cprvToken: new Headers(init?.headers).get('X-Cprv-Token') });
      if (url.pathname.endsWith('get-cprv-token')) {
        return token
          ? Response.json({ status: 200, content: { cprvToken: token } })
          : Response.json({ status: 401, errorCode: '555' }, { status: 401 });
      }
      return Response.json({
        status: 200,
        content: { confirmNo: 'SR1', modifiable: true, hotelCode: 'SGORCH', startDate: '2027-03-10', endDate: '2027-03-12' },
      });
    },
  });
  return { client, sent };
}

// Loyalty spec §7 get-cprv-token: it authorises a member's modify-reservation-cprv (decision).
describe('the CPRV token of a member’s modify-reservation-cprv', () => {
  it('asks get-cprv-token first and sends the token with the CPRV call', async () => {
    const { client, sent } = service('cprv.SM1.abc');
    const facts = await fetchMemberModifyCprv(client, 'SR1');
    expect(facts.ok).toBe(true);
    expect(sent).toEqual([
      { path: '/api/authen/get-cprv-token', cprvToken: null },
      { path: '/api/loyalty/modify-reservation-cprv', cprvToken: 'cprv.SM1.abc' },
    ]);
  });

  it('does not make the CPRV call when the token is refused', async () => {
    const { client, sent } = service(undefined);
    const facts = await fetchMemberModifyCprv(client, 'SR1');
    expect(facts.ok).toBe(false);
    expect(sent.map((entry) => entry.path)).toEqual(['/api/authen/get-cprv-token']);
  });

  it('sends no token for a guest', async () => {
    const { client, sent } = service('unused');
    await fetchModifyCprv(client, 'SR1');
    expect(sent).toEqual([{ path: '/api/loyalty/modify-reservation-cprv', cprvToken: null }]);
  });
});
