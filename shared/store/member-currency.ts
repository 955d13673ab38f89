import { fetchAccountPreference } from '../api/loyalty-service';
import { getApiClient } from '../api/page-client';
import { preferredDisplayCurrency } from '../domain/loyalty/member-currency';

/** The visitor's chosen display currency, as the currency selector reads and writes it, and what may be chosen. */
export interface DisplayCurrencyChoice {
  current(): string;
  choose(currency: string): void;
  /** The selectable codes, or undefined when the list cannot be fetched. */
  selectable(): Promise<string[] | undefined>;
}

/**
 * Reads the signed-in member's account preference (loyalty spec §7) and makes its currency the
 * chosen display currency. Loaded only when a login is new to this browser (see `currency-atoms.ts`),
 * so guests never download it. A failed or malformed answer leaves the currency as it is, with a
 * warning: the selector keeps working. A pick made while the answer was on its way wins.
 */
export async function applyAccountPreferenceCurrency(choice: DisplayCurrencyChoice): Promise<void> {
  const choiceBefore = choice.current();
  const [preference, selectable] = await Promise.all([fetchAccountPreference(getApiClient()), choice.selectable()]);
  if (!preference.ok) {
    console.warn(
      `[stay-widgets] The account preference could not be read; the display currency stays as it is. ${preference.error.message}`,
    );
    return;
  }
  const currency = preferredDisplayCurrency(preference.data.currency, selectable);
  if (currency === undefined) {
    if (preference.data.currency)
      console.warn(
        `[stay-widgets] The preferred currency ${preference.data.currency} is not offered; the display currency stays as it is.`,
      );
    return;
  }
  if (choice.current() === choiceBefore) choice.choose(currency);
}
