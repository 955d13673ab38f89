export interface CurrencySeed {
  readonly code: string;
  readonly name: string;
  readonly symbol: string;
  /** Long currencies (CLP, JPY, KRW, VND, IDR) have no decimals (content spec §9). */
  readonly decimals: 0 | 2;
  /** Units of this currency for one US dollar; the sandbox's fixed exchange rates. */
  readonly perUsd: number;
}

export const CURRENCY_SEEDS: readonly CurrencySeed[] = [
  { code: 'SGD', name: 'Singapore Dollar', symbol: 'S$', decimals: 2, perUsd: 1.35 },
  { code: 'USD', name: 'US Dollar', symbol: 'US$', decimals: 2, perUsd: 1 },
  { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2, perUsd: 0.92 },
  { code: 'GBP', name: 'Pound Sterling', symbol: '£', decimals: 2, perUsd: 0.79 },
  { code: 'AUD', name: 'Australian Dollar', symbol: 'A$', decimals: 2, perUsd: 1.52 },
  { code: 'CNY', name: 'Chinese Yuan', symbol: 'CN¥', decimals: 2, perUsd: 7.2 },
  { code: 'HKD', name: 'Hong Kong Dollar', symbol: 'HK$', decimals: 2, perUsd: 7.8 },
  { code: 'JPY', name: 'Japanese Yen', symbol: '¥', decimals: 0, perUsd: 150 },
  { code: 'KRW', name: 'South Korean Won', symbol: '₩', decimals: 0, perUsd: 1350 },
  { code: 'AED', name: 'UAE Dirham', symbol: 'AED', decimals: 2, perUsd: 3.6725 },
  { code: 'VND', name: 'Vietnamese Dong', symbol: '₫', decimals: 0, perUsd: 25400 },
  { code: 'THB', name: 'Thai Baht', symbol: '฿', decimals: 2, perUsd: 36 },
  { code: 'IDR', name: 'Indonesian Rupiah', symbol: 'Rp', decimals: 0, perUsd: 16200 },
  { code: 'MYR', name: 'Malaysian Ringgit', symbol: 'RM', decimals: 2, perUsd: 4.7 },
  { code: 'CLP', name: 'Chilean Peso', symbol: 'CLP$', decimals: 0, perUsd: 940 },
];

export function findCurrencySeed(code: string): CurrencySeed | undefined {
  return CURRENCY_SEEDS.find((currency) => currency.code === code);
}

function requireCurrency(code: string): CurrencySeed {
  const currency = findCurrencySeed(code);
  if (!currency) throw new RangeError(`Unknown currency: ${code}`);
  return currency;
}

/**
 * Rounds to the currency's decimals: whole units for long currencies, cents otherwise; half away
 * from zero on the decimal digits, not on the binary product (1.005 → 1.01, not 1.00). The same
 * rule as the widgets' `roundForCurrency` (shared/domain/currency.ts), so a total on screen
 * equals the sandbox's to the cent (DESIGN §8 "money").
 */
export function roundForCurrency(amount: number, currencyCode: string): number {
  const digits = requireCurrency(currencyCode).decimals;
  const rounded = Number(`${Math.round(Number(`${Math.abs(amount)}e${digits}`))}e-${digits}`);
  return Math.sign(amount) * rounded || 0;
}

/** Converts with the sandbox's fixed rates, unrounded (add-on unit prices: the line rounds once). */
export function convertExact(amount: number, fromCode: string, toCode: string): number {
  if (fromCode === toCode) return amount;
  return (amount / requireCurrency(fromCode).perUsd) * requireCurrency(toCode).perUsd;
}

/** Converts with the sandbox's fixed rates and rounds for the target currency. */
export function convertAmount(amount: number, fromCode: string, toCode: string): number {
  const inUsd = amount / requireCurrency(fromCode).perUsd;
  return roundForCurrency(inUsd * requireCurrency(toCode).perUsd, toCode);
}
