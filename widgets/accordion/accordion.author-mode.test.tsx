import { expect } from 'chai';
import { removeFixtures, renderFixture } from '../../shared/testing/fixtures';
import { allByRole, byRole, queryByRole } from '../../shared/testing/roles';

// Page configuration is read once per page, so author mode gets a test file (a page) of its own.
const config = document.createElement('script');
config.type = 'application/json';
config.id = 'stay-widgets-config';
config.textContent = JSON.stringify({ authorMode: true });
document.head.append(config);
await import('./element');

afterEach(removeFixtures);

describe('stay-accordion in author mode', () => {
  it('shows a visible notice naming each invalid attribute, and still renders with defaults', async () => {
    const root = await renderFixture(
      `<stay-accordion data-heading-level="nine"><details><summary>A</summary>a</details></stay-accordion>`,
      'button[aria-expanded]',
    );
    const notice = byRole(root, 'note');
    expect(notice.textContent).to.contain('<stay-accordion>');
    expect(notice.textContent).to.contain('data-heading-level="nine"');
    expect(allByRole(root, 'button', { name: 'A' }).map((button) => button.parentElement!.localName)).to.deep.equal(['h3']);
  });

  it('shows no notice when every attribute is valid', async () => {
    const root = await renderFixture(
      `<stay-accordion data-heading-level="2"><details><summary>A</summary>a</details></stay-accordion>`,
      'button[aria-expanded]',
    );
    expect(queryByRole(root, 'note')).to.equal(null);
  });
});
