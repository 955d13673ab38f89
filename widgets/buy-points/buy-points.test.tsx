import { expect } from 'chai';
import widgetStyles from '../styles.css?inline';
import { loginRequestAtom } from '../../shared/store/member-atoms';
import { signOutLocally } from '../../shared/store/member-session';
import { pageStore } from '../../shared/store/page-store';
import { readEntry, writeEntry } from '../../shared/storage';
import { addFixture, addWidgetStyles, removeFixtures, waitFor } from '../../testing/fixtures';
import { interceptApi } from '../../testing/intercept';
import { signInAs, signUpMember } from '../../testing/member-sandbox';
import { resetPageForTest } from '../../testing/page-state';
import { byRole, queryByRole } from '../../testing/roles';
import { pendingPurchaseEntry } from './purchase-entry';
import { navigation } from './purchase-flow';
import { purchaseIntentEntry, stepKey } from './purchase-intent';

/*
 * Buying points against the sandbox (README "Buying points"): a demo member's packages, order,
 * hold and transaction URL, its hosted payment page, and a fault rule for each refusal. The
 * purchase that credits points is a new member's, so no demo member's balance moves. The writes go
 * on to the sandbox through `interceptApi`, which keeps what was sent and what the sandbox answered;
 * the region lookup answers SG (not blocked).
 */
const api = interceptApi();
const WRITES = [
  'loyalty/points-purchase-order',
  'loyalty/checkout/hold-points-purchase',
  'loyalty/get-transaction-url',
  'loyalty/checkout/commit-points-purchase',
  'loyalty/get-transaction-status',
];
const ORIGINAL_ADDRESS = `${location.pathname}${location.search}`;
const realAssign = navigation.assign;
const assigned: string[] = [];
navigation.assign = (url) => void assigned.push(url);
after(() => {
  api.restore();
  navigation.assign = realAssign;
});

await import('./element');
addWidgetStyles(widgetStyles);

const GOLD = 'gold@demo.stay.example';

/** What the sandbox answered to each write, by call: the ids of the hold and of the transaction. */
const answered = new Map<string, Record<string, string>>();

function recordWrites(): void {
  api.reset();
  answered.clear();
  for (const call of WRITES)
    api.answer(call, async (_request, forward) => {
      const response = await forward();
      answered.set(call, ((await response.clone().json()) as { content: Record<string, string> }).content);
      return response;
    });
}

beforeEach(async () => {
  await resetPageForTest({ language: 'en' });
  recordWrites();
  assigned.length = 0;
});
afterEach(() => {
  removeFixtures();
  signOutLocally();
  window.history.replaceState(null, '', ORIGINAL_ADDRESS);
});

const widget = () => addFixture('<stay-buy-points data-purchase-code="BUYPOINTS"></stay-buy-points>');
/** The roles helper's simplified names include an embedded radio's value: match the visible text. */
const radio = (root: HTMLElement, text: string) =>
  byRole<HTMLInputElement>(root, 'radio', { name: new RegExp(`${text.replace(/[.$]/g, '\\$&')}$`) });
const loaded = (root: HTMLElement) => waitFor(() => queryByRole(root, 'radio', { name: /1,000 points/ }), 'the packages');
const total = (root: HTMLElement) => root.querySelector('.stay-buy-points__total')!.textContent!.replace(/\s/g, ' ');
const buy = (root: HTMLElement) => byRole<HTMLButtonElement>(root, 'button', { name: 'Buy points' }).click();
/** The Idempotency-Key of each request of `call`, in order. */
const keysSent = (call: string) => api.sent(call).map(({ headers }) => headers.get('Idempotency-Key'));

/**
 * The sandbox does the write, but the page gets no answer (a connection lost on the way back)
 * the first `times` times: the outcome is unknown to the page. Keeps what the sandbox answered.
 */
function loseAnswers(call: string, times: number): Record<string, string>[] {
  const contents: Record<string, string>[] = [];
  let left = times;
  api.answer(call, async (_request, forward) => {
    const response = await forward();
    contents.push(((await response.clone().json()) as { content: Record<string, string> }).content);
    if (left === 0) return response;
    left -= 1;
    return { networkError: true };
  });
  return contents;
}

describe('stay-buy-points', () => {
  it('a guest is asked to log in; the button requests the login modal', async () => {
    const root = widget();
    const logIn = await waitFor(() => queryByRole<HTMLButtonElement>(root, 'button', { name: 'Log in' }), 'the log-in button');
    logIn.click();
    expect(pageStore.get(loginRequestAtom)).to.deep.include({ reason: 'member-feature' });
    expect(api.sent()).to.deep.equal([]);
  });

  it('lists the packages; a tier package offers upgrade and maintain; the summary totals once rounded', async () => {
    await signInAs(GOLD);
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
    await signInAs(GOLD);
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
    expect(api.sent()).to.deep.equal([]);
    field.focus();
    document.execCommand('selectAll');
    document.execCommand('insertText', false, 'sm1000002');
    buy(root);
    await waitFor(() => assigned.length === 1, 'the hosted page');
    const { holdId } = answered.get('loyalty/checkout/hold-points-purchase')!;
    const { transactionId, transactionUrl } = answered.get('loyalty/get-transaction-url')!;
    expect(transactionUrl).to.match(/^\/__sandbox\/points-payment\//);
    expect(assigned).to.deep.equal([transactionUrl]);
    expect(api.sent().map(({ url }) => url.pathname)).to.deep.equal([
      '/api/loyalty/points-purchase-order',
      '/api/loyalty/checkout/hold-points-purchase',
      '/api/loyalty/get-transaction-url',
    ]);
    expect(api.sent()[0]!.body).to.deep.include({
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
    expect(api.sent()[2]!.body).to.deep.equal({ holdId, returnUrl: ORIGINAL_ADDRESS });
    expect(readEntry(pendingPurchaseEntry)).to.deep.include({
      holdId,
      transactionId,
      pointsType: 'gifting',
      recipient: 'sm1000002',
    });
  });

  it('back from payment: commits once with its key, checks the status, shows the new balance and tidies the address', async () => {
    const member = await signUpMember();
    await signInAs(member.email, member.password);
    let root = widget();
    await loaded(root);
    buy(root);
    await waitFor(() => assigned.length === 1, 'the hosted page');
    const pending = readEntry(pendingPurchaseEntry)!;
    // The visitor approves on the hosted page, which sends them back here with the signed result.
    const returned = new URL((await fetch(`${assigned[0]}/decide?outcome=approved`)).url);
    removeFixtures();
    await resetPageForTest({ language: 'en', keepStorage: true });
    recordWrites();
    window.history.replaceState(null, '', `${returned.pathname}${returned.search}`);
    root = widget();
    const status = await waitFor(() => queryByRole(root, 'status'), 'the success');
    expect(status.textContent).to.equal('1,000 points were added to your account. Your balance is now 1,000 points.');
    expect(byRole(root, 'heading', { name: 'Thank you: your purchase is complete' }).tagName).to.equal('H3');
    const [commit, ...others] = api.sent('loyalty/checkout/commit-points-purchase');
    expect(others).to.deep.equal([]);
    expect(commit!.body).to.deep.equal({
      holdId: pending.holdId,
      paymentResult: returned.searchParams.get('paymentResult'),
      signature: returned.searchParams.get('signature'),
    });
    expect(commit!.headers.get('Idempotency-Key')).to.equal(stepKey(pending.intentKey, 'commit'));
    expect(api.sent('loyalty/get-transaction-status')).to.have.length(1);
    expect(`${location.pathname}${location.search}`).to.equal(ORIGINAL_ADDRESS);
    expect(readEntry(pendingPurchaseEntry)).to.equal(undefined);
    expect(readEntry(purchaseIntentEntry)).to.equal(undefined);
  });

  it('Buy again after an answer that was lost repeats the intent with its keys: one order, one hold; another package is a new intent', async () => {
    await signInAs(GOLD);
    let root = widget();
    await loaded(root);
    const holds = loseAnswers('loyalty/checkout/hold-points-purchase', 1);
    buy(root);
    const alert = await waitFor(() => queryByRole(root, 'alert'), 'the notice');
    expect(alert.textContent).to.equal('Something went wrong and nothing was charged. Try again.');
    expect(assigned).to.deep.equal([]);
    buy(root);
    await waitFor(() => assigned.length === 1, 'the hosted page');
    const [orderKey, ...repeatedOrderKeys] = keysSent('loyalty/points-purchase-order');
    const [holdKey, ...repeatedHoldKeys] = keysSent('loyalty/checkout/hold-points-purchase');
    expect([repeatedOrderKeys, repeatedHoldKeys]).to.deep.equal([[orderKey], [holdKey]]);
    // The sandbox answered the repeats with the first order and its hold: one of each.
    const holdBodies = api.sent('loyalty/checkout/hold-points-purchase').map(({ body }) => body);
    expect(holdBodies[1]).to.deep.equal(holdBodies[0]);
    expect(holds.map(({ holdId }) => holdId)).to.deep.equal([holds[0]!.holdId, holds[0]!.holdId]);
    const intentKey = readEntry(purchaseIntentEntry)?.key ?? '';
    expect([orderKey, holdKey]).to.deep.equal([stepKey(intentKey, 'order'), stepKey(intentKey, 'hold')]);
    expect(readEntry(pendingPurchaseEntry)).to.deep.include({ holdId: holds[0]!.holdId, intentKey });

    // Back from the hosted page without paying: the same choice is the same purchase again.
    removeFixtures();
    root = widget();
    await loaded(root);
    buy(root);
    await waitFor(() => assigned.length === 2, 'the hosted page again');
    expect(keysSent('loyalty/points-purchase-order')).to.deep.equal([orderKey, orderKey, orderKey]);
    expect(holds.map(({ holdId }) => holdId)).to.deep.equal([holds[0]!.holdId, holds[0]!.holdId, holds[0]!.holdId]);

    // Another package: a new intent, new keys, a new order.
    removeFixtures();
    root = widget();
    await loaded(root);
    radio(root, '5,000 points for SGD 60.00 Points').click();
    await waitFor(() => total(root) === 'SGD 60.00', 'the new total');
    buy(root);
    await waitFor(() => assigned.length === 3, 'the hosted page for the new package');
    const newIntentKey = readEntry(purchaseIntentEntry)?.key ?? '';
    expect(newIntentKey).to.not.equal(intentKey);
    expect(keysSent('loyalty/points-purchase-order').at(-1)).to.equal(stepKey(newIntentKey, 'order'));
    expect(keysSent('loyalty/checkout/hold-points-purchase').at(-1)).to.equal(stepKey(newIntentKey, 'hold'));
    expect(holds.at(-1)!.holdId).to.not.equal(holds[0]!.holdId);
  });

  it('a commit whose answer was lost offers Try again: the same key again, the points credited once, then the key is forgotten', async () => {
    const member = await signUpMember();
    await signInAs(member.email, member.password);
    let root = widget();
    await loaded(root);
    buy(root);
    await waitFor(() => assigned.length === 1, 'the hosted page');
    const pending = readEntry(pendingPurchaseEntry)!;
    const returned = new URL((await fetch(`${assigned[0]}/decide?outcome=approved`)).url);
    const returnAddress = `${returned.pathname}${returned.search}`;
    removeFixtures();
    await resetPageForTest({ language: 'en', keepStorage: true });
    recordWrites();
    const commits = loseAnswers('loyalty/checkout/commit-points-purchase', 1);
    window.history.replaceState(null, '', returnAddress);
    root = widget();
    const alert = await waitFor(() => queryByRole(root, 'alert'), 'the notice');
    expect(alert.textContent).to.contain('We could not confirm your purchase yet. Try again: your payment is counted only once.');
    // Nothing is forgotten while the outcome is unknown: a reload would commit again too.
    expect(`${location.pathname}${location.search}`).to.equal(returnAddress);
    expect(readEntry(pendingPurchaseEntry)).to.deep.equal(pending);
    expect(readEntry(purchaseIntentEntry)?.key).to.equal(pending.intentKey);
    byRole(alert, 'button', { name: 'Try again' }).click();
    const status = await waitFor(() => queryByRole(root, 'status'), 'the success');
    expect(status.textContent).to.equal('1,000 points were added to your account. Your balance is now 1,000 points.');
    const commitKey = stepKey(pending.intentKey, 'commit');
    expect(keysSent('loyalty/checkout/commit-points-purchase')).to.deep.equal([commitKey, commitKey]);
    // The sandbox answered the repeat with its first result: credited once.
    expect(commits[1]).to.deep.equal(commits[0]);
    expect(`${location.pathname}${location.search}`).to.equal(ORIGINAL_ADDRESS);
    expect(readEntry(pendingPurchaseEntry)).to.equal(undefined);
    expect(readEntry(purchaseIntentEntry)).to.equal(undefined);
  });

  it('a declined payment says nothing was charged and keeps the choice', async () => {
    await resetPageForTest({
      language: 'en',
      faults: [{ match: '/api/loyalty/checkout/commit-points-purchase', kind: 'error', status: 402, errorCode: 'SABRE_242' }],
    });
    await signInAs(GOLD);
    writeEntry(pendingPurchaseEntry, {
      holdId: 'PH1',
      transactionId: 'PT1',
      packageId: 'T5000',
      pointsType: 'maintain',
      recipient: '',
      intentKey: 'K1',
    });
    window.history.replaceState(null, '', `${ORIGINAL_ADDRESS}&paymentResult=abc&signature=def`);
    const root = widget();
    const alert = await waitFor(() => queryByRole(root, 'alert'), 'the notice');
    expect(alert.textContent).to.contain('The payment was declined and nothing was charged.');
    await waitFor(() => queryByRole(root, 'radio', { name: /Keep my tier$/ }), 'the form again');
    expect(radio(root, '5,000 points for SGD 75.00 Tier').checked).to.equal(true);
    expect(radio(root, 'Keep my tier').checked).to.equal(true);
  });

  it('E150 on the packages shows its message with a way to try again', async () => {
    await resetPageForTest({
      language: 'en',
      faults: [{ match: '/api/loyalty/point-packages', kind: 'error', status: 400, errorCode: 'E150' }],
    });
    await signInAs(GOLD);
    const root = widget();
    const alert = await waitFor(() => queryByRole(root, 'alert'), 'the problem');
    expect(alert.textContent).to.contain('This points package is no longer offered as shown.');
    expect(byRole(alert, 'button', { name: 'Try again' })).to.not.equal(null);
  });
});
