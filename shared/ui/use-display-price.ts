import { convertForDisplay, fractionDigitsOf } from '../domain/currency';
import { formatCurrency } from '../i18n/format';
import { useWidgetEnvironment } from '../element/widget-environment';
import { displayCurrencyAtom, exchangeRatesLoadable } from '../store/currency-atoms';
import { usePageValue } from '../store/use-page-value';

export interface DisplayPrice {
  /** The formatted price; '' while `pending`. */
  text: string;
  /** The currency the amount is shown in. */
  currency: string;
  /** The page's display currency: differs from `currency` only when the rates are missing. */
  displayCurrency: string;
  /**
   * The amount is in another currency and the exchange rates are still loading: show a skeleton,
   * never the unconverted figure, so a euro page never flashes yen (content spec §9).
   */
  pending: boolean;
}

/**
 * An amount in the page's display currency, formatted for the page language (content spec §9
 * rounding). While the rates load, a price in another currency is pending; when they cannot be
 * fetched, or lack the pair, it is shown in its own currency (a content failure is not an error
 * for the visitor, spec §8).
 */
export function useDisplayPrice(amount: number, currency: string): DisplayPrice {
  const { language } = useWidgetEnvironment();
  const displayCurrency = usePageValue(displayCurrencyAtom);
  const rates = usePageValue(exchangeRatesLoadable);
  if (currency !== displayCurrency && rates.state === 'loading')
    return { text: '', currency: displayCurrency, displayCurrency, pending: true };
  const table = rates.state === 'hasData' ? rates.data : undefined;
  const converted = table ? convertForDisplay(amount, currency, displayCurrency, table) : undefined;
  const shown = converted === undefined ? { amount, currency } : { amount: converted, currency: displayCurrency };
  return {
    text: formatCurrency(language, shown.amount, shown.currency, fractionDigitsOf(shown.currency)),
    currency: shown.currency,
    displayCurrency,
    pending: false,
  };
}
