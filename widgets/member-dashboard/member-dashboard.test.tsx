import { expect } from 'chai';
import widgetStyles from '../styles.css?inline';
import { loginRequestAtom } from '../../shared/store/member-atoms';
import { signOutLocally } from '../../shared/store/member-session';
import { pageStore } from '../../shared/store/page-store';
import { testDay, testToday } from '../../testing/clock';
import { addFixture, addWidgetStyles, captureWarnings, removeFixtures, waitFor } from '../../testing/fixtures';
import { interceptApi, ok } from '../../testing/intercept';
import { setSandboxFaults, signInAs } from '../../testing/member-sandbox';
import { bookInSandbox, cancelSandboxBooking, sandboxLoginToken } from '../../testing/sandbox-booking';
import { resetPageForTest } from '../../testing/page-state';
import { allByRole, byRole, queryByRole } from '../../testing/roles';
import { dayMonthYear, shownDates, visibleText } from '../../testing/shown-dates';

/*
 * The dashboard against the sandbox: demo members signed in for real, with their seeded loyalty
 * accounts (sandbox README "Demo logins": the dates are offsets from the run's today), and a fault
 * rule to fail one card. The calls are watched; `interceptApi` answers only what the sandbox never
 * does: reads held while the skeletons show, a suspended member. Nothing here changes an account
 * for good: the stay booked with a voucher to see it used is cancelled, which gives the voucher back.
 */
const api = interceptApi();
after(() => api.restore());

/** The dashboard's member reads, one per card (the membership card reads two). */
const MEMBER_READS = [
  'loyalty/user-tier',
  'loyalty/get-member-status',
  'loyalty/available-point',
  'loyalty/tier-list',
  'loyalty/get-all-voucher',
  'loyalty/account-preference',
];

await import('./element');
addWidgetStyles(widgetStyles);

const GOLD = 'gold@demo.stay.example';
const DIAMOND = 'diamond@demo.stay.example';
const REPRESENTATIVE = 'representative@demo.stay.example';

/** The tier period is the calendar year of the run's today; a tier holds to the end of the next one. */
const year = Number(testToday().slice(0, 4));

/** The last day of next month: when gold's expiring points lapse (seeded one month ahead). */
function endOfNextMonth(): string {
  const [todayYear, month] = testToday().split('-').map(Number);
  return new Date(Date.UTC(todayYear!, month! + 1, 0)).toISOString().slice(0, 10);
}

beforeEach(async () => {
  signOutLocally();
  await resetPageForTest({ language: 'en' });
  api.reset();
  for (const call of MEMBER_READS) api.watch(call);
});
afterEach(() => {
  removeFixtures();
  signOutLocally();
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

async function signedInDashboard(email: string): Promise<HTMLElement> {
  await signInAs(email);
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
    expect(api.sent()).to.deep.equal([]);
  });

  it('fills in without reload once the visitor signs in, and empties again on logout', async () => {
    const root = dashboard();
    await waitFor(() => queryByRole(root, 'button', { name: 'Log in' }), 'the signed-out state');
    await signInAs(GOLD);
    await waitFor(() => allLoaded(root), 'every card loaded after the login');
    expect(facts(card(root, 'Membership'))['Member ID']).to.equal('SM1000003');

    signOutLocally();
    await waitFor(() => queryByRole(root, 'button', { name: 'Log in' }), 'the signed-out state after logout');
    expect(queryByRole(root, 'region', { name: 'Membership' })).to.equal(null);
  });

  it("reads again for a new login and never shows the previous member's cards", async () => {
    const root = await signedInDashboard(GOLD);
    await signInAs(DIAMOND);
    // Each card reads again, in its own time.
    await waitFor(() => allLoaded(root) && facts(card(root, 'Membership'))['Member ID'] === 'SM1000005', "the diamond member's cards");
    expect(facts(card(root, 'Points'))['Available points']).to.equal('150,000');
  });
});

describe('stay-member-dashboard for a signed-in member', () => {
  it('shows a skeleton in every card while its read loads', async () => {
    // Never answered while the test looks.
    for (const call of MEMBER_READS) api.answer(call, () => new Promise(() => {}));
    await signInAs(GOLD);
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
    const root = await signedInDashboard(GOLD);
    expect(shownDates(card(root, 'Membership'))[0]).to.deep.include({ datetime: '2016-06-15', shown: '15-06-2016' });
    expect(facts(card(root, 'Membership'))).to.deep.equal({
      Name: 'Mei Chen',
      'Member ID': 'SM1000003',
      Tier: 'Gold',
      Status: 'Active',
      'Member since': dayMonthYear('2016-06-15'),
      'Tier valid until': dayMonthYear(`${year + 1}-12-31`),
    });
    expect(card(root, 'Membership').querySelector('.stay-member-dashboard__badge--gold')?.textContent).to.equal('Gold');
    expect(facts(card(root, 'Points'))).to.deep.equal({
      'Available points': '24,000',
      'Pending points': '1,250',
      'Expiring points': `3,000 on ${dayMonthYear(endOfNextMonth())}`,
    });
    expect(facts(card(root, 'Vouchers'))).to.deep.equal({ Available: '1', Reserved: '1', Used: '0', Expired: '0' });
    const vouchers = card(root, 'Vouchers');
    expect(visibleText(vouchers)).to.include(`Next to expire: One free night on ${dayMonthYear(testDay(45))}`);
    expect(allByRole(byRole(vouchers, 'list', { name: 'Your vouchers' }), 'listitem')).to.have.length(2);
    expect(facts(card(root, 'Preferences'))).to.deep.equal({ 'Preferred currency': 'Chinese Yuan (CNY)' });
  });

  it('counts a voucher a booking used as used, and no longer offers it (issue 28: get-all-voucher answers used)', async () => {
    // Diamond's 20% room voucher, spent on a stay booked in the sandbox; the cancellation gives it back for the other tests.
    const booking = await bookInSandbox({ token: await sandboxLoginToken(DIAMOND), voucherCode: 'DIA-ROOM-20' });
    try {
      const root = await signedInDashboard(DIAMOND);
      const vouchers = card(root, 'Vouchers');
      expect(facts(vouchers)).to.deep.include({ Reserved: '0', Used: '1', Expired: '1' });
      // Neither next to expire nor in the list, though its date is months ahead.
      expect(visibleText(vouchers)).not.to.include('20% off the room rate');
      expect(allByRole(byRole(vouchers, 'list', { name: 'Your vouchers' }), 'listitem')).to.have.length(2);
    } finally {
      await cancelSandboxBooking(booking);
    }
  });

  it('shows a suspended member as suspended', async () => {
    // The sandbox's members are all active: its answer, suspended.
    api.answer('loyalty/get-member-status', async (_request, forward) => {
      const { content } = (await (await forward()).json()) as { content: Record<string, unknown> };
      return ok({ ...content, status: 'suspended' });
    });
    const root = await signedInDashboard(GOLD);
    expect(facts(card(root, 'Membership')).Status).to.equal('Suspended');
  });

  it('shows qualifying points and nights towards the next tier as two named progress bars', async () => {
    const root = await signedInDashboard(GOLD);
    expect(bars(root)).to.deep.equal([
      { name: 'Qualifying points', now: 26500, max: 50000, text: '26,500 of 50,000, 23,500 more points needed' },
      { name: 'Qualifying nights', now: 33, max: 60, text: '33 of 60, 27 more nights needed' },
    ]);
    expect(visibleText(card(root, 'Tier progress'))).to.include(`Towards Platinum by ${dayMonthYear(`${year}-12-31`)}`);
  });

  it('says diamond is the top tier, and shows no progress for a representative', async () => {
    const root = await signedInDashboard(DIAMOND);
    expect(bars(root)).to.deep.equal([]);
    expect(card(root, 'Tier progress').textContent).to.include('You have reached Diamond, our top tier.');
    removeFixtures();

    const representative = await signedInDashboard(REPRESENTATIVE);
    expect(bars(representative)).to.deep.equal([]);
    expect(facts(card(representative, 'Membership')).Tier).to.equal('Representative');
    expect(card(representative, 'Tier progress').textContent).to.include('Representatives are appointed');
  });

  for (const [name, path] of [
    ['Membership', '/api/loyalty/get-member-status'],
    ['Points', '/api/loyalty/available-point'],
    ['Tier progress', '/api/loyalty/tier-list'],
    ['Vouchers', '/api/loyalty/get-all-voucher'],
    ['Preferences', '/api/loyalty/account-preference'],
  ] as const) {
    it(`fails the ${name} card alone, with a warning naming the element, and its retry recovers`, async () => {
      await resetPageForTest({ language: 'en', faults: [{ match: path, kind: 'error', status: 500, errorCode: '500' }] });
      const warnings = captureWarnings();
      try {
        await signInAs(GOLD);
        const root = dashboard();
        const region = await waitFor(() => queryByRole(root, 'region', { name }), `the ${name} card`);
        await waitFor(() => queryByRole(region, 'alert'), 'the failure', 8000);
        expect(byRole(region, 'alert').textContent).to.equal('This could not be loaded right now.');
        await waitFor(() => CARDS.filter((other) => other !== name).every((other) => isLoaded(root, other)), 'the other cards');
        expect(
          warnings.messages.some((message) => message.includes('<stay-member-dashboard>') && message.includes('card could not load')),
        ).to.equal(true);

        setSandboxFaults([]);
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
      signOutLocally();
    };
    window.addEventListener('stay:session-expired', endLogin);
    try {
      // A token the sandbox never issued, announced as a login is.
      document.cookie = 'stay-member-token=refused-token; path=/';
      window.dispatchEvent(new CustomEvent('stay:session-change'));
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
    await signInAs(GOLD);
    const root = dashboard();
    const points = await waitFor(() => isLoaded(root, 'Punkte'), 'the points card in German');
    expect(facts(points)['Verfügbare Punkte']).to.equal('24.000');
  });
});
