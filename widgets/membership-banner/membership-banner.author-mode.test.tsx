import { expect } from 'chai';
import { removeFixtures, renderFixture } from '../../shared/testing/fixtures';
import { allByRole, byRole, namesByRole, queryByRole } from '../../shared/testing/roles';

// Page configuration is read once per page, so author mode gets a test file (a page) of its own.
const config = document.createElement('script');
config.type = 'application/json';
config.id = 'stay-widgets-config';
config.textContent = JSON.stringify({ authorMode: true, language: 'en' });
document.head.append(config);
document.cookie = 'stay-member-token=author-token; path=/';
await import('./element');

after(() => {
  document.cookie = 'stay-member-token=; path=/; max-age=0';
});
afterEach(removeFixtures);

describe('stay-membership-banner in author mode', () => {
  it('stays visible for a signed-in author, with a note that members do not see it', async () => {
    const root = await renderFixture(
      `<stay-membership-banner data-brand="author"><h2>Become a member</h2><a href="/en/member/sign-up/">Join now</a></stay-membership-banner>`,
      (container) => queryByRole(container, 'list', { name: 'Member benefits' }),
    );
    expect(byRole(root, 'note').textContent).to.contain('signed in do not see this banner');
    expect(namesByRole(root, 'heading')).to.deep.equal(['Become a member']);
    expect(allByRole(byRole(root, 'list', { name: 'Member benefits' }), 'listitem').length).to.equal(4);
  });
});
