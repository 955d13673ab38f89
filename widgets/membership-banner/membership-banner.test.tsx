import { expect } from 'chai';
import widgetStyles from '../styles.css?inline';
import english from './messages/en.json';
import { defineMessages, loadTranslations, translationsOf } from '../../shared/i18n/catalogue';
import { pageStore } from '../../shared/store/page-store';
import { buyPointsBlockAtom } from '../../shared/store/region-atoms';
import {
  addFixture,
  addWidgetStyles,
  captureWarnings,
  nextFrame,
  removeFixtures,
  renderFixture,
  setPageConfig,
  waitFor,
} from '../../testing/fixtures';
import { resetPageForTest } from '../../testing/page-state';
import { allByRole, byRole, namesByRole, queryByRole } from '../../testing/roles';

// An English page (the test page's path names no language: Chinese by default).
setPageConfig({ language: 'en' });
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

/** The benefit cards as a visitor hears them: the items of the list named "Member benefits". */
const benefitCards = (root: ParentNode) => {
  const list = queryByRole(root, 'list', { name: 'Member benefits' });
  return list ? allByRole(list, 'listitem') : [];
};
const cardLabels = (root: ParentNode) => benefitCards(root).map((card) => card.textContent);
/** The line screen readers get while the cards load (visually hidden), hidden from everyone or not. */
const loadingNote = (root: ParentNode) =>
  allByRole(root, 'paragraph', { hidden: true }).find((paragraph) => paragraph.textContent === 'Loading member benefits') ?? null;
/**
 * Skeleton cards are looks only: empty boxes in an aria-hidden container, with no role and no text,
 * so their class is the only thing that tells them apart (the layout-shift test measures them).
 */
const skeletonCards = (root: ParentNode) => Array.from(root.querySelectorAll('.stay-membership-banner__benefit--skeleton'));
const paragraphs = (root: ParentNode) => namesOf(allByRole(root, 'paragraph'));
const namesOf = (elements: Element[]) => elements.map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim());
const buyPoints = (root: ParentNode) => queryByRole<HTMLAnchorElement>(root, 'link', { name: 'Buy points' });
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
    // The banner renders one hidden element (the attribute, not a class: see membership-banner.css).
    const root = await renderFixture(banner('members'), (container) => container.querySelector('stay-membership-banner > [hidden]'));
    const element = root.querySelector('stay-membership-banner')!;
    expect(isDisplayed(element)).to.equal(false);
    expect(element.textContent!.trim()).to.equal('');
    expect(await benefitsCalls('members')).to.equal(0);
  });
});

describe('stay-membership-banner for a visitor who is not signed in', () => {
  it('shows the authored shell and the first 4 of the 5 classic benefits with their icons', async () => {
    const root = await renderFixture(banner('cards'), (container) => benefitCards(container).length);
    expect(namesByRole(root, 'heading')).to.deep.equal(['Become a Stay member']);
    expect(cardLabels(root)).to.deep.equal(['Member-only rates', 'Earn points on every stay', 'Pay with points', 'Free Wi-Fi']);
    // Decorative icons (alt=""): no img role, so each card's image element.
    const icons = benefitCards(root).flatMap((card) => Array.from(card.querySelectorAll('img')));
    expect(icons.map((icon) => new URL(icon.src).pathname)).to.deep.equal([
      '/demo-assets/icons/tag.svg',
      '/demo-assets/icons/star.svg',
      '/demo-assets/icons/coins.svg',
      '/demo-assets/icons/wifi.svg',
    ]);
    expect(icons.every((icon) => icon.alt === '')).to.equal(true);
    expect(byRole(root, 'list').getAttribute('aria-label')).to.equal('Member benefits');
  });

  it('shows the buy-point link and the terms of the configuration', async () => {
    const root = await renderFixture(banner('links'), buyPoints);
    const link = buyPoints(root)!;
    expect(link.textContent).to.equal('Buy points');
    expect(link.getAttribute('href')).to.equal('/en/member/buy-points/');
    // The authored text, then the configuration's terms.
    expect(paragraphs(root)).to.deep.equal([
      'Join for free and save from your first stay.',
      'Membership is free. Benefits vary by property and are subject to the programme terms.',
    ]);
  });

  it('pushes a link-click event for its own and for authored links', async () => {
    const root = await renderFixture(banner('analytics'), buyPoints);
    const stayOnPage = (event: Event) => event.preventDefault();
    document.addEventListener('click', stayOnPage);
    try {
      byRole(root, 'link', { name: 'Buy points' }).click();
      byRole(root, 'link', { name: 'Join now' }).click();
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
    await waitFor(() => skeletonCards(root).length, 'skeleton cards');
    expect(skeletonCards(root).length).to.equal(4);
    expect(skeletonCards(root)[0]!.parentElement!.getAttribute('aria-hidden')).to.equal('true');
    expect(loadingNote(root)).to.not.equal(null);
    const loadingHeight = element.getBoundingClientRect().height;
    await waitFor(() => cardLabels(root).length === 4, 'the benefit cards');
    const loadedHeight = element.getBoundingClientRect().height;
    expect(loadingHeight).to.be.closeTo(authoredHeight, 0.5);
    expect(loadedHeight).to.be.closeTo(authoredHeight, 0.5);
    expect(loadingNote(root)).to.equal(null);
  });

  it('falls back to the default brand with one warning for an invalid data-brand', async () => {
    const warnings = captureWarnings();
    try {
      const root = await renderFixture(banner('../secrets'), (container) => benefitCards(container).length);
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
    const root = await renderFixture(banner('session'), (container) => benefitCards(container).length);
    const element = root.querySelector('stay-membership-banner')!;
    signIn('fresh-token');
    await waitFor(() => !isDisplayed(element), 'the banner to hide');
    expect(queryByRole(root, 'heading', { hidden: true })).to.equal(null);
    signIn(undefined);
    await waitFor(() => cardLabels(root).length === 4, 'the banner to come back');
    expect(namesByRole(root, 'heading')).to.deep.equal(['Become a Stay member']);
  });
});

describe('stay-membership-banner when the benefits configuration fails (content spec §8)', () => {
  for (const fault of [{ kind: 'error', status: 503 }, { kind: 'malformed' }]) {
    it(`shows only the promo shell, with no message, on a ${fault.kind} answer`, async () => {
      const brand = `fault-${fault.kind}`;
      setFaults([{ match: `benefitsconfiguration/${brand}/`, ...fault }]);
      const root = await renderFixture(banner(brand), (container) => queryByRole(container, 'heading', { name: 'Become a Stay member' }));
      await waitFor(() => !loadingNote(root), 'loading to end');
      expect(await benefitsCalls(brand)).to.be.greaterThan(0);
      // The authored shell (the heading's box) is all the banner renders: no cards, footer or message.
      const shell = byRole(root, 'heading').parentElement!;
      expect(namesOf(Array.from(shell.children))).to.deep.equal([
        'Become a Stay member',
        'Join for free and save from your first stay.',
        'Join now',
      ]);
      const rendered = Array.from(root.querySelector('stay-membership-banner')!.children);
      expect(rendered).to.have.length(1);
      expect(rendered[0]!.children).to.have.length(1);
      expect(rendered[0]!.firstElementChild).to.equal(shell);
      expect(skeletonCards(root)).to.deep.equal([]);
      expect(queryByRole(root, 'alert', { hidden: true })).to.equal(null);
      expect(isDisplayed(root.querySelector('stay-membership-banner')!)).to.equal(true);
    });
  }
});

describe('stay-membership-banner in author mode', () => {
  before(async () => {
    await resetPageForTest({ authorMode: true, language: 'en' });
    document.cookie = `${LOGIN_COOKIE}=author-token; path=/`;
  });
  after(() => resetPageForTest({ language: 'en' }));

  it('stays visible for a signed-in author, with a note that members do not see it', async () => {
    const root = await renderFixture(
      `<stay-membership-banner data-brand="author"><h2>Become a member</h2><a href="/en/member/sign-up/">Join now</a></stay-membership-banner>`,
      (container) => queryByRole(container, 'list', { name: 'Member benefits' }),
    );
    expect(byRole(root, 'note').textContent).to.contain('signed in do not see this banner');
    expect(namesByRole(root, 'heading')).to.deep.equal(['Become a member']);
    expect(allByRole(byRole(root, 'list', { name: 'Member benefits' }), 'listitem').length).to.equal(4);
  });
});

// A visitor from China, where buying points is blocked (sandbox block list: CN, VN), on a page that
// names no language (Chinese, the default).
describe('stay-membership-banner where buying points is blocked', () => {
  before(async () => {
    await resetPageForTest({ region: 'CN' });
    await loadTranslations('zh');
  });
  after(() => resetPageForTest({ language: 'en' }));

  const translate = defineMessages({ en: english, translations: translationsOf('widgets/membership-banner') });
  const benefits = (root: ParentNode) => queryByRole(root, 'list', { name: translate('zh', 'benefits') });

  it('shows the benefits and terms but not the buy-point link (content spec §6)', async () => {
    const root = await renderFixture(
      `<stay-membership-banner data-brand="blocked"><h2>Become a member</h2></stay-membership-banner>`,
      benefits,
    );
    expect(allByRole(benefits(root)!, 'listitem').length).to.equal(4);
    // The configuration's terms: the one paragraph (the authored shell here has none).
    const terms = allByRole(root, 'paragraph').map((paragraph) => paragraph.textContent?.trim());
    expect(terms).to.have.length(1);
    expect(terms[0]).to.not.equal('');
    // The region lookup may settle after the benefits: wait until the block decision is in, then one render.
    const block = await waitFor(() => {
      const lookup = pageStore.get(buyPointsBlockAtom);
      return lookup.state === 'hasData' && lookup.data;
    }, 'the buy-points block decision');
    expect(block).to.deep.equal({ status: 'ok', blocked: true });
    await nextFrame();
    expect(queryByRole(root, 'link', { name: translate('zh', 'buyPoints'), hidden: true })).to.equal(null);
    expect(queryByRole(root, 'link', { hidden: true })).to.equal(null);
  });
});
