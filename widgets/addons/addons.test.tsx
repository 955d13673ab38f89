import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import widgetStyles from '../styles.css?inline';
import { guestCartEntry } from '../../shared/store/booking-session-entries';
import { readEntry, writeEntry } from '../../shared/storage';
import { sampleCartItem } from '../../testing/cart-fixtures';
import { sellableStayOfTypes } from '../../testing/cart-sandbox';
import { testNowMs } from '../../testing/clock';
import { addFixture, addWidgetStyles, waitFor } from '../../testing/fixtures';
import { resetPageForTest } from '../../testing/page-state';
import { accessibleName, allByRole, byRole, queryByRole } from '../../testing/roles';

/*
 * <stay-addons> against the sandbox (add-ons search, guest cart pricing) with a guest cart in local
 * storage: one section per cart item, the breakfast line as the sandbox prices it, saved through the
 * cart store, GA4 events and the §3 records in the data layer, a failed search retried alone.
 */

await import('./element');
addWidgetStyles(widgetStyles);

// Nights the seed sells both apartment types of the cart on.
const SELLABLE = sellableStayOfTypes({ hotelCode: 'SGORCH', nights: 3, from: 40 }, ['STUD', 'ONEB']);
const STAY = { startDate: SELLABLE.arrive, endDate: SELLABLE.depart };
const STUDIO = { ...sampleCartItem().roomRate, roomTypeCode: 'STUD', roomTypeName: 'Studio', rateBreakDown: [] };
const GUESTS = {
  numberOfAdult: 2,
  numberOfChildren: 0,
  childAges: [],
  actualNumberOfAdult: 2,
  actualNumberOfChildren: 0,
  numberOfGuest: 2,
};

function seedCart(items = [sampleCartItem({ ...STAY, roomRate: STUDIO, apartmentGuest: GUESTS })]): void {
  writeEntry(guestCartEntry, { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', lastModified: testNowMs(), items });
}

async function sandboxBreakfastUnit(): Promise<{ price: number; tax: number }> {
  const response = await fetch('/api/v2/addons/search', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key' },
    body: JSON.stringify({
      hotelCode: 'SGORCH',
      ...STAY,
      currencyCode: 'SGD',
      apartments: [{ apartmentNumber: 1, numberOfAdult: 2, numberOfChildren: 0, roomTypeCode: 'STUD', ratePlanCode: 'BAR' }],
    }),
  });
  const addons = (
    (await response.json()) as { content: { addonDisplayType: string; defaultPriceForAdult: number; defaultTaxForAdult: number }[] }
  ).content;
  const breakfast = addons.find((addon) => addon.addonDisplayType === 'BREAKFAST')!;
  return { price: breakfast.defaultPriceForAdult, tax: breakfast.defaultTaxForAdult };
}

const shown = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ');

describe('<stay-addons> with the cart store', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('one section per apartment; breakfast for 2 adults over 3 nights saved into the cart at the sandbox price, with GA4 events and the add-on records', async () => {
    await resetPageForTest({ language: 'en' });
    seedCart([
      sampleCartItem({ ...STAY, roomRate: STUDIO, apartmentGuest: GUESTS }),
      sampleCartItem({
        ...STAY,
        shoppingCartItemId: 'item-2',
        apartmentNumber: 2,
        roomRate: { ...STUDIO, roomTypeCode: 'ONEB', roomTypeName: 'One-bedroom' },
        apartmentGuest: GUESTS,
      }),
    ]);
    const unit = await sandboxBreakfastUnit();
    const element = addFixture('<stay-addons></stay-addons>');
    const first = await waitFor(() => queryByRole(element, 'region', { name: /^Apartment 1: / }), 'apartment 1');
    await waitFor(() => queryByRole(element, 'region', { name: /^Apartment 2: / }), 'apartment 2');
    // Both apartments offer the same categories: they are groups, and the only regions are the apartments (landmarks unique).
    await waitFor(() => allByRole(element, 'group', { name: 'Dining' }).length === 2, 'a Dining group per apartment');
    expect(allByRole(element, 'region').map(accessibleName)).to.have.length(new Set(allByRole(element, 'region').map(accessibleName)).size);
    const adults = await waitFor(
      () => first.querySelector<HTMLElement>('[data-display-type="BREAKFAST"] [role="spinbutton"]'),
      'the breakfast adults',
    );
    adults.focus();
    await sendKeys({ press: 'End' });
    const line = await waitFor(() => first.querySelector('[data-display-type="BREAKFAST"] .stay-addons__line'), 'the breakfast line');
    const price = Math.round(2 * unit.price * 3 * 100) / 100;
    expect(shown(line)).to.contain('6 adult-nights').and.to.contain(price.toFixed(2));

    byRole<HTMLButtonElement>(first, 'button', { name: 'Save add-ons' }).click();
    await waitFor(() => byRole(first, 'status').textContent === 'Add-ons saved for apartment 1.', 'saved');
    const stored = readEntry(guestCartEntry)!;
    expect(stored.items[0]!.addons).to.have.length(1);
    expect(stored.items[0]!.addons[0]).to.include({
      serviceInventoryCode: 'BRKF',
      numberOfAdult: 2,
      numberOfNight: 3,
      priceWithoutTax: price,
    });
    expect(stored.items[1]!.addons).to.deep.equal([]);

    const events = (
      window.dataLayer as {
        event?: string;
        ecommerce?: { items: { item_id: string }[] };
        addons?: { AddonCode: string; AddonQty: number }[];
      }[]
    ).filter((entry) => entry.event);
    expect(events.map((entry) => entry.event)).to.deep.equal(['add_to_cart', 'addonsUpdate']);
    expect(events[0]!.ecommerce!.items.map((item) => item.item_id)).to.deep.equal(['BRKF']);
    expect(events[1]!.addons).to.deep.include({ ...events[1]!.addons![0], AddonCode: 'BRKF', AddonQty: 6 });
  });

  it('a failed add-ons search shows its failure in its apartment with a retry that reads again', async () => {
    await resetPageForTest({ language: 'en', faults: [{ match: 'addons/search', kind: 'error', status: 503 }] });
    seedCart();
    const element = addFixture('<stay-addons></stay-addons>');
    const retry = await waitFor(() => queryByRole<HTMLButtonElement>(element, 'button', { name: 'Try again' }), 'the retry');
    expect(shown(byRole(element, 'alert'))).to.contain('The add-ons could not be loaded.');
    document.cookie = 'stay-sandbox-faults=; path=/; max-age=0';
    retry.click();
    await waitFor(() => element.querySelector('[data-display-type="BREAKFAST"]'), 'the add-ons after the retry');
  });

  it('an empty cart shows no add-ons', async () => {
    await resetPageForTest({ language: 'en' });
    const element = addFixture('<stay-addons></stay-addons>');
    await waitFor(() => element.querySelector('section.stay-addons'), 'the region');
    await waitFor(() => !element.querySelector('[aria-busy="true"]'), 'the cart read');
    expect(queryByRole(element, 'heading', { name: 'Add-ons' })).to.equal(null);
  });
});
