import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

let sandbox: RunningSandbox;
let clock = new Date('2026-03-15T08:00:00Z');

beforeAll(async () => {
  sandbox = await runSandbox({ now: () => clock });
});

afterAll(async () => {
  await sandbox.close();
});

const CALLBACK = '/en/social-login-callback/';

interface Profile {
  memberId: string;
  email: string;
  tier: string;
  accountType: string;
}
type LoginAnswer = SuccessEnvelope<{ token: string; tokenExpiry: string; profileDto: Profile }> & ErrorEnvelope & { content: unknown };
type ChinaOnlineAnswer = {
  status: number;
  content: { token: string; tokenExpiry: string; profile: Profile } | null;
  errorCode: string | null;
};

function authorizeUrl(provider: string, redirectUri: string, state = 'state-123'): string {
  return `/__sandbox/social/${provider}/authorize?${new URLSearchParams({ state, redirect_uri: redirectUri })}`;
}

/** Presses a button of the stand-in page: the page's form for that decision, submitted as a browser would. */
async function decide(provider: string, decision: string, redirectUri = CALLBACK, state = 'state-123'): Promise<URL> {
  const page = await (await sandbox.call(authorizeUrl(provider, redirectUri, state), { headers: {} })).text();
  const form = [...page.matchAll(/<form method="get" action="([^"]+)">([\s\S]*?)<\/form>/g)].find((match) =>
    match[2]?.includes(`value="${decision}"`),
  );
  if (!form?.[1] || !form[2]) throw new Error(`no ${decision} form`);
  const fields = new URLSearchParams(
    [...form[2].matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((field) => [field[1] ?? '', (field[2] ?? '').replace(/&#47;/g, '/')]),
  );
  const response = await sandbox.call(`${form[1]}?${fields}`, { headers: {}, redirect: 'manual' });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location') ?? '', sandbox.baseUrl);
}

async function approvedCode(provider: string): Promise<string> {
  return (await decide(provider, 'approve')).searchParams.get('code') ?? '';
}

const REGISTRATION = { email: 'ali.user@example.com', salutation: 'Mr', firstName: 'Wei', lastName: 'Zhang', countryOfResidence: 'CN' };

describe('social provider stand-in pages', () => {
  it.each(['wechat', 'alipay'])('%s: an accessible page under a strict policy, without script or inline style', async (provider) => {
    const response = await sandbox.call(authorizeUrl(provider, CALLBACK), { headers: {} });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).not.toMatch(/<script|style=|<style/);
    expect([...html.matchAll(/<button[^>]*>([^<]+)<\/button>/g)].map((match) => match[1])).toEqual(['Approve', 'Cancel', 'Error']);
    const css = await sandbox.call('/__sandbox/social/stand-in.css', { headers: {} });
    expect([css.status, css.headers.get('content-type')]).toEqual([200, 'text/css; charset=utf-8']);
  });

  it.each([
    { decision: 'approve', expected: { code: expect.stringMatching(/^[\w-]{24}$/), state: 'state-123' } },
    { decision: 'cancel', expected: { error: 'access_denied', state: 'state-123' } },
    { decision: 'error', expected: { error: 'server_error', state: 'state-123' } },
  ])('$decision redirects to the callback path with $expected', async ({ decision, expected }) => {
    const location = await decide('wechat', decision);
    expect(location.origin).toBe(sandbox.baseUrl);
    expect(location.pathname).toBe(CALLBACK);
    expect(Object.fromEntries(location.searchParams)).toEqual(expected);
  });

  it('keeps the query the redirect path already has', async () => {
    const location = await decide('alipay', 'cancel', '/zh/social-login-callback/?from=popup');
    expect(Object.fromEntries(location.searchParams)).toEqual({ from: 'popup', error: 'access_denied', state: 'state-123' });
  });

  it.each([
    { case: 'another origin', redirectUri: 'https://evil.example/steal', status: 400 },
    { case: 'a protocol-relative URL', redirectUri: '//evil.example/steal', status: 400 },
    { case: 'a backslash trick', redirectUri: '/\\evil.example', status: 400 },
    { case: 'a relative path', redirectUri: 'en/social-login-callback/', status: 400 },
    { case: 'no redirect_uri', redirectUri: '', status: 400 },
  ])('answers $status with an HTML page for $case, on both routes', async ({ redirectUri, status }) => {
    for (const path of [
      authorizeUrl('wechat', redirectUri),
      `/__sandbox/social/wechat/decide?decision=approve&state=s&redirect_uri=${encodeURIComponent(redirectUri)}`,
    ]) {
      const response = await sandbox.call(path, { headers: {}, redirect: 'manual' });
      expect([path, response.status]).toEqual([path, status]);
      expect(await response.text()).toContain('<h1>Bad sign-in request</h1>');
    }
  });

  it('answers 400 without a state or with an unknown decision, and 404 for another provider', async () => {
    expect((await sandbox.call(authorizeUrl('wechat', CALLBACK, ''), { headers: {} })).status).toBe(400);
    expect(
      (await sandbox.call(`/__sandbox/social/wechat/decide?decision=maybe&state=s&redirect_uri=${CALLBACK}`, { headers: {} })).status,
    ).toBe(400);
    expect((await sandbox.call(authorizeUrl('facebook', CALLBACK), { headers: {} })).status).toBe(404);
  });
});

describe('login-with-social-network and sign-up-with-social-network', () => {
  it('logs the linked WeChat identity in as gold, once per code', async () => {
    const code = await approvedCode('wechat');
    const { status, body } = await sandbox.post<LoginAnswer>('/api/authen/login-with-social-network', { provider: 'wechat', code });
    expect(status).toBe(200);
    expect(body.content.profileDto).toMatchObject({ memberId: 'SM1000003', email: 'gold@demo.stay.example', accountType: 'member' });
    expect(body.content.tokenExpiry).toBe('2026-03-15T09:00:00.000Z');
    const again = await sandbox.post<LoginAnswer>('/api/authen/login-with-social-network', { provider: 'wechat', code });
    expect([again.status, again.body.errorCode]).toEqual([400, '563']);
  });

  it('answers 554 with content null for the unlinked Alipay identity, then registers with the same code and logs in with the next one', async () => {
    const code = await approvedCode('alipay');
    const notLinked = await sandbox.post<LoginAnswer>('/api/authen/login-with-social-network', { provider: 'alipay', code });
    expect(notLinked.status).toBe(404);
    expect(notLinked.body).toEqual({ status: 404, errorCode: '554', message: expect.any(String), content: null });

    const registered = await sandbox.post<LoginAnswer>('/api/authen/sign-up-with-social-network', {
      provider: 'alipay',
      code,
      ...REGISTRATION,
    });
    expect(registered.status).toBe(201);
    expect(registered.body.content.profileDto).toMatchObject({ email: 'ali.user@example.com', tier: 'classic', accountType: 'member' });

    const next = await sandbox.post<LoginAnswer>('/api/authen/login-with-social-network', {
      provider: 'alipay',
      code: await approvedCode('alipay'),
    });
    expect(next.body.content.profileDto.memberId).toBe(registered.body.content.profileDto.memberId);
    const twice = await sandbox.post<LoginAnswer>('/api/authen/sign-up-with-social-network', {
      provider: 'alipay',
      code: await approvedCode('alipay'),
      ...REGISTRATION,
      email: 'other@example.com',
    });
    expect([twice.status, twice.body.errorCode]).toEqual([409, '562']);
  });

  it('refuses a code after 5 minutes of sandbox clock', async () => {
    const code = await approvedCode('wechat');
    clock = new Date('2026-03-15T08:05:00Z');
    const late = await sandbox.post<LoginAnswer>('/api/authen/login-with-social-network', { provider: 'wechat', code });
    expect([late.status, late.body.errorCode]).toEqual([400, '563']);
    clock = new Date('2026-03-15T08:00:00Z');
  });

  it.each([
    { case: 'an unknown code', body: { provider: 'wechat', code: 'made-up' }, status: 400, errorCode: '563' },
    { case: 'no code', body: { provider: 'wechat' }, status: 400, errorCode: '563' },
    { case: "the other provider's code", body: { provider: 'alipay', code: 'WECHAT' }, status: 400, errorCode: '563' },
    { case: 'no provider', body: { code: 'WECHAT' }, status: 400, errorCode: '552' },
  ])('login refuses $case with $errorCode', async ({ body, status, errorCode }) => {
    const code = body.code === 'WECHAT' ? await approvedCode('wechat') : body.code;
    const answer = await sandbox.post<LoginAnswer>('/api/authen/login-with-social-network', { ...body, code });
    expect([answer.status, answer.body.errorCode]).toEqual([status, errorCode]);
  });

  it.each([
    { case: 'an e-mail of a member', change: { email: 'silver@demo.stay.example' }, status: 409, errorCode: '562' },
    { case: 'a missing last name', change: { lastName: undefined }, status: 400, errorCode: '552' },
    { case: 'a malformed e-mail', change: { email: 'wei@' }, status: 400, errorCode: '560' },
    { case: 'an e-mail over 100 characters', change: { email: `${'w'.repeat(95)}@example.com` }, status: 400, errorCode: '559' },
    { case: 'a bad code', change: { code: 'made-up' }, status: 400, errorCode: '563' },
  ])('register refuses $case with $errorCode', async ({ change, status, errorCode }) => {
    const answer = await sandbox.post<LoginAnswer>('/api/authen/sign-up-with-social-network', {
      provider: 'wechat',
      code: await approvedCode('wechat'),
      ...REGISTRATION,
      email: 'someone.new@example.com',
      ...change,
    });
    expect([answer.status, answer.body.errorCode]).toEqual([status, errorCode]);
  });

  it('register refuses an identity already linked with 562 (wx-demo-gold is gold)', async () => {
    const answer = await sandbox.post<LoginAnswer>('/api/authen/sign-up-with-social-network', {
      provider: 'wechat',
      code: await approvedCode('wechat'),
      ...REGISTRATION,
      email: 'someone.new@example.com',
    });
    expect([answer.status, answer.body.errorCode]).toEqual([409, '562']);
  });
});

describe('China online sociallogin and socialregister', () => {
  // The blocks above linked ali-demo-new already.
  beforeAll(async () => {
    await sandbox.call('/__sandbox/reset', { method: 'POST' });
  });

  it('needs the subscription key', async () => {
    const answer = await sandbox.call('/chinaonline/v1/sociallogin', { method: 'POST', headers: {} });
    expect(answer.status).toBe(401);
  });

  it('logs in with `profile` (not profileDto) and errorCode null', async () => {
    const { status, body } = await sandbox.post<ChinaOnlineAnswer>('/chinaonline/v1/sociallogin', {
      provider: 'wechat',
      authCode: await approvedCode('wechat'),
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 200,
      content: {
        token: expect.any(String),
        tokenExpiry: '2026-03-15T09:00:00.000Z',
        profile: expect.objectContaining({ memberId: 'SM1000003' }),
      },
      errorCode: null,
    });
  });

  it('answers 554 for the unlinked identity, registers with the same code, and reports a taken e-mail with a long CPRV code', async () => {
    const authCode = await approvedCode('alipay');
    const notLinked = await sandbox.post<ChinaOnlineAnswer>('/chinaonline/v1/sociallogin', { provider: 'alipay', authCode });
    expect(notLinked.body).toMatchObject({ status: 404, content: null, errorCode: '554' });

    const taken = await sandbox.post<ChinaOnlineAnswer>('/chinaonline/v1/socialregister', {
      provider: 'alipay',
      authCode,
      ...REGISTRATION,
      email: 'gold@demo.stay.example',
    });
    expect(taken.body).toMatchObject({ status: 409, content: null, errorCode: 'ERc0000000000001005' });
    expect(taken.body.errorCode?.length).toBeGreaterThanOrEqual(19);

    const registered = await sandbox.post<ChinaOnlineAnswer>('/chinaonline/v1/socialregister', {
      provider: 'alipay',
      authCode,
      ...REGISTRATION,
      email: 'cn.user@example.com',
    });
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({
      status: 201,
      errorCode: null,
      content: { profile: { email: 'cn.user@example.com', tier: 'classic' } },
    });

    const used = await sandbox.post<ChinaOnlineAnswer>('/chinaonline/v1/sociallogin', { provider: 'alipay', authCode });
    expect(used.body).toMatchObject({ status: 400, content: null, errorCode: '563' });
  });
});
