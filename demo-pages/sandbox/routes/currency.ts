/** Currency calls of the service host (content spec §7, booking spec §7): rates and conversion. */
import { sendContent, sendError, SANDBOX_ERROR_CODES } from '../envelope.ts';
import type { RouteContext } from '../route-context.ts';
import type { Router } from '../router.ts';
import { CURRENCY_SEEDS, convertAmount, findCurrencySeed } from '../seed/index.ts';

/** Treasury rates carry a small spread over the market rates, so the two are told apart in tests. */
const TREASURY_SPREAD = 1.01;

/** Rates keyed "USD" + currency code: units of the currency per US dollar (content spec §9). */
function ratesKeyedByUsd(spread: number): Record<string, number> {
  return Object.fromEntries(CURRENCY_SEEDS.map((currency) => [`USD${currency.code}`, Number((currency.perUsd * spread).toFixed(6))]));
}

function exchangeRate(context: RouteContext): void {
  sendContent(context.res, {
    base: 'USD',
    rates: ratesKeyedByUsd(1),
    currencies: CURRENCY_SEEDS.map(({ code, name, symbol, decimals }) => ({ code, name, symbol, decimals })),
  });
}

/** The service hints a 6-hour cache (spec §7); clients keep it 23 h (spec §9). */
function treasuryRate(context: RouteContext): void {
  context.res.setHeader('Cache-Control', 'max-age=21600');
  sendContent(context.res, { base: 'USD', rates: ratesKeyedByUsd(TREASURY_SPREAD) });
}

interface PriceItem {
  currency: string;
  price: number;
}

function isPriceItem(value: unknown): value is PriceItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.currency === 'string' && typeof item.price === 'number' && Number.isFinite(item.price);
}

/** POST /api/currency/convert-currencies?displayCurrency=JPY with `[{ currency, price }]` → `[{ currency, price, displayCurrency, convertedPrice }]` (contract item 7). */
function convertCurrencies(context: RouteContext): void {
  const displayCurrency = (context.url.searchParams.get('displayCurrency') ?? '').toUpperCase();
  const items: unknown = context.body;
  if (!findCurrencySeed(displayCurrency)) {
    sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, `Unknown displayCurrency "${displayCurrency}".`);
    return;
  }
  if (!Array.isArray(items) || !items.every(isPriceItem) || !items.every((item) => findCurrencySeed(item.currency))) {
    sendError(context.res, 400, SANDBOX_ERROR_CODES.badRequest, 'The body must be a list of { currency, price } with known currencies.');
    return;
  }
  sendContent(
    context.res,
    items.map((item) => ({
      currency: item.currency,
      price: item.price,
      displayCurrency,
      convertedPrice: convertAmount(item.price, item.currency, displayCurrency),
    })),
  );
}

export function registerCurrencyRoutes(router: Router): void {
  router
    .add('GET', '/api/currency/exchangerate', exchangeRate)
    .add('GET', '/api/currency/treasury-rate', treasuryRate)
    .add('POST', '/api/currency/convert-currencies', convertCurrencies);
}
