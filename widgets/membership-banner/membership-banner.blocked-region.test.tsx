import { expect } from 'chai';
import { pageStore } from '../../shared/store/page-store';
import { buyPointsBlockAtom } from '../../shared/store/region-atoms';
import { removeFixtures, renderFixture, sleep, waitFor } from '../../shared/testing/fixtures';

// A visitor from China, where buying points is blocked (sandbox block list: CN, VN). The region is
// looked up once per page, so this gets a test file (a page) of its own.
localStorage.clear();
document.cookie = 'stay-sandbox-country=CN; path=/';
await import('./element');

after(() => {
  document.cookie = 'stay-sandbox-country=; path=/; max-age=0';
});
afterEach(removeFixtures);

describe('stay-membership-banner where buying points is blocked', () => {
  it('shows the benefits and terms but not the buy-point link (content spec §6)', async () => {
    const root = await renderFixture(
      `<stay-membership-banner data-brand="blocked"><h2>Become a member</h2></stay-membership-banner>`,
      '.stay-membership-banner__terms',
    );
    expect(root.querySelectorAll('li.stay-membership-banner__benefit').length).to.equal(4);
    // The region lookup may settle after the benefits: wait until the block decision is in, then one render.
    const block = await waitFor(() => {
      const lookup = pageStore.get(buyPointsBlockAtom);
      return lookup.state === 'hasData' && lookup.data;
    }, 'the buy-points block decision');
    expect(block).to.deep.equal({ status: 'ok', blocked: true });
    await sleep(20);
    expect(root.querySelector('.stay-membership-banner__buy-points')).to.equal(null);
  });
});
