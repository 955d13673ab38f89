import { expect } from 'chai';
import { pageStore } from '../../shared/store/page-store';
import { buyPointsBlockAtom } from '../../shared/store/region-atoms';
import widgetStyles from '../styles.css?inline';
import { addWidgetStyles, removeFixtures, renderFixture, waitFor } from '../../shared/testing/fixtures';

// A blocked region whose lookup fails: status -1 blocks nothing (content spec §4). The block list
// answers slowly, so the loading state can be seen first.
const faults = [
  { match: '/api/configurations/client-country', kind: 'error', status: 503 },
  { match: 'buy-points-block-list', kind: 'slow', delayMs: 800 },
];
document.cookie = 'stay-sandbox-country=CN; path=/';
document.cookie = `stay-sandbox-faults=${encodeURIComponent(JSON.stringify(faults))}; path=/`;
addWidgetStyles(widgetStyles);
await import('./element');

afterEach(removeFixtures);

describe('stay-footer-links when the region lookup fails', () => {
  it('hides buy-point links while the lookup runs, then shows them (status -1 blocks nothing)', async () => {
    const root = await renderFixture(
      `<stay-footer-links>
        <details><summary>Members</summary><ul>
          <li data-mobile><a href="/en/rewards/">Rewards</a></li>
          <li data-mobile data-buy-point><a href="/en/points/buy/">Buy points</a></li>
        </ul></details>
      </stay-footer-links>`,
      '.stay-footer-links__link',
    );
    const texts = () => Array.from(root.querySelectorAll('.stay-footer-links__link'), (link) => link.textContent);
    expect(pageStore.get(buyPointsBlockAtom).state).to.equal('loading');
    expect(texts()).to.deep.equal(['Rewards']);
    const nav = root.querySelector<HTMLElement>('nav')!;
    expect(nav.dataset.buyPointLinks).to.equal('pending');
    await waitFor(() => texts().length === 2, 'buy-point link after the failed lookup', 6000);
    expect(texts()).to.deep.equal(['Rewards', 'Buy points']);
    expect(nav.dataset.buyPointLinks).to.equal('shown');
    const lookup = pageStore.get(buyPointsBlockAtom);
    expect(lookup.state === 'hasData' && lookup.data).to.deep.equal({ status: -1, blocked: false });
  });
});
