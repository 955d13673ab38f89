import { expect } from 'chai';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import widgetStyles from '../styles.css?inline';
import { addWidgetStyles, removeFixtures, renderFixture, waitFor } from '../../testing/fixtures';
import { byRole, queryByRole } from '../../testing/roles';
import { AUTHORED_HEADER, buttonNamed, configurePage, linkNamed, preventNavigation } from '../../testing/navigation-header';

configurePage();
addWidgetStyles(widgetStyles);
preventNavigation();
await import('./element');

const MOBILE = { width: 800, height: 700 };

const sidebar = () => queryByRole(document.body, 'dialog', { name: 'Menu' });
const closeButton = () => queryByRole<HTMLButtonElement>(document.body, 'button', { name: 'Close menu' });
const menuButton = (root: ParentNode) => byRole<HTMLButtonElement>(root, 'button', { name: 'Menu' });
const focusables = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>('a[href], button, select')).filter((element) => element.offsetParent !== null);

async function renderMobileNavigation(): Promise<HTMLElement> {
  const root = await renderFixture(AUTHORED_HEADER, (root) => queryByRole(root, 'button', { name: 'Menu' }));
  // The content service's menu: its Rewards item exists only there, and its Buy points link after the region lookup.
  await waitFor(() => linkNamed(root, 'Explore Rewards') && linkNamed(root, 'Buy points'), 'menu from the content service');
  return root;
}

async function openSidebar(root: HTMLElement): Promise<HTMLElement> {
  const button = menuButton(root);
  button.focus();
  await sendKeys({ press: 'Enter' });
  const panel = await waitFor(sidebar, 'sidebar open');
  await waitFor(() => document.activeElement === closeButton(), 'focus on the close button');
  return panel;
}

beforeEach(async () => {
  await setViewport(MOBILE);
});

afterEach(async () => {
  closeButton()?.click();
  await waitFor(() => !sidebar(), 'sidebar closed after the test');
  await resetMouse();
  removeFixtures();
  window.dataLayer = [];
});

describe('stay-navigation on mobile (up to 1023 px)', () => {
  it('shows the logo, search and menu buttons in one 56 px bar and hides the desktop menu', async () => {
    const root = await renderMobileNavigation();
    const host = root.querySelector<HTMLElement>('stay-navigation')!;
    expect(host.getBoundingClientRect().height).to.equal(56);
    expect(getComputedStyle(root.querySelector('.stay-navigation__menu')!).display).to.equal('none');
    expect(getComputedStyle(root.querySelector('.stay-navigation__utility')!).display).to.equal('none');
    const button = menuButton(root);
    expect(getComputedStyle(button).display).not.to.equal('none');
    expect(button.textContent).to.equal('Menu');
    expect(button.getAttribute('aria-haspopup')).to.equal('dialog');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
  });

  it('opens the sidebar as a modal dialog; Escape closes it and focus returns to the menu button', async () => {
    const root = await renderMobileNavigation();
    const panel = await openSidebar(root);
    expect(panel.getAttribute('aria-modal')).to.equal('true');
    expect(panel.getAttribute('aria-label')).to.equal('Menu');
    expect(menuButton(root).getAttribute('aria-expanded')).to.equal('true');
    expect(menuButton(root).getAttribute('aria-controls')).to.equal(panel.id);
    // The rest of the page is inert while the sidebar is open (once the focus trap activates, a tick later).
    await waitFor(() => root.closest('[inert]') ?? root.querySelector('[inert]'), 'the page behind to turn inert');
    expect(document.documentElement.classList.contains('stay-navigation-scroll-lock')).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !sidebar(), 'sidebar closed by Escape');
    await waitFor(() => document.activeElement === menuButton(root), 'focus back on the menu button');
    expect(document.documentElement.classList.contains('stay-navigation-scroll-lock')).to.equal(false);
    expect(window.dataLayer).to.deep.include({
      event: 'userInteraction',
      Category: 'header',
      Component: 'navigation',
      Element: 'sidebar',
      Action: 'open',
    });
  });

  it('traps the focus: Tab from the last control goes to the first, Shift+Tab from the first to the last', async () => {
    const root = await renderMobileNavigation();
    const panel = await openSidebar(root);
    const controls = focusables(panel);
    const first = controls[0]!;
    const last = controls[controls.length - 1]!;
    expect(first).to.equal(closeButton());
    expect(last.localName).to.equal('select');
    last.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(first);
    await sendKeys({ press: 'Shift+Tab' });
    expect(document.activeElement).to.equal(last);
  });

  it('lists only the items flagged for mobile, with sub-menus as nested disclosures, one open at a time', async () => {
    const root = await renderMobileNavigation();
    const panel = await openSidebar(root);
    const entries = Array.from(
      panel.querySelectorAll('.stay-navigation-sidebar__list > li > :is(a, button)'),
      (entry) => entry.textContent,
    );
    // "Our brands" is not flagged isDisplayMobile; "Gift points" under Rewards neither.
    expect(entries).to.deep.equal(['Destinations', 'Offers', 'Rewards', 'Long stays', 'Buy pointsNew']);
    const rewards = buttonNamed(panel, 'Rewards')!;
    const offers = buttonNamed(panel, 'Offers')!;
    const rewardsPanel = document.getElementById(rewards.getAttribute('aria-controls')!)!;
    expect(rewardsPanel.hidden).to.equal(true);
    rewards.click();
    await waitFor(() => rewards.getAttribute('aria-expanded') === 'true', 'Rewards open');
    expect(rewardsPanel.hidden).to.equal(false);
    expect(linkNamed(rewardsPanel, 'Buy points')).to.not.equal(undefined);
    expect(linkNamed(rewardsPanel, 'Gift points')).to.equal(undefined);
    offers.click();
    await waitFor(() => offers.getAttribute('aria-expanded') === 'true', 'Offers open');
    expect(rewards.getAttribute('aria-expanded')).to.equal('false');
    expect(rewardsPanel.hidden).to.equal(true);
  });

  it('holds the language and currency selectors, and closes on a backdrop click or a followed link', async () => {
    const root = await renderMobileNavigation();
    let panel = await openSidebar(root);
    expect(panel.querySelector('.stay-language-selector__button')).to.not.equal(null);
    expect(panel.querySelector('.stay-currency-selector__select')).to.not.equal(null);
    // A real click on the dimmed area beside the panel (not a synthetic one: inert content ignores the pointer).
    await sendMouse({ type: 'click', position: [10, 300] });
    await waitFor(() => !sidebar(), 'closed by the backdrop');

    panel = await openSidebar(root);
    const longStays = queryByRole<HTMLAnchorElement>(panel, 'link', { name: 'Long stays' }) ?? undefined;
    longStays!.click();
    await waitFor(() => !sidebar(), 'closed by a followed link');
    expect(window.dataLayer).to.deep.include({
      event: 'linkClick',
      component: 'navigation',
      linkText: 'Long stays',
      linkUrl: '/en/long-stays/',
      linkType: 'internal',
    });
  });

  it('closes the sidebar when the viewport grows to desktop', async () => {
    const root = await renderMobileNavigation();
    await openSidebar(root);
    await setViewport({ width: 1280, height: 800 });
    await waitFor(() => !sidebar(), 'sidebar closed at desktop width');
    expect(getComputedStyle(root.querySelector('.stay-navigation__menu')!).display).not.to.equal('none');
  });
});
