import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import './element';
import widgetStyles from '../styles.css?inline';
import { addWidgetStyles, captureWarnings, removeFixtures, renderFixture, setPageConfig, waitFor } from '../../testing/fixtures';
import { resetPageForTest } from '../../testing/page-state';
import { allByRole, byRole, namesByRole, queryByRole } from '../../testing/roles';
import { pageStore } from '../../shared/store/page-store';
import { buyPointsBlockAtom } from '../../shared/store/region-atoms';

addWidgetStyles(widgetStyles);
// The test page's path names no language (a Chinese page): read English, as on /en/ pages.
setPageConfig({ language: 'en' });

// The visitor's region is the sandbox default (SG): buying points is allowed.
const QUICK_LINKS = `
  <stay-footer-links id="quick-links">
    <details>
      <summary><h2>About us</h2></summary>
      <ul>
        <li data-mobile><a href="/en/about/">Our story</a></li>
        <li><a href="/en/careers/">Careers</a></li>
        <li><a href="https://press.partner.example.org/" target="_blank">Press room</a></li>
      </ul>
    </details>
    <details>
      <summary>Members</summary>
      <ul>
        <li data-mobile><a href="/en/rewards/">Rewards</a></li>
        <li data-mobile data-buy-point><a href="/en/points/buy/">Buy points</a></li>
      </ul>
    </details>
    <details>
      <summary>Partners</summary>
      <ul>
        <li><a href="/en/partners/">Partner with us</a></li>
      </ul>
    </details>
  </stay-footer-links>`;

const footerLinks = (root: ParentNode) => root.querySelector('stay-footer-links')!;
/** Every group's title button, shown or not (groups not flagged for mobile are hidden there). */
const toggles = (root: ParentNode) => allByRole<HTMLButtonElement>(footerLinks(root), 'button', { hidden: true });
const linkNamed = (root: ParentNode, text: string) =>
  queryByRole<HTMLAnchorElement>(footerLinks(root), 'link', { name: text, hidden: true }) ?? undefined;
const linkTexts = (root: ParentNode) => namesByRole(footerLinks(root), 'link', { hidden: true });
/** Rendered: the groups' title buttons are there. */
const rendered = (root: ParentNode) => toggles(root).length > 0;
const isDisplayed = (element: Element | undefined | null) => Boolean(element && element.getClientRects().length > 0);

/** Clicks stay on this page: the test checks the click, not the navigation. */
const stayOnPage = (event: Event) => event.preventDefault();
before(() => document.addEventListener('click', stayOnPage));
after(() => document.removeEventListener('click', stayOnPage));

beforeEach(() => setViewport({ width: 1280, height: 800 }));
afterEach(() => {
  removeFixtures();
  window.dataLayer = [];
});

describe('stay-footer-links structure', () => {
  it('renders each group as a navigation disclosure: a button controlling its list, in the authored heading', async () => {
    const root = await renderFixture(QUICK_LINKS, rendered);
    expect(namesByRole(root, 'navigation')).to.deep.equal(['Quick links']);
    expect(toggles(root).map((button) => button.textContent)).to.deep.equal(['About us', 'Members', 'Partners']);
    expect(toggles(root)[0]!.parentElement!.localName).to.equal('h2');
    expect(toggles(root)[1]!.parentElement!.localName).to.equal('div');
    for (const button of toggles(root)) {
      const list = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(list.localName).to.equal('ul');
      expect(button.closest('.stay-footer-links__group')!.contains(list)).to.equal(true);
    }
    expect(root.querySelector('details')).to.equal(null);
  });

  it('takes its landmark name from data-label', async () => {
    const root = await renderFixture(QUICK_LINKS.replace('id="quick-links"', 'data-label="Explore Stay"'), rendered);
    expect(namesByRole(root, 'navigation')).to.deep.equal(['Explore Stay']);
  });

  it('sets target and rel from the authored link: new tab to another site gets noopener noreferrer', async () => {
    const root = await renderFixture(QUICK_LINKS, rendered);
    const press = linkNamed(root, 'Press room')!;
    expect([press.target, press.rel]).to.deep.equal(['_blank', 'noopener noreferrer']);
    expect(document.getElementById(press.getAttribute('aria-describedby')!)!.textContent).to.equal('Opens in a new tab');
    const story = linkNamed(root, 'Our story')!;
    expect([story.hasAttribute('target'), story.hasAttribute('rel')]).to.deep.equal([false, false]);
  });

  it('ignores unsafe links and content outside groups, with a warning', async () => {
    const warnings = captureWarnings();
    try {
      const root = await renderFixture(
        `<stay-footer-links>
          <p>Stray</p>
          <details><summary>Group</summary><ul><li data-mobile><a href="javascript:alert(1)">Bad</a></li><li data-mobile><a href="/ok/">Good</a></li></ul></details>
        </stay-footer-links>`,
        (root) => linkTexts(root).length > 0,
      );
      expect(linkTexts(root)).to.deep.equal(['Good']);
      expect(warnings.messages.filter((message) => message.includes('<stay-footer-links>')).length).to.equal(2);
    } finally {
      warnings.restore();
    }
  });
});

describe('stay-footer-links disclosure', () => {
  it('on desktop starts with every group open; a title click toggles its group and reports it', async () => {
    const root = await renderFixture(QUICK_LINKS, rendered);
    const [about] = toggles(root);
    expect(toggles(root).map((button) => button.getAttribute('aria-expanded'))).to.deep.equal(['true', 'true', 'true']);
    const changes: unknown[] = [];
    root.addEventListener('stay:footer-links-toggle', (event) => changes.push((event as CustomEvent).detail));
    about!.click();
    await waitFor(() => about!.getAttribute('aria-expanded') === 'false', 'About us to collapse');
    expect(isDisplayed(linkNamed(root, 'Our story'))).to.equal(false);
    about!.click();
    await waitFor(() => about!.getAttribute('aria-expanded') === 'true', 'About us to expand');
    expect(isDisplayed(linkNamed(root, 'Our story'))).to.equal(true);
    expect(changes).to.deep.equal([
      { index: 0, title: 'About us', expanded: false },
      { index: 0, title: 'About us', expanded: true },
    ]);
    expect(window.dataLayer!.filter((event) => (event as { event: string }).event === 'userInteraction')).to.deep.equal([
      { event: 'userInteraction', Category: 'footer', Component: 'footer-links', Element: 'About us', Action: 'collapse' },
      { event: 'userInteraction', Category: 'footer', Component: 'footer-links', Element: 'About us', Action: 'expand' },
    ]);
  });

  it('works by keyboard: Tab reaches the titles, Enter and Space toggle', async () => {
    const root = await renderFixture(`<button>Before</button>${QUICK_LINKS}`, rendered);
    const [about] = toggles(root);
    byRole(root, 'button', { name: 'Before' }).focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(about);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => about!.getAttribute('aria-expanded') === 'false', 'Enter to collapse');
    await sendKeys({ press: 'Space' });
    await waitFor(() => about!.getAttribute('aria-expanded') === 'true', 'Space to expand');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(linkNamed(root, 'Our story'));
  });

  it('on mobile (800 px) starts collapsed, and returns to open when the window grows to desktop', async () => {
    await setViewport({ width: 800, height: 800 });
    const root = await renderFixture(QUICK_LINKS, rendered);
    expect(toggles(root).map((button) => button.getAttribute('aria-expanded'))).to.deep.equal(['false', 'false', 'false']);
    toggles(root)[0]!.click();
    await waitFor(() => toggles(root)[0]!.getAttribute('aria-expanded') === 'true', 'About us to expand on mobile');
    await setViewport({ width: 1280, height: 800 });
    await waitFor(() => toggles(root).every((button) => button.getAttribute('aria-expanded') === 'true'), 'desktop defaults');
  });
});

describe('stay-footer-links on mobile and desktop', () => {
  it('hides links and groups not flagged for mobile at 800 px, shows them at 1280 px', async () => {
    const root = await renderFixture(QUICK_LINKS, rendered);
    const partners = () => toggles(root).find((button) => button.textContent === 'Partners');
    await waitFor(() => linkNamed(root, 'Buy points'), 'buy-point link for SG');
    expect(['Our story', 'Careers', 'Press room', 'Rewards', 'Buy points'].map((text) => isDisplayed(linkNamed(root, text)))).to.deep.equal(
      [true, true, true, true, true],
    );
    expect(isDisplayed(partners())).to.equal(true);

    await setViewport({ width: 800, height: 800 });
    await waitFor(() => toggles(root)[0]!.getAttribute('aria-expanded') === 'false', 'mobile defaults');
    for (const button of toggles(root).filter(isDisplayed)) button.click();
    await waitFor(() => isDisplayed(linkNamed(root, 'Our story')), 'About us open on mobile');
    expect(['Our story', 'Careers', 'Press room', 'Rewards', 'Buy points'].map((text) => isDisplayed(linkNamed(root, text)))).to.deep.equal(
      [true, false, false, true, true],
    );
    expect(isDisplayed(partners())).to.equal(false);
  });
});

describe('stay-footer-links analytics', () => {
  it('pushes a link-click event with the link type for every link', async () => {
    const root = await renderFixture(QUICK_LINKS, rendered);
    linkNamed(root, 'Careers')!.click();
    linkNamed(root, 'Press room')!.click();
    expect(window.dataLayer).to.deep.equal([
      { event: 'linkClick', component: 'footer-links', linkText: 'Careers', linkUrl: '/en/careers/', linkType: 'internal' },
      {
        event: 'linkClick',
        component: 'footer-links',
        linkText: 'Press room',
        linkUrl: 'https://press.partner.example.org/',
        linkType: 'external',
      },
    ]);
  });
});

describe('stay-footer-links buying points allowed (region SG)', () => {
  it('shows buy-point links once the lookup allows them', async () => {
    const root = await renderFixture(QUICK_LINKS, rendered);
    const buy = await waitFor(() => linkNamed(root, 'Buy points'), 'buy-point link');
    expect(buy.getAttribute('href')).to.equal('/en/points/buy/');
  });
});

/** A group of buy-point links only, to be left out where buying points is blocked (content spec §4). */
const MEMBERS_AND_POINTS_SHOP = `
  <stay-footer-links>
    <details><summary>Members</summary><ul>
      <li data-mobile><a href="/en/rewards/">Rewards</a></li>
      <li data-mobile data-buy-point><a href="/en/points/buy/">Buy points</a></li>
    </ul></details>
    <details><summary>Points shop</summary><ul>
      <li data-mobile data-buy-point><a href="/en/points/gift/">Gift points</a></li>
    </ul></details>
  </stay-footer-links>`;

/** How the buy-point links were rendered: the `<nav>`'s documented `data-buy-point-links` (README). */
const buyPointLinks = (root: ParentNode) => byRole(root, 'navigation').dataset.buyPointLinks;

describe('stay-footer-links buying points blocked (region CN)', () => {
  before(() => resetPageForTest({ region: 'CN' }));
  after(() => resetPageForTest({ language: 'en' }));

  it('never shows buy-point links, nor a group of buy-point links only', async () => {
    const root = await renderFixture(MEMBERS_AND_POINTS_SHOP, (root) => linkTexts(root).length > 0);
    const lookup = await waitFor(() => {
      const state = pageStore.get(buyPointsBlockAtom);
      return state.state === 'hasData' && state.data;
    }, 'buy-points lookup');
    expect(lookup).to.deep.equal({ status: 'ok', blocked: true });
    await waitFor(() => buyPointLinks(root) === 'hidden', 'rendered as hidden');
    expect(linkTexts(root)).to.deep.equal(['Rewards']);
    expect(namesByRole(footerLinks(root), 'button', { hidden: true })).to.deep.equal(['Members']);
  });
});

describe('stay-footer-links when the region lookup fails', () => {
  // A blocked region whose lookup fails: status -1 blocks nothing (content spec §4). The block list
  // answers slowly, so the loading state can be seen first.
  before(() =>
    resetPageForTest({
      region: 'CN',
      faults: [
        { match: '/api/configurations/client-country', kind: 'error', status: 503 },
        { match: 'buy-points-block-list', kind: 'slow', delayMs: 800 },
      ],
    }),
  );
  after(() => resetPageForTest({ language: 'en' }));

  it('hides buy-point links while the lookup runs, then shows them (status -1 blocks nothing)', async () => {
    const root = await renderFixture(
      MEMBERS_AND_POINTS_SHOP.replace(/<details><summary>Points shop[\s\S]*?<\/details>/, ''),
      (root) => linkTexts(root).length > 0,
    );
    expect(pageStore.get(buyPointsBlockAtom).state).to.equal('loading');
    expect(linkTexts(root)).to.deep.equal(['Rewards']);
    expect(buyPointLinks(root)).to.equal('pending');
    await waitFor(() => linkTexts(root).length === 2, 'buy-point link after the failed lookup', 6000);
    expect(linkTexts(root)).to.deep.equal(['Rewards', 'Buy points']);
    expect(buyPointLinks(root)).to.equal('shown');
    const lookup = pageStore.get(buyPointsBlockAtom);
    expect(lookup.state === 'hasData' && lookup.data).to.deep.equal({ status: -1, blocked: false });
  });
});
