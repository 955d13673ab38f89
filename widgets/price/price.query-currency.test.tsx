import { expect } from 'chai';
import { removeFixtures, renderFixture, waitFor } from '../../shared/testing/fixtures';

// A visitor arriving with ?currency=KRW while the exchange-rate call fails (each test file has its own browser context).
history.replaceState(null, '', `${location.pathname}?currency=KRW&${location.search.slice(1)}`);
document.cookie = `stay-sandbox-faults=${encodeURIComponent(JSON.stringify([{ match: 'exchangerate', kind: 'error', status: 503 }]))}; path=/`;
await import('./element');
await import('../currency-selector/element');

afterEach(removeFixtures);

describe('stay-price when rates are unavailable', () => {
  it('offers the query currency in the selector and keeps prices in their own currency', async () => {
    const root = await renderFixture(
      `<stay-currency-selector></stay-currency-selector><stay-price data-amount="200" data-currency="SGD"></stay-price>`,
      '.stay-price',
    );
    const select = root.querySelector<HTMLSelectElement>('.stay-currency-selector__select')!;
    await waitFor(() => select.getAttribute('aria-busy') === 'false', 'the failed list lookup to settle');
    expect(select.value).to.equal('KRW');
    const price = root.querySelector('.stay-price')!;
    // A skeleton until the rate call has failed (its retries included), then the own currency.
    await waitFor(() => price.textContent?.replace(/\s/g, ' ') === 'SGD 200.00', 'unconverted price', 8000);
    expect(price.getAttribute('title') ?? '').to.contain('SGD');
  });
});
