import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import './element';
import widgetStyles from '../styles.css?inline';
import { defineIcuMessages } from '../../shared/i18n/intl';
import { loadTranslations, translationsOf } from '../../shared/i18n/catalogue';
import {
  addWidgetStyles,
  captureWarnings,
  recordTexts,
  removeFixtures,
  renderFixture,
  setPageConfig,
  waitFor,
} from '../../testing/fixtures';
import { resetPageForTest } from '../../testing/page-state';
import { queryByRole } from '../../testing/roles';
import english from './messages/en.json';

addWidgetStyles(widgetStyles);

// The test page's path names no language (the default is Chinese): read English, as on /en/ pages.
// The configuration is read when the first element connects, so adding it here is in time.
setPageConfig({ language: 'en' });

const items = (count: number) =>
  Array.from({ length: count }, (_, index) => `<li>Item ${index + 1} <a href="#item-${index + 1}">details</a></li>`).join('');

const ATTRACTIONS = `<stay-see-more-list><ul id="attractions" aria-label="Nearby attractions">${items(7)}</ul></stay-see-more-list>`;

const listItems = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLLIElement>('li'));
const visibleTexts = (root: ParentNode) =>
  listItems(root)
    .filter((item) => item.offsetHeight > 0)
    .map((item) => item.firstChild!.textContent!.trim());
const seeMoreButton = (root: ParentNode) => queryByRole<HTMLButtonElement>(root, 'button');

afterEach(() => {
  removeFixtures();
  window.dataLayer = [];
});

describe('stay-see-more-list', () => {
  it('shows the first 3 items and a button naming how many more there are', async () => {
    const root = await renderFixture(ATTRACTIONS, seeMoreButton);
    expect(visibleTexts(root)).to.deep.equal(['Item 1', 'Item 2', 'Item 3']);
    expect(seeMoreButton(root)!.textContent).to.equal('See 4 more items');
    expect(seeMoreButton(root)!.type).to.equal('button');
    // The authored list is moved, not re-created: its id and label stay.
    expect(root.querySelector('ul#attractions')!.getAttribute('aria-label')).to.equal('Nearby attractions');
  });

  it('reveals the whole list, removes the button and moves focus to the first revealed item', async () => {
    const root = await renderFixture(ATTRACTIONS, seeMoreButton);
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

  it("follows data-visible-items and keeps an ordered list's numbering", async () => {
    const root = await renderFixture(
      `<stay-see-more-list data-visible-items="5"><ol start="10">${items(6)}</ol></stay-see-more-list>`,
      seeMoreButton,
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
        seeMoreButton,
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
    const root = await renderFixture(ATTRACTIONS, seeMoreButton);
    root.querySelector('stay-see-more-list')!.setAttribute('data-visible-items', '6');
    await waitFor(() => seeMoreButton(root)?.textContent === 'See 1 more item', 'button for one hidden item');
    expect(visibleTexts(root).length).to.equal(6);
  });

  it('ignores authored content other than its list, with a warning', async () => {
    const warnings = captureWarnings();
    try {
      const root = await renderFixture(`<stay-see-more-list><p>Stray</p><ul>${items(4)}</ul></stay-see-more-list>`, seeMoreButton);
      expect(root.textContent).to.not.contain('Stray');
      expect(warnings.messages.some((message) => message.includes('<stay-see-more-list> ignores authored content'))).to.equal(true);
    } finally {
      warnings.restore();
    }
  });
});

describe('stay-see-more-list in author mode', () => {
  before(() => resetPageForTest({ language: 'en', authorMode: true }));
  after(() => resetPageForTest({ language: 'en' }));

  it('shows a visible notice naming the invalid count, and still renders with the default', async () => {
    const root = await renderFixture(
      `<stay-see-more-list data-visible-items="11"><ul><li>1</li><li>2</li><li>3</li><li>4</li></ul></stay-see-more-list>`,
      seeMoreButton,
    );
    const notice = queryByRole(root, 'note')!;
    expect(notice.textContent).to.contain('<stay-see-more-list>');
    expect(notice.textContent).to.contain('data-visible-items="11"');
    expect(seeMoreButton(root)!.textContent).to.equal('See 1 more item');
  });
});

describe('stay-see-more-list on a Japanese page', () => {
  before(() => resetPageForTest({ language: 'ja' }));
  after(() => resetPageForTest({ language: 'en' }));

  it('shows its texts in Japanese from the first render, never English first', async () => {
    const container = document.createElement('div');
    const seen = recordTexts(container, 'button');
    container.innerHTML = `<stay-see-more-list><ul>${items(5)}</ul></stay-see-more-list>`;
    document.body.append(container);
    await waitFor(() => seen.texts.length > 0, 'the button to render');
    seen.stop();
    container.remove();

    // The same catalogue read by the test: loaded by now, so this waits for nothing the widget needed.
    const translate = defineIcuMessages({ en: english, translations: translationsOf('widgets/see-more-list') });
    await loadTranslations('ja');
    const japanese = translate('ja', 'seeMore', { count: 2 });
    expect(japanese).not.to.equal(translate('en', 'seeMore', { count: 2 }));
    expect(seen.texts).to.deep.equal([japanese]);
  });
});
