import { expect } from 'chai';
import '../currency-selector/element';
import './element';
import { addFixture, captureWarnings, recordShownTexts, removeFixtures, renderFixture, waitFor } from '../../testing/fixtures';
import { resetPageForTest } from '../../testing/page-state';
import { byRole } from '../../testing/roles';

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

afterEach(removeFixtures);

/** The display-currency list (a select: role combobox). */
const currencySelect = (root: ParentNode) => byRole<HTMLSelectElement>(root, 'combobox');

describe('stay-price with the currency selector', () => {
  it('shows authored prices in the default currency, then every price in the chosen one without reload', async () => {
    const root = await renderFixture(
      `<stay-currency-selector></stay-currency-selector>
       <p>From <stay-price data-amount="200" data-currency="SGD">SGD 200</stay-price> a night,
          or <stay-price data-amount="10.5" data-currency="USD">USD 10.50</stay-price> for breakfast.</p>`,
      currencySelect,
    );
    const prices = () => Array.from(root.querySelectorAll('.stay-price'), (price) => plain(price.textContent));
    await waitFor(() => prices()[0] === 'SGD 200.00' && prices()[1] === 'SGD 14.18', 'prices in SGD, US dollars converted');

    const select = currencySelect(root);
    await waitFor(() => select.options.length > 3, 'currency list from the service');
    select.value = 'JPY';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => prices()[0] === 'JP¥22,222', 'prices in yen without decimals');
    expect(prices()[1]).to.equal('JP¥1,575');
    expect(JSON.parse(localStorage.getItem('stay:display-currency')!).value).to.equal('JPY');
    expect(window.dataLayer?.at(-1)).to.deep.include({ event: 'userInteraction', Component: 'currency-selector', Parameter1: 'JPY' });
  });

  it('falls back to defaults with a warning for invalid attributes', async () => {
    const warnings = captureWarnings();
    try {
      const root = await renderFixture(`<stay-price data-amount="lots" data-currency="yen"></stay-price>`, '.stay-price');
      expect(root.querySelector('.stay-price')!.getAttribute('data-currency')).to.match(/^[A-Z]{3}$/);
      expect(warnings.messages.filter((message) => message.includes('<stay-price>'))).to.have.length(2);
    } finally {
      warnings.restore();
    }
  });
});

describe('stay-price when rates are unavailable', () => {
  // A visitor arriving with ?currency=KRW while the exchange-rate call fails.
  before(() => resetPageForTest({ query: { currency: 'KRW' }, faults: [{ match: 'exchangerate', kind: 'error', status: 503 }] }));
  after(() => resetPageForTest());

  it('offers the query currency in the selector and keeps prices in their own currency', async () => {
    const root = await renderFixture(
      `<stay-currency-selector></stay-currency-selector><stay-price data-amount="200" data-currency="SGD"></stay-price>`,
      '.stay-price',
    );
    const select = currencySelect(root);
    await waitFor(() => select.getAttribute('aria-busy') === 'false', 'the failed list lookup to settle');
    expect(select.value).to.equal('KRW');
    const price = root.querySelector('.stay-price')!;
    // A skeleton until the rate call has failed (its retries included), then the own currency.
    await waitFor(() => price.textContent?.replace(/\s/g, ' ') === 'SGD 200.00', 'unconverted price', 8000);
    expect(price.getAttribute('title') ?? '').to.contain('SGD');
  });
});

describe('stay-price while the exchange rates load', () => {
  // A visitor on a euro page (?currency=EUR) whose exchange rates answer late.
  before(() =>
    resetPageForTest({ language: 'en', query: { currency: 'EUR' }, faults: [{ match: 'exchangerate', kind: 'slow', delayMs: 700 }] }),
  );
  after(() => resetPageForTest());

  it('never shows a figure in another currency: a busy skeleton until the rate arrives, then euros (content spec §9)', async () => {
    const container = addFixture('');
    const record = recordShownTexts(container, '.stay-price');
    container.innerHTML =
      '<stay-price data-amount="3200" data-currency="JPY"></stay-price> <stay-price data-amount="10" data-currency="EUR"></stay-price>';
    const [yen, euros] = Array.from(container.querySelectorAll('stay-price'));
    const skeleton = await waitFor(() => yen!.querySelector('.stay-price[aria-busy="true"]'), 'the skeleton');
    expect(skeleton.textContent).to.equal('Loading the price…');
    // A price already in the display currency needs no rate.
    await waitFor(() => euros!.querySelector('.stay-price:not([aria-busy])')?.textContent?.includes('€'), 'the euro price');
    await waitFor(() => yen!.querySelector('.stay-price:not([aria-busy])')?.textContent?.includes('€'), 'the converted price', 5000);
    record.stop();
    const figures = [...record.texts].filter((text) => /\d/.test(text));
    expect(figures.length).to.be.greaterThan(1);
    expect(figures.filter((text) => !text.includes('€'))).to.deep.equal([]);
    expect(record.busy).to.include(true);
  });
});
