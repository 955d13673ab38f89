import { expect } from 'chai';
import { removeFixtures, renderFixture } from '../../shared/testing/fixtures';
import { byRole, queryByRole } from '../../shared/testing/roles';

// Page configuration is read once per page, so author mode gets a test file (a page) of its own.
const config = document.createElement('script');
config.type = 'application/json';
config.id = 'stay-widgets-config';
config.textContent = JSON.stringify({ authorMode: true, language: 'en' });
document.head.append(config);
await import('./element');

afterEach(removeFixtures);

describe('stay-tabs in author mode', () => {
  it('shows a visible notice naming each invalid attribute, and still renders with defaults', async () => {
    const root = await renderFixture(
      `<stay-tabs data-see-more="maybe"><section><h3>A</h3><p>1</p><p>2</p><p>3</p><p>4</p></section></stay-tabs>`,
      '[role="tab"]',
    );
    const notice = byRole(root, 'note');
    expect(notice.textContent).to.contain('<stay-tabs>');
    expect(notice.textContent).to.contain('data-see-more="maybe"');
    expect(queryByRole(root, 'button', { name: 'See more' })).to.equal(null);
  });

  it('shows no notice when every attribute is valid', async () => {
    const root = await renderFixture(
      `<stay-tabs data-see-more data-visible-items="2"><section><h3>A</h3><p>a</p></section></stay-tabs>`,
      '[role="tab"]',
    );
    expect(queryByRole(root, 'note')).to.equal(null);
  });
});
