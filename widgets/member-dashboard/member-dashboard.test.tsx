import { expect } from 'chai';
import widgetStyles from '../styles.css?inline';
import { loginRequestAtom } from '../../shared/store/member-atoms';
import { memberProfileSessionEntry } from '../../shared/store/member-entries';
import { writeEntry } from '../../shared/storage';
import { pageStore } from '../../shared/store/page-store';
import { addFixture, addWidgetStyles, captureWarnings, removeFixtures, waitFor } from '../../testing/fixtures';
import { resetPageForTest } from '../../testing/page-state';
import { allByRole, byRole, queryByRole } from '../../testing/roles';
import { dayMonthYear, shownDates, visibleText } from '../../testing/shown-dates';
import { MEMBERS, memberOfToken, type Member } from './member-dashboard.test-answers';

/*
 * The dashboard's calls are stubbed at the API boundary (window.fetch): each member call answers
 * what `answers` holds for its path and the token it carries, so a test makes one card fail, or
 * hold, while the others answer. Everything else goes to the sandbox as usual.
 */
type Answer = { status: number; body: unknown } | 'hold';
const realFetch = window.fetch;
/** Overrides per path (e.g. a failure); otherwise the member of the token answers. */
const overrides = new Map<string, Answer>();
const calls: string[] = [];

function answerFor(path: string, token: string | undefined): Answer | undefined {
  const override = overrides.get(path);
  if (override) return override;
  const member = token ? memberOfToken(token) : undefined;
  if (!member) return { status: 401, body: { status: 401, errorCode: '555', message: 'token unknown' } };
  const content = member.answers()[path];
  return content === undefined ? undefined : { status: 200, body: { status: 200, content } };
}

window.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (!url.pathname.startsWith('/api/loyalty/')) return realFetch(input, init);
  const token = new Headers(init?.headers).get('Authorization')?.replace(/^Bearer /, '');
  const answer = answerFor(url.pathname, token);
  if (!answer) return realFetch(input, init);
  calls.push(url.pathname);
  if (answer === 'hold')
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('The request was aborted', 'AbortError')));
    });
  return Promise.resolve(
    new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } }),
  );
};
after(() => {
  window.fetch = realFetch;
});

await import('./element');
addWidgetStyles(widgetStyles);

function signIn(token: string | undefined): void {
  document.cookie = token ? `stay-member-token=${token}; path=/` : 'stay-member-token=; path=/; max-age=0';
  window.dispatchEvent(new CustomEvent('stay:session-change'));
}

const FAILURE: Answer = { status: 500, body: { status: 500, errorCode: '500', message: 'Internal error' } };

beforeEach(async () => {
  signIn(undefined);
  await resetPageForTest({ language: 'en' });
  overrides.clear();
  calls.length = 0;
});
afterEach(() => {
  removeFixtures();
  signIn(undefined);
});

const dashboard = () => addFixture('<stay-member-dashboard></stay-member-dashboard>');
const card = (root: HTMLElement, name: string) => byRole(root, 'region', { name });
const CARDS = ['Membership', 'Points', 'Tier progress', 'Vouchers', 'Preferences'] as const;
/** The term and value pairs of a card's description lists, as read. */
const facts = (region: HTMLElement) =>
  Object.fromEntries(
    Array.from(region.querySelectorAll('dl > div'), (pair) => [
      pair.querySelector('dt')!.textContent!.trim(),
      visibleText(pair.querySelector('dd')!),
    ]),
  );
const isLoaded = (root: HTMLElement, name: string) => {
  const region = queryByRole(root, 'region', { name });
  return region && region.getAttribute('aria-busy') === 'false' && !queryByRole(region, 'alert') ? region : undefined;
};
const allLoaded = (root: HTMLElement) => CARDS.every((name) => isLoaded(root, name));
const bars = (root: HTMLElement) =>
  allByRole(root, 'progressbar').map((bar) => ({
    name: bar.getAttribute('aria-labelledby') && document.getElementById(bar.getAttribute('aria-labelledby')!)!.textContent,
    now: Number(bar.getAttribute('aria-valuenow')),
    max: Number(bar.getAttribute('aria-valuemax')),
    text: bar.getAttribute('aria-valuetext'),
  }));

async function signedInDashboard(member: Member): Promise<HTMLElement> {
  signIn(member.token);
  const root = dashboard();
  await waitFor(() => allLoaded(root), 'every card loaded');
  return root;
}

describe('stay-member-dashboard for a visitor who is not signed in', () => {
  it('asks to log in, and the button requests the login modal for a member feature', async () => {
    const root = dashboard();
    const logIn = await waitFor(() => queryByRole<HTMLButtonElement>(root, 'button', { name: 'Log in' }), 'the log-in button');
    expect(byRole(root, 'heading', { name: 'Log in to see your membership' }).tagName).to.equal('H2');
    expect(allByRole(root, 'region').map((region) => region.getAttribute('aria-label'))).to.deep.equal(['Your membership']);
    logIn.click();
    expect(pageStore.get(loginRequestAtom)).to.deep.include({
      reason: 'member-feature',
      returnFocusTo: byRole(root, 'region', { name: 'Your membership' }),
    });
    expect(calls).to.deep.equal([]);
  });

  it('fills in without reload once the visitor signs in, and empties again on logout', async () => {
    const root = dashboard();
    await waitFor(() => queryByRole(root, 'button', { name: 'Log in' }), 'the signed-out state');
    signIn(MEMBERS.gold.token);
    await waitFor(() => allLoaded(root), 'every card loaded after the login');
    expect(facts(card(root, 'Membership'))['Member ID']).to.equal('SM1000003');

    signIn(undefined);
    await waitFor(() => queryByRole(root, 'button', { name: 'Log in' }), 'the signed-out state after logout');
    expect(queryByRole(root, 'region', { name: 'Membership' })).to.equal(null);
  });

  it("reads again for a new login and never shows the previous member's cards", async () => {
    const root = await signedInDashboard(MEMBERS.gold);
    signIn(MEMBERS.diamond.token);
    await waitFor(() => facts(card(root, 'Membership'))['Member ID'] === 'SM1000005', "the diamond member's cards");
    expect(facts(card(root, 'Points'))['Available points']).to.equal('150,000');
  });
});

describe('stay-member-dashboard for a signed-in member', () => {
  it('shows a skeleton in every card while its read loads', async () => {
    for (const path of MEMBERS.gold.paths) overrides.set(path, 'hold');
    signIn(MEMBERS.gold.token);
    const root = dashboard();
    await waitFor(() => CARDS.every((name) => queryByRole(root, 'region', { name })), 'the five cards');
    for (const name of CARDS) {
      const region = card(root, name);
      expect(region.getAttribute('aria-busy'), name).to.equal('true');
      expect(region.querySelector('.stay-skeleton')!.textContent, name).to.equal('Loading…');
      expect(region.querySelector('dl, [role="progressbar"]'), name).to.equal(null);
    }
  });

  it("shows the gold member's name, tier, status, points, progress, vouchers and currency", async () => {
    // What the member session keeps of the login (shared/store/member-session.ts).
    writeEntry(memberProfileSessionEntry, MEMBERS.gold.profile);
    const root = await signedInDashboard(MEMBERS.gold);
    expect(shownDates(card(root, 'Membership'))[0]).to.deep.include({ datetime: '2019-04-02', shown: '02-04-2019' });
    expect(facts(card(root, 'Membership'))).to.deep.equal({
      Name: 'Mei Chen',
      'Member ID': 'SM1000003',
      Tier: 'Gold',
      Status: 'Active',
      'Member since': dayMonthYear('2019-04-02'),
      'Tier valid until': dayMonthYear('2027-12-31'),
    });
    expect(card(root, 'Membership').querySelector('.stay-member-dashboard__badge--gold')?.textContent).to.equal('Gold');
    expect(facts(card(root, 'Points'))).to.deep.equal({
      'Available points': '24,000',
      'Pending points': '1,250',
      'Expiring points': `3,000 on ${dayMonthYear('2026-12-31')}`,
    });
    expect(facts(card(root, 'Vouchers'))).to.deep.equal({ Available: '1', Reserved: '1', Expired: '0' });
    const vouchers = card(root, 'Vouchers');
    expect(visibleText(vouchers)).to.include(`Next to expire: One free night on ${dayMonthYear(MEMBERS.gold.soonestVoucherExpiry)}`);
    expect(allByRole(byRole(vouchers, 'list', { name: 'Your vouchers' }), 'listitem')).to.have.length(2);
    expect(facts(card(root, 'Preferences'))).to.deep.equal({ 'Preferred currency': 'Chinese Yuan (CNY)' });
  });

  it('shows a suspended member as suspended', async () => {
    const status = MEMBERS.gold.answers()['/api/loyalty/get-member-status'] as Record<string, unknown>;
    overrides.set('/api/loyalty/get-member-status', { status: 200, body: { status: 200, content: { ...status, status: 'suspended' } } });
    const root = await signedInDashboard(MEMBERS.gold);
    expect(facts(card(root, 'Membership')).Status).to.equal('Suspended');
  });

  it('shows qualifying points and nights towards the next tier as two named progress bars', async () => {
    const root = await signedInDashboard(MEMBERS.gold);
    expect(bars(root)).to.deep.equal([
      { name: 'Qualifying points', now: 26500, max: 50000, text: '26,500 of 50,000, 23,500 more points needed' },
      { name: 'Qualifying nights', now: 33, max: 60, text: '33 of 60, 27 more nights needed' },
    ]);
    expect(visibleText(card(root, 'Tier progress'))).to.include(`Towards Platinum by ${dayMonthYear('2026-12-31')}`);
  });

  it('says diamond is the top tier, and shows no progress for a representative', async () => {
    const root = await signedInDashboard(MEMBERS.diamond);
    expect(bars(root)).to.deep.equal([]);
    expect(card(root, 'Tier progress').textContent).to.include('You have reached Diamond, our top tier.');
    removeFixtures();

    const representative = await signedInDashboard(MEMBERS.representative);
    expect(bars(representative)).to.deep.equal([]);
    expect(facts(card(representative, 'Membership')).Tier).to.equal('Representative');
    expect(card(representative, 'Tier progress').textContent).to.include('Representatives are appointed');
  });

  for (const [name, paths] of [
    ['Membership', ['/api/loyalty/get-member-status']],
    ['Points', ['/api/loyalty/available-point']],
    ['Tier progress', ['/api/loyalty/tier-list']],
    ['Vouchers', ['/api/loyalty/get-all-voucher']],
    ['Preferences', ['/api/loyalty/account-preference']],
  ] as const) {
    it(`fails the ${name} card alone, with a warning naming the element, and its retry recovers`, async () => {
      for (const path of paths) overrides.set(path, FAILURE);
      const warnings = captureWarnings();
      try {
        signIn(MEMBERS.gold.token);
        const root = dashboard();
        const region = await waitFor(() => queryByRole(root, 'region', { name }), `the ${name} card`);
        await waitFor(() => queryByRole(region, 'alert'), 'the failure', 8000);
        expect(byRole(region, 'alert').textContent).to.equal('This could not be loaded right now.');
        await waitFor(() => CARDS.filter((other) => other !== name).every((other) => isLoaded(root, other)), 'the other cards');
        expect(
          warnings.messages.some((message) => message.includes('<stay-member-dashboard>') && message.includes('card could not load')),
        ).to.equal(true);

        for (const path of paths) overrides.delete(path);
        byRole(region, 'button', { name: 'Try again' }).click();
        await waitFor(() => isLoaded(root, name), 'the card after the retry');
        expect(queryByRole(region, 'button', { name: 'Try again' })).to.equal(null);
        expect(document.activeElement).to.equal(byRole(region, 'heading', { name }));
      } finally {
        warnings.restore();
      }
    });
  }

  it('reports a refused token (401 555), and shows the signed-out state once the login is gone', async () => {
    // What the login widget does on the report: it ends the login (issue 14 item 2).
    let reports = 0;
    const endLogin = () => {
      reports += 1;
      signIn(undefined);
    };
    window.addEventListener('stay:session-expired', endLogin);
    try {
      signIn('refused-token');
      const root = dashboard();
      await waitFor(() => queryByRole(root, 'button', { name: 'Log in' }), 'the signed-out state');
      expect(reports).to.be.greaterThan(0);
    } finally {
      window.removeEventListener('stay:session-expired', endLogin);
    }
  });
});

describe('stay-member-dashboard in another language', () => {
  it('formats numbers for the page language (German)', async () => {
    await resetPageForTest({ language: 'de' });
    signIn(MEMBERS.gold.token);
    const root = dashboard();
    const points = await waitFor(() => isLoaded(root, 'Punkte'), 'the points card in German');
    expect(facts(points)['Verfügbare Punkte']).to.equal('24.000');
  });
});
