import { expect } from 'chai';
import widgetStyles from '../styles.css?inline';
import { emitStayEvent } from '../../shared/element/stay-events';
import { writeEntry } from '../../shared/storage';
import { cartSummaryEntry } from '../../shared/store/cart/cart-count-entry';
import { testNowMs } from '../../testing/clock';
import { addWidgetStyles, removeFixtures, renderFixture, waitFor } from '../../testing/fixtures';
import { queryByRole } from '../../testing/roles';
import { AUTHORED_HEADER, configurePage, preventNavigation } from '../../testing/navigation-header';

/* The header's cart count (issue 15 item 4): the cart store's summary entry, without the cart store. */
configurePage();
addWidgetStyles(widgetStyles);
preventNavigation();
await import('./element');

const withCartUrl = AUTHORED_HEADER.replace('<stay-navigation', '<stay-navigation data-cart-url="/en/booking/cart/"');
const cartLink = (root: ParentNode) => queryByRole<HTMLAnchorElement>(root, 'link', { name: /^Cart,/ });

beforeEach(() => localStorage.removeItem('stay:cart-summary'));
afterEach(() => removeFixtures());

describe('<stay-navigation> cart count', () => {
  it('is hidden while the cart is empty, then shows "Cart, n items" linking to the cart page as the store writes', async () => {
    const root = await renderFixture(withCartUrl, (root) => root.querySelector('.stay-navigation__tools'));
    expect(cartLink(root)).to.equal(null);
    writeEntry(cartSummaryEntry, { count: 2, currencyCode: 'SGD', revision: 1 });
    const link = await waitFor(() => cartLink(root), 'the cart link');
    expect(link.getAttribute('href')).to.equal('/en/booking/cart/');
    expect(link.textContent).to.contain('Cart').and.contain('2');
    expect(queryByRole(root, 'link', { name: 'Cart, 2 items' })).to.equal(link);
    writeEntry(cartSummaryEntry, { count: 1, currencyCode: 'SGD', revision: 2 });
    await waitFor(() => queryByRole(root, 'link', { name: 'Cart, 1 item' }), 'one item');
    writeEntry(cartSummaryEntry, { count: 0, currencyCode: 'SGD', revision: 3 });
    await waitFor(() => cartLink(root) === null, 'hidden at 0');
  });

  it('follows another tab (a storage event) and stay:cart-change', async () => {
    const root = await renderFixture(withCartUrl, (root) => root.querySelector('.stay-navigation__tools'));
    localStorage.setItem(
      'stay:cart-summary',
      JSON.stringify({ value: { count: 3, currencyCode: 'SGD', revision: 4 }, storedAt: testNowMs() }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'stay:cart-summary', storageArea: localStorage }));
    await waitFor(() => queryByRole(root, 'link', { name: 'Cart, 3 items' }), 'three items from another tab');
    localStorage.setItem(
      'stay:cart-summary',
      JSON.stringify({ value: { count: 4, currencyCode: 'SGD', revision: 5 }, storedAt: testNowMs() }),
    );
    emitStayEvent(window, 'stay:cart-change', { count: 4, currencyCode: 'SGD' });
    await waitFor(() => queryByRole(root, 'link', { name: 'Cart, 4 items' }), 'four items after stay:cart-change');
  });

  it('shows no count without data-cart-url', async () => {
    writeEntry(cartSummaryEntry, { count: 2, currencyCode: 'SGD', revision: 1 });
    const root = await renderFixture(AUTHORED_HEADER, (root) => root.querySelector('.stay-navigation__tools'));
    expect(cartLink(root)).to.equal(null);
  });
});
