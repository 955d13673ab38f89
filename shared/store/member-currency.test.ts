// @vitest-environment jsdom
import { createStore } from 'jotai/vanilla';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { displayCurrencyAtom } from './currency-atoms';
import { announceSessionChange } from '../session/login-session';

/** The service as this test needs it: rates and the selector's list, and each demo token's preference. */
const PREFERENCES: Record<string, unknown> = {
  'token-silver': { currency: 'JPY' },
  'token-silver-2': { currency: 'JPY' },
  'token-gold': { currency: 'CNY' },
  'token-odd': { currency: 42 },
};
const preferenceCalls: (string | null)[] = [];

function answer(status: number, content: unknown): Response {
  return new Response(JSON.stringify(status === 200 ? { status, content } : { status, errorCode: '555', message: 'Sign in again' }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const realFetch = globalThis.fetch;
globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.pathname === '/api/currency/exchangerate') {
    return answer(200, {
      rates: { USDSGD: 1.35, USDJPY: 150, USDCNY: 7.2 },
      currencies: ['SGD', 'USD', 'JPY', 'CNY'].map((code) => ({ code, name: code, symbol: code })),
    });
  }
  if (url.pathname === '/api/loyalty/account-preference') {
    const token = new Headers(init?.headers).get('Authorization')?.replace('Bearer ', '') ?? null;
    preferenceCalls.push(token);
    const preference = token === null ? undefined : PREFERENCES[token];
    return preference === undefined ? answer(401, undefined) : answer(200, preference);
  }
  return answer(404, undefined);
};
afterAll(() => {
  globalThis.fetch = realFetch;
});

function signIn(token: string | undefined): void {
  document.cookie = token === undefined ? 'stay-member-token=; max-age=0' : `stay-member-token=${token}`;
  announceSessionChange();
}

const openPages: (() => void)[] = [];

/** A page: a store with the display currency in use, as a price or the selector uses it. */
function openPage() {
  const store = createStore();
  openPages.push(store.sub(displayCurrencyAtom, () => {}));
  return { display: () => store.get(displayCurrencyAtom), choose: (currency: string) => store.set(displayCurrencyAtom, currency) };
}

/** Lets pending fetches and their follow-ups settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  for (const close of openPages.splice(0)) close();
  signIn(undefined);
  localStorage.clear();
  preferenceCalls.length = 0;
});

describe("a member's account-preference currency", () => {
  it('is never asked for a guest', async () => {
    const page = openPage();
    await settle();
    announceSessionChange();
    await settle();
    expect(page.display()).toBe('SGD');
    expect(preferenceCalls).toEqual([]);
  });

  it('becomes the chosen currency at sign-in, once per login; a later pick is kept on later pages', async () => {
    const page = openPage();
    signIn('token-silver');
    await vi.waitFor(() => expect(page.display()).toBe('JPY'));
    announceSessionChange();
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(preferenceCalls).toEqual(['token-silver']);

    const reloaded = openPage();
    await settle();
    expect(reloaded.display()).toBe('JPY');
    reloaded.choose('USD');
    const nextPage = openPage();
    await settle();
    expect(nextPage.display()).toBe('USD');
    // A link opened in a new tab starts with empty session storage: the pick is kept there too.
    sessionStorage.clear();
    const newTab = openPage();
    await settle();
    expect(newTab.display()).toBe('USD');
    expect(preferenceCalls).toEqual(['token-silver']);

    signIn(undefined);
    await settle();
    expect(nextPage.display()).toBe('USD');

    signIn('token-gold');
    await vi.waitFor(() => expect(nextPage.display()).toBe('CNY'));
    expect(preferenceCalls).toEqual(['token-silver', 'token-gold']);
  });

  it('applies at page load for a login not handled yet', async () => {
    // Another token than above: the client hands out an identical call's answer again for 5 s.
    document.cookie = 'stay-member-token=token-silver-2';
    const page = openPage();
    await vi.waitFor(() => expect(page.display()).toBe('JPY'));
    expect(preferenceCalls).toEqual(['token-silver-2']);
  });

  it.each([
    { case: 'a refused token', token: 'token-unknown' },
    { case: 'a malformed answer', token: 'token-odd' },
  ])('leaves the currency as it was after $case, with one warning', async ({ token }) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const page = openPage();
      page.choose('USD');
      signIn(token);
      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
      await settle();
      expect(String(warn.mock.calls[0]?.[0])).toContain('account preference');
      expect(page.display()).toBe('USD');
      expect(preferenceCalls).toEqual([token]);
    } finally {
      warn.mockRestore();
    }
  });
});
