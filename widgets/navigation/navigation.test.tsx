import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import widgetStyles from '../styles.css?inline';
import { addWidgetStyles, captureWarnings, removeFixtures, renderFixture, waitFor } from '../../testing/fixtures';
import { resetPageForTest, type SandboxFault } from '../../testing/page-state';
import { accessibleName, allByRole, byRole, namesByRole, queryByRole } from '../../testing/roles';
import { getApiClient } from '../../shared/api/page-client';
import { pageStore } from '../../shared/store/page-store';
import { buyPointsBlockAtom } from '../../shared/store/region-atoms';
import { fetchNavigationItems } from './navigation-items';
import {
  AUTHORED_HEADER,
  buttonNamed,
  configurePage,
  linkNamed,
  preventNavigation,
  topLevelNames,
  topLinkNamed,
} from '../../testing/navigation-header';

configurePage();
addWidgetStyles(widgetStyles);
preventNavigation();
await import('./element');

const DESKTOP = { width: 1280, height: 800 };
const MENU_LOADED = '.stay-navigation__toggle + .stay-navigation__panel .stay-navigation__cards';

/** Renders the header and waits for the content service's menu (the Offers image cards exist only there). */
async function renderLoadedNavigation(attributes = ''): Promise<HTMLElement> {
  const root = await renderFixture(AUTHORED_HEADER.replace('<stay-navigation', `<stay-navigation ${attributes}`), MENU_LOADED);
  // Buy-point entries appear once the region lookup (SG: not blocked) has answered.
  await waitFor(() => topLinkNamed(root, 'Buy points'), 'buy-point link after the region lookup');
  return root;
}

const panelOf = (button: HTMLButtonElement) => document.getElementById(button.getAttribute('aria-controls')!)!;
/** The bar has rendered (authored or from the service): its Destinations button. */
const barRendered = (root: HTMLElement) => queryByRole(root, 'button', { name: 'Destinations' });
/** The content service's menu has arrived: Offers is a disclosure there (a link in the authored header). */
const menuLoaded = (root: HTMLElement) => queryByRole(root, 'button', { name: 'Offers' });
/** The search modal (a dialog named "Find your stay"), its close button and its fallback link. */
const searchDialog = () => queryByRole(document.body, 'dialog', { name: 'Find your stay' });
const closeSearch = (dialog: HTMLElement) => byRole<HTMLButtonElement>(dialog, 'button', { name: 'Close search' });
const searchFallback = (dialog: HTMLElement) => byRole<HTMLAnchorElement>(dialog, 'link', { name: 'Browse all our properties' });
const openPanels = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLElement>('.stay-navigation__panel:not([hidden])'));

beforeEach(async () => {
  await setViewport(DESKTOP);
});

afterEach(() => {
  removeFixtures();
  window.dataLayer = [];
  window.scrollTo(0, 0);
});

describe('stay-navigation menu from the content service', () => {
  it('renders top items as disclosure buttons or links, dropping items switched off (isShow false)', async () => {
    const root = await renderLoadedNavigation();
    expect(topLevelNames(root)).to.deep.equal([
      'button:Destinations',
      'button:Offers',
      'button:Our brands',
      'button:Rewards',
      'link:Long stays',
      'link:Buy pointsNew',
    ]);
    expect(root.textContent).not.to.contain('Corporate stays');
    expect(queryByRole(root, 'navigation', { name: 'Main' })).to.not.equal(null);
    for (const button of allByRole<HTMLButtonElement>(root, 'button').filter(
      (button) => button.hasAttribute('aria-controls') && button.closest('nav'),
    )) {
      expect(button.getAttribute('aria-expanded')).to.equal('false');
      expect(panelOf(button).hidden).to.equal(true);
    }
    expect(queryByRole(root, 'link', { name: 'Stay, home' })).to.not.equal(null);
  });

  it('shows a "new" label on items flagged isShowNewLabel', async () => {
    const root = await renderLoadedNavigation();
    const buyPoints = topLinkNamed(root, 'Buy points')!;
    expect(buyPoints.querySelector('.stay-navigation__new')?.textContent).to.equal('New');
    expect(topLinkNamed(root, 'Long stays')!.querySelector('.stay-navigation__new')).to.equal(null);
  });

  it('lays out sections (columnList): titled columns of links, with the overview link first', async () => {
    const root = await renderLoadedNavigation();
    const destinations = buttonNamed(root, 'Destinations')!;
    destinations.click();
    const panel = panelOf(destinations);
    await waitFor(() => !panel.hidden, 'Destinations panel open');
    expect(byRole(panel, 'link', { name: 'Explore Destinations' }).getAttribute('href')).to.equal('/en/destinations/');
    // Each column is a list of links named by its title.
    const columns = allByRole(panel, 'list').filter((list) => list.hasAttribute('aria-labelledby'));
    expect(columns.map(accessibleName)).to.deep.equal(['Asia', 'Middle East and Europe', 'Australia and the Americas']);
    expect(namesByRole(columns[0]!, 'link')).to.deep.equal(['Singapore', 'Tokyo', 'Shanghai', 'Seoul', 'Bangkok']);
    // Columns sit side by side on desktop.
    const [first, second] = columns.map((column) => column.getBoundingClientRect());
    expect(second!.left).to.be.greaterThan(first!.right - 1);
    expect(Math.abs(second!.top - first!.top)).to.be.lessThan(1);
  });

  it('lays out images (imageList): cards with an image and a link each', async () => {
    const root = await renderLoadedNavigation();
    const offers = buttonNamed(root, 'Offers')!;
    offers.click();
    const panel = panelOf(offers);
    await waitFor(() => !panel.hidden, 'Offers panel open');
    const cards = allByRole<HTMLAnchorElement>(panel, 'link').filter((link) => link.querySelector('img'));
    expect(cards.map((card) => card.getAttribute('href'))).to.deep.equal([
      '/en/offers/long-stays/',
      '/en/offers/family/',
      '/en/offers/business/',
    ]);
    expect(cards.map((card) => card.querySelector('img')?.getAttribute('src'))).to.deep.equal([
      '/demo-assets/navigation/long-stays.svg',
      '/demo-assets/navigation/family.svg',
      '/demo-assets/navigation/business.svg',
    ]);
    expect(cards.every((card) => card.querySelector('img')?.getAttribute('alt') === '')).to.equal(true);
    expect(cards[1]!.querySelector('.stay-navigation__new')).to.not.equal(null);
    expect(cards[0]!.getBoundingClientRect().width).to.be.greaterThan(150);
  });

  it('lays out logo lists: at most maxLogoDisplay logos, then a "view all" link', async () => {
    const root = await renderLoadedNavigation();
    const brands = buttonNamed(root, 'Our brands')!;
    brands.click();
    const panel = panelOf(brands);
    await waitFor(() => !panel.hidden, 'Our brands panel open');
    // Logo links are named by their image; then "View all", and no overview link.
    expect(namesByRole(panel, 'link')).to.deep.equal(['Aster Residences', 'Harbourline Suites', 'Kiri House', 'View all']);
    expect(namesByRole(panel, 'img')).to.deep.equal(['Aster Residences', 'Harbourline Suites', 'Kiri House']);
    expect(byRole(panel, 'link', { name: 'View all' }).getAttribute('href')).to.equal('/en/brands/');
  });
});

describe('stay-navigation disclosure keyboard and pointer paths', () => {
  it('opens with Enter and Space, one sub-menu at a time, and Escape closes and returns focus', async () => {
    const root = await renderLoadedNavigation();
    const destinations = buttonNamed(root, 'Destinations')!;
    const offers = buttonNamed(root, 'Offers')!;
    destinations.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => destinations.getAttribute('aria-expanded') === 'true', 'Enter opens');
    expect(openPanels(root)).to.deep.equal([panelOf(destinations)]);

    // Tab walks into the open sub-menu: its first link follows its button.
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.textContent).to.equal('Explore Destinations');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => destinations.getAttribute('aria-expanded') === 'false', 'Escape closes');
    expect(document.activeElement).to.equal(destinations);

    await sendKeys({ press: 'Space' });
    await waitFor(() => destinations.getAttribute('aria-expanded') === 'true', 'Space opens');
    offers.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => offers.getAttribute('aria-expanded') === 'true', 'second sub-menu opens');
    expect(destinations.getAttribute('aria-expanded')).to.equal('false');
    expect(openPanels(root)).to.deep.equal([panelOf(offers)]);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => offers.getAttribute('aria-expanded') === 'false', 'Enter again closes');
    expect(openPanels(root)).to.deep.equal([]);
  });

  it('closes when the visitor clicks outside, or when the focus leaves the menu', async () => {
    const root = await renderLoadedNavigation();
    const outside = document.createElement('button');
    outside.textContent = 'Outside';
    root.append(outside);
    const rewards = buttonNamed(root, 'Rewards')!;
    rewards.click();
    await waitFor(() => rewards.getAttribute('aria-expanded') === 'true', 'Rewards open');
    panelOf(rewards).click();
    expect(rewards.getAttribute('aria-expanded')).to.equal('true');
    document.body.click();
    await waitFor(() => rewards.getAttribute('aria-expanded') === 'false', 'outside click closes');

    rewards.focus();
    rewards.click();
    await waitFor(() => rewards.getAttribute('aria-expanded') === 'true', 'Rewards open again');
    outside.focus();
    await waitFor(() => rewards.getAttribute('aria-expanded') === 'false', 'focus leaving closes');
  });

  it('sends a user-interaction event per opened sub-menu and a link-click event per followed link', async () => {
    const root = await renderLoadedNavigation();
    const rewards = buttonNamed(root, 'Rewards')!;
    rewards.click();
    await waitFor(() => !panelOf(rewards).hidden, 'Rewards open');
    linkNamed(panelOf(rewards), 'Earn points')!.click();
    await waitFor(() => rewards.getAttribute('aria-expanded') === 'false', 'a followed link closes the sub-menu');
    byRole(root, 'link', { name: 'Stay, home' }).click();
    const brands = buttonNamed(root, 'Our brands')!;
    brands.click();
    await waitFor(() => !panelOf(brands).hidden, 'brands open');
    panelOf(brands).querySelector<HTMLAnchorElement>('.stay-navigation__brand')!.click();
    expect(window.dataLayer).to.deep.equal([
      { event: 'userInteraction', Category: 'header', Component: 'navigation', Element: 'sub-menu', Action: 'open', Parameter1: 'Rewards' },
      { event: 'linkClick', component: 'navigation', linkText: 'Earn points', linkUrl: '/en/rewards/earn/', linkType: 'internal' },
      { event: 'linkClick', component: 'navigation', linkText: 'Stay', linkUrl: '/en/', linkType: 'internal' },
      {
        event: 'userInteraction',
        Category: 'header',
        Component: 'navigation',
        Element: 'sub-menu',
        Action: 'open',
        Parameter1: 'Our brands',
      },
      {
        event: 'linkClick',
        component: 'navigation',
        linkText: 'Aster Residences',
        linkUrl: '/en/brands/aster-residences/',
        linkType: 'internal',
      },
    ]);
  });
});

describe('stay-navigation header tools', () => {
  it('renders the language and currency selectors in the utility row on desktop', async () => {
    const root = await renderLoadedNavigation();
    const utility = root.querySelector('.stay-navigation__utility')!;
    expect(queryByRole(utility, 'button')?.getAttribute('aria-controls'), 'the language disclosure').to.be.a('string');
    expect(queryByRole(utility, 'combobox')).to.not.equal(null);
    // The sidebar's menu button is for narrow windows only.
    expect(queryByRole(root, 'button', { name: 'Menu' })).to.equal(null);
    expect(queryByRole(root, 'button', { name: 'Menu', hidden: true })).to.not.equal(null);
  });

  it('opens the search modal with the booking search inside; Escape closes it and focus returns', async () => {
    const root = await renderLoadedNavigation();
    const search = buttonNamed(root, 'Search')!;
    search.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await waitFor(searchDialog, 'search dialog');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).to.equal('Find your stay');
    expect(dialog.querySelector('stay-booking-search')).to.not.equal(null);
    expect(searchFallback(dialog).getAttribute('href')).to.equal('/en/booking/property-listing/');
    await waitFor(() => document.activeElement === closeSearch(dialog), 'focus on the close button');
    // Focus is trapped: Tab from the last control comes back to the first.
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.textContent).to.equal('Browse all our properties');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(closeSearch(dialog));
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !searchDialog(), 'search dialog closed');
    await waitFor(() => document.activeElement === search, 'focus back on the search button');
    expect(window.dataLayer).to.deep.include({
      event: 'userInteraction',
      Category: 'header',
      Component: 'navigation',
      Element: 'search',
      Action: 'open',
    });
  });

  it('closes the search modal with its close button and uses data-search-url for the fallback link', async () => {
    const root = await renderLoadedNavigation('data-search-url="/en/properties/"');
    buttonNamed(root, 'Search')!.click();
    const dialog = await waitFor(searchDialog, 'search dialog');
    expect(searchFallback(dialog).getAttribute('href')).to.equal('/en/properties/');
    closeSearch(dialog).click();
    await waitFor(() => !searchDialog(), 'search dialog closed');
  });
});

describe('stay-navigation sticky and transparent modes', () => {
  const TALL = '<div style="height: 3000px"></div>';

  it('turns sticky when the sentinel leaves the view, without moving the content below, and back', async () => {
    const root = await renderLoadedNavigation();
    root.insertAdjacentHTML('afterbegin', '<div style="height: 200px"></div>');
    root.insertAdjacentHTML('beforeend', `<p id="below">Below</p>${TALL}`);
    const host = root.querySelector<HTMLElement>('stay-navigation')!;
    const header = root.querySelector<HTMLElement>('.stay-navigation')!;
    const changes: boolean[] = [];
    host.addEventListener('stay:navigation-sticky', (event) => changes.push((event as CustomEvent<{ sticky: boolean }>).detail.sticky));
    const below = root.querySelector<HTMLElement>('#below')!;
    const belowBefore = below.getBoundingClientRect().top + window.scrollY;
    expect(header.classList.contains('stay-navigation--sticky')).to.equal(false);

    window.scrollTo(0, 600);
    // The sentinel's IntersectionObserver reports on a rendering step: slow when the machine is loaded.
    await waitFor(() => header.classList.contains('stay-navigation--sticky'), 'sticky after scrolling past', 8000);
    expect(getComputedStyle(header).position).to.equal('fixed');
    expect(header.getBoundingClientRect().top).to.equal(0);
    expect(header.getBoundingClientRect().height).to.equal(104);
    expect(below.getBoundingClientRect().top + window.scrollY).to.equal(belowBefore);

    window.scrollTo(0, 0);
    await waitFor(() => !header.classList.contains('stay-navigation--sticky'), 'back in place at the top', 8000);
    expect(changes, 'the event comes with the change').to.deep.equal([true, false]);
    expect(header.getBoundingClientRect().top).to.equal(host.getBoundingClientRect().top);
  });

  it('stays in place with data-sticky="false"', async () => {
    const root = await renderLoadedNavigation('data-sticky="false"');
    root.insertAdjacentHTML('beforeend', TALL);
    window.scrollTo(0, 600);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const header = root.querySelector<HTMLElement>('.stay-navigation')!;
    expect(header.classList.contains('stay-navigation--sticky')).to.equal(false);
    expect(header.getBoundingClientRect().bottom).to.be.lessThan(0);
  });

  it('is transparent over what follows it until it turns sticky, then opaque', async () => {
    const root = await renderLoadedNavigation('data-transparent');
    root.insertAdjacentHTML('beforeend', `<section id="slider" style="height: 400px; background: #27415f"></section>${TALL}`);
    const host = root.querySelector<HTMLElement>('stay-navigation')!;
    const header = root.querySelector<HTMLElement>('.stay-navigation')!;
    const slider = root.querySelector<HTMLElement>('#slider')!;
    expect(header.classList.contains('stay-navigation--transparent')).to.equal(true);
    expect(getComputedStyle(header).color).to.equal('rgb(255, 255, 255)');
    // The slider starts under the header, at the element's own top edge.
    expect(slider.getBoundingClientRect().top).to.equal(host.getBoundingClientRect().top);

    // An open sub-menu makes the bar opaque, so its panel does not hang under a see-through bar.
    const offers = buttonNamed(root, 'Offers')!;
    offers.click();
    await waitFor(() => !header.classList.contains('stay-navigation--transparent'), 'opaque while a sub-menu is open');
    offers.click();
    await waitFor(() => header.classList.contains('stay-navigation--transparent'), 'transparent again');

    window.scrollTo(0, 800);
    await waitFor(() => header.classList.contains('stay-navigation--sticky'), 'sticky');
    expect(header.classList.contains('stay-navigation--transparent')).to.equal(false);
    expect(getComputedStyle(header).backgroundColor).to.equal('rgb(255, 255, 255)');
  });
});

describe('stay-navigation URL fragment on arrival', () => {
  // The loader scrolls to the fragment's element on arrival (shared/element/arrival-fragment.ts,
  // e2e fragment-arrival.spec.ts); the header's part is that the element lands clear of it.
  it('lets a scrolled-to element land clear of the sticky header', async () => {
    const root = await renderFixture(
      `${AUTHORED_HEADER}<div style="height: 2500px"></div><h2 id="arrival-target">Target</h2><div style="height: 2500px"></div>`,
      barRendered,
    );
    const target = root.querySelector<HTMLElement>('#arrival-target')!;
    target.scrollIntoView({ block: 'start' });
    await waitFor(() => {
      const { top } = target.getBoundingClientRect();
      return top >= 104 && top < 200;
    }, 'target scrolled below the sticky header');
  });
});

describe('stay-navigation attributes', () => {
  it('falls back to the defaults with one warning per invalid attribute', async () => {
    const warnings = captureWarnings();
    try {
      const root = await renderLoadedNavigation('data-sticky="sometimes" data-transparent="maybe" data-search-url="javascript:alert(1)"');
      const navigationWarnings = warnings.messages.filter((message) => message.includes('<stay-navigation>'));
      expect(navigationWarnings).to.have.length(3);
      expect(navigationWarnings.some((message) => message.includes('data-sticky="sometimes"'))).to.equal(true);
      expect(navigationWarnings.some((message) => message.includes('data-search-url="javascript:alert(1)"'))).to.equal(true);
      // Defaults: not transparent, sticky on, search fallback to the property list.
      const header = root.querySelector<HTMLElement>('.stay-navigation')!;
      expect(header.classList.contains('stay-navigation--transparent')).to.equal(false);
      buttonNamed(root, 'Search')!.click();
      const dialog = await waitFor(searchDialog, 'search dialog');
      expect(searchFallback(dialog).getAttribute('href')).to.equal('/en/booking/property-listing/');
      closeSearch(dialog).click();
      await waitFor(() => !searchDialog(), 'search dialog closed');
    } finally {
      warnings.restore();
    }
  });

  it('re-renders when an attribute changes, and names the menu from data-label', async () => {
    const root = await renderLoadedNavigation('data-label="Site menu"');
    const host = root.querySelector('stay-navigation')!;
    expect(queryByRole(root, 'navigation', { name: 'Site menu' })).to.not.equal(null);
    host.setAttribute('data-transparent', '');
    await waitFor(() => root.querySelector('.stay-navigation--transparent'), 'transparent after the attribute is set');
    host.removeAttribute('data-label');
    await waitFor(() => queryByRole(root, 'navigation', { name: 'Main' }), 'authored label again');
  });
});

describe('stay-navigation current page (WAI-ARIA APG disclosure navigation)', () => {
  const currentLinks = (root: ParentNode) =>
    Array.from(root.querySelectorAll('[aria-current="page"]'), (link) => `${link.textContent}=${link.getAttribute('aria-current')}`);
  const testPage = location.pathname + location.search;
  afterEach(() => history.replaceState(null, '', testPage));

  it('marks the link to the page shown with aria-current="page", and follows in-page navigation', async () => {
    history.replaceState(null, '', '/en/long-stays/');
    const root = await renderLoadedNavigation();
    expect(currentLinks(root)).to.deep.equal(['Long stays=page']);

    history.pushState(null, '', '/en/destinations/tokyo/#map');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => linkNamed(root, 'Tokyo')?.getAttribute('aria-current') === 'page', 'the Tokyo sub-menu link current');
    expect(currentLinks(root)).to.deep.equal(['Tokyo=page']);
    expect(topLinkNamed(root, 'Long stays')!.hasAttribute('aria-current')).to.equal(false);
  });
});

/** Each page state below is a page of its own: the menu, the region and its lookup are read once per page. */
function onPage(state: { region?: string; faults?: SandboxFault[] }): void {
  before(() => resetPageForTest({ language: 'en', ...state }));
  after(() => resetPageForTest({ language: 'en' }));
}

describe('stay-navigation while the menu loads', () => {
  // The menu answers slowly: the authored links must hold the place meanwhile, without a flash.
  onPage({ faults: [{ match: '/navigation/p_lang/', kind: 'slow', delayMs: 1200 }] });

  it('shows the authored top-level links at once, then the content service menu', async () => {
    const root = await renderFixture(AUTHORED_HEADER, barRendered);
    expect(topLevelNames(root)).to.deep.equal(['button:Destinations', 'link:Offers', 'link:Long stays']);
    expect(byRole(root, 'link', { name: 'Offers' }).getBoundingClientRect().width).to.be.greaterThan(0);
    await waitFor(() => menuLoaded(root), 'menu from the content service', 5000);
    expect(topLevelNames(root).slice(0, 4)).to.deep.equal(['button:Destinations', 'button:Offers', 'button:Our brands', 'button:Rewards']);
  });
});

describe('stay-navigation when the menu cannot be fetched', () => {
  // The content service fails for the menu (content spec §8: content failures are swallowed). A 404
  // is not retried, so the one failed call below is the end of it.
  onPage({ faults: [{ match: '/navigation/p_lang/', kind: 'error', status: 404 }] });

  it('keeps the authored links, with authored sub-lists as working disclosures, and no error shown', async () => {
    const errors: unknown[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const root = await renderFixture(AUTHORED_HEADER, barRendered);
      // The same read as the widget's, through the page's client (one request, shared): once it has
      // answered, the widget has handled the failure too; a frame later anything it rendered is on screen.
      const failed = await fetchNavigationItems(getApiClient(), 'en', (href) => href);
      expect(failed.ok).to.equal(false);
      await new Promise(requestAnimationFrame);
      expect(topLevelNames(root)).to.deep.equal(['button:Destinations', 'link:Offers', 'link:Long stays']);
      expect(queryByRole(root, 'alert')).to.equal(null);
      expect(errors).to.deep.equal([]);

      const destinations = byRole<HTMLButtonElement>(root, 'button', { name: 'Destinations' });
      destinations.focus();
      await sendKeys({ press: 'Enter' });
      const panel = panelOf(destinations);
      await waitFor(() => !panel.hidden, 'authored sub-list open');
      expect(
        allByRole<HTMLAnchorElement>(panel, 'link').map((link) => `${accessibleName(link)} ${link.getAttribute('href')}`),
      ).to.deep.equal(['Explore Destinations /en/destinations/', 'Singapore /en/destinations/singapore/', 'Tokyo /en/destinations/tokyo/']);
      await sendKeys({ press: 'Escape' });
      await waitFor(() => panel.hidden, 'closed by Escape');
      expect(document.activeElement).to.equal(destinations);
    } finally {
      console.error = originalError;
    }
  });
});

describe('stay-navigation where buying points is blocked (region CN)', () => {
  onPage({ region: 'CN' });

  it('never shows buy-point entries, at the top level nor inside sub-menus, on desktop and mobile', async () => {
    const root = await renderFixture(AUTHORED_HEADER, menuLoaded);
    const lookup = await waitFor(() => {
      const state = pageStore.get(buyPointsBlockAtom);
      return state.state === 'hasData' && state.data;
    }, 'buy-points lookup');
    expect(lookup).to.deep.equal({ status: 'ok', blocked: true });
    expect(topLevelNames(root)).to.deep.equal([
      'button:Destinations',
      'button:Offers',
      'button:Our brands',
      'button:Rewards',
      'link:Long stays',
    ]);
    const panel = panelOf(buttonNamed(root, 'Rewards')!);
    const titles = Array.from(panel.querySelectorAll('.stay-navigation__section'), (section) => section.textContent);
    expect(titles).to.deep.equal(['MembershipJoin for freeMember tiers', 'PointsEarn points']);

    await setViewport({ width: 800, height: 700 });
    byRole(root, 'button', { name: /menu/i }).click();
    const sidebar = await waitFor(() => queryByRole(document.body, 'dialog'), 'sidebar');
    expect(linkNamed(sidebar, 'Buy points')).to.equal(undefined);
    expect(linkNamed(sidebar, 'Earn points')).to.not.equal(undefined);
    byRole(sidebar, 'button', { name: /close/i }).click();
    await waitFor(() => !queryByRole(document.body, 'dialog'), 'sidebar closed');
  });
});

describe('stay-navigation when the region lookup fails', () => {
  // A blocked region whose lookup fails: status -1 blocks nothing (content spec §4). The block list
  // answers slowly, so the loading state can be seen first.
  onPage({
    region: 'CN',
    faults: [
      { match: '/api/configurations/client-country', kind: 'error', status: 503 },
      { match: 'buy-points-block-list', kind: 'slow', delayMs: 1000 },
    ],
  });

  it('hides buy-point entries while the lookup runs, then shows them (status -1 blocks nothing)', async () => {
    const root = await renderFixture(AUTHORED_HEADER, menuLoaded);
    expect(pageStore.get(buyPointsBlockAtom).state).to.equal('loading');
    expect(topLevelNames(root)).not.to.include('link:Buy pointsNew');
    await waitFor(() => topLevelNames(root).includes('link:Buy pointsNew'), 'buy-point link after the failed lookup');
    expect(pageStore.get(buyPointsBlockAtom)).to.deep.equal({ state: 'hasData', data: { status: -1, blocked: false } });
  });
});
