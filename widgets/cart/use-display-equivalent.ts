import { convertCurrencies } from '../../shared/api/cart-service';
import { roundLine } from '../../shared/domain/money';
import { displayCurrencyAtom } from '../../shared/store/currency-atoms';
import { defineServerRead } from '../../shared/store/server-read';
import { useServerRead } from '../../shared/store/use-server-read';
import { usePageValue } from '../../shared/store/use-page-value';

export type DisplayEquivalent =
  | { state: 'none' }
  | { state: 'loading'; currency: string }
  | { state: 'ready'; amount: number; currency: string };

interface ConversionKey {
  displayCurrency: string;
  currency: string;
  price: number;
}

/** The total in the display currency, by the service (issue 15 contract call 7). A failure shows nothing: the cart currency is what is paid. */
const conversionRead = defineServerRead({
  read: async (key: ConversionKey | null, { client }) => {
    if (!key) return { ok: true, data: undefined };
    const { displayCurrency, currency, price } = key;
    const answer = await convertCurrencies(client, displayCurrency, [{ currency, price }]);
    if (!answer.ok) return answer;
    const converted = answer.data[0];
    return { ok: true, data: converted ? roundLine(converted.convertedPrice, displayCurrency) : undefined };
  },
});

/** The total's equivalent in the page's display currency, only when that differs from the cart's. */
export function useDisplayEquivalent(total: number, currency: string): DisplayEquivalent {
  const displayCurrency = usePageValue(displayCurrencyAtom);
  const differs = displayCurrency !== currency && total > 0;
  const key = differs ? { displayCurrency, currency, price: total } : null;
  const read = useServerRead(conversionRead, key);
  if (!differs) return { state: 'none' };
  if (read.state.state === 'loading') return { state: 'loading', currency: displayCurrency };
  if (read.state.state === 'hasError' || read.state.data === undefined) return { state: 'none' };
  return { state: 'ready', amount: read.state.data, currency: displayCurrency };
}
