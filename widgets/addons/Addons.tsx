import { useMemo } from 'react';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { addonAnalyticsRecord } from '../../shared/domain/booking/addons/addon-analytics';
import { addonUnits } from '../../shared/domain/booking/addons/addon-line';
import { selectionOfCartAddon } from '../../shared/domain/booking/addons/cart-addon';
import type { CartAddon } from '../../shared/domain/booking/cart-item';
import type { Addon } from '../../shared/domain/booking/addons/addon';
import type { CartItem } from '../../shared/domain/booking/cart-item';
import type { Language } from '../../shared/domain/languages';
import { nightsBetween } from '../../shared/domain/iso-date';
import { cartAtom, reloadCart, setItemAddons } from '../../shared/store/cart';
import { displayCurrencyAtom, exchangeRatesLoadable } from '../../shared/store/currency-atoms';
import { isModifying } from '../../shared/store/modify-flag';
import { modifyRecordAtom } from '../../shared/store/modify-session';
import { pageStore } from '../../shared/store/page-store';
import { usePageValue } from '../../shared/store/use-page-value';
import { useServerRead } from '../../shared/store/use-server-read';
import { Button } from '../../shared/ui/Button';
import { Skeleton } from '../../shared/ui/Skeleton';
import { ApartmentAddons, type AddonsLoad } from './ApartmentAddons';
import { pushAddonsSaved } from './addon-ecommerce';
import { translate } from './addon-texts';
import { addonsRead } from './addons-read';
import { addonApartmentOf, addonSearchOf } from './cart-apartment';

export interface AddonsProps {
  /** The region's accessible name; empty: the translated default. */
  label: string;
}

/**
 * `<stay-addons>`: the add-ons of every apartment in the cart (booking spec §2 "Cart", issue 15
 * item 4). It reads the cart store and writes only through its `setItemAddons` (DESIGN.md §8: the
 * store is the cart's one writer); each apartment loads, fails and retries on its own.
 */
export function Addons({ label }: AddonsProps) {
  const { language } = useWidgetEnvironment();
  const view = usePageValue(cartAtom);
  const name = label || translate(language, 'label');
  return (
    <section className="stay-addons" aria-label={name}>
      {/* Issue 18 modify flow: the banner's chunk loads only while modifying (DESIGN §7). */}
      {isModifying() && <stay-modify-banner />}
      {view.state === 'loading' && <Skeleton className="stay-addons__skeleton" label={translate(language, 'loading')} />}
      {view.state === 'hasError' && (
        <div className="stay-addons__failure" role="alert">
          <p>{translate(language, 'loadFailed')}</p>
          <Button className="stay-addons__retry" onClick={() => pageStore.set(reloadCart)}>
            {translate(language, 'retry')}
          </Button>
        </div>
      )}
      {view.state === 'ready' && !view.expired && view.cart.items.length > 0 && (
        <>
          <h2 className="stay-addons__title">{name}</h2>
          {view.cart.items.map((item) => (
            <CartItemAddons key={item.shoppingCartItemId} language={language} item={item} />
          ))}
        </>
      )}
    </section>
  );
}

function CartItemAddons({ language, item }: { language: Language; item: CartItem }) {
  const request = useMemo(() => addonSearchOf(item), [item]);
  // Issue 18: while a reservation is modified its add-ons are synced into the form (apartment-draft.ts).
  const record = usePageValue(modifyRecordAtom);
  const booked = record?.addons;
  const modifying = record !== undefined;
  const bookedNights = record ? nightsBetween(record.startDate, record.endDate) : undefined;
  const apartment = useMemo(
    () => ({ ...addonApartmentOf(item), bookedAddons: booked, modifying, bookedNights }),
    [item, booked, modifying, bookedNights],
  );
  const { state, reload } = useServerRead(addonsRead, request);
  const load: AddonsLoad =
    state.state === 'hasData'
      ? { state: 'hasData', addons: state.data }
      : state.state === 'hasError'
        ? { state: 'hasError' }
        : { state: 'loading' };
  const save = async (lines: CartAddon[]) => {
    const result = await pageStore.set(setItemAddons, item.shoppingCartItemId, lines);
    if (!result.ok) return false;
    const addons = state.state === 'hasData' ? state.data : [];
    pushAddonsSaved(item.addons, lines, item.currencyCode, analyticsRecords(addons, lines, apartment.nights, item.currencyCode));
    return true;
  };
  return <ApartmentAddons language={language} apartment={apartment} load={load} onRetry={reload} onSave={save} />;
}

/** The §3 analytics add-on records of the saved lines, display amounts in the page's display currency. */
function analyticsRecords(addons: readonly Addon[], lines: readonly CartAddon[], nights: number, cartCurrency: string) {
  const rates = pageStore.get(exchangeRatesLoadable);
  const currencies = {
    cartCurrency,
    displayCurrency: pageStore.get(displayCurrencyAtom),
    rates: rates.state === 'hasData' ? (rates.data ?? {}) : {},
  };
  return lines.flatMap((line) => {
    const addon = addons.find((entry) => entry.serviceInventoryCode === line.serviceInventoryCode);
    if (!addon) return [];
    return [addonAnalyticsRecord(addon, line, addonUnits(addon, selectionOfCartAddon(line), nights).total, currencies)];
  });
}
