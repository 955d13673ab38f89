// @vitest-environment jsdom
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { testNowMs, testNowPlus } from '../../testing/clock';
import { interceptApi, ok } from '../../testing/intercept';
import { readEntry } from '../storage';
import { memberProfileLocalEntry, memberProfileSessionEntry, tokenExpiryEntry } from './member-entries';
import { refreshMemberProfile } from './member-session';

/**
 * The profile answer, held until the test lets it go, so the test can sign out while it is under way.
 * The test's own answer: the sandbox refreshes a token by keeping it, and this one must show that
 * the answer's token, not the one sent, is kept.
 */
let release: () => void = () => {};
const api = interceptApi();
api.answer('authen/get-profile', async (request) => {
  const token = request.headers.get('Authorization')?.replace('Bearer ', '');
  await new Promise<void>((resolve) => (release = resolve));
  return ok({
    token: `${token}-refreshed`,
    tokenExpiry: new Date(testNowPlus(3_600_000)).toISOString(),
    profileDto: { memberId: 'M-1', firstName: 'Ada', tier: 'classic' },
  });
});
afterAll(() => api.restore());

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
    expect(readEntry(tokenExpiryEntry)).toBeGreaterThan(testNowMs());
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
