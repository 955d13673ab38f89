import { expect } from 'chai';
import { pageStore } from '../../shared/store/page-store';
import { buyPointsBlockAtom } from '../../shared/store/region-atoms';
import { loadTranslations, defineMessages, translationsOf } from '../../shared/i18n/catalogue';
import { nextFrame, removeFixtures, renderFixture, waitFor } from '../../shared/testing/fixtures';
import { allByRole, queryByRole } from '../../shared/testing/roles';
import english from './messages/en.json';

// A visitor from China, where buying points is blocked (sandbox block list: CN, VN). The region is
// looked up once per page, so this gets a test file (a page) of its own.
localStorage.clear();
document.cookie = 'stay-sandbox-country=CN; path=/';
await import('./element');
// The test page's path names no language: a Chinese page, as a visitor in China sees.
const translate = defineMessages({ en: english, translations: translationsOf('widgets/membership-banner') });
await loadTranslations('zh');
const benefits = (root: ParentNode) => queryByRole(root, 'list', { name: translate('zh', 'benefits') });

after(() => {
  document.cookie = 'stay-sandbox-country=; path=/; max-age=0';
});
afterEach(removeFixtures);

describe('stay-membership-banner where buying points is blocked', () => {
  it('shows the benefits and terms but not the buy-point link (content spec §6)', async () => {
    const root = await renderFixture(
      `<stay-membership-banner data-brand="blocked"><h2>Become a member</h2></stay-membership-banner>`,
      benefits,
    );
    expect(allByRole(benefits(root)!, 'listitem').length).to.equal(4);
    // The configuration's terms: the one paragraph (the authored shell here has none).
    const terms = allByRole(root, 'paragraph').map((paragraph) => paragraph.textContent?.trim());
    expect(terms).to.have.length(1);
    expect(terms[0]).to.not.equal('');
    // The region lookup may settle after the benefits: wait until the block decision is in, then one render.
    const block = await waitFor(() => {
      const lookup = pageStore.get(buyPointsBlockAtom);
      return lookup.state === 'hasData' && lookup.data;
    }, 'the buy-points block decision');
    expect(block).to.deep.equal({ status: 'ok', blocked: true });
    await nextFrame();
    expect(queryByRole(root, 'link', { name: translate('zh', 'buyPoints'), hidden: true })).to.equal(null);
    expect(queryByRole(root, 'link', { hidden: true })).to.equal(null);
  });
});
