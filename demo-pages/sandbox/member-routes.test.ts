import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { KEY_HEADERS, runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

interface ProfileAnswer {
  token: string;
  tokenExpiry: string;
  profileDto: {
    memberId: string;
    email: string;
    tier: string;
    tierCode: number;
    accountType: string;
    points: number;
    countryOfResidence: string;
  };
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
      accountType: 'member',
      points: 8500,
      countryOfResidence: 'JP',
    });
    expect(Object.keys(body.content.profileDto).sort()).toEqual(
      [
        'accountType',
        'countryOfResidence',
        'email',
        'firstName',
        'lastName',
        'memberId',
        'points',
        'salutation',
        'tier',
        'tierCode',
      ].sort(),
    );
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
    { body: { email: 'not-an-email', password: PASSWORD }, status: 400, code: '560' },
    { body: { email: 'silver@demo', password: PASSWORD }, status: 400, code: '560' },
    { body: { email: 'inactive@demo.stay.example', password: PASSWORD }, status: 403, code: '556' },
    { body: { email: 'inactive@demo.stay.example', password: 'wrong' }, status: 401, code: '553' },
  ])('refuses $body with $code', async ({ body, status, code }) => {
    const answer = await login(body);
    expect(answer.status).toBe(status);
    expect(answer.body.errorCode).toBe(code);
  });

  it('logs the representative in as tier 6 with the representative account type', async () => {
    const { body } = await login({ email: 'Representative@Demo.Stay.Example', password: PASSWORD });
    expect(body.content.profileDto).toMatchObject({
      memberId: 'SM1000009',
      tier: 'representative',
      tierCode: 6,
      accountType: 'representative',
    });
  });

  it('locks the account after 5 wrong passwords in a row: the 6th try answers 557 even with the right password, for 30 minutes', async () => {
    const email = 'lockout@demo.stay.example';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await login({ email, password: `wrong-${attempt}` });
      expect([attempt, wrong.status, wrong.body.errorCode]).toEqual([attempt, 401, '553']);
    }
    const sixth = await login({ email, password: PASSWORD });
    expect(sixth.status).toBe(403);
    expect(sixth.body.errorCode).toBe('557');
    expect((await login({ email, password: 'wrong-7' })).body.errorCode).toBe('557');
    // Another member is not affected.
    expect((await login({ email: 'lockout2@demo.stay.example', password: PASSWORD })).status).toBe(200);

    clock = new Date('2026-03-15T08:29:59Z');
    expect((await login({ email, password: PASSWORD })).body.errorCode).toBe('557');
    clock = new Date('2026-03-15T08:30:00Z');
    const unlocked = await login({ email, password: PASSWORD });
    expect(unlocked.status).toBe(200);
    // The count starts again from zero after the lock is lifted.
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await login({ email, password: 'wrong' })).body.errorCode).toBe('553');
    expect((await login({ email, password: PASSWORD })).status).toBe(200);
    clock = new Date('2026-03-15T08:00:00Z');
  });

  it('counts only consecutive wrong passwords: a right one in between starts the count again', async () => {
    const email = 'platinum@demo.stay.example';
    for (let attempt = 1; attempt <= 4; attempt += 1) await login({ email, password: 'wrong' });
    expect((await login({ email, password: PASSWORD })).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await login({ email, password: 'wrong' })).body.errorCode).toBe('553');
    expect((await login({ email, password: PASSWORD })).status).toBe(200);
  });

  it('gives a signed-in member an opaque CPRV token', async () => {
    const { status, body } = await sandbox.json<SuccessEnvelope<{ cprvToken: string }>>(
      '/api/authen/get-cprv-token',
      asMember(await tokenOf('gold@demo.stay.example')),
    );
    expect(status).toBe(200);
    expect(body.content.cprvToken).toMatch(/^cprv\.SM1000003\.[\w-]+$/);
  });

  it('expires every session of one member on /__sandbox/expire-sessions, and only theirs', async () => {
    const first = await tokenOf('diamond@demo.stay.example');
    const second = await tokenOf('diamond@demo.stay.example');
    const other = await tokenOf('silver@demo.stay.example');
    const expired = await sandbox.post<SuccessEnvelope<{ expired: number }>>('/__sandbox/expire-sessions', {
      email: 'DIAMOND@demo.stay.example',
    });
    expect(expired.body.content).toEqual({ expired: 2 });
    for (const token of [first, second]) {
      const answer = await sandbox.json<ErrorEnvelope>('/api/authen/get-profile', asMember(token));
      expect([answer.status, answer.body.errorCode]).toEqual([401, '555']);
    }
    expect((await sandbox.call('/api/authen/get-profile', asMember(other))).status).toBe(200);
    expect((await sandbox.call('/api/authen/get-profile', asMember(await tokenOf('diamond@demo.stay.example')))).status).toBe(200);
    expect(
      (await sandbox.post<SuccessEnvelope<{ expired: number }>>('/__sandbox/expire-sessions', { email: 'nobody@demo.stay.example' })).body
        .content,
    ).toEqual({ expired: 0 });
    expect((await sandbox.post<ErrorEnvelope>('/__sandbox/expire-sessions', {})).status).toBe(400);
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
    for (const path of ['/api/authen/get-cprv-token', '/api/authen/get-profile']) {
      const answer = await sandbox.json<ErrorEnvelope>(path);
      expect([path, answer.status, answer.body.errorCode]).toEqual([path, 401, '555']);
    }
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
