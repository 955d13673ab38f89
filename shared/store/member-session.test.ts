// @vitest-environment jsdom
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { readEntry } from '../storage';
import { memberProfileLocalEntry, memberProfileSessionEntry, tokenExpiryEntry } from './member-entries';
import { refreshMemberProfile } from './member-session';

/** The profile answer, held until the test lets it go, so the test can sign out while it is under way. */
let release: () => void = () => {};
const realFetch = globalThis.fetch;
globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const token = new Headers(init?.headers).get('Authorization')?.replace('Bearer ', '');
  await new Promise<void>((resolve) => (release = resolve));
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.pathname !== '/api/authen/get-profile' || !token) return new Response('{}', { status: 404 });
  const content = {
    token: `${token}-refreshed`,
    tokenExpiry: new Date(Date.now() + 3_600_000).toISOString(),
    profileDto: { memberId: 'M-1', firstName: 'Ada', tier: 'classic' },
  };
  return new Response(JSON.stringify({ status: 200, content }), { status: 200, headers: { 'Content-Type': 'application/json' } });
};
afterAll(() => {
  globalThis.fetch = realFetch;
});

const cookie = () => /(?:^|; )stay-member-token=([^;]*)/.exec(document.cookie)?.[1];
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('refreshMemberProfile (loyalty spec §4)', () => {
  beforeEach(() => {
    document.cookie = 'stay-member-token=; max-age=0';
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps the refreshed token, the expiry and the profile of the login it was asked for', async () => {
    document.cookie = 'stay-member-token=token-a';
    const refreshed = refreshMemberProfile();
    await tick();
    release();
    expect((await refreshed).ok).toBe(true);
    expect(cookie()).toBe('token-a-refreshed');
    expect(readEntry(memberProfileSessionEntry)?.memberId).toBe('M-1');
    expect(readEntry(tokenExpiryEntry)).toBeGreaterThan(Date.now());
  });

  it('an answer that arrives after a logout signs nobody back in', async () => {
    document.cookie = 'stay-member-token=token-a';
    const refreshed = refreshMemberProfile();
    await tick();
    document.cookie = 'stay-member-token=; max-age=0';
    release();
    await refreshed;
    expect(cookie()).toBeUndefined();
    expect(readEntry(memberProfileSessionEntry)).toBeUndefined();
    expect(readEntry(memberProfileLocalEntry)).toBeUndefined();
    expect(readEntry(tokenExpiryEntry)).toBeUndefined();
  });

  it('an answer for one member that arrives after another signed in does not replace the new login', async () => {
    document.cookie = 'stay-member-token=token-a';
    const refreshed = refreshMemberProfile();
    await tick();
    document.cookie = 'stay-member-token=token-b';
    release();
    await refreshed;
    expect(cookie()).toBe('token-b');
    expect(readEntry(memberProfileSessionEntry)).toBeUndefined();
  });
});
