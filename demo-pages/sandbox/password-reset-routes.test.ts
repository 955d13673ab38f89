import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, RequestLogEntry, SuccessEnvelope } from './server.ts';
import { KEY_HEADERS, runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

let sandbox: RunningSandbox;
let clock = new Date('2026-03-15T08:00:00Z');

beforeAll(async () => {
  sandbox = await runSandbox({ now: () => clock });
});

afterAll(async () => {
  await sandbox.close();
});

const PASSWORD = 'StayDemo!1';
const NEW_PASSWORD = 'Renewed#2026';

interface ResetLink {
  email: string;
  link: string;
  token: string;
  expiresAt: string;
  used: boolean;
}

const forgot = (body: unknown, headers?: Record<string, string>) =>
  sandbox.post<SuccessEnvelope<{ sent: boolean }> & ErrorEnvelope>('/api/authen/forgot-password', body, headers);
const reset = (body: unknown) => sandbox.post<SuccessEnvelope<{ reset: boolean }> & ErrorEnvelope>('/api/authen/reset-password', body);
const login = (email: string, password: string) =>
  sandbox.post<SuccessEnvelope<{ token: string }> & ErrorEnvelope>('/api/authen/login', { email, password });

async function resetLinks(email = ''): Promise<ResetLink[]> {
  const { body } = await sandbox.json<SuccessEnvelope<ResetLink[]>>(`/__sandbox/reset-links?email=${encodeURIComponent(email)}`);
  return body.content;
}

/** A fresh reset token of the member, read from the sandbox's switch. */
async function tokenFor(email: string): Promise<string> {
  expect((await forgot({ email })).status).toBe(200);
  const [newest] = await resetLinks(email);
  if (!newest) throw new Error(`no reset link for ${email}`);
  return newest.token;
}

describe('forgot-password', () => {
  it('answers {sent: true} to members and strangers alike, and shows the reset link in the request log note', async () => {
    const member = await forgot({ email: 'Classic@demo.stay.example', langCode: 'ja' });
    const stranger = await forgot({ email: 'stranger@example.com' });
    expect([member.status, member.body.content]).toEqual([200, { sent: true }]);
    expect([stranger.status, stranger.body.content]).toEqual([200, { sent: true }]);

    const [link] = await resetLinks('classic@demo.stay.example');
    expect(link).toEqual({
      email: 'classic@demo.stay.example',
      link: `/ja/reset-password/?token=${link?.token}`,
      token: expect.stringMatching(/^[\w-]{32}$/),
      expiresAt: '2026-03-15T08:30:00.000Z',
      used: false,
    });
    expect(await resetLinks('stranger@example.com')).toEqual([]);

    const { body } = await sandbox.json<SuccessEnvelope<RequestLogEntry[]>>('/__sandbox/requests?match=forgot-password');
    const [memberCall, strangerCall] = body.content;
    expect(memberCall?.note).toContain(link?.link);
    expect(strangerCall?.note).toMatch(/no reset link/);
    expect(strangerCall?.note).not.toContain('reset-password/?token');
  });

  it('links in the language of the lang header when the body has no langCode, newest link first', async () => {
    await forgot({ email: 'silver@demo.stay.example' }, { lang: 'ar' });
    await forgot({ email: 'silver@demo.stay.example', langCode: 'de' });
    expect((await resetLinks('silver@demo.stay.example')).map((entry) => entry.link.slice(0, 4))).toEqual(['/de/', '/ar/']);
  });

  it.each([
    { body: {}, code: '552' },
    { body: { email: 'not an e-mail' }, code: '560' },
  ])('refuses $body with $code', async ({ body, code }) => {
    const answer = await forgot(body);
    expect([answer.status, answer.body.errorCode]).toEqual([400, code]);
  });
});

describe('reset-password', () => {
  it('sets the new password once: the token is single-use, the old password and the old sessions stop working', async () => {
    const email = 'gold@demo.stay.example';
    const session = (await login(email, PASSWORD)).body.content.token;
    const token = await tokenFor(email);
    const otherToken = await tokenFor(email);

    const done = await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect([done.status, done.body.content]).toEqual([200, { reset: true }]);
    expect((await login(email, PASSWORD)).body.errorCode).toBe('553');
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    const oldSession = await sandbox.json<ErrorEnvelope>('/api/authen/get-profile', {
      headers: { ...KEY_HEADERS, Authorization: `Bearer ${session}` },
    });
    expect([oldSession.status, oldSession.body.errorCode]).toEqual([401, '555']);

    for (const used of [token, otherToken]) {
      const again = await reset({ token: used, password: 'Another#2027' });
      expect([again.status, again.body.errorCode]).toEqual([401, '555']);
    }
    expect((await resetLinks(email)).every((entry) => entry.used)).toBe(true);
  });

  it('refuses a token after 30 minutes of sandbox clock', async () => {
    const token = await tokenFor('silver@demo.stay.example');
    clock = new Date('2026-03-15T08:30:00Z');
    const late = await reset({ token, password: NEW_PASSWORD });
    expect([late.status, late.body.errorCode]).toEqual([401, '555']);
    clock = new Date('2026-03-15T08:00:00Z');
  });

  it('unlocks a locked account: the 6th try answers 557, after the reset the new password logs in', async () => {
    const email = 'lockout2@demo.stay.example';
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await login(email, 'wrong')).body.errorCode).toBe('553');
    expect((await login(email, PASSWORD)).body.errorCode).toBe('557');
    expect((await reset({ token: await tokenFor(email), password: NEW_PASSWORD })).status).toBe(200);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });

  it.each([
    { case: 'no token', body: { password: NEW_PASSWORD }, status: 401, code: '555' },
    { case: 'an unknown token', body: { token: 'made-up', password: NEW_PASSWORD }, status: 401, code: '555' },
    { case: 'no password', body: { token: 'VALID' }, status: 400, code: '551' },
    { case: 'a weak password', body: { token: 'VALID', password: 'weakpass' }, status: 400, code: '561' },
    {
      case: 'a confirmation that differs',
      body: { token: 'VALID', password: NEW_PASSWORD, confirmPassword: 'Renewed#2027' },
      status: 400,
      code: '564',
    },
  ])('refuses $case with $code and keeps a valid token usable', async ({ body, status, code }) => {
    const token = await tokenFor('diamond@demo.stay.example');
    const answer = await reset({ ...body, ...(body.token === 'VALID' ? { token } : {}) });
    expect([answer.status, answer.body.errorCode]).toEqual([status, code]);
    const [newest] = await resetLinks('diamond@demo.stay.example');
    expect(newest?.used).toBe(false);
  });
});
