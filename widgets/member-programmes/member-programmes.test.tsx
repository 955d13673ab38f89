import { expect } from 'chai';
import widgetStyles from '../styles.css?inline';
import { memberProfileSessionEntry } from '../../shared/store/member-entries';
import { writeEntry } from '../../shared/storage';
import { addFixture, addWidgetStyles, captureWarnings, removeFixtures, waitFor } from '../../testing/fixtures';
import { resetPageForTest } from '../../testing/page-state';
import { byRole, queryByRole } from '../../testing/roles';

/*
 * The programme calls are stubbed at the API boundary (window.fetch): each answers what `answers`
 * holds for its path (a function sees the body sent); every body sent is kept to check the
 * gateway's messageId and fields (loyalty spec §7).
 */
type Answer = { status: number; body: unknown };
const ok = (content: unknown): Answer => ({ status: 200, body: { status: 200, content } });
const refused = (errorCode: string, status = 400): Answer => ({ status, body: { status, errorCode, message: errorCode } });
const answers = new Map<string, Answer | ((body: Record<string, unknown>) => Answer)>();
/** `path`: the gateway call (`/odx/…`) whichever way it went; `address`: where it was sent (odx-call-directly.json routes it). */
const sent: { path: string; address: string; body: Record<string, unknown> }[] = [];
const realFetch = window.fetch;
const STUBBED = /^\/(odx\/|api\/loyalty\/odx\/|api\/lucky\/|api\/loyalty\/point-history|api\/loyalty\/validate-voucher)/;

window.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  if (!STUBBED.test(url.pathname)) return realFetch(input, init);
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
  const path = url.pathname.replace(/^\/api\/loyalty\/odx\//, '/odx/');
  sent.push({ path, address: url.pathname, body });
  const entry = answers.get(path) ?? refused('NOT_STUBBED', 404);
  const answer = typeof entry === 'function' ? entry(body) : entry;
  return (held.get(path) ?? Promise.resolve()).then(
    () => new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } }),
  );
};
/** Paths whose answer waits until the test releases it (to measure a card while it loads). */
const held = new Map<string, Promise<void>>();
function hold(path: string): () => void {
  let release = () => {};
  held.set(path, new Promise<void>((resolve) => (release = resolve)));
  return release;
}
after(() => {
  window.fetch = realFetch;
});

await import('./element');
addWidgetStyles(widgetStyles);

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 + 3 * 3_600_000).toISOString();
const PROGRAMMES = ok({ programmes: [{ code: 'SKYMILES', name: 'SkyMiles Club', linkedMembershipNo: null }] });
const TIER_MATCH = ok({
  programmes: [{ code: 'GRANDSTAY', name: 'Grand Stay Rewards', tiers: [{ code: 'GS-GOLD', name: 'Gold Elite' }] }],
  requests: [],
});
const HISTORY = ok({
  availablePoints: 900,
  movements: [
    { movementId: 'm2', kind: 'redeem', points: -300, date: '2026-03-02T10:00:00Z', reference: 'CONF-2' },
    { movementId: 'm1', kind: 'earn', points: 1200, date: '2026-03-01T10:00:00Z', reference: 'CONF-1' },
  ],
});

function signIn(accountType: 'member' | 'representative' | undefined): void {
  if (!accountType) {
    document.cookie = 'stay-member-token=; path=/; max-age=0';
  } else {
    document.cookie = 'stay-member-token=programme-token; path=/';
    writeEntry(memberProfileSessionEntry, {
      memberId: accountType === 'representative' ? 'SM1000009' : 'SM1000003',
      salutation: 'Ms',
      firstName: 'Mei',
      lastName: 'Chen',
      tier: accountType === 'representative' ? 'representative' : 'gold',
      accountType,
      points: 900,
      countryOfResidence: 'SG',
    });
  }
  window.dispatchEvent(new CustomEvent('stay:session-change'));
}

beforeEach(async () => {
  signIn(undefined);
  await resetPageForTest({ language: 'en' });
  answers.clear();
  held.clear();
  sent.length = 0;
  answers.set('/api/lucky/configuration', ok({ dateLuckyDraw: inDays(2) }));
  answers.set('/odx/getmilesprogram', PROGRAMMES);
  answers.set('/odx/tiermatchloyaltyprogram', TIER_MATCH);
  answers.set('/api/loyalty/point-history', HISTORY);
});
afterEach(() => {
  removeFixtures();
  signIn(undefined);
});

const programmes = (show = '') => addFixture(`<stay-member-programmes${show ? ` data-show="${show}"` : ''}></stay-member-programmes>`);
const region = (root: HTMLElement, name: string) => waitFor(() => queryByRole<HTMLElement>(root, 'region', { name }), `the ${name} card`);
const type = (input: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
};
const field = <T extends HTMLElement>(root: HTMLElement, label: string) =>
  waitFor(
    () => Array.from(root.querySelectorAll('label')).find((candidate) => candidate.textContent === label)?.control as T | undefined,
    label,
  );

describe('<stay-member-programmes>', () => {
  it('signed out: the lucky draw counts down to a future date and the member cards wait for a login', async () => {
    const root = programmes();
    const lucky = await region(root, 'Lucky draw');
    await waitFor(() => lucky.textContent?.includes('2 days, 3 hours'), 'the countdown');
    expect(lucky.querySelector('[role="timer"]')!.textContent).to.equal('Lucky draw in 2 days');
    expect(queryByRole(root, 'region', { name: 'Miles programmes' })).to.equal(null);
    expect(byRole(root, 'button', { name: 'Log in' }).textContent).to.equal('Log in');
  });

  for (const language of ['en', 'ar'] as const) {
    it(`the lucky draw's card keeps its height from loading to loaded on a phone (${language}; layout shift, DESIGN.md §7)`, async () => {
      await resetPageForTest({ language });
      const release = hold('/api/lucky/configuration');
      const root = programmes('lucky-draw');
      root.style.inlineSize = '343px'; // a 375 px phone's content column
      const lucky = await region(root, language === 'en' ? 'Lucky draw' : 'السحب');
      await waitFor(
        () => lucky.getAttribute('aria-busy') === 'true' && lucky.querySelector('.stay-member-programmes__skeleton'),
        'the skeleton',
      );
      const loading = lucky.getBoundingClientRect().height;
      release();
      await waitFor(() => lucky.querySelector('[role="timer"]'), 'the countdown');
      expect(lucky.getBoundingClientRect().height).to.be.closeTo(loading, 1);
    });
  }

  it('no countdown once the draw has passed', async () => {
    answers.set('/api/lucky/configuration', ok({ dateLuckyDraw: inDays(-1) }));
    const lucky = await region(programmes('lucky-draw'), 'Lucky draw');
    await waitFor(() => lucky.textContent?.includes('There is no lucky draw coming up.'), 'no draw');
    expect(lucky.querySelector('[role="timer"]')).to.equal(null);
  });

  it('miles link: inline errors, the summary on submit, then the request with a messageId; E382 shows its message', async () => {
    signIn('member');
    const root = programmes('miles');
    const card = await region(root, 'Miles programmes');
    const number = await field<HTMLInputElement>(card, 'Membership number');
    byRole(card, 'button', { name: 'Link membership' }).click();
    const summary = await waitFor(() => queryByRole(card, 'group', { name: 'Please check the following' }), 'the error summary');
    expect(document.activeElement).to.equal(summary);
    expect(summary.querySelectorAll('a, li').length).to.be.greaterThan(3);
    type(number, '12-34');
    number.dispatchEvent(new FocusEvent('blur'));
    number.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    await waitFor(() => card.textContent?.includes('The membership number is 6 to 16 letters or digits.'), 'the number problem');
    expect(number.getAttribute('aria-invalid')).to.equal('true');
    type(await field<HTMLSelectElement>(card, 'Miles programme'), 'SKYMILES');
    type(number, '1234 5678');
    type(await field<HTMLInputElement>(card, 'First name'), 'Mei');
    type(await field<HTMLInputElement>(card, 'Last name'), 'Chen');
    answers.set('/odx/membermilesprogramme', refused('E382', 409));
    byRole(card, 'button', { name: 'Link membership' }).click();
    const alert = await waitFor(() => queryByRole(card, 'alert'), 'the refusal');
    expect(alert.textContent).to.equal('A membership of this programme is already linked to your account.');
    const link = sent.find((call) => call.path === '/odx/membermilesprogramme')!;
    expect(link.body).to.include({
      programmeCode: 'SKYMILES',
      membershipNo: '12345678',
      firstName: 'Mei',
      lastName: 'Chen',
      language: 'en',
    });
    expect(String(link.body.messageId)).to.match(/^STAYWEB\d{14}[A-Z0-9]{8}$/);
    // The sandbox's odx-call-directly.json: the programme list straight to the gateway, the member's link through the service.
    expect(sent.find((call) => call.path === '/odx/getmilesprogram')?.address).to.equal('/odx/getmilesprogram');
    expect(link.address).to.equal('/api/loyalty/odx/membermilesprogramme');
  });

  it('tier match: sends the programme, tier, number and proof', async () => {
    signIn('member');
    const card = await region(programmes('tier-match'), 'Tier match');
    answers.set(
      '/odx/submitmembertiermatch',
      ok({ requestId: 'TM1', programmeCode: 'GRANDSTAY', tierCode: 'GS-GOLD', submittedAt: '2026-03-15T08:00:00Z', status: 'pending' }),
    );
    type(await field<HTMLSelectElement>(card, 'Other programme'), 'GRANDSTAY');
    type(await field<HTMLSelectElement>(card, 'Your tier there'), 'GS-GOLD');
    type(await field<HTMLInputElement>(card, 'Membership number there'), 'GS998877');
    type(await field<HTMLTextAreaElement>(card, 'Proof of tier'), 'Card valid to 2027');
    byRole(card, 'button', { name: 'Submit request' }).click();
    await waitFor(() => queryByRole(card, 'status'), 'the confirmation');
    expect(sent.find((call) => call.path === '/odx/submitmembertiermatch')!.body).to.include({
      programmeCode: 'GRANDSTAY',
      tierCode: 'GS-GOLD',
      membershipNo: 'GS998877',
      proof: 'Card valid to 2027',
    });
  });

  it('point history lists the movements, newest first', async () => {
    signIn('member');
    const card = await region(programmes('point-history'), 'Point history');
    const rows = await waitFor(
      () => (card.querySelectorAll('tbody tr').length === 2 ? card.querySelectorAll('tbody tr') : undefined),
      'two rows',
    );
    expect(Array.from(rows, (row) => row.lastElementChild!.textContent)).to.deep.equal(['-300', '+1,200']);
  });

  it('the representative panel: only for representative accounts; distributes a voucher and shows the 10121 message', async () => {
    signIn('member');
    const memberRoot = programmes();
    await region(memberRoot, 'Miles programmes');
    expect(queryByRole(memberRoot, 'region', { name: 'Representative' })).to.equal(null);
    removeFixtures();

    signIn('representative');
    answers.set(
      '/odx/representativeinfo',
      ok({ representativeId: 'SM1000009', name: 'Rania Aziz', region: 'Middle East', company: 'Stay Partners Gulf' }),
    );
    answers.set(
      '/odx/representativevouchers',
      ok({
        vouchers: [
          { voucherProgrammeCode: 'PV1000', title: '1,000 points voucher', points: 1000, remaining: 20, expiryDate: '2026-06-01' },
        ],
      }),
    );
    answers.set('/odx/representativeactivities', ok({ activities: [{ activityId: 'A1', title: 'Travel fair', date: '2026-03-01' }] }));
    answers.set('/odx/representativedistributedactivities', ok({ activities: [] }));
    answers.set('/odx/distributepointsvouchers', refused('10121', 404));
    answers.set('/api/loyalty/validate-voucher', ok({ voucherProgrammeCode: 'PV1000', valid: true, stock: 12 }));
    const card = await region(programmes('representative'), 'Representative');
    await waitFor(() => card.textContent?.includes('Stay Partners Gulf'), 'the info');
    type(await field<HTMLSelectElement>(card, 'Point voucher'), 'PV1000');
    type(await field<HTMLInputElement>(card, 'Member ID'), 'sm1000003');
    byRole(card, 'button', { name: 'Give voucher' }).click();
    const alert = await waitFor(() => queryByRole(card, 'alert'), 'the refusal');
    expect(alert.textContent).to.equal('No member has this member ID.');
    expect(sent.find((call) => call.path === '/odx/distributepointsvouchers')!.body).to.include({
      memberId: 'SM1000003',
      voucherProgrammeCode: 'PV1000',
    });

    // The programme is checked before anything is given: out of stock at the operator (330) is said, nothing is sent.
    answers.set('/api/loyalty/validate-voucher', refused('330', 409));
    sent.length = 0;
    byRole(card, 'button', { name: 'Give voucher' }).click();
    await waitFor(() => queryByRole(card, 'alert')?.textContent === 'There are no vouchers of this kind left to give.', 'the 330 refusal');
    expect(sent.map((call) => call.path)).to.deep.equal(['/api/loyalty/validate-voucher']);
  });

  it('an unknown card name is left out with a warning naming the element', async () => {
    const warnings = captureWarnings();
    try {
      const root = programmes('lucky-draw bingo');
      await region(root, 'Lucky draw');
      await waitFor(
        () => warnings.messages.find((message) => message.includes('<stay-member-programmes>') && message.includes('bingo')),
        'the warning',
      );
    } finally {
      warnings.restore();
    }
  });
});
