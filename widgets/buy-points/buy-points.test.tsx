import { expect } from 'chai';
import widgetStyles from '../styles.css?inline';
import { loginRequestAtom } from '../../shared/store/member-atoms';
import { memberProfileSessionEntry } from '../../shared/store/member-entries';
import { pageStore } from '../../shared/store/page-store';
import { readEntry, writeEntry } from '../../shared/storage';
import { addFixture, addWidgetStyles, removeFixtures, waitFor } from '../../testing/fixtures';
import { resetPageForTest } from '../../testing/page-state';
import { byRole, queryByRole } from '../../testing/roles';
import { pendingPurchaseEntry } from './purchase-entry';
import { navigation } from './purchase-flow';

/*
 * The buy-points calls are stubbed at the API boundary (window.fetch), so each step's answer is
 * chosen by the test; the region lookup goes to the sandbox as usual (SG: not blocked).
 */
type Answer = { status: number; body: unknown };
const realFetch = window.fetch;
const answers = new Map<string, Answer>();
const requests: { path: string; body: unknown; key: string | null }[] = [];
/** The writes sent (the packages read left out). */
const sent = {
  get all() {
    return requests.filter(({ path }) => !path.endsWith('/point-packages'));
  },
};
const ok = (content: unknown): Answer => ({ status: 200, body: { status: 200, content } });
const refused = (status: number, errorCode: string): Answer => ({ status, body: { status, errorCode, message: 'refused' } });

window.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  const answer = answers.get(url.pathname);
  if (!answer) return realFetch(input, init);
  requests.push({
    path: url.pathname,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
    key: new Headers(init?.headers).get('Idempotency-Key'),
  });
  return Promise.resolve(
    new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } }),
  );
};
const ORIGINAL_ADDRESS = `${location.pathname}${location.search}`;
const realAssign = navigation.assign;
const assigned: string[] = [];
navigation.assign = (url) => void assigned.push(url);
after(() => {
  window.fetch = realFetch;
  navigation.assign = realAssign;
});

await import('./element');
addWidgetStyles(widgetStyles);

const PROFILE = {
  memberId: 'SM1000003',
  salutation: 'Ms',
  firstName: 'Mei',
  lastName: 'Tan',
  tier: 'gold',
  accountType: 'member',
  points: 24000,
  countryOfResidence: 'CN',
};
const PACKAGES = {
  purchaseCode: 'BUYPOINTS',
  packages: [
    { packageId: 'P1000', points: 1000, pricePerPoint: 0.0125, currency: 'SGD', purchaseType: 'points' },
    { packageId: 'T5000', points: 5000, pricePerPoint: 0.015, currency: 'SGD', purchaseType: 'tier' },
  ],
};

function signIn(signedIn: boolean): void {
  document.cookie = signedIn ? 'stay-member-token=t0k3n; path=/' : 'stay-member-token=; path=/; max-age=0';
  if (signedIn) writeEntry(memberProfileSessionEntry, PROFILE);
  window.dispatchEvent(new CustomEvent('stay:session-change'));
}

beforeEach(async () => {
  await resetPageForTest({ language: 'en' });
  answers.clear();
  requests.length = 0;
  assigned.length = 0;
  answers.set('/api/loyalty/point-packages', ok(PACKAGES));
});
afterEach(() => {
  removeFixtures();
  signIn(false);
  window.history.replaceState(null, '', ORIGINAL_ADDRESS);
});

const widget = () => addFixture('<stay-buy-points data-purchase-code="BUYPOINTS"></stay-buy-points>');
/** The roles helper's simplified names include an embedded radio's value: match the visible text. */
const radio = (root: HTMLElement, text: string) =>
  byRole<HTMLInputElement>(root, 'radio', { name: new RegExp(`${text.replace(/[.$]/g, '\\$&')}$`) });
const loaded = (root: HTMLElement) => waitFor(() => queryByRole(root, 'radio', { name: /1,000 points/ }), 'the packages');
const total = (root: HTMLElement) => root.querySelector('.stay-buy-points__total')!.textContent!.replace(/\s/g, ' ');
const buy = (root: HTMLElement) => byRole<HTMLButtonElement>(root, 'button', { name: 'Buy points' }).click();

describe('stay-buy-points', () => {
  it('a guest is asked to log in; the button requests the login modal', async () => {
    const root = widget();
    const logIn = await waitFor(() => queryByRole<HTMLButtonElement>(root, 'button', { name: 'Log in' }), 'the log-in button');
    logIn.click();
    expect(pageStore.get(loginRequestAtom)).to.deep.include({ reason: 'member-feature' });
    expect(sent.all).to.deep.equal([]);
  });

  it('lists the packages; a tier package offers upgrade and maintain; the summary totals once rounded', async () => {
    signIn(true);
    const root = widget();
    await loaded(root);
    expect(radio(root, '1,000 points for SGD 12.50 Points').checked).to.equal(true);
    expect(total(root)).to.equal('SGD 12.50');
    radio(root, '5,000 points for SGD 75.00 Tier').click();
    await waitFor(() => queryByRole(root, 'radio', { name: /Upgrade my tier$/ }), 'tier types');
    expect(radio(root, 'Upgrade my tier').checked).to.equal(true);
    expect(queryByRole(root, 'radio', { name: /A gift to another member$/ })).to.equal(null);
    expect(total(root)).to.equal('SGD 75.00');
  });

  it("a gift needs another member's valid id before any call; then order, hold and transaction URL lead to the hosted page", async () => {
    signIn(true);
    answers.set('/api/loyalty/points-purchase-order', ok({ orderId: 'PO1' }));
    answers.set('/api/loyalty/checkout/hold-points-purchase', ok({ holdId: 'PH1' }));
    answers.set('/api/loyalty/get-transaction-url', ok({ transactionId: 'PT1', transactionUrl: '/__sandbox/points-payment/PT1' }));
    const root = widget();
    await loaded(root);
    radio(root, 'A gift to another member').click();
    const field = await waitFor(
      () => queryByRole<HTMLInputElement>(root, 'textbox', { name: 'Member ID of the recipient' }),
      'the recipient field',
    );
    buy(root);
    await waitFor(() => field.getAttribute('aria-invalid') === 'true', 'the field marked');
    expect(root.textContent).to.contain("Enter the recipient's member ID.");
    for (const [typed, message] of [
      ['SM12', 'Enter a member ID of two letters and seven digits.'],
      ['sm1000003', "Enter another member's ID"],
    ] as const) {
      field.focus();
      document.execCommand('selectAll');
      document.execCommand('insertText', false, typed);
      buy(root);
      await waitFor(() => root.textContent!.includes(message), message);
    }
    expect(sent.all).to.deep.equal([]);
    field.focus();
    document.execCommand('selectAll');
    document.execCommand('insertText', false, 'sm1000002');
    buy(root);
    await waitFor(() => assigned.length === 1, 'the hosted page');
    expect(assigned).to.deep.equal(['/__sandbox/points-payment/PT1']);
    expect(sent.all.map(({ path }) => path)).to.deep.equal([
      '/api/loyalty/points-purchase-order',
      '/api/loyalty/checkout/hold-points-purchase',
      '/api/loyalty/get-transaction-url',
    ]);
    expect(sent.all[0]!.body).to.deep.include({
      purchaseCode: 'BUYPOINTS',
      langCode: 'en',
      countryCode: 'CN',
      pointsType: 'gifting',
      purchasePoints: 1000,
      pricePerPoint: 0.0125,
      totalPrices: 12.5,
      purchaseCurrency: 'SGD',
      loyaltyTier: 'gold',
      recipientMemberId: 'SM1000002',
    });
    expect(sent.all[2]!.body).to.deep.equal({ holdId: 'PH1', returnUrl: ORIGINAL_ADDRESS });
    expect(readEntry(pendingPurchaseEntry)).to.deep.include({
      holdId: 'PH1',
      transactionId: 'PT1',
      pointsType: 'gifting',
      recipient: 'sm1000002',
    });
  });

  it('back from payment: commits once with its key, checks the status, shows the new balance and tidies the address', async () => {
    signIn(true);
    writeEntry(pendingPurchaseEntry, {
      holdId: 'PH1',
      transactionId: 'PT1',
      packageId: 'P1000',
      pointsType: 'purchase',
      recipient: '',
      commitKey: 'K1',
    });
    answers.set(
      '/api/loyalty/checkout/commit-points-purchase',
      ok({ orderId: 'PO1', transactionId: 'PT1', purchasePoints: 1000, availablePoints: 25000 }),
    );
    answers.set('/api/loyalty/get-transaction-status', ok({ transactionId: 'PT1', orderId: 'PO1', status: 'committed' }));
    answers.set(
      '/api/authen/get-profile',
      ok({ token: 't0k3n', tokenExpiry: new Date(Date.now() + 3_600_000).toISOString(), profileDto: { ...PROFILE, points: 25000 } }),
    );
    window.history.replaceState(null, '', `${ORIGINAL_ADDRESS}&paymentResult=abc&signature=def`);
    const root = widget();
    const status = await waitFor(() => queryByRole(root, 'status'), 'the success');
    expect(status.textContent).to.equal('1,000 points were added to your account. Your balance is now 25,000 points.');
    expect(byRole(root, 'heading', { name: 'Thank you: your purchase is complete' }).tagName).to.equal('H3');
    const commit = sent.all.find(({ path }) => path.endsWith('commit-points-purchase'))!;
    expect(commit).to.deep.equal({
      path: '/api/loyalty/checkout/commit-points-purchase',
      body: { holdId: 'PH1', paymentResult: 'abc', signature: 'def' },
      key: 'K1',
    });
    expect(sent.all.map(({ path }) => path)).to.include('/api/loyalty/get-transaction-status');
    expect(`${location.pathname}${location.search}`).to.equal(ORIGINAL_ADDRESS);
    expect(readEntry(pendingPurchaseEntry)).to.equal(undefined);
  });

  it('a declined payment says nothing was charged and keeps the choice', async () => {
    signIn(true);
    writeEntry(pendingPurchaseEntry, {
      holdId: 'PH1',
      transactionId: 'PT1',
      packageId: 'T5000',
      pointsType: 'maintain',
      recipient: '',
      commitKey: 'K1',
    });
    answers.set('/api/loyalty/checkout/commit-points-purchase', refused(402, 'SABRE_242'));
    window.history.replaceState(null, '', `${ORIGINAL_ADDRESS}&paymentResult=abc&signature=def`);
    const root = widget();
    const alert = await waitFor(() => queryByRole(root, 'alert'), 'the notice');
    expect(alert.textContent).to.contain('The payment was declined and nothing was charged.');
    await waitFor(() => queryByRole(root, 'radio', { name: /Keep my tier$/ }), 'the form again');
    expect(radio(root, '5,000 points for SGD 75.00 Tier').checked).to.equal(true);
    expect(radio(root, 'Keep my tier').checked).to.equal(true);
  });

  it('E150 on the packages shows its message with a way to try again', async () => {
    signIn(true);
    answers.set('/api/loyalty/point-packages', refused(400, 'E150'));
    const root = widget();
    const alert = await waitFor(() => queryByRole(root, 'alert'), 'the problem');
    expect(alert.textContent).to.contain('This points package is no longer offered as shown.');
    expect(byRole(alert, 'button', { name: 'Try again' })).to.not.equal(null);
  });
});
