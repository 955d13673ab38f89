/**
 * Display currencies (content spec §9, booking spec §9).
 * - Long currencies (CLP, JPY, KRW, VND, IDR) are shown without decimals; others rounded to 2.
 * - Exchange rates are keyed "USD" + currency code (e.g. `USDJPY`: yen per US dollar), so any
 *   amount converts through USD.
 */
export const DEFAULT_DISPLAY_CURRENCY = 'SGD';
export const LONG_CURRENCIES: readonly string[] = ['CLP', 'JPY', 'KRW', 'VND', 'IDR'];

export type ExchangeRates = Readonly<Record<string, number>>;

export function fractionDigitsOf(currency: string): 0 | 2 {
  return LONG_CURRENCIES.includes(currency.toUpperCase()) ? 0 : 2;
}

/** Rounds half away from zero at the currency's precision, without binary floating-point surprises (1.005 → 1.01). */
export function roundForCurrency(amount: number, currency: string): number {
  const digits = fractionDigitsOf(currency);
  const rounded = Number(`${Math.round(Number(`${Math.abs(amount)}e${digits}`))}e-${digits}`);
  return Math.sign(amount) * rounded || 0;
}

export function exchangeRateKey(currency: string): string {
  return `USD${currency.toUpperCase()}`;
}

/** Units of `currency` per US dollar, or undefined when the rates lack it. */
function unitsPerDollar(currency: string, rates: ExchangeRates): number | undefined {
  if (currency.toUpperCase() === 'USD') return 1;
  const rate = rates[exchangeRateKey(currency)];
  return rate !== undefined && Number.isFinite(rate) && rate > 0 ? rate : undefined;
}

/**
 * Converts and rounds for display; undefined when a rate is missing, so callers show the
 * original currency rather than a wrong number.
 */
export function convertForDisplay(amount: number, from: string, to: string, rates: ExchangeRates): number | undefined {
  if (from.toUpperCase() === to.toUpperCase()) return roundForCurrency(amount, to);
  const fromRate = unitsPerDollar(from, rates);
  const toRate = unitsPerDollar(to, rates);
  if (fromRate === undefined || toRate === undefined) return undefined;
  return roundForCurrency((amount / fromRate) * toRate, to);
}

/**
 * The display currency (content spec §9): the `currency` query parameter overrides, then the
 * visitor's stored choice; each only when it is one of the selectable currencies, otherwise the
 * default. A member's account preference becomes the stored choice once per login
 * (shared/store/currency-atoms.ts), so a later pick in the selector wins over it.
 */
export function resolveDisplayCurrency(
  candidates: { query?: string | null; stored?: string | null },
  selectable: readonly string[],
  fallback = DEFAULT_DISPLAY_CURRENCY,
): string {
  const allowed = new Set(selectable.map((code) => code.toUpperCase()));
  const ordered = [candidates.query, candidates.stored];
  const chosen = ordered.map((code) => code?.trim().toUpperCase()).find((code) => code && allowed.has(code));
  return chosen ?? fallback;
}
