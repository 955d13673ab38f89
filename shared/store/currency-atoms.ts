import { atom, type Atom } from 'jotai/vanilla';
import { fetchCurrencyOptions, fetchExchangeRates, type CurrencyOption, type ExchangeRateTable } from '../api/currency-service';
import type { ApiResult } from '../api/types';
import { resolveDisplayCurrency } from '../domain/currency';
import { isUnhandledLogin, loginFingerprint } from '../domain/loyalty/login-fingerprint';
import { getPageConfig } from '../element/page-config';
import { readLoginToken, watchSession } from '../session/login-session';
import { defineEntry, readEntry, writeEntry } from '../storage';
import { atomWithEntry } from './atom-with-entry';
import { defineServerRead, type ReadState } from './server-read';

const CURRENCY_CODE = /^[A-Z]{3}$/;

/** The visitor's own choice, kept across pages and visits. */
const chosenCurrencyEntry = defineEntry<string>({
  key: 'display-currency',
  area: 'local',
  parse: (raw) => (typeof raw === 'string' && CURRENCY_CODE.test(raw) ? raw : undefined),
});
const chosenCurrencyAtom = atomWithEntry(chosenCurrencyEntry, '');

/** `?currency=JPY` overrides the display currency (content spec §9) until the visitor picks another. */
const queryCurrency = (): string | null => new URLSearchParams(window.location.search).get('currency');
const queryOverrideAtom = atom(true);

/** A failed lookup is no data, not an error: prices then stay in their own currency, the selector offers none. */
const orNothing = async <Data>(answer: Promise<ApiResult<Data>>): Promise<ApiResult<Data | undefined>> => {
  const result = await answer;
  return { ok: true, data: result.ok ? result.data : undefined };
};

/** Page-wide, read once and shared; `reload` reads them again (past their storage cache). */
export const exchangeRatesRead = defineServerRead({ read: (_page: void, { client }) => orNothing(fetchExchangeRates(client)) });
export const currencyOptionsRead = defineServerRead({ read: (_page: void, { client }) => orNothing(fetchCurrencyOptions(client)) });

/** `{ state: 'loading' | 'hasData' }`: rates, or undefined when they could not be fetched. */
export const exchangeRatesLoadable: Atom<ReadState<ExchangeRateTable | undefined>> = exchangeRatesRead.state();
export const currencyOptionsLoadable: Atom<ReadState<CurrencyOption[] | undefined>> = currencyOptionsRead.state();

/**
 * For which login (a fingerprint of its token) the member's account preference was applied: once
 * per login, not on every page, so a later pick in the selector is kept. In local storage, not
 * session storage, because session storage is per tab: a link opened in a new tab, or another tab
 * coming back to the front, would apply the preference again over the member's later pick.
 */
const preferenceLoginEntry = defineEntry<string>({
  key: 'member-currency-login',
  area: 'local',
  parse: (raw) => (typeof raw === 'string' ? raw : undefined),
});
/** The login whose preference this page is fetching, so repeated session events fetch it once. */
const pendingPreferenceLoginAtom = atom<string | undefined>(undefined);

/**
 * When the visitor signs in (on this page, or arriving with a login not handled yet in this browser),
 * the member's account-preference currency (loyalty spec §7) becomes the chosen currency, as if
 * picked in the selector: every price follows at once and later pages keep it, while a
 * `?currency=` parameter keeps precedence (content spec §9). Signing out changes nothing. Guests
 * never call the service, nor download the code that does (`member-currency.ts`).
 */
const memberPreferenceAtom = atom(null, (get, set) => {
  const token = readLoginToken(getPageConfig().loginCookie);
  if (!isUnhandledLogin(token, [readEntry(preferenceLoginEntry), get(pendingPreferenceLoginAtom)])) return;
  const login = loginFingerprint(token);
  set(pendingPreferenceLoginAtom, login);
  void import('./member-currency')
    .then(({ applyAccountPreferenceCurrency }) =>
      applyAccountPreferenceCurrency({
        current: () => get(chosenCurrencyAtom),
        choose: (currency) => set(chosenCurrencyAtom, currency),
        selectable: async () => {
          const options = await get(currencyOptionsRead.answer());
          return options.ok ? options.data?.map((option) => option.code) : undefined;
        },
      }),
    )
    .then(
      () => writeEntry(preferenceLoginEntry, login),
      (error: unknown) => console.warn('[stay-widgets] The account preference could not be applied.', error),
    )
    .finally(() => set(pendingPreferenceLoginAtom, (pending) => (pending === login ? undefined : pending)));
});
memberPreferenceAtom.onMount = (apply) => {
  apply();
  return watchSession(apply);
};

/**
 * The currency every price on the page is shown in. Writing it records the visitor's choice in
 * storage, so every element (and every tab) re-renders its prices at once.
 */
export const displayCurrencyAtom = atom(
  (get) => {
    // Watches the session while any price or selector shows the display currency.
    get(memberPreferenceAtom);
    const options = get(currencyOptionsLoadable);
    const known = options.state === 'hasData' ? options.data?.map((option) => option.code) : undefined;
    const stored = get(chosenCurrencyAtom) || null;
    const query = get(queryOverrideAtom) ? queryCurrency() : null;
    // Until the list is known, trust well-formed codes so the first render already shows the choice.
    const selectable =
      known ??
      [query, stored].filter((code): code is string => !!code && CURRENCY_CODE.test(code.toUpperCase())).map((code) => code.toUpperCase());
    return resolveDisplayCurrency({ query, stored }, selectable, getPageConfig().currency);
  },
  (_get, set, currency: string) => {
    set(queryOverrideAtom, false);
    set(chosenCurrencyAtom, currency.toUpperCase());
  },
);
