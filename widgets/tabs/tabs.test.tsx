import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import './element';
import '../accordion/element';
import widgetStyles from '../styles.css?inline';
import { addWidgetStyles, captureWarnings, removeFixtures, renderFixture, setPageConfig, sleep, waitFor } from '../../testing/fixtures';
import { resetPageForTest } from '../../testing/page-state';
import { allByRole, byRole, queryByRole } from '../../testing/roles';

addWidgetStyles(widgetStyles);

// The test page's path names no language (the default is Chinese): read English, as on /en/ pages.
// The configuration is read when the first element connects, so adding it here is in time.
setPageConfig({ language: 'en' });

const APARTMENT = `
  <stay-tabs id="apartment">
    <section><h3>Overview</h3><p>Overview text</p></section>
    <section><h3>Rates &amp; fees</h3><p>Rates text</p><p id="inside-rates">Deep</p></section>
    <section data-title="Location"><p>Near the <a href="#map">station</a></p></section>
  </stay-tabs>`;

const tabs = (root: ParentNode) => allByRole<HTMLButtonElement>(root, 'tab');
const panels = (root: ParentNode) => allByRole(root, 'tabpanel', { hidden: true });
/** The "See more" control of a panel (or of anything), if shown. */
const seeMore = (root: ParentNode) => queryByRole<HTMLButtonElement>(root, 'button', { name: 'See more' });
const selectedIndex = (root: ParentNode) => tabs(root).findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
const visiblePanels = (root: ParentNode) => panels(root).map((panel) => !panel.hasAttribute('hidden'));
/** Compares by identity with a short message: chai's inspection of a React-rendered element can hang the page. */
const expectFocused = (element: Element | undefined) =>
  expect(
    document.activeElement === element,
    `focus on ${element?.outerHTML.slice(0, 80)}, not ${document.activeElement?.outerHTML.slice(0, 80)}`,
  ).to.equal(true);

afterEach(() => {
  removeFixtures();
  history.replaceState(null, '', location.pathname + location.search);
  window.dataLayer = [];
});

describe('stay-tabs structure and ARIA', () => {
  it('renders a tablist whose tabs control labelled tabpanels, titles taken from headings or data-title', async () => {
    const root = await renderFixture(APARTMENT, '[role="tab"]');
    expect(byRole(root, 'tablist')).to.not.equal(null);
    expect(tabs(root).map((tab) => tab.textContent)).to.deep.equal(['Overview', 'Rates & fees', 'Location']);
    tabs(root).forEach((tab, index) => {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
      expect(panel).to.equal(panels(root)[index]);
      expect(panel.getAttribute('aria-labelledby')).to.equal(tab.id);
      expect(tab.localName).to.equal('button');
    });
    // The title heading moved into the tab: it is not repeated in the panel.
    expect(panels(root).flatMap((panel) => allByRole(panel, 'heading', { hidden: true })).length).to.equal(0);
    expect(root.querySelector('section')).to.equal(null);
  });

  it('selects the first tab and shows only its panel; inactive panels are hidden="until-found"', async () => {
    const root = await renderFixture(APARTMENT, '[role="tab"]');
    expect(selectedIndex(root)).to.equal(0);
    expect(tabs(root).map((tab) => tab.getAttribute('aria-selected'))).to.deep.equal(['true', 'false', 'false']);
    expect(visiblePanels(root)).to.deep.equal([true, false, false]);
    expect(panels(root)[1]!.getAttribute('hidden')).to.equal('until-found');
    expect(tabs(root)[0]!.classList.contains('stay-tabs__tab--active')).to.equal(true);
    expect(panels(root)[0]!.classList.contains('stay-tabs__panel--active')).to.equal(true);
    expect(panels(root)[1]!.classList.contains('stay-tabs__panel--active')).to.equal(false);
  });

  it('uses a roving tabindex; the active panel is a tab stop when its first content is not focusable (WAI-ARIA tabs)', async () => {
    const root = await renderFixture(
      `<stay-tabs>
        <section><h3>Overview</h3><p>Overview text</p></section>
        <section><h3>Links first</h3><p><a href="#a">Map</a> and more</p></section>
        <section><h3>Text first</h3><p>Near the <a href="#map">station</a></p></section>
      </stay-tabs>`,
      '[role="tab"]',
    );
    const panelTabIndexes = () => panels(root).map((panel) => panel.getAttribute('tabindex'));
    expect(tabs(root).map((tab) => tab.tabIndex)).to.deep.equal([0, -1, -1]);
    expect(panelTabIndexes()).to.deep.equal(['0', null, null]);
    tabs(root)[1]!.click();
    await waitFor(() => selectedIndex(root) === 1, 'second tab selected');
    expect(tabs(root).map((tab) => tab.tabIndex)).to.deep.equal([-1, 0, -1]);
    // Its first content is a link: Tab goes there, the panel is no stop of its own.
    expect(panelTabIndexes()).to.deep.equal([null, null, null]);
    // Text before the first link: the panel takes focus, so its start is read.
    tabs(root)[2]!.click();
    await waitFor(() => selectedIndex(root) === 2, 'third tab selected');
    expect(panelTabIndexes()).to.deep.equal([null, null, '0']);
  });
});

describe('stay-tabs accessible name of the tablist', () => {
  it('is the heading that precedes the tabs, given an id when it has none', async () => {
    const root = await renderFixture(
      `<section><h2>Studio Deluxe</h2><p>Intro</p>
        <stay-tabs><section><h3>Overview</h3><p>a</p></section><section><h3>Rates</h3><p>b</p></section></stay-tabs>
      </section>`,
      '[role="tab"]',
    );
    const tablist = byRole(root, 'tablist');
    const heading = byRole(root, 'heading', { name: 'Studio Deluxe' });
    expect(heading.id).to.not.equal('');
    expect(tablist.getAttribute('aria-labelledby')).to.equal(heading.id);
    expect(tablist.hasAttribute('aria-label')).to.equal(false);
  });

  it('keeps an authored heading id, and skips headings inside other widgets', async () => {
    const root = await renderFixture(
      `<h2 id="rooms-title">Rooms</h2>
       <stay-tabs><section><h3>Before</h3><p>a</p></section></stay-tabs>
       <stay-tabs id="second"><section><h3>Overview</h3><p>a</p></section></stay-tabs>`,
      '#second [role="tab"]',
    );
    expect(byRole(root.querySelector('#second')!, 'tablist').getAttribute('aria-labelledby')).to.equal('rooms-title');
  });

  it('is data-label when given, which wins over a preceding heading', async () => {
    const root = await renderFixture(
      `<h2>Rooms</h2><stay-tabs data-label="Apartment details"><section><h3>Overview</h3><p>a</p></section></stay-tabs>`,
      '[role="tab"]',
    );
    const tablist = byRole(root, 'tablist');
    expect(tablist.getAttribute('aria-label')).to.equal('Apartment details');
    expect(tablist.hasAttribute('aria-labelledby')).to.equal(false);
  });
});

describe('stay-tabs ids', () => {
  it('generates ids from titles: Latin, Chinese, Japanese, Arabic, punctuation only and duplicates', async () => {
    const root = await renderFixture(
      `<stay-tabs>
        <section><h3>Rates &amp; Fees!</h3><p>a</p></section>
        <section><h3>房型与价格</h3><p>b</p></section>
        <section><h3 lang="ja">お部屋・料金</h3><p>c</p></section>
        <section><h3 lang="ar" dir="rtl">الأسعار والرسوم</h3><p>d</p></section>
        <section><h3>★★★</h3><p>e</p></section>
        <section><h3>Rates &amp; fees</h3><p>f</p></section>
        <section id="authored-id"><h3>Anything</h3><p>g</p></section>
      </stay-tabs>`,
      '[role="tab"]',
    );
    expect(panels(root).map((panel) => panel.id)).to.deep.equal([
      'rates-fees',
      '房型与价格',
      'お部屋-料金',
      'الأسعار-والرسوم',
      'tab-5',
      'rates-fees-2',
      'authored-id',
    ]);
    // A title's language and direction stay with it in the tab.
    expect(tabs(root)[2]!.querySelector('[lang]')!.getAttribute('lang')).to.equal('ja');
    expect(tabs(root)[3]!.querySelector('[dir]')!.getAttribute('dir')).to.equal('rtl');
  });

  it('keeps ids unique on the page: against existing ids and other tabs with the same titles', async () => {
    const root = await renderFixture(
      `<p id="policies">An existing element</p>
       <stay-tabs><section><h3>Policies</h3><p>first</p></section></stay-tabs>
       <stay-tabs><section><h3>Policies</h3><p>second</p></section></stay-tabs>`,
      'stay-tabs + stay-tabs [role="tab"]',
    );
    await waitFor(() => panels(root).length === 2, 'both tabs rendered');
    expect(panels(root).map((panel) => panel.id)).to.deep.equal(['policies-2', 'policies-3']);
  });

  it('names an untitled section "Tab n" with a tab-n id and warns about it', async () => {
    const warnings = captureWarnings();
    try {
      const root = await renderFixture(
        `<stay-tabs><section><h3>First</h3><p>a</p></section><section><p>No title</p></section></stay-tabs>`,
        '[role="tab"]',
      );
      expect(tabs(root)[1]!.textContent).to.equal('Tab 2');
      expect(panels(root)[1]!.id).to.equal('tab-2');
      expect(warnings.messages.some((message) => message.includes('<stay-tabs> has a <section> without a title'))).to.equal(true);
    } finally {
      warnings.restore();
    }
  });
});

describe('stay-tabs URL fragment', () => {
  it('selects the tab the fragment names on load, also for a non-Latin id', async () => {
    history.replaceState(null, '', `#${encodeURIComponent('الموقع')}`);
    const root = await renderFixture(
      `<stay-tabs><section><h3>نظرة عامة</h3><p>a</p></section><section><h3>الموقع</h3><p>b</p></section></stay-tabs>`,
      '[role="tab"]',
    );
    expect(selectedIndex(root)).to.equal(1);
    expect(visiblePanels(root)).to.deep.equal([false, true]);
  });

  it('selects the tab holding the element a fragment names on load', async () => {
    history.replaceState(null, '', '#inside-rates');
    const root = await renderFixture(APARTMENT, '[role="tab"]');
    await waitFor(() => selectedIndex(root) === 1, 'rates tab from the fragment');
    expect(visiblePanels(root)).to.deep.equal([false, true, false]);
  });

  it('follows hashchange to a tab id or an element inside a panel, with a stay:tab-change event but no analytics', async () => {
    const root = await renderFixture(APARTMENT, '[role="tab"]');
    const changes: unknown[] = [];
    root.addEventListener('stay:tab-change', (event) => changes.push((event as CustomEvent).detail));
    location.hash = '#location';
    await waitFor(() => selectedIndex(root) === 2, 'location tab after hashchange');
    location.hash = '#inside-rates';
    await waitFor(() => selectedIndex(root) === 1, 'rates tab after hashchange');
    expect(changes).to.deep.equal([
      { index: 2, id: 'location' },
      { index: 1, id: 'rates-fees' },
    ]);
    expect(window.dataLayer ?? []).to.deep.equal([]);
  });

  it('leaves the tabs alone when the fragment names something outside them', async () => {
    const root = await renderFixture(`<p id="elsewhere">Elsewhere</p>${APARTMENT}`, '[role="tab"]');
    tabs(root)[1]!.click();
    await waitFor(() => selectedIndex(root) === 1, 'rates tab');
    location.hash = '#elsewhere';
    await sleep(50);
    expect(selectedIndex(root)).to.equal(1);
  });

  it('follows find-in-page: a beforematch on an inactive panel selects its tab', async () => {
    const root = await renderFixture(APARTMENT, '[role="tab"]');
    panels(root)[2]!.dispatchEvent(new Event('beforematch'));
    await waitFor(() => selectedIndex(root) === 2, 'location tab after beforematch');
  });
});

describe('stay-tabs keyboard and pointer', () => {
  it('moves and activates with Right/Left (wrapping), Home and End', async () => {
    const root = await renderFixture(APARTMENT, '[role="tab"]');
    const [overview, rates, location] = tabs(root);
    overview!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expectFocused(rates);
    await waitFor(() => selectedIndex(root) === 1, 'automatic activation');
    expect(visiblePanels(root)).to.deep.equal([false, true, false]);
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expectFocused(overview);
    await sendKeys({ press: 'ArrowLeft' });
    expectFocused(location);
    // With a modifier the arrows are the browser's (Alt+Left is Back): the tabs ignore them.
    await sendKeys({ press: 'Control+ArrowRight' });
    expectFocused(location);
    await sendKeys({ press: 'Home' });
    expectFocused(overview);
    await sendKeys({ press: 'End' });
    expectFocused(location);
    await waitFor(() => selectedIndex(root) === 2, 'End selects the last tab');
    // Tab leaves the tablist for the panel (the active tab is the only tab stop).
    await sendKeys({ press: 'Tab' });
    expect(
      document.activeElement!.closest('[role="tabpanel"]') === panels(root)[2],
      `focus in the location panel, not ${document.activeElement?.outerHTML}`,
    ).to.equal(true);
  });

  it('mirrors Left and Right in right-to-left text', async () => {
    // An explicit dir on the element wins over the page language's direction (defineWidget).
    const root = await renderFixture(APARTMENT.replace('<stay-tabs ', '<stay-tabs dir="rtl" '), '[role="tab"]');
    const [overview, rates, location] = tabs(root);
    overview!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    expectFocused(rates);
    await sendKeys({ press: 'ArrowRight' });
    expectFocused(overview);
    await sendKeys({ press: 'ArrowRight' });
    expectFocused(location);
    await waitFor(() => selectedIndex(root) === 2, 'last tab selected');
    // The bar runs right to left: the first tab sits right of the second.
    expect(overview!.getBoundingClientRect().left).to.be.greaterThan(rates!.getBoundingClientRect().left);
  });

  it('selects on click, pushing a user-interaction event and a stay:tab-change event', async () => {
    const root = await renderFixture(APARTMENT, '[role="tab"]');
    const changes: unknown[] = [];
    root.addEventListener('stay:tab-change', (event) => changes.push((event as CustomEvent).detail));
    tabs(root)[1]!.click();
    await waitFor(() => changes.length === 1, 'change event');
    tabs(root)[1]!.click();
    await sleep(20);
    expect(changes).to.deep.equal([{ index: 1, id: 'rates-fees' }]);
    expect(window.dataLayer).to.deep.equal([
      { event: 'userInteraction', Category: 'content', Component: 'tabs', Element: 'Rates & fees', Action: 'select' },
    ]);
    expect(tabs(root)[1]!.classList.contains('stay-tabs__tab--active')).to.equal(true);
    expect(panels(root)[1]!.classList.contains('stay-tabs__panel--active')).to.equal(true);
    expect(panels(root)[0]!.classList.contains('stay-tabs__panel--active')).to.equal(false);
  });
});

describe('stay-tabs see more', () => {
  const LONG = `
    <stay-tabs data-see-more>
      <section><h3>Amenities</h3><p>One</p><p hidden>Kept hidden</p><p>Two</p><p>Three</p><p>Four</p><p>Five</p></section>
      <section><h3>Short</h3><p>Only one</p></section>
    </stay-tabs>`;
  const visibleBlocks = (panel: Element) =>
    Array.from(panel.querySelectorAll<HTMLElement>('p'))
      .filter((block) => block.offsetHeight > 0)
      .map((block) => block.textContent);

  it('shows the first 3 blocks and a "See more" button that reveals the rest, hides itself and moves focus', async () => {
    const root = await renderFixture(LONG, '[role="tab"]');
    const [amenities, short] = panels(root);
    expect(visibleBlocks(amenities!)).to.deep.equal(['One', 'Two', 'Three']);
    const button = seeMore(amenities!)!;
    expect(button.textContent).to.equal('See more');
    expect(seeMore(short!)).to.equal(null);
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => visibleBlocks(amenities!).length === 5, 'all blocks');
    expect(seeMore(amenities!)).to.equal(null);
    // A block the author hid is neither counted nor revealed.
    expect(amenities!.querySelector('p[hidden]')!.textContent).to.equal('Kept hidden');
    expect(document.activeElement!.textContent).to.equal('Four');
    expect(document.activeElement!.getAttribute('tabindex')).to.equal('-1');
    expect(amenities!.classList.contains('stay-tabs__panel--expanded')).to.equal(true);
    expect(window.dataLayer).to.deep.equal([
      { event: 'userInteraction', Category: 'content', Component: 'tabs', Element: 'Amenities', Action: 'see-more' },
    ]);
  });

  it('follows data-visible-items, and shows no control without the flag', async () => {
    const root = await renderFixture(
      `<stay-tabs data-see-more data-visible-items="1"><section><h3>A</h3><p>One</p><p>Two</p></section></stay-tabs>
       <stay-tabs id="without-flag"><section><h3>B</h3><p>One</p><p>Two</p><p>Three</p><p>Four</p></section></stay-tabs>`,
      '#without-flag [role="tab"]',
    );
    const [flagged, plain] = panels(root);
    await waitFor(() => flagged, 'first tabs');
    expect(visibleBlocks(flagged!)).to.deep.equal(['One']);
    expect(visibleBlocks(plain!)).to.deep.equal(['One', 'Two', 'Three', 'Four']);
    expect(seeMore(plain!)).to.equal(null);
  });

  it('turns the control off when data-see-more changes to false', async () => {
    const root = await renderFixture(LONG, '[role="tab"]');
    root.querySelector('stay-tabs')!.setAttribute('data-see-more', 'false');
    await waitFor(() => !seeMore(root), 'control removed');
    expect(visibleBlocks(panels(root)[0]!).length).to.equal(5);
  });
});

describe('stay-tabs with an embedded accordion', () => {
  const WITH_ACCORDION = `
    <stay-tabs>
      <section><h3>Overview</h3><p>Overview text</p></section>
      <section><h3>Questions</h3>
        <stay-accordion>
          <details id="embedded-pets"><summary>Pets</summary><p>Pets up to 10 kg.</p></details>
          <details id="embedded-parking"><summary>Parking</summary><p id="embedded-parking-fee">Parking costs SGD 20.</p></details>
        </stay-accordion>
      </section>
    </stay-tabs>`;
  const accordionButtons = (root: ParentNode) =>
    allByRole<HTMLButtonElement>(root, 'button', { hidden: true }).filter((button) => button.hasAttribute('aria-expanded'));

  it('keeps the accordion working inside a panel and moves the active classes with the selection', async () => {
    const root = await renderFixture(WITH_ACCORDION, 'button[aria-expanded]');
    tabs(root)[1]!.click();
    await waitFor(() => selectedIndex(root) === 1, 'questions tab');
    expect(panels(root)[1]!.classList.contains('stay-tabs__panel--active')).to.equal(true);
    expect(tabs(root)[1]!.classList.contains('stay-tabs__tab--active')).to.equal(true);
    const [pets] = accordionButtons(root);
    expect(pets!.offsetHeight).to.be.greaterThan(0);
    pets!.click();
    await waitFor(() => root.querySelector('#embedded-pets.stay-accordion__item--expanded'), 'accordion item expanded');
    expect(root.querySelector<HTMLElement>('#embedded-pets p')!.offsetHeight).to.be.greaterThan(0);
    // Content spec §2: the embedded accordion toggles expanded and active classes.
    const petsItem = root.querySelector('#embedded-pets')!;
    expect(petsItem.classList.contains('stay-accordion__item--active')).to.equal(true);
    expect(pets!.classList.contains('stay-accordion__button--active')).to.equal(true);
    pets!.click();
    await waitFor(() => !petsItem.classList.contains('stay-accordion__item--expanded'), 'accordion item collapsed');
    expect(petsItem.classList.contains('stay-accordion__item--active')).to.equal(false);
    expect(pets!.classList.contains('stay-accordion__button--active')).to.equal(false);
    // The panel starts with focusable accordion buttons, so it is not a tab stop itself.
    expect(panels(root)[1]!.hasAttribute('tabindex')).to.equal(false);
  });

  it('opens the containing tab first when a fragment deep-links into the accordion', async () => {
    const root = await renderFixture(WITH_ACCORDION, 'button[aria-expanded]');
    expect(selectedIndex(root)).to.equal(0);
    location.hash = '#embedded-parking-fee';
    await waitFor(() => selectedIndex(root) === 1, 'questions tab from the accordion fragment');
    await waitFor(() => root.querySelector('#embedded-parking.stay-accordion__item--expanded'), 'accordion item expanded');
    await waitFor(() => {
      const box = document.getElementById('embedded-parking-fee')!.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.top < window.innerHeight;
    }, 'target visible');
  });
});

describe('stay-tabs attributes', () => {
  it('renders with defaults and warns once per invalid attribute, naming element and attribute', async () => {
    const warnings = captureWarnings();
    try {
      const root = await renderFixture(
        `<stay-tabs data-see-more="sometimes" data-visible-items="0">
          <section><h3>A</h3><p>1</p><p>2</p><p>3</p><p>4</p></section>
        </stay-tabs>`,
        '[role="tab"]',
      );
      // data-see-more falls back to false: no control, every block shows.
      expect(seeMore(root)).to.equal(null);
      expect(root.querySelectorAll('[role="tabpanel"] p[hidden]').length).to.equal(0);
      const tabWarnings = warnings.messages.filter((message) => message.includes('<stay-tabs>'));
      expect(tabWarnings.length).to.equal(2);
      expect(tabWarnings.some((message) => message.includes('data-see-more="sometimes"'))).to.equal(true);
      expect(tabWarnings.some((message) => message.includes('data-visible-items="0"'))).to.equal(true);
    } finally {
      warnings.restore();
    }
  });

  it('uses the default of 3 visible blocks when data-visible-items is invalid and the flag is on', async () => {
    const warnings = captureWarnings();
    try {
      const root = await renderFixture(
        `<stay-tabs data-see-more data-visible-items="many"><section><h3>A</h3><p>1</p><p>2</p><p>3</p><p>4</p></section></stay-tabs>`,
        '[role="tab"]',
      );
      expect(root.querySelectorAll('[role="tabpanel"] p[hidden]').length).to.equal(1);
      expect(seeMore(root)).to.not.equal(null);
    } finally {
      warnings.restore();
    }
  });

  it('ignores authored content outside a <section> with a warning', async () => {
    const warnings = captureWarnings();
    try {
      const root = await renderFixture(`<stay-tabs><p>Stray</p><section><h3>A</h3><p>a</p></section></stay-tabs>`, '[role="tab"]');
      expect(tabs(root).length).to.equal(1);
      expect(warnings.messages.some((message) => message.includes('<stay-tabs> ignores authored content outside a <section>'))).to.equal(
        true,
      );
    } finally {
      warnings.restore();
    }
  });
});

describe('stay-tabs in author mode', () => {
  before(() => resetPageForTest({ language: 'en', authorMode: true }));
  after(() => resetPageForTest({ language: 'en' }));

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
