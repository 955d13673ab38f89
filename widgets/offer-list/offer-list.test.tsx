import { expect } from 'chai';
import axe from 'axe-core';
import widgetStyles from '../styles.css?inline';
import { addFixture, addWidgetStyles, captureWarnings, removeFixtures, renderFixture, waitFor } from '../../testing/fixtures';
import { resetPageForTest } from '../../testing/page-state';
import { byRole, namesByRole, queryByRole } from '../../testing/roles';

/* <stay-offer-list> (issue 19 item 3) against the sandbox: offers, vouchers with categories, events; app-only offers; the states. */
await resetPageForTest({ language: 'en' });
await import('./element');
addWidgetStyles(widgetStyles);
afterEach(removeFixtures);

const listOf = (attributes = '') => `<main><stay-offer-list ${attributes}><h2>What is on</h2></stay-offer-list></main>`;
const cardTitles = (root: HTMLElement) => namesByRole(root, 'heading').filter((name) => name !== 'What is on');
const cardsShown = (root: HTMLElement) => root.querySelector('li, .stay-offer-list__empty');

async function axeViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { rules: { region: { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

/** The app's web view adds its token to the user agent (booking spec §3 "Rate channels"; shared/domain/booking/device-type.ts). */
function pretendApp(): () => void {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => 'Mozilla/5.0 (Linux; Android 14) StayApp/3.2' });
  return () => delete (navigator as unknown as Record<string, unknown>).userAgent;
}

describe('stay-offer-list (content spec §7, booking spec §3)', () => {
  beforeEach(() => resetPageForTest({ language: 'en' }));

  it('shows a busy skeleton while loading, then a card per current offer, each linked to its details page', async () => {
    await resetPageForTest({ language: 'en', faults: [{ match: 'offers/asr-offers', kind: 'slow', delayMs: 800 }] });
    const root = addFixture(listOf());
    const busy = await waitFor(() => root.querySelector('section[aria-busy="true"]'), 'the loading state');
    expect(busy.textContent).to.contain('Loading…');
    expect(await axeViolations(root)).to.deep.equal([]);
    await waitFor(() => root.querySelector('li'), 'the cards', 5000);
    // The app-only offer is not for a browser; the ended one is for no one.
    expect(cardTitles(root)).to.deep.equal(['Singapore suites: 20% off', 'Autumn in Japan', 'Long stays across Asia-Pacific']);
    const link = byRole<HTMLAnchorElement>(root, 'link', { name: 'Autumn in Japan' });
    expect(link.getAttribute('href')).to.equal('/offers/details?source=offers&offer=offers%2Fjapan-autumn');
    expect(root.querySelector('li img')?.getAttribute('src')).to.equal('/demo-assets/offers/singapore-suites.svg');
    expect(root.querySelector('li time')).to.not.equal(null);
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('shows the app-only offer inside the app', async () => {
    const restore = pretendApp();
    try {
      const root = await renderFixture(listOf(), 'li');
      expect(cardTitles(root)).to.include('App exclusive: weekend at Tanjong Pagar');
    } finally {
      restore();
    }
  });

  it('filters vouchers by the list’s categories, and says when a category has none', async () => {
    const root = await renderFixture(listOf('data-source="vouchers"'), 'select');
    await waitFor(() => cardTitles(root).length > 0, 'the cards');
    expect(cardTitles(root)).to.deep.equal(['A free night', 'SGD 100 stay voucher', 'Kyoto and Seoul package']);
    const select = byRole<HTMLSelectElement>(root, 'combobox', { name: 'Category' });
    expect([...select.options].map((option) => option.text)).to.deep.equal(['All categories', 'Free stay', 'Package', 'Cash']);
    select.focus();
    select.value = 'cash';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => cardTitles(root).length === 1, 'the cash vouchers only');
    expect(cardTitles(root)).to.deep.equal(['SGD 100 stay voucher']);
    expect(document.activeElement).to.equal(select);
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('lists events to come, one date for a one-day event', async () => {
    const root = await renderFixture(listOf('data-source="events"'), 'li');
    expect(cardTitles(root)).to.deep.equal(['Wine evening at Orchard', 'Lantern walk in Tokyo']);
    const [wine, lantern] = [...root.querySelectorAll('li')];
    expect(wine!.querySelectorAll('time')).to.have.length(1);
    expect(lantern!.querySelectorAll('time')).to.have.length(2);
  });

  it('shows the empty state, logged and without an error box, when the list cannot be read', async () => {
    await resetPageForTest({ language: 'en', faults: [{ match: 'events/asr-events', kind: 'error', status: 500 }] });
    const warnings = captureWarnings();
    try {
      const root = await renderFixture(listOf('data-source="events"'), cardsShown);
      expect(root.textContent).to.contain('No events coming up.');
      expect(queryByRole(root, 'alert')).to.equal(null);
      expect(warnings.messages.some((message) => message.includes('<stay-offer-list>'))).to.equal(true);
      expect(await axeViolations(root)).to.deep.equal([]);
    } finally {
      warnings.restore();
    }
  });

  it('shows the vouchers without a filter when the categories cannot be read', async () => {
    await resetPageForTest({ language: 'en', faults: [{ match: 'vouchers/categories', kind: 'error', status: 500 }] });
    const root = await renderFixture(listOf('data-source="vouchers"'), 'li');
    expect(cardTitles(root)).to.have.length(3);
    expect(queryByRole(root, 'combobox')).to.equal(null);
  });

  it('pushes a link-click event when a card is followed', async () => {
    const root = await renderFixture(listOf(), 'li');
    window.dataLayer = [];
    const link = byRole<HTMLAnchorElement>(root, 'link', { name: 'Autumn in Japan' });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.click();
    expect(window.dataLayer).to.deep.equal([
      {
        event: 'linkClick',
        component: 'offer-list',
        linkText: 'Autumn in Japan',
        linkUrl: '/offers/details?source=offers&offer=offers%2Fjapan-autumn',
        linkType: 'internal',
      },
    ]);
  });

  it('speaks Arabic on an Arabic page', async () => {
    await resetPageForTest({ language: 'ar' });
    const root = await renderFixture(listOf('data-source="vouchers"'), 'li');
    expect(byRole(root, 'region').getAttribute('aria-label')).to.equal('القسائم');
    expect(cardTitles(root)[0]).to.equal('ليلة مجانية');
    // The categories are a read of their own: the filter comes when they do.
    await waitFor(() => queryByRole(root, 'combobox', { name: 'الفئة' }), 'the category filter');
    expect(await axeViolations(root)).to.deep.equal([]);
  });
});
