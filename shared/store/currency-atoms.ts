import { atom } from 'jotai/vanilla';
import { loadableOf } from './loadable';
import { fetchCurrencyOptions, fetchExchangeRates, type CurrencyOption, type ExchangeRateTable } from '../api/currency-service';
import { getApiClient } from '../api/page-client';
import { resolveDisplayCurrency } from '../domain/currency';
import { isUnhandledLogin, loginFingerprint } from '../domain/login-fingerprint';
import { getPageConfig } from '../element/page-config';
import { readLoginToken, watchSession } from '../session/login-session';
import { defineEntry, readEntry, writeEntry } from '../storage';
import { atomWithEntry } from './atom-with-entry';

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

const exchangeRatesAtom = atom(async (): Promise<ExchangeRateTable | undefined> => {
  const result = await fetchExchangeRates(getApiClient());
  return result.ok ? result.data : undefined;
});
const currencyOptionsAtom = atom(async (): Promise<CurrencyOption[] | undefined> => {
  const result = await fetchCurrencyOptions(getApiClient());
  return result.ok ? result.data : undefined;
});

/** `{ state: 'loading' | 'hasData' }`: rates, or undefined when they could not be fetched (prices then stay in their own currency). */
export const exchangeRatesLoadable = loadableOf(exchangeRatesAtom);
export const currencyOptionsLoadable = loadableOf(currencyOptionsAtom);

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
        selectable: async () => (await get(currencyOptionsAtom))?.map((option) => option.code),
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
    const selectable = known ?? [query, stored].filter((code): code is string => !!code && CURRENCY_CODE.test(code.toUpperCase())).map((code) => code.toUpperCase());
    return resolveDisplayCurrency({ query, stored }, selectable, getPageConfig().currency);
  },
  (_get, set, currency: string) => {
    set(queryOverrideAtom, false);
    set(chosenCurrencyAtom, currency.toUpperCase());
  },
);
