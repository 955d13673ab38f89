import { expect } from 'chai';
import { addFixture, recordShownTexts, removeFixtures, setPageConfig, waitFor } from '../../shared/testing/fixtures';

// A visitor on a euro page (?currency=EUR) whose exchange rates answer late (each test file has its own browser context).
history.replaceState(null, '', `${location.pathname}?currency=EUR`);
localStorage.clear();
setPageConfig({ language: 'en' });
document.cookie = `stay-sandbox-faults=${encodeURIComponent(JSON.stringify([{ match: 'exchangerate', kind: 'slow', delayMs: 700 }]))}; path=/`;
await import('./element');

afterEach(removeFixtures);

describe('stay-price while the exchange rates load', () => {
  it('never shows a figure in another currency: a busy skeleton until the rate arrives, then euros (content spec §9)', async () => {
    const container = addFixture('');
    const record = recordShownTexts(container, '.stay-price');
    container.innerHTML = '<stay-price data-amount="3200" data-currency="JPY"></stay-price> <stay-price data-amount="10" data-currency="EUR"></stay-price>';
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
