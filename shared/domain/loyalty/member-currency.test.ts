import { describe, expect, it } from 'vitest';
import { preferredDisplayCurrency } from './member-currency';

describe('preferredDisplayCurrency', () => {
  const selectable = ['SGD', 'USD', 'JPY'];
  it.each([
    { preference: 'JPY', selectable, currency: 'JPY' },
    { preference: ' jpy ', selectable, currency: 'JPY' },
    { preference: 'AED', selectable, currency: undefined },
    { preference: 'yen', selectable, currency: undefined },
    { preference: '', selectable, currency: undefined },
    { preference: undefined, selectable, currency: undefined },
    { preference: 'AED', selectable: undefined, currency: 'AED' },
    { preference: 'A1D', selectable: undefined, currency: undefined },
  ])('$preference among $selectable → $currency', ({ preference, selectable: list, currency }) => {
    expect(preferredDisplayCurrency(preference, list)).toBe(currency);
  });
});
