import { useMemo } from 'react';
import { convertForDisplay, roundForCurrency } from '../../shared/domain/currency';
import { displayCurrencyAtom, exchangeRatesLoadable } from '../../shared/store/currency-atoms';
import { usePageValue } from '../../shared/store/use-page-value';
import type { ShownNightlyPrice } from './rate-offers';

export interface ShownNightlyPrices {
  /** The currency the nightly prices are shown in: the one the price filter's labels name and its band is read in. */
  currency: string;
  amountOf: ShownNightlyPrice;
}

/**
 * The nightly prices as `useDisplayPrice` shows them (content spec §9), for the price filter
 * (issue 28 item 4: a label that names a currency names the one the visitor sees): in the display
 * currency the visitor chose, converted and rounded; unknown while the exchange rates load (the
 * price is a skeleton, the label already names the display currency); in the rates' own currency
 * when the exchange rates could not be read or lack the pair, as the prices then are.
 */
export function useShownNightlyPrices(ratesCurrency: string): ShownNightlyPrices {
  const displayCurrency = usePageValue(displayCurrencyAtom);
  const exchangeRates = usePageValue(exchangeRatesLoadable);
  return useMemo<ShownNightlyPrices>(() => {
    if (ratesCurrency !== displayCurrency && exchangeRates.state === 'loading') {
      return { currency: displayCurrency, amountOf: () => undefined };
    }
    const table = exchangeRates.state === 'hasData' ? exchangeRates.data : undefined;
    if (table === undefined || convertForDisplay(0, ratesCurrency, displayCurrency, table) === undefined) {
      return { currency: ratesCurrency, amountOf: (nightlyPrice) => roundForCurrency(nightlyPrice, ratesCurrency) };
    }
    return {
      currency: displayCurrency,
      amountOf: (nightlyPrice) => convertForDisplay(nightlyPrice, ratesCurrency, displayCurrency, table),
    };
  }, [ratesCurrency, displayCurrency, exchangeRates]);
}
