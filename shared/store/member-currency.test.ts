// @vitest-environment jsdom
import { createStore } from 'jotai/vanilla';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { interceptApi, ok, type Reply } from '../../testing/intercept';
import { sandboxPage } from '../../testing/store-sandbox-page';
import { displayCurrencyAtom } from './currency-atoms';
import { announceSessionChange } from '../session/login-session';

/** The sandbox answers over HTTP in its own time: wait up to 10 s (vi.waitFor's 1 s default is short on a loaded machine), polling often. */
const eventually = <T>(assertion: () => T) => vi.waitFor(assertion, { timeout: 10_000, interval: 20 });

/** The sandbox's demo members and their account preferences (silver JPY, gold CNY), and a token it never issued. */
const { login } = sandboxPage();
const tokens = { silver: '', secondSilver: '', gold: '', classic: '', stranger: 'token-unknown' };
beforeAll(async () => {
  tokens.silver = await login('silver@demo.stay.example');
  tokens.secondSilver = await login('silver@demo.stay.example');
  tokens.gold = await login('gold@demo.stay.example');
  tokens.classic = await login('classic@demo.stay.example');
});

const ACCOUNT_PREFERENCE = 'loyalty/account-preference';
const api = interceptApi();
afterAll(() => api.restore());
const preferenceCalls = () =>
  api.sent(ACCOUNT_PREFERENCE).map((request) => request.headers.get('Authorization')?.replace('Bearer ', '') ?? null);

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
  api.reset();
  api.watch(ACCOUNT_PREFERENCE);
});

describe("a member's account-preference currency", () => {
  it('is never asked for a guest', async () => {
    const page = openPage();
    await settle();
    announceSessionChange();
    await settle();
    expect(page.display()).toBe('SGD');
    expect(preferenceCalls()).toEqual([]);
  });

  it('becomes the chosen currency at sign-in, once per login; a later pick is kept on later pages', async () => {
    const page = openPage();
    signIn(tokens.silver);
    await eventually(() => expect(page.display()).toBe('JPY'));
    announceSessionChange();
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(preferenceCalls()).toEqual([tokens.silver]);

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
    expect(preferenceCalls()).toEqual([tokens.silver]);

    signIn(undefined);
    await settle();
    expect(nextPage.display()).toBe('USD');

    signIn(tokens.gold);
    await eventually(() => expect(nextPage.display()).toBe('CNY'));
    expect(preferenceCalls()).toEqual([tokens.silver, tokens.gold]);
  });

  it('applies at page load for a login not handled yet', async () => {
    // Another token than above: the client hands out an identical call's answer again for 5 s.
    document.cookie = `stay-member-token=${tokens.secondSilver}`;
    const page = openPage();
    await eventually(() => expect(page.display()).toBe('JPY'));
    expect(preferenceCalls()).toEqual([tokens.secondSilver]);
  });

  it.each<{ case: string; member: keyof typeof tokens; answer?: Reply }>([
    { case: 'a refused token', member: 'stranger' },
    // The sandbox always answers a currency code: the malformed answer is the test's.
    { case: 'a malformed answer', member: 'classic', answer: ok({ currency: 42 }) },
  ])('leaves the currency as it was after $case, with one warning', async ({ member, answer }) => {
    if (answer) api.answer(ACCOUNT_PREFERENCE, answer);
    const token = tokens[member];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const page = openPage();
      page.choose('USD');
      signIn(token);
      await eventually(() => expect(warn).toHaveBeenCalledTimes(1));
      await settle();
      expect(String(warn.mock.calls[0]?.[0])).toContain('account preference');
      expect(page.display()).toBe('USD');
      expect(preferenceCalls()).toEqual([token]);
    } finally {
      warn.mockRestore();
    }
  });
});
