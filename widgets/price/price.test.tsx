import { expect } from 'chai';
import '../currency-selector/element';
import './element';
import { captureWarnings, removeFixtures, renderFixture, waitFor } from '../../shared/testing/fixtures';

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

afterEach(removeFixtures);

describe('stay-price with the currency selector', () => {
  it('shows authored prices in the default currency, then every price in the chosen one without reload', async () => {
    const root = await renderFixture(
      `<stay-currency-selector></stay-currency-selector>
       <p>From <stay-price data-amount="200" data-currency="SGD">SGD 200</stay-price> a night,
          or <stay-price data-amount="10.5" data-currency="USD">USD 10.50</stay-price> for breakfast.</p>`,
      '.stay-currency-selector__select',
    );
    const prices = () => Array.from(root.querySelectorAll('.stay-price'), (price) => plain(price.textContent));
    await waitFor(() => prices()[0] === 'SGD 200.00' && prices()[1] === 'SGD 14.18', 'prices in SGD, US dollars converted');

    const select = root.querySelector<HTMLSelectElement>('.stay-currency-selector__select')!;
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
