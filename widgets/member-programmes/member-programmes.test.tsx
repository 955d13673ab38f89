import { expect } from 'chai';
import widgetStyles from '../styles.css?inline';
import { signOutLocally } from '../../shared/store/member-session';
import { testNowPlus } from '../../testing/clock';
import { addFixture, addWidgetStyles, captureWarnings, removeFixtures, waitFor } from '../../testing/fixtures';
import { interceptApi, ok } from '../../testing/intercept';
import { movePoints, setSandboxFaults, signInAs, signUpMember } from '../../testing/member-sandbox';
import { resetPageForTest } from '../../testing/page-state';
import { byRole, queryByRole } from '../../testing/roles';

/*
 * The member programmes against the sandbox (README "Member programmes"): gold@ and the demo
 * representative signed in for real, a new member for what changes an account (a tier-match
 * request, a point history), fault rules for the refusals the real state does not give. The
 * gateway calls are watched, to check the messageId, the fields and the way each call went
 * (odx-call-directly.json). `interceptApi` shapes only the lucky draw: its date, which the sandbox
 * always sets on the 15th of next month (a countdown of known length needs the test's own), and an
 * answer held while the card loads.
 */
const api = interceptApi();
after(() => api.restore());
const WATCHED = [
  'odx/getmilesprogram',
  'odx/membermilesprogramme',
  'odx/submitmembertiermatch',
  'odx/representativeinfo',
  'odx/representativevouchers',
  'odx/representativeactivities',
  'odx/representativedistributedactivities',
  'odx/distributepointsvouchers',
  'loyalty/validate-voucher',
];

await import('./element');
addWidgetStyles(widgetStyles);

const GOLD = 'gold@demo.stay.example';
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The sandbox's lucky-draw configuration with the draw `ms` from now. */
function drawIn(ms: number): void {
  api.answer('lucky/configuration', async (_request, forward) => {
    const { content } = (await (await forward()).json()) as { content: Record<string, unknown> };
    return ok({ ...content, dateLuckyDraw: new Date(testNowPlus(ms)).toISOString() });
  });
}

/** Holds the lucky-draw configuration until the test releases it (to measure the card while it loads). */
function holdDraw(): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  api.answer('lucky/configuration', async (_request, forward) => {
    await released;
    return forward();
  });
  return release;
}

beforeEach(async () => {
  signOutLocally();
  await resetPageForTest({ language: 'en' });
  api.reset();
  for (const call of WATCHED) api.watch(call);
});
afterEach(() => {
  removeFixtures();
  signOutLocally();
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
    drawIn(2 * DAY_MS + 3 * HOUR_MS);
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
      const release = holdDraw();
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
    drawIn(-DAY_MS);
    const lucky = await region(programmes('lucky-draw'), 'Lucky draw');
    await waitFor(() => lucky.textContent?.includes('There is no lucky draw coming up.'), 'no draw');
    expect(lucky.querySelector('[role="timer"]')).to.equal(null);
  });

  it('miles link: inline errors, the summary on submit, then the request with a messageId; E382 shows its message', async () => {
    await resetPageForTest({
      language: 'en',
      faults: [{ match: '/odx/membermilesprogramme', kind: 'error', status: 409, errorCode: 'E382' }],
    });
    await signInAs(GOLD);
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
    byRole(card, 'button', { name: 'Link membership' }).click();
    const alert = await waitFor(() => queryByRole(card, 'alert'), 'the refusal');
    expect(alert.textContent).to.equal('A membership of this programme is already linked to your account.');
    const link = api.sent('odx/membermilesprogramme')[0]!;
    expect(link.body).to.include({
      programmeCode: 'SKYMILES',
      membershipNo: '12345678',
      firstName: 'Mei',
      lastName: 'Chen',
      language: 'en',
    });
    expect(String((link.body as Record<string, unknown>).messageId)).to.match(/^STAYWEB\d{14}[A-Z0-9]{8}$/);
    // The sandbox's odx-call-directly.json: the programme list straight to the gateway, the member's link through the service.
    expect(api.sent('odx/getmilesprogram')[0]?.url.pathname).to.equal('/odx/getmilesprogram');
    expect(link.url.pathname).to.equal('/api/loyalty/odx/membermilesprogramme');
  });

  it('tier match: sends the programme, tier, number and proof', async () => {
    const member = await signUpMember();
    await signInAs(member.email, member.password);
    const card = await region(programmes('tier-match'), 'Tier match');
    type(await field<HTMLSelectElement>(card, 'Other programme'), 'GRANDSTAY');
    type(await field<HTMLSelectElement>(card, 'Your tier there'), 'GS-GOLD');
    type(await field<HTMLInputElement>(card, 'Membership number there'), 'GS998877');
    type(await field<HTMLTextAreaElement>(card, 'Proof of tier'), 'Card valid to 2027');
    byRole(card, 'button', { name: 'Submit request' }).click();
    await waitFor(() => queryByRole(card, 'status'), 'the confirmation');
    expect(api.sent('odx/submitmembertiermatch')[0]!.body).to.include({
      programmeCode: 'GRANDSTAY',
      tierCode: 'GS-GOLD',
      membershipNo: 'GS998877',
      proof: 'Card valid to 2027',
    });
  });

  it('point history lists the movements, newest first', async () => {
    const member = await signUpMember();
    await movePoints(member.memberId, 'earn', 1200, 'CONF-1');
    // The history orders by time: the redemption a moment later.
    await new Promise((resolve) => setTimeout(resolve, 10));
    await movePoints(member.memberId, 'redeem', -300, 'CONF-2');
    await signInAs(member.email, member.password);
    const card = await region(programmes('point-history'), 'Point history');
    const rows = await waitFor(
      () => (card.querySelectorAll('tbody tr').length === 2 ? card.querySelectorAll('tbody tr') : undefined),
      'two rows',
    );
    expect(Array.from(rows, (row) => row.lastElementChild!.textContent)).to.deep.equal(['-300', '+1,200']);
  });

  it('the representative panel: only for representative accounts; distributes a voucher and shows the 10121 message', async () => {
    await signInAs(GOLD);
    const memberRoot = programmes();
    await region(memberRoot, 'Miles programmes');
    expect(queryByRole(memberRoot, 'region', { name: 'Representative' })).to.equal(null);
    removeFixtures();

    await signInAs('representative@demo.stay.example');
    const card = await region(programmes('representative'), 'Representative');
    await waitFor(() => card.textContent?.includes('Stay Partners Gulf'), 'the info');
    type(await field<HTMLSelectElement>(card, 'Point voucher'), 'PV1000');
    // A member ID of the right form that no member of the sandbox has.
    type(await field<HTMLInputElement>(card, 'Member ID'), 'sm1000099');
    byRole(card, 'button', { name: 'Give voucher' }).click();
    const alert = await waitFor(() => queryByRole(card, 'alert'), 'the refusal');
    expect(alert.textContent).to.equal('No member has this member ID.');
    expect(api.sent('odx/distributepointsvouchers')[0]!.body).to.include({
      memberId: 'SM1000099',
      voucherProgrammeCode: 'PV1000',
    });

    // The programme is checked before anything is given: out of stock at the operator (330) is said, nothing is sent.
    setSandboxFaults([{ match: '/api/loyalty/validate-voucher', kind: 'error', status: 409, errorCode: '330' }]);
    const sentBefore = api.sent().length;
    byRole(card, 'button', { name: 'Give voucher' }).click();
    await waitFor(() => queryByRole(card, 'alert')?.textContent === 'There are no vouchers of this kind left to give.', 'the 330 refusal');
    expect(
      api
        .sent()
        .slice(sentBefore)
        .map(({ url }) => url.pathname),
    ).to.deep.equal(['/api/loyalty/validate-voucher']);
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
