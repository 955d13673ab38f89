import { expect } from 'chai';
import { pageStore } from '../../shared/store/page-store';
import { buyPointsBlockAtom } from '../../shared/store/region-atoms';
import widgetStyles from '../styles.css?inline';
import { addWidgetStyles, removeFixtures, renderFixture, waitFor } from '../../shared/testing/fixtures';

// The region is looked up once per page, so each region gets a test file (a page) of its own.
document.cookie = 'stay-sandbox-country=CN; path=/';
addWidgetStyles(widgetStyles);
await import('./element');

afterEach(removeFixtures);

describe('stay-footer-links buying points blocked (region CN)', () => {
  it('never shows buy-point links, nor a group of buy-point links only', async () => {
    const root = await renderFixture(
      `<stay-footer-links>
        <details><summary>Members</summary><ul>
          <li data-mobile><a href="/en/rewards/">Rewards</a></li>
          <li data-mobile data-buy-point><a href="/en/points/buy/">Buy points</a></li>
        </ul></details>
        <details><summary>Points shop</summary><ul>
          <li data-mobile data-buy-point><a href="/en/points/gift/">Gift points</a></li>
        </ul></details>
      </stay-footer-links>`,
      '.stay-footer-links__link',
    );
    const lookup = await waitFor(() => {
      const state = pageStore.get(buyPointsBlockAtom);
      return state.state === 'hasData' && state.data;
    }, 'buy-points lookup');
    expect(lookup).to.deep.equal({ status: 'ok', blocked: true });
    await waitFor(() => root.querySelector<HTMLElement>('nav')!.dataset.buyPointLinks === 'hidden', 'rendered as hidden');
    expect(Array.from(root.querySelectorAll('.stay-footer-links__link'), (link) => link.textContent)).to.deep.equal(['Rewards']);
    expect(Array.from(root.querySelectorAll('.stay-footer-links__toggle'), (button) => button.textContent)).to.deep.equal(['Members']);
  });
});
