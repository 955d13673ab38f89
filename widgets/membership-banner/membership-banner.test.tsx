import { expect } from 'chai';
import widgetStyles from '../styles.css?inline';
import { addFixture, addWidgetStyles, captureWarnings, removeFixtures, renderFixture, waitFor } from '../../shared/testing/fixtures';

// The page configuration is read once: this test page is an English page.
const config = document.createElement('script');
config.type = 'application/json';
config.id = 'stay-widgets-config';
config.textContent = JSON.stringify({ language: 'en' });
document.head.append(config);
localStorage.clear();
await import('./element');

addWidgetStyles(widgetStyles);

const LOGIN_COOKIE = 'stay-member-token';
const FAULTS_COOKIE = 'stay-sandbox-faults';

/** Each test reads its own brand, so answers cached or shared by the API client never leak between tests. */
function banner(brand: string): string {
  return `
    <stay-membership-banner data-brand="${brand}">
      <h2>Become a Stay member</h2>
      <p>Join for free and save from your first stay.</p>
      <a href="/en/member/sign-up/">Join now</a>
    </stay-membership-banner>`;
}

const cardLabels = (root: ParentNode) =>
  Array.from(root.querySelectorAll('li.stay-membership-banner__benefit'), (card) => card.textContent);
const isDisplayed = (element: Element) => getComputedStyle(element).display !== 'none';

function setFaults(rules: unknown[]): void {
  document.cookie = `${FAULTS_COOKIE}=${encodeURIComponent(JSON.stringify(rules))}; path=/`;
}

function signIn(token: string | undefined): void {
  document.cookie = token ? `${LOGIN_COOKIE}=${token}; path=/` : `${LOGIN_COOKIE}=; path=/; max-age=0`;
  window.dispatchEvent(new CustomEvent('stay:session-change'));
}

/** Calls the sandbox logged for this brand's benefits configuration. */
async function benefitsCalls(brand: string): Promise<number> {
  const response = await fetch(`/__sandbox/requests?match=${encodeURIComponent(`benefitsconfiguration/${brand}/`)}`);
  const body = (await response.json()) as { content: unknown[] };
  return body.content.length;
}

afterEach(() => {
  // Signed out while the banner is still mounted: the session atoms hear it (see the report on stale sessions).
  signIn(undefined);
  removeFixtures();
  document.cookie = `${FAULTS_COOKIE}=; path=/; max-age=0`;
  window.dataLayer = [];
});

// First on the page, as a page loaded by a member: the login cookie is read when the session is first used.
describe('stay-membership-banner on a page loaded signed in', () => {
  it('is hidden, and fetches nothing, when the login cookie is present', async () => {
    document.cookie = `${LOGIN_COOKIE}=member-token; path=/`;
    const root = await renderFixture(banner('members'), '.stay-membership-banner[hidden]');
    const element = root.querySelector('stay-membership-banner')!;
    expect(isDisplayed(element)).to.equal(false);
    expect(element.textContent!.trim()).to.equal('');
    expect(await benefitsCalls('members')).to.equal(0);
  });
});

describe('stay-membership-banner for a visitor who is not signed in', () => {
  it('shows the authored shell and the first 4 of the 5 classic benefits with their icons', async () => {
    const root = await renderFixture(banner('cards'), 'li.stay-membership-banner__benefit');
    expect(root.querySelector('h2')!.textContent).to.equal('Become a Stay member');
    expect(cardLabels(root)).to.deep.equal(['Member-only rates', 'Earn points on every stay', 'Pay with points', 'Free Wi-Fi']);
    const icons = Array.from(root.querySelectorAll<HTMLImageElement>('.stay-membership-banner__icon'));
    expect(icons.map((icon) => new URL(icon.src).pathname)).to.deep.equal([
      '/demo-assets/icons/tag.svg',
      '/demo-assets/icons/star.svg',
      '/demo-assets/icons/coins.svg',
      '/demo-assets/icons/wifi.svg',
    ]);
    expect(icons.every((icon) => icon.alt === '')).to.equal(true);
    expect(root.querySelector('ul')!.getAttribute('aria-label')).to.equal('Member benefits');
  });

  it('shows the buy-point link and the terms of the configuration', async () => {
    const root = await renderFixture(banner('links'), '.stay-membership-banner__buy-points');
    const buyPoints = root.querySelector<HTMLAnchorElement>('.stay-membership-banner__buy-points')!;
    expect(buyPoints.textContent).to.equal('Buy points');
    expect(buyPoints.getAttribute('href')).to.equal('/en/member/buy-points/');
    expect(root.querySelector('.stay-membership-banner__terms')!.textContent).to.equal(
      'Membership is free. Benefits vary by property and are subject to the programme terms.',
    );
  });

  it('pushes a link-click event for its own and for authored links', async () => {
    const root = await renderFixture(banner('analytics'), '.stay-membership-banner__buy-points');
    const stayOnPage = (event: Event) => event.preventDefault();
    document.addEventListener('click', stayOnPage);
    try {
      root.querySelector<HTMLAnchorElement>('.stay-membership-banner__buy-points')!.click();
      root.querySelector<HTMLAnchorElement>('a[href="/en/member/sign-up/"]')!.click();
    } finally {
      document.removeEventListener('click', stayOnPage);
    }
    expect(window.dataLayer).to.deep.equal([
      {
        event: 'linkClick',
        component: 'membership-banner',
        linkText: 'Buy points',
        linkUrl: '/en/member/buy-points/',
        linkType: 'internal',
      },
      { event: 'linkClick', component: 'membership-banner', linkText: 'Join now', linkUrl: '/en/member/sign-up/', linkType: 'internal' },
    ]);
  });

  it('shows skeleton cards while loading, in the space reserved before the upgrade: no layout shift', async () => {
    setFaults([{ match: 'benefitsconfiguration/slow/', kind: 'slow', delayMs: 700 }]);
    const root = addFixture(banner('slow'));
    const element = root.querySelector('stay-membership-banner')!;
    // Measured before React renders: the authored markup with the reserved space.
    const authoredHeight = element.getBoundingClientRect().height;
    await waitFor(() => root.querySelector('.stay-membership-banner__benefit--skeleton'), 'skeleton cards');
    expect(root.querySelectorAll('.stay-membership-banner__benefit--skeleton').length).to.equal(4);
    expect(root.querySelector('.stay-membership-banner__benefits')!.getAttribute('aria-hidden')).to.equal('true');
    expect(root.querySelector('.stay-membership-banner__status')!.textContent).to.equal('Loading member benefits');
    const loadingHeight = element.getBoundingClientRect().height;
    await waitFor(() => cardLabels(root).length === 4, 'the benefit cards');
    const loadedHeight = element.getBoundingClientRect().height;
    expect(loadingHeight).to.be.closeTo(authoredHeight, 0.5);
    expect(loadedHeight).to.be.closeTo(authoredHeight, 0.5);
    expect(root.querySelector('.stay-membership-banner__status')).to.equal(null);
  });

  it('falls back to the default brand with one warning for an invalid data-brand', async () => {
    const warnings = captureWarnings();
    try {
      const root = await renderFixture(banner('../secrets'), 'li.stay-membership-banner__benefit');
      expect(cardLabels(root).length).to.equal(4);
      expect(warnings.messages.filter((message) => message.includes('<stay-membership-banner> data-brand="../secrets"')).length).to.equal(
        1,
      );
    } finally {
      warnings.restore();
    }
  });
});

describe('stay-membership-banner and the session', () => {
  it('disappears without reload when the visitor signs in on the page, and comes back on sign-out', async () => {
    const root = await renderFixture(banner('session'), 'li.stay-membership-banner__benefit');
    const element = root.querySelector('stay-membership-banner')!;
    signIn('fresh-token');
    await waitFor(() => !isDisplayed(element), 'the banner to hide');
    expect(root.querySelector('h2')).to.equal(null);
    signIn(undefined);
    await waitFor(() => cardLabels(root).length === 4, 'the banner to come back');
    expect(root.querySelector('h2')!.textContent).to.equal('Become a Stay member');
  });
});

describe('stay-membership-banner when the benefits configuration fails (content spec §8)', () => {
  for (const fault of [{ kind: 'error', status: 503 }, { kind: 'malformed' }]) {
    it(`shows only the promo shell, with no message, on a ${fault.kind} answer`, async () => {
      const brand = `fault-${fault.kind}`;
      setFaults([{ match: `benefitsconfiguration/${brand}/`, ...fault }]);
      const root = await renderFixture(banner(brand), '.stay-membership-banner__shell h2');
      await waitFor(() => !root.querySelector('.stay-membership-banner__benefit--skeleton'), 'loading to end');
      expect(await benefitsCalls(brand)).to.be.greaterThan(0);
      const shell = Array.from(root.querySelector('.stay-membership-banner__shell')!.children, (child) => child.textContent);
      expect(shell).to.deep.equal(['Become a Stay member', 'Join for free and save from your first stay.', 'Join now']);
      expect(root.querySelector('.stay-membership-banner__benefits, .stay-membership-banner__footer, [role="alert"]')).to.equal(null);
      expect(isDisplayed(root.querySelector('stay-membership-banner')!)).to.equal(true);
    });
  }
});
