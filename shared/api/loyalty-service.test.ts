// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sandboxApi } from '../../testing/sandbox-api';
import { fetchAccountPreference, parseAccountPreference } from './loyalty-service';

const { client } = sandboxApi();

async function silverMemberToken(): Promise<string> {
  const login = await client().post(
    '/api/authen/login',
    { email: 'silver@demo.stay.example', password: 'StayDemo!1' },
    {
      parse: (raw) => (raw as { token: string }).token,
    },
  );
  if (!login.ok) throw new Error(login.error.message);
  return login.data;
}

describe('account preference against the sandbox', () => {
  it("reads the signed-in member's preferred currency, sending the token", async () => {
    const token = await silverMemberToken();
    const preference = await fetchAccountPreference(client({ getAuthToken: () => token }));
    expect(preference).toEqual({ ok: true, data: { currency: 'JPY' } });
  });

  it('fails with 401 for a token the service does not know', async () => {
    const preference = await fetchAccountPreference(client({ getAuthToken: () => 'made-up' }));
    expect(preference.ok || preference.error).toMatchObject({ kind: 'http', status: 401, code: '555' });
  });
});

describe('parseAccountPreference', () => {
  it.each([
    { raw: { currency: 'JPY' }, preference: { currency: 'JPY' } },
    { raw: { currency: ' EUR ' }, preference: { currency: 'EUR' } },
    { raw: { currency: 'eur' }, preference: undefined },
    { raw: { currency: null }, preference: {} },
    { raw: { currency: '' }, preference: {} },
    { raw: {}, preference: {} },
    { raw: { currency: 'yen' }, preference: undefined },
    { raw: { currency: 392 }, preference: undefined },
    { raw: 'JPY', preference: undefined },
    { raw: [], preference: undefined },
    { raw: null, preference: undefined },
  ])('$raw → $preference', ({ raw, preference }) => expect(parseAccountPreference(raw)).toEqual(preference));
});
