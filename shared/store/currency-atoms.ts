import { atom } from 'jotai/vanilla';
import { loadable } from 'jotai/vanilla/utils';
import { fetchCurrencyOptions, fetchExchangeRates, type CurrencyOption, type ExchangeRateTable } from '../api/currency-service';
import { getApiClient } from '../api/page-client';
import { resolveDisplayCurrency } from '../domain/currency';
import { getPageConfig } from '../element/page-config';
import { atomWithEntry, defineEntry } from '../storage';

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
export const exchangeRatesLoadable = loadable(exchangeRatesAtom);
export const currencyOptionsLoadable = loadable(currencyOptionsAtom);

/**
 * The currency every price on the page is shown in. Writing it records the visitor's choice in
 * storage, so every element (and every tab) re-renders its prices at once.
 */
export const displayCurrencyAtom = atom(
  (get) => {
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
