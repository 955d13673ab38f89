import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { KEY_HEADERS, runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

interface ProfileAnswer {
  token: string;
  tokenExpiry: string;
  profileDto: { memberId: string; email: string; tier: string; tierCode: number; points: number; countryOfResidence: string };
}

let sandbox: RunningSandbox;
let clock = new Date('2026-03-15T08:00:00Z');

beforeAll(async () => {
  sandbox = await runSandbox({ now: () => clock });
});

afterAll(async () => {
  await sandbox.close();
});

const PASSWORD = 'StayDemo!1';

const login = (body: unknown) =>
  sandbox.json<SuccessEnvelope<ProfileAnswer> & ErrorEnvelope>('/api/authen/login', {
    method: 'POST',
    headers: { ...KEY_HEADERS, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const asMember = (token: string, method = 'GET'): RequestInit => ({
  method,
  headers: { ...KEY_HEADERS, Authorization: `Bearer ${token}` },
});

async function tokenOf(email: string): Promise<string> {
  const { body } = await login({ email, password: PASSWORD });
  return body.content.token;
}

describe('member routes', () => {
  it('logs a demo member in with a token, its expiry one hour on, and the profile', async () => {
    const { status, body } = await login({ email: 'silver@demo.stay.example', password: PASSWORD });
    expect(status).toBe(200);
    expect(body.content.token).toMatch(/^[\w-]{32}$/);
    expect(body.content.tokenExpiry).toBe('2026-03-15T09:00:00.000Z');
    expect(body.content.profileDto).toMatchObject({
      memberId: 'SM1000002',
      tier: 'silver',
      tierCode: 2,
      points: 8500,
      countryOfResidence: 'JP',
    });
    expect(body.content.profileDto).not.toHaveProperty('passwordHash');
    expect(await tokenOf('silver@demo.stay.example')).not.toBe(body.content.token);
  });

  it.each([
    { body: { email: 'silver@demo.stay.example', password: 'wrong' }, status: 401, code: '553' },
    { body: { email: 'nobody@demo.stay.example', password: PASSWORD }, status: 401, code: '553' },
    { body: { email: 'silver@demo.stay.example' }, status: 400, code: '551' },
    { body: { password: PASSWORD }, status: 400, code: '552' },
    { body: { email: 42, password: PASSWORD }, status: 400, code: '552' },
    { body: undefined, status: 400, code: '552' },
  ])('refuses $body with $code', async ({ body, status, code }) => {
    const answer = await login(body);
    expect(answer.status).toBe(status);
    expect(answer.body.errorCode).toBe(code);
  });

  it("gives a signed-in member's account preference currency, per member", async () => {
    for (const [email, currency] of [
      ['classic@demo.stay.example', 'SGD'],
      ['silver@demo.stay.example', 'JPY'],
      ['gold@demo.stay.example', 'CNY'],
      ['platinum@demo.stay.example', 'AED'],
      ['diamond@demo.stay.example', 'EUR'],
    ] as const) {
      const { status, body } = await sandbox.json<SuccessEnvelope<{ currency: string }>>(
        '/api/loyalty/account-preference',
        asMember(await tokenOf(email)),
      );
      expect(status).toBe(200);
      expect(body.content).toEqual({ currency });
    }
  });

  it('answers 401 with code 555 to member calls without a valid token', async () => {
    const withoutToken = await sandbox.json<ErrorEnvelope>('/api/loyalty/account-preference');
    expect(withoutToken.status).toBe(401);
    expect(withoutToken.body.errorCode).toBe('555');
    expect((await sandbox.call('/api/loyalty/account-preference', asMember('made-up'))).status).toBe(401);
    expect((await sandbox.call('/api/authen/get-profile', asMember('made-up'))).status).toBe(401);
  });

  it('refreshes the token expiry on get-profile, and refuses the token once expired', async () => {
    const token = await tokenOf('gold@demo.stay.example');
    clock = new Date('2026-03-15T08:30:00Z');
    const profile = await sandbox.json<SuccessEnvelope<ProfileAnswer>>('/api/authen/get-profile', asMember(token));
    expect(profile.status).toBe(200);
    expect(profile.body.content).toMatchObject({ token, tokenExpiry: '2026-03-15T09:30:00.000Z', profileDto: { memberId: 'SM1000003' } });

    clock = new Date('2026-03-15T09:30:00Z');
    expect((await sandbox.call('/api/authen/get-profile', asMember(token))).status).toBe(401);
    clock = new Date('2026-03-15T08:00:00Z');
  });

  it('logs out: the token is refused afterwards', async () => {
    const token = await tokenOf('diamond@demo.stay.example');
    expect((await sandbox.call('/api/authen/logout', asMember(token, 'POST'))).status).toBe(200);
    expect((await sandbox.call('/api/loyalty/account-preference', asMember(token))).status).toBe(401);
    expect((await sandbox.call('/api/authen/logout', asMember(token, 'POST'))).status).toBe(401);
  });

  it('needs the subscription key', async () => {
    const token = await tokenOf('classic@demo.stay.example');
    expect((await sandbox.call('/api/loyalty/account-preference', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
    const answer = await sandbox.json<ErrorEnvelope>('/api/loyalty/account-preference', { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.body.errorCode).toBe('SUBSCRIPTION_KEY_INVALID');
  });
});
