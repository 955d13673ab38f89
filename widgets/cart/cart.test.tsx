import { expect } from 'chai';
import widgetStyles from '../styles.css?inline';
import { sampleCartAddon, sampleCartItem } from '../../testing/cart-fixtures';
import { pageDeviceType } from '../../shared/store/cart/cart-reads';
import { installFakeCartService } from '../../testing/fake-cart-service';
import { addFixture, addWidgetStyles, removeFixtures, waitFor } from '../../testing/fixtures';
import { resetPageForTest } from '../../testing/page-state';
import { byRole, queryByRole } from '../../testing/roles';

/*
 * `<stay-cart>` (issue 15 item 3) on a guest cart seeded in local storage, priced by a stand-in
 * of the cart service (testing/fake-cart-service.ts: failures and delays per test; the e2e
 * checks the sandbox's own prices), which answers what it is sent and converts at 2 display units per unit.
 */
const service = installFakeCartService();
after(() => service.restore());

await import('./element');
addWidgetStyles(widgetStyles);

const HOUR = 3_600_000;
function seedGuestCart(items = [sampleCartItem()], ageMs = 0, currencyCode = 'SGD'): void {
  const lastModified = Date.now() - ageMs;
  const value = { currencyCode, shoppingCartDeviceType: 'desktop', lastModified, items };
  localStorage.setItem('stay:guest-cart', JSON.stringify({ value, storedAt: lastModified }));
}

const twoApartments = () => [
  sampleCartItem({ isNonRefundable: true, addons: [sampleCartAddon()] }),
  sampleCartItem({
    shoppingCartItemId: 'item-2',
    apartmentNumber: 2,
    price: 100 / 3,
    tax: 3.335,
    roomRate: {
      ...sampleCartItem().roomRate,
      roomTypeName: 'One bedroom',
      roomTypeCode: 'ONE',
      ratePlanName: 'Member rate',
      requiresLogin: true,
    },
  }),
];

const ecommerce = () =>
  (window.dataLayer ?? []).filter(
    (entry): entry is { event: string; ecommerce: { value: number; items: unknown[] } } =>
      typeof entry === 'object' && entry !== null && 'event' in entry && 'ecommerce' in entry,
  );

beforeEach(async () => {
  await resetPageForTest({ language: 'en', config: { currency: 'SGD' } });
  service.failing = false;
  service.delayMs = 0;
  window.dataLayer = [];
});
afterEach(() => removeFixtures());

const fullCart = (attributes = '') =>
  addFixture(
    `<stay-cart data-rates-url="/en/booking/select-apartment-and-rates/" data-next-url="/en/booking/guest-details/" ${attributes}></stay-cart>`,
  );
const region = (root: HTMLElement) => byRole(root, 'region', { name: 'Your cart' });

describe('<stay-cart> full', () => {
  it('shows each apartment: DD-MM-YYYY dates in <time>, guests, rate with its conditions in words, lines, add-ons, and the totals', async () => {
    seedGuestCart(twoApartments());
    const root = fullCart();
    const first = await waitFor(() => queryByRole(root, 'heading', { name: 'Apartment 1: Studio' })?.closest('li'), 'the first card');
    const times = first.querySelectorAll('time');
    expect(Array.from(times, (time) => time.getAttribute('datetime'))).to.deep.equal(['2026-04-01', '2026-04-04']);
    expect(times[0]!.textContent).to.contain('01-04-2026');
    expect(first.textContent).to.contain('2 adults, 1 child');
    expect(first.textContent).to.contain('Best available rate (non-refundable)');
    expect(first.textContent).to.contain('Add-on: Breakfast');
    const second = byRole(root, 'heading', { name: 'Apartment 2: One bedroom' }).closest('li')!;
    expect(second.textContent).to.contain('Member rate (member rate)');
    // Lines round once: 300 + 60 + 33.33 = 393.33 before tax; 27 + 5.40 + 3.34 = 35.74 tax.
    const totals = root.querySelector('.stay-cart__totals')!;
    expect(totals.textContent).to.contain('Total before tax').and.contain('393.33');
    expect(totals.textContent).to.contain('35.74');
    expect(totals.querySelector('[data-total]')!.getAttribute('data-total')).to.equal('429.07');
    expect(byRole(root, 'link', { name: 'Continue to guest details' }).getAttribute('href')).to.equal('/en/booking/guest-details/');
    const [viewCart] = ecommerce().filter((entry) => entry.event === 'view_cart');
    // GA4's value is the total before tax: two apartments and the breakfast line (shared/analytics/ga4-items.ts).
    expect(viewCart?.ecommerce).to.deep.include({ currency: 'SGD', value: 393.33 });
    expect(viewCart?.ecommerce.items).to.have.length(3);
  });

  it('removes with undo: the live region says so, Undo takes the focus and puts the apartment back, focused', async () => {
    seedGuestCart(twoApartments());
    const root = fullCart();
    const remove = await waitFor(() => queryByRole(root, 'button', { name: 'Remove Apartment 1: Studio' }), 'the remove button');
    // Focus moves in the commit that shows the button, not a frame later (it then could miss it under load).
    let focusedWhenShown: boolean | undefined;
    const probe = new MutationObserver(() => {
      const shown = queryByRole(root, 'button', { name: 'Undo' });
      if (shown && focusedWhenShown === undefined) focusedWhenShown = document.activeElement === shown;
    });
    probe.observe(root, { childList: true, subtree: true });
    (remove as HTMLElement).click();
    const undo = await waitFor(() => queryByRole(root, 'button', { name: 'Undo' }), 'the undo button');
    probe.disconnect();
    expect(focusedWhenShown).to.equal(true);
    expect(byRole(root, 'status').textContent).to.contain('Apartment 1: Studio was removed from your cart.');
    await waitFor(() => document.activeElement === undo, 'focus on Undo');
    await waitFor(
      () =>
        !queryByRole(root, 'heading', { name: 'Apartment 1: Studio' }) &&
        queryByRole(root, 'heading', { name: 'Apartment 1: One bedroom' }),
      'the second apartment renumbered',
    );
    expect(ecommerce().some((entry) => entry.event === 'remove_from_cart')).to.equal(true);
    (undo as HTMLElement).click();
    const restored = await waitFor(() => queryByRole(root, 'heading', { name: 'Apartment 1: Studio' }), 'the apartment back');
    await waitFor(() => document.activeElement === restored, 'focus on the restored apartment');
    expect(byRole(root, 'status').textContent).to.contain('The apartment is back in your cart.');
    expect(
      JSON.parse(localStorage.getItem('stay:guest-cart')!).value.items.map(
        (item: { shoppingCartItemId: string }) => item.shoppingCartItemId,
      ),
    ).to.deep.equal(['item-1', 'item-2']);
  });

  it('says an outlived cart expired, with the way back to the rates', async () => {
    seedGuestCart(undefined, 12 * HOUR);
    const root = fullCart();
    await waitFor(() => root.textContent?.includes('Your cart has expired'), 'the expired message');
    expect(byRole(root, 'link', { name: 'Choose an apartment' }).getAttribute('href')).to.equal('/en/booking/select-apartment-and-rates/');
    expect(queryByRole(root, 'listitem')).to.equal(null);
  });

  it('says an empty cart is empty, with the way back to the rates', async () => {
    const root = fullCart();
    await waitFor(() => root.textContent?.includes('Your cart is empty.'), 'the empty message');
    expect(byRole(root, 'link', { name: 'Choose an apartment' }).getAttribute('href')).to.equal('/en/booking/select-apartment-and-rates/');
  });

  it('shows a skeleton while loading, then an error with a retry that reads again', async () => {
    seedGuestCart();
    service.failing = true;
    service.delayMs = 300;
    const root = fullCart();
    await waitFor(() => root.querySelector('section[aria-busy="true"] .stay-skeleton'), 'the skeleton while loading');
    expect(region(root).getAttribute('aria-busy')).to.equal('true');
    const retry = await waitFor(() => queryByRole(root, 'button', { name: 'Try again' }), 'the retry button');
    expect(byRole(root, 'alert').textContent).to.contain('We could not load your cart.');
    service.failing = false;
    (retry as HTMLElement).click();
    await waitFor(() => queryByRole(root, 'heading', { name: 'Apartment 1: Studio' }), 'the cart after the retry');
  });

  it('adds the total in the display currency when it differs (call 7)', async () => {
    localStorage.setItem('stay:display-currency', JSON.stringify({ value: 'USD', storedAt: Date.now() }));
    seedGuestCart();
    const root = fullCart();
    const equivalent = await waitFor(() => root.querySelector('.stay-cart__line--equivalent:not(:has(.stay-skeleton))'), 'the equivalent');
    expect(equivalent.textContent).to.contain('Total in USD (approximate)').and.contain('$654.00');
  });
});

describe('<stay-cart> for a member', () => {
  // The page's device type decides which of the member's carts is read (booking spec §3).
  const memberCartKey = `Bearer token-9 SGD ${pageDeviceType}`;
  afterEach(() => {
    document.cookie = 'stay-member-token=; path=/; max-age=0';
  });

  it("shows the member's saved cart (per currency and device) and removes from it through the service", async () => {
    service.memberCarts.set(memberCartKey, twoApartments());
    document.cookie = 'stay-member-token=token-9; path=/';
    const root = fullCart();
    const remove = await waitFor(() => queryByRole(root, 'button', { name: 'Remove Apartment 2: One bedroom' }), 'the member cart');
    (remove as HTMLElement).click();
    await waitFor(() => !queryByRole(root, 'heading', { name: 'Apartment 2: One bedroom' }), 'the apartment removed');
    expect(service.requests.some((call) => call.method === 'DELETE' && call.path.includes('shoppingCartItemId=item-2'))).to.equal(true);
    expect(service.memberCarts.get(memberCartKey)).to.have.length(1);
  });
});

describe('<stay-cart data-variant="summary">', () => {
  it('lists the apartments and totals, and links to the cart page', async () => {
    seedGuestCart(twoApartments());
    const root = addFixture('<stay-cart data-variant="summary" data-cart-url="/en/booking/cart/"></stay-cart>');
    await waitFor(() => queryByRole(root, 'heading', { name: 'Apartment 2: One bedroom' }), 'the summary');
    expect(byRole(root, 'heading', { name: 'Your stay' }).tagName).to.equal('H2');
    expect(queryByRole(root, 'button', { name: /Remove/ })).to.equal(null);
    expect(byRole(root, 'link', { name: 'Review your stay' }).getAttribute('href')).to.equal('/en/booking/cart/');
    expect(ecommerce().some((entry) => entry.event === 'view_cart')).to.equal(false);
  });
});
