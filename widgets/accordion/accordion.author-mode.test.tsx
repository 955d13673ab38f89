import { expect } from 'chai';
import { removeFixtures, renderFixture } from '../../shared/testing/fixtures';

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
      '.stay-accordion__button',
    );
    const notice = root.querySelector('.stay-author-notice')!;
    expect(notice.getAttribute('role')).to.equal('note');
    expect(notice.textContent).to.contain('<stay-accordion>');
    expect(notice.textContent).to.contain('data-heading-level="nine"');
    expect(root.querySelector('h3.stay-accordion__header')).to.not.equal(null);
  });

  it('shows no notice when every attribute is valid', async () => {
    const root = await renderFixture(
      `<stay-accordion data-heading-level="2"><details><summary>A</summary>a</details></stay-accordion>`,
      '.stay-accordion__button',
    );
    expect(root.querySelector('.stay-author-notice')).to.equal(null);
  });
});
