import { expect } from 'chai';
import { removeFixtures, renderFixture } from '../../shared/testing/fixtures';

// Page configuration is read once per page, so author mode gets a test file (a page) of its own.
const config = document.createElement('script');
config.type = 'application/json';
config.id = 'stay-widgets-config';
config.textContent = JSON.stringify({ authorMode: true, language: 'en' });
document.head.append(config);
await import('./element');

afterEach(removeFixtures);

describe('stay-see-more-list in author mode', () => {
  it('shows a visible notice naming the invalid count, and still renders with the default', async () => {
    const root = await renderFixture(
      `<stay-see-more-list data-visible-items="11"><ul><li>1</li><li>2</li><li>3</li><li>4</li></ul></stay-see-more-list>`,
      '.stay-see-more-list__button',
    );
    const notice = root.querySelector('.stay-author-notice')!;
    expect(notice.textContent).to.contain('<stay-see-more-list>');
    expect(notice.textContent).to.contain('data-visible-items="11"');
    expect(root.querySelector('.stay-see-more-list__button')!.textContent).to.equal('See 1 more item');
  });
});
