import { expect } from 'chai';
import widgetStyles from '../styles.css?inline';
import { saveMemberCart } from '../../shared/api/cart-service';
import { getApiClient } from '../../shared/api/page-client';
import type { CartItem } from '../../shared/domain/booking/cart-item';
import type { CartTotals } from '../../shared/domain/booking/cart-totals';
import { SANDBOX_SUBSCRIPTION_KEY } from '../../shared/element/page-config';
import { pageDeviceType, readMemberCartNow } from '../../shared/store/cart/cart-reads';
import { sampleCartAddon } from '../../testing/cart-fixtures';
import { sandboxCartItem, sellableStayOfTypes, signInAsNewMember } from '../../testing/cart-sandbox';
import { testNowMs, uniqueSuffix } from '../../testing/clock';
import { addFixture, addWidgetStyles, captureWarnings, removeFixtures, waitFor } from '../../testing/fixtures';
import { interceptApi, ok, type Interception } from '../../testing/intercept';
import { resetPageForTest } from '../../testing/page-state';
import { allByRole, byRole, queryByRole } from '../../testing/roles';

/*
 * `<stay-cart>` (issue 15 item 3) on a guest cart seeded in local storage and priced by the
 * sandbox (the amounts expected are asked of it), a member's cart saved at the sandbox, and a
 * failed read from its fault switch.
 */
await import('./element');
addWidgetStyles(widgetStyles);

const STAY = sellableStayOfTypes({ hotelCode: 'SGORCH', nights: 3 }, ['STUD', 'ONEB']);
const HOUR = 3_600_000;
function seedGuestCart(items = [sandboxCartItem({ stay: STAY, roomTypeCode: 'STUD' })], ageMs = 0, currencyCode = 'SGD'): void {
  const lastModified = testNowMs() - ageMs;
  const value = { currencyCode, shoppingCartDeviceType: 'desktop', lastModified, items };
  localStorage.setItem('stay:guest-cart', JSON.stringify({ value, storedAt: lastModified }));
}

const twoApartments = () => [
  sandboxCartItem({ stay: STAY, roomTypeCode: 'STUD', ratePlanCode: 'NRF' }, { addons: [sampleCartAddon()] }),
  sandboxCartItem({ stay: STAY, roomTypeCode: 'ONEB', ratePlanCode: 'MBR' }, { shoppingCartItemId: 'item-2', apartmentNumber: 2 }),
];

async function sandboxContent<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Ocp-Apim-Subscription-Key': SANDBOX_SUBSCRIPTION_KEY },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { content: T }).content;
}

/** The guest cart's totals as the sandbox adds them up (each line rounded once, booking spec §9). */
async function sandboxTotals(items: CartItem[]): Promise<CartTotals> {
  const cart = { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', items };
  return (await sandboxContent<{ totals: CartTotals }>('/api/getShoppingCartWhenNonLogin', cart)).totals;
}

const amount = (value: number) => value.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const shownDate = (isoDate: string) => isoDate.split('-').reverse().join('-');

const ecommerce = () =>
  (window.dataLayer ?? []).filter(
    (entry): entry is { event: string; ecommerce: { value: number; items: unknown[] } } =>
      typeof entry === 'object' && entry !== null && 'event' in entry && 'ecommerce' in entry,
  );

beforeEach(async () => {
  await resetPageForTest({ language: 'en', config: { currency: 'SGD' } });
  window.dataLayer = [];
});
afterEach(() => removeFixtures());

const fullCart = (attributes = '') =>
  addFixture(
    `<stay-cart data-rates-url="/en/booking/select-apartment-and-rates/" data-next-url="/en/booking/guest-details/" ${attributes}></stay-cart>`,
  );
const region = (root: HTMLElement) => queryByRole(root, 'region', { name: 'Your cart' });

describe('<stay-cart> full', () => {
  it('shows each apartment: DD-MM-YYYY dates in <time>, guests, rate with its conditions in words, lines, add-ons, and the totals', async () => {
    seedGuestCart(twoApartments());
    const root = fullCart();
    const expected = await sandboxTotals(twoApartments());
    const first = await waitFor(
      () => queryByRole(root, 'heading', { name: 'Apartment 1: Studio Executive' })?.closest('li'),
      'the first card',
    );
    const times = first.querySelectorAll('time');
    expect(Array.from(times, (time) => time.getAttribute('datetime'))).to.deep.equal([STAY.arrive, STAY.depart]);
    expect(times[0]!.textContent).to.contain(shownDate(STAY.arrive));
    expect(first.textContent).to.contain('2 adults, 1 child');
    expect(first.textContent).to.contain(
      'Advance Purchase, Non-Refundable (non-refundable, paid in full when booking, points cannot be used)',
    );
    expect(first.textContent).to.contain('Add-on: Daily breakfast');
    const second = byRole(root, 'heading', { name: 'Apartment 2: One-Bedroom Executive' }).closest('li')!;
    expect(second.textContent).to.contain('Member Exclusive Rate (member rate)');
    // The cart adds its lines as the sandbox does (each rounded once): its totals to the cent.
    const totals = root.querySelector('.stay-cart__totals')!;
    expect(totals.textContent).to.contain('Total before tax').and.contain(amount(expected.totalBeforeTax));
    expect(totals.textContent).to.contain(amount(expected.totalTax));
    expect(totals.querySelector('[data-total]')!.getAttribute('data-total')).to.equal(String(expected.total));
    expect(byRole(root, 'link', { name: 'Continue to guest details' }).getAttribute('href')).to.equal('/en/booking/guest-details/');
    const [viewCart] = ecommerce().filter((entry) => entry.event === 'view_cart');
    // GA4's value is the total before tax: two apartments and the breakfast line (shared/analytics/ga4-items.ts).
    expect(viewCart?.ecommerce).to.deep.include({ currency: 'SGD', value: expected.totalBeforeTax });
    expect(viewCart?.ecommerce.items).to.have.length(3);
  });

  it('removes with undo: the live region says so, Undo takes the focus and puts the apartment back, focused', async () => {
    seedGuestCart(twoApartments());
    const root = fullCart();
    const remove = await waitFor(() => queryByRole(root, 'button', { name: 'Remove Apartment 1: Studio Executive' }), 'the remove button');
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
    expect(byRole(root, 'status').textContent).to.contain('Apartment 1: Studio Executive was removed from your cart.');
    await waitFor(() => document.activeElement === undo, 'focus on Undo');
    await waitFor(
      () =>
        !queryByRole(root, 'heading', { name: 'Apartment 1: Studio Executive' }) &&
        queryByRole(root, 'heading', { name: 'Apartment 1: One-Bedroom Executive' }),
      'the second apartment renumbered',
    );
    expect(ecommerce().some((entry) => entry.event === 'remove_from_cart')).to.equal(true);
    (undo as HTMLElement).click();
    const restored = await waitFor(() => queryByRole(root, 'heading', { name: 'Apartment 1: Studio Executive' }), 'the apartment back');
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
    await resetPageForTest({
      language: 'en',
      config: { currency: 'SGD' },
      faults: [{ match: 'getShoppingCartWhenNonLogin', kind: 'error', status: 500 }],
    });
    seedGuestCart();
    const root = fullCart();
    // The sandbox fails at once: the loading state is caught as it is shown, however short.
    let busyWhileLoading: string | null | undefined;
    const probe = new MutationObserver(() => {
      if (busyWhileLoading !== undefined || !root.querySelector('section[aria-busy="true"] .stay-skeleton')) return;
      busyWhileLoading = region(root)?.getAttribute('aria-busy');
    });
    probe.observe(root, { childList: true, subtree: true, attributes: true });
    const retry = await waitFor(() => queryByRole(root, 'button', { name: 'Try again' }), 'the retry button');
    probe.disconnect();
    expect(busyWhileLoading, 'the skeleton while loading').to.equal('true');
    expect(byRole(root, 'alert').textContent).to.contain('We could not load your cart.');
    document.cookie = 'stay-sandbox-faults=; path=/; max-age=0';
    (retry as HTMLElement).click();
    await waitFor(() => queryByRole(root, 'heading', { name: 'Apartment 1: Studio Executive' }), 'the cart after the retry');
  });

  it('adds the total in the display currency when it differs (call 7)', async () => {
    localStorage.setItem('stay:display-currency', JSON.stringify({ value: 'USD', storedAt: testNowMs() }));
    seedGuestCart();
    const { total } = await sandboxTotals([sandboxCartItem({ stay: STAY, roomTypeCode: 'STUD' })]);
    const [converted] = await sandboxContent<{ convertedPrice: number }[]>('/api/currency/convert-currencies?displayCurrency=USD', [
      { currency: 'SGD', price: total },
    ]);
    const root = fullCart();
    const equivalent = await waitFor(() => root.querySelector('.stay-cart__line--equivalent:not(:has(.stay-skeleton))'), 'the equivalent');
    const inDollars = new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(converted!.convertedPrice);
    expect(equivalent.textContent).to.contain('Total in USD (approximate)').and.contain(inDollars);
  });
});

describe('<stay-cart> for a member', () => {
  // The page's device type decides which of the member's carts is read (booking spec §3).
  const memberCartKey = { currencyCode: 'SGD', shoppingCartDeviceType: pageDeviceType };
  // Passed through to the sandbox: recorded to see the removal go to the service.
  let api: Interception;
  before(() => {
    api = interceptApi();
  });
  after(() => api.restore());
  afterEach(() => {
    document.cookie = 'stay-member-token=; path=/; max-age=0';
  });

  it("shows the member's saved cart (per currency and device) and removes from it through the service", async () => {
    await signInAsNewMember();
    const saved = await saveMemberCart(getApiClient(), { ...memberCartKey, items: twoApartments() }, `cart-test-${uniqueSuffix()}`);
    if (!saved.ok) throw new Error(`The sandbox did not save the member's cart: ${saved.error.message}`);
    api.watch('shopping-cart/delete');
    const root = fullCart();
    const remove = await waitFor(
      () => queryByRole(root, 'button', { name: 'Remove Apartment 2: One-Bedroom Executive' }),
      'the member cart',
    );
    (remove as HTMLElement).click();
    await waitFor(() => !queryByRole(root, 'heading', { name: 'Apartment 2: One-Bedroom Executive' }), 'the apartment removed');
    const deletes = api.sent('shopping-cart/delete');
    expect(deletes.some((call) => call.method === 'DELETE' && call.url.searchParams.get('shoppingCartItemId') === 'item-2')).to.equal(true);
    const left = await readMemberCartNow(memberCartKey);
    expect(left.ok && left.data.items.map((item) => item.shoppingCartItemId)).to.deep.equal(['item-1']);
  });
});

describe('<stay-cart data-variant="summary">', () => {
  it('lists the apartments and totals, and links to the cart page', async () => {
    seedGuestCart(twoApartments());
    const root = addFixture('<stay-cart data-variant="summary" data-cart-url="/en/booking/cart/"></stay-cart>');
    await waitFor(() => queryByRole(root, 'heading', { name: 'Apartment 2: One-Bedroom Executive' }), 'the summary');
    expect(byRole(root, 'heading', { name: 'Your stay' }).tagName).to.equal('H2');
    expect(queryByRole(root, 'button', { name: /Remove/ })).to.equal(null);
    expect(byRole(root, 'link', { name: 'Review your stay' }).getAttribute('href')).to.equal('/en/booking/cart/');
    expect(ecommerce().some((entry) => entry.event === 'view_cart')).to.equal(false);
  });
});

describe('<stay-cart> bounded input (issue 28 item 8; booking spec §5, §9)', () => {
  let api: Interception;
  let warnings: ReturnType<typeof captureWarnings>;
  before(() => {
    api = interceptApi();
  });
  after(() => api.restore());
  beforeEach(() => {
    warnings = captureWarnings();
  });
  afterEach(() => {
    warnings.restore();
    api.reset();
  });

  const apartmentHeadings = (root: HTMLElement) => allByRole(root, 'heading', { name: /^Apartment \d+:/ });
  const stayCartWarnings = () => warnings.messages.filter((message) => message.startsWith('[stay-widgets] stay-cart:'));
  const storedCart = () =>
    JSON.parse(localStorage.getItem('stay:guest-cart') ?? '{}') as { value?: { items: unknown[]; truncated?: unknown } };
  const hostileGuests = {
    numberOfAdult: 1e308,
    numberOfChildren: 0,
    childAges: [],
    actualNumberOfAdult: 1e308,
    actualNumberOfChildren: 0,
    numberOfGuest: 1e308,
  };

  it('shows at most 5 apartments of an answer of 10,000 (a broken or hostile service), says so and warns', async () => {
    // The sandbox cannot hold such a cart: the pricing answer (call 5) is shaped here.
    const answered = Array.from({ length: 10_000 }, (_, index) =>
      sandboxCartItem({ stay: STAY, roomTypeCode: 'STUD' }, { shoppingCartItemId: `answered-${index + 1}`, apartmentNumber: index + 1 }),
    );
    api.answer('getShoppingCartWhenNonLogin', ok({ currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', items: answered }));
    seedGuestCart();
    const root = fullCart();
    const message = await waitFor(() => queryByRole(root, 'alert'), 'the message');
    expect(message.textContent).to.contain('Your cart held more apartments than one booking can take: only the first 5 are kept.');
    expect(apartmentHeadings(root).map((heading) => heading.textContent)).to.deep.equal(
      [1, 2, 3, 4, 5].map((number) => `Apartment ${number}: Studio`),
    );
    expect(stayCartWarnings().some((warning) => warning.includes('9995 apartment(s) beyond the 5 allowed left out'))).to.equal(true);
    // The header reads the count the cart store keeps: the apartments shown, not the answer's.
    expect(JSON.parse(localStorage.getItem('stay:cart-summary') ?? '{}').value?.count).to.equal(5);
  });

  it('refuses a stored cart of 1e308 adults: emptied, never priced, says so and warns', async () => {
    api.watch('getShoppingCartWhenNonLogin');
    seedGuestCart([sandboxCartItem({ stay: STAY, roomTypeCode: 'STUD' }, { apartmentGuest: hostileGuests })]);
    const root = fullCart();
    const message = await waitFor(() => queryByRole(root, 'alert'), 'the message');
    expect(message.textContent).to.contain('Your saved cart could not be used');
    expect(root.textContent).to.contain('Your cart is empty.').and.not.contain('100,000');
    expect(apartmentHeadings(root)).to.have.length(0);
    expect(api.sent('getShoppingCartWhenNonLogin')).to.have.length(0);
    expect(stayCartWarnings().some((warning) => warning.includes('the guest cart in storage') && warning.includes('emptied'))).to.equal(
      true,
    );
    // Written back within bounds, with what was left out: a reload or another tab says the same.
    expect(storedCart().value).to.deep.include({ items: [], truncated: { refused: 1, cut: 0, maxApartments: 5 } });
  });

  it('drops the apartment of 1e308 adults and keeps the other, priced by the sandbox, saying one was removed', async () => {
    api.watch('getShoppingCartWhenNonLogin');
    seedGuestCart([
      sandboxCartItem({ stay: STAY, roomTypeCode: 'STUD' }, { apartmentGuest: hostileGuests }),
      sandboxCartItem({ stay: STAY, roomTypeCode: 'ONEB' }, { shoppingCartItemId: 'item-2', apartmentNumber: 2 }),
    ]);
    const root = fullCart();
    await waitFor(() => queryByRole(root, 'heading', { name: 'Apartment 1: One-Bedroom Executive' }), 'the apartment left');
    expect(byRole(root, 'alert').textContent).to.contain('One apartment was removed from your cart');
    expect(apartmentHeadings(root)).to.have.length(1);
    const priced = api.sent('getShoppingCartWhenNonLogin').map((request) => (request.body as { items: unknown[] }).items.length);
    expect(priced.length).to.be.greaterThan(0);
    expect(priced.every((count) => count === 1)).to.equal(true);
  });
});
