import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import './element';
import widgetStyles from '../styles.css?inline';
import { addWidgetStyles, captureWarnings, removeFixtures, renderFixture, waitFor } from '../../shared/testing/fixtures';

addWidgetStyles(widgetStyles);

// The test page's path names no language (the default is Chinese): read English, as on /en/ pages.
// The configuration is read when the first element connects, so adding it here is in time.
const config = document.createElement('script');
config.type = 'application/json';
config.id = 'stay-widgets-config';
config.textContent = JSON.stringify({ language: 'en' });
document.head.append(config);

const items = (count: number) =>
  Array.from({ length: count }, (_, index) => `<li>Item ${index + 1} <a href="#item-${index + 1}">details</a></li>`).join('');

const ATTRACTIONS = `<stay-see-more-list><ul id="attractions" aria-label="Nearby attractions">${items(7)}</ul></stay-see-more-list>`;

const listItems = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLLIElement>('li'));
const visibleTexts = (root: ParentNode) =>
  listItems(root)
    .filter((item) => item.offsetHeight > 0)
    .map((item) => item.firstChild!.textContent!.trim());
const seeMoreButton = (root: ParentNode) => root.querySelector<HTMLButtonElement>('.stay-see-more-list__button');

afterEach(() => {
  removeFixtures();
  window.dataLayer = [];
});

describe('stay-see-more-list', () => {
  it('shows the first 3 items and a button naming how many more there are', async () => {
    const root = await renderFixture(ATTRACTIONS, '.stay-see-more-list__button');
    expect(visibleTexts(root)).to.deep.equal(['Item 1', 'Item 2', 'Item 3']);
    expect(seeMoreButton(root)!.textContent).to.equal('See 4 more items');
    expect(seeMoreButton(root)!.type).to.equal('button');
    // The authored list is moved, not re-created: its id and label stay.
    expect(root.querySelector('ul#attractions')!.getAttribute('aria-label')).to.equal('Nearby attractions');
  });

  it('reveals the whole list, removes the button and moves focus to the first revealed item', async () => {
    const root = await renderFixture(ATTRACTIONS, '.stay-see-more-list__button');
    const events: unknown[] = [];
    root.addEventListener('stay:see-more', (event) => events.push((event as CustomEvent).detail));
    seeMoreButton(root)!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => visibleTexts(root).length === 7, 'all items visible');
    expect(seeMoreButton(root)).to.equal(null);
    const fourth = listItems(root)[3]!;
    expect(document.activeElement === fourth, 'focus on the fourth item').to.equal(true);
    expect(fourth.getAttribute('tabindex')).to.equal('-1');
    // The next Tab reaches the link inside the revealed item.
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement === fourth.querySelector('a'), 'focus on the fourth item link').to.equal(true);
    expect(events).to.deep.equal([{ revealed: 4 }]);
    expect(window.dataLayer).to.deep.equal([
      {
        event: 'userInteraction',
        Category: 'content',
        Component: 'see-more-list',
        Element: 'Nearby attractions',
        Action: 'see-more',
        Parameter1: '4',
      },
    ]);
  });

  it('follows data-visible-items and keeps an ordered list\'s numbering', async () => {
    const root = await renderFixture(
      `<stay-see-more-list data-visible-items="5"><ol start="10">${items(6)}</ol></stay-see-more-list>`,
      '.stay-see-more-list__button',
    );
    expect(visibleTexts(root)).to.deep.equal(['Item 1', 'Item 2', 'Item 3', 'Item 4', 'Item 5']);
    expect(seeMoreButton(root)!.textContent).to.equal('See 1 more item');
    expect(root.querySelector('ol')!.start).to.equal(10);
  });

  it('shows no button when every item fits, not counting items the author keeps hidden', async () => {
    const root = await renderFixture(
      `<stay-see-more-list><ul>${items(3)}<li hidden>Kept hidden</li></ul></stay-see-more-list>`,
      '.stay-see-more-list ul',
    );
    expect(visibleTexts(root)).to.deep.equal(['Item 1', 'Item 2', 'Item 3']);
    expect(seeMoreButton(root)).to.equal(null);
  });

  it('renders an invalid count with the default of 3 and warns once, naming element and attribute', async () => {
    const warnings = captureWarnings();
    try {
      const root = await renderFixture(
        `<stay-see-more-list data-visible-items="lots"><ul>${items(5)}</ul></stay-see-more-list>`,
        '.stay-see-more-list__button',
      );
      expect(visibleTexts(root)).to.deep.equal(['Item 1', 'Item 2', 'Item 3']);
      const listWarnings = warnings.messages.filter((message) => message.includes('<stay-see-more-list>'));
      expect(listWarnings.length).to.equal(1);
      expect(listWarnings[0]).to.contain('data-visible-items="lots"');
    } finally {
      warnings.restore();
    }
  });

  it('re-renders when data-visible-items changes', async () => {
    const root = await renderFixture(ATTRACTIONS, '.stay-see-more-list__button');
    root.querySelector('stay-see-more-list')!.setAttribute('data-visible-items', '6');
    await waitFor(() => seeMoreButton(root)?.textContent === 'See 1 more item', 'button for one hidden item');
    expect(visibleTexts(root).length).to.equal(6);
  });

  it('ignores authored content other than its list, with a warning', async () => {
    const warnings = captureWarnings();
    try {
      const root = await renderFixture(`<stay-see-more-list><p>Stray</p><ul>${items(4)}</ul></stay-see-more-list>`, '.stay-see-more-list__button');
      expect(root.textContent).to.not.contain('Stray');
      expect(warnings.messages.some((message) => message.includes('<stay-see-more-list> ignores authored content'))).to.equal(true);
    } finally {
      warnings.restore();
    }
  });
});
