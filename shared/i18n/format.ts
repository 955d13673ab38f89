import type { FormatNumberOptions } from '@formatjs/intl';
import { getIntl } from './intl';
import type { Language } from './languages';

/** Locale-aware formatters. Dates travel as ISO `YYYY-MM-DD` and are only localised here. */
export function formatNumber(language: Language, value: number, options?: FormatNumberOptions): string {
  return getIntl(language).formatNumber(value, options);
}

export function formatCurrency(language: Language, amount: number, currency: string, fractionDigits?: number): string {
  return getIntl(language).formatNumber(amount, {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

/** Formats an ISO calendar date without shifting it through the browser's time zone. */
export function formatIsoDate(language: Language, isoDate: string, options?: Intl.DateTimeFormatOptions): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const utcDate = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return getIntl(language).formatDate(utcDate, { ...(options ?? { dateStyle: 'medium' }), timeZone: 'UTC' });
}
