import { useAtomValue } from 'jotai/react';
import { convertForDisplay, fractionDigitsOf } from '../domain/currency';
import { formatCurrency } from '../i18n/format';
import { useWidgetEnvironment } from '../element/widget-environment';
import { displayCurrencyAtom, exchangeRatesLoadable } from '../store/currency-atoms';

export interface DisplayPrice {
  text: string;
  /** The currency the amount is shown in. */
  currency: string;
  /** The page's display currency: differs from `currency` while rates load or when they are missing. */
  displayCurrency: string;
}

/** An amount in the page's display currency, formatted for the page language (content spec §9 rounding). */
export function useDisplayPrice(amount: number, currency: string): DisplayPrice {
  const { language } = useWidgetEnvironment();
  const displayCurrency = useAtomValue(displayCurrencyAtom);
  const rates = useAtomValue(exchangeRatesLoadable);
  const table = rates.state === 'hasData' ? rates.data : undefined;
  const converted = table ? convertForDisplay(amount, currency, displayCurrency, table) : undefined;
  const shown = converted === undefined ? { amount, currency } : { amount: converted, currency: displayCurrency };
  return {
    text: formatCurrency(language, shown.amount, shown.currency, fractionDigitsOf(shown.currency)),
    currency: shown.currency,
    displayCurrency,
  };
}
