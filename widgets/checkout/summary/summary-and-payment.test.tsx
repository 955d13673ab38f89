import { expect } from 'chai';
import axe from 'axe-core';
import widgetStyles from '../../styles.css?inline';
import summaryStyles from './summary.css?inline';
import { cancelReservedReservation } from '../../../shared/api/checkout-service';
import { getApiClient } from '../../../shared/api/page-client';
import type { CartItem } from '../../../shared/domain/booking/cart-item';
import type { ApartmentGuestDetails } from '../../../shared/domain/booking/guest-details';
import { SANDBOX_SUBSCRIPTION_KEY } from '../../../shared/element/page-config';
import { readEntry, writeEntry } from '../../../shared/storage';
import { guestDetailsAtom } from '../../../shared/store/checkout/guest-details-entry';
import { openDialogAtom } from '../../../shared/store/dialog';
import { loginRequestAtom } from '../../../shared/store/member-atoms';
import { pageStore } from '../../../shared/store/page-store';
import { sampleCartAddon } from '../../../testing/cart-fixtures';
import { sandboxCartItem, sellableStayOfTypes } from '../../../testing/cart-sandbox';
import { testNowMs, uniqueSuffix } from '../../../testing/clock';
import { renderComponent } from '../../../testing/component-host';
import { addWidgetStyles, waitFor } from '../../../testing/fixtures';
import { interceptApi, ok, type SentRequest } from '../../../testing/intercept';
import { resetPageForTest, type SandboxFault } from '../../../testing/page-state';
import { byRole, queryByRole } from '../../../testing/roles';
import { sellableStay } from '../../../testing/sellable-stays';
import { checkoutFlowEntry } from '../../../shared/store/checkout/checkout-flow-entry';
import { modifyRecordEntry } from '../../../shared/store/modify-session';
import { manualClock, type ManualClock } from './manual-clock';
import { navigation } from './navigation';
import { setPageClock } from './page-clock';
import { SummaryAndPayment } from './SummaryAndPayment';

/*
 * The summary and payment step (issue 16 items 1 and 2), mounted alone on a seeded guest cart
 * and guest details, against the sandbox: it prices, holds, opens payment pages (the test presses
 * their buttons as the visitor would), commits and modifies, and its fault switch answers the
 * catalogue's errors. Leaving the page goes through `navigation`, which the tests record instead.
 */
addWidgetStyles(widgetStyles);
addWidgetStyles(summaryStyles);

// Passed through to the sandbox: the checkout calls are recorded, to count them and read what was sent.
const api = interceptApi();
after(() => api.restore());
const CHECKOUT_CALLS = ['pre-booking-validate', 'v2/checkout/hold', 'checkout/create-token-url', 'v2/checkout/commit', 'checkout/modify'];
function watchCheckoutCalls(): void {
  api.reset();
  for (const call of CHECKOUT_CALLS) api.watch(call);
}

const MINUTE = 60_000;
const STAY = sellableStayOfTypes({ hotelCode: 'SGORCH', nights: 3, units: 8 }, ['STUD', 'ONEB']);
// The reservation the modify test changes to STAY, booked on nights of its own.
const BOOKED = sellableStay({ hotelCode: 'SGORCH', apartmentTypeCode: 'STUD', from: STAY.offset + STAY.nights.length, units: 8 });

const realNavigation = { ...navigation };
let visited: string[] = [];
let addresses: string[] = [];
let clock: ManualClock;
let backs = 0;
let leave = () => {};

const guest = (firstName: string): ApartmentGuestDetails => ({
  salutation: 'Ms',
  firstName,
  lastName: 'Tan',
  email: `${firstName.toLowerCase()}@example.com`,
  phoneCountryCode: '+65',
  phone: '81234567',
  countryOfResidence: 'SG',
  arrivalTime: '15:00',
  requests: '',
});

const items = () => [
  sandboxCartItem({ stay: STAY, roomTypeCode: 'STUD' }, { addons: [sampleCartAddon()] }),
  // Prepaid (PREPAID_ALL): paid in full now.
  sandboxCartItem({ stay: STAY, roomTypeCode: 'ONEB', ratePlanCode: 'NRF' }, { shoppingCartItemId: 'item-2', apartmentNumber: 2 }),
];

interface MountOptions {
  keepStorage?: boolean;
  /** Issue 18: the confirmation number of a booked reservation being changed. */
  modifying?: string;
  cart?: CartItem[];
  faults?: SandboxFault[];
}

async function mount(
  query: Record<string, string> = { step: '2' },
  { keepStorage = false, modifying, cart = items(), faults }: MountOptions = {},
) {
  await resetPageForTest({ language: 'en', config: { currency: 'SGD' }, query, keepStorage, faults });
  if (modifying) {
    // What the manage page's beginModify stores.
    writeEntry(modifyRecordEntry, {
      confirmNo: modifying,
      pointsRedeemed: 0,
      returnVoucher: false,
      promotionType: 0,
      hotelCode: 'SGORCH',
      startDate: BOOKED.arrive,
      endDate: BOOKED.depart,
    });
  }
  const value = { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', lastModified: testNowMs(), items: cart };
  localStorage.setItem('stay:guest-cart', JSON.stringify({ value, storedAt: testNowMs() }));
  pageStore.set(guestDetailsAtom, { apartments: { 'item-1': guest('Mei'), 'item-2': guest('Wei') }, acceptConditions: true });
  const { host, rerender } = renderComponent(
    <SummaryAndPayment onBack={() => (backs += 1)} confirmationUrl="/en/booking/confirmation/" ratesUrl="/en/rates/" />,
  );
  await waitFor(() => queryByRole(host, 'heading', { name: 'Your stay' }), 'the stay');
  /** The page goes away (before a reload): the step unmounts. */
  leave = () => rerender(<></>);
  return host;
}

const requestsTo = (call: string) => api.sent(call);
const payButton = (host: HTMLElement) => byRole(host, 'button', { name: 'Pay and book' });
const events = (name: string) => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === name);
/** The hold the step keeps for the payment page's return (`stay:checkout-flow`). */
function heldNow() {
  const state = readEntry(checkoutFlowEntry);
  return state && 'hold' in state ? state.hold : undefined;
}
const holdIdSent = (request: SentRequest | undefined) => (request?.body as { holdId?: string } | undefined)?.holdId;

/**
 * Pays on the sandbox's payment page: Pay, then the page's `outcome` button (a link of its GET
 * form), followed to the address it sends the visitor back to, as the return's query. The page
 * then goes away and the calls are counted afresh.
 */
async function returnFromPaymentPage(outcome: 'approved' | 'declined') {
  const host = await mount();
  payButton(host).click();
  const paymentUrl = await waitFor(() => visited[0], 'the payment page');
  const hold = heldNow();
  if (!hold) throw new Error('no hold was kept for the return');
  const back = new URL((await fetch(`${paymentUrl}/decide?outcome=${outcome}`)).url);
  leave();
  visited = [];
  watchCheckoutCalls();
  const returned = {
    step: '2',
    paymentResult: back.searchParams.get('paymentResult') ?? '',
    signature: back.searchParams.get('signature') ?? '',
  };
  return { returned, hold };
}

/**
 * The sandbox answers a changed price only for a cart sent at other prices than its own, and the
 * step sends the cart the sandbox has just priced: its answer is changed here, S$ 600.00 before.
 */
async function priceWas600(_request: SentRequest, forward: () => Promise<Response>) {
  const { content } = (await (await forward()).json()) as { content: Record<string, unknown> };
  return ok({ ...content, priceChanged: true, previousTotal: 600 });
}

/** The sandbox's fault switch refusing the hold with `errorCode` (its README's rule of that code). */
const holdRefused = (errorCode: string, status: number): SandboxFault => ({
  match: '/api/v2/checkout/hold',
  kind: 'error',
  status,
  errorCode,
});

async function sandboxPost<T>(path: string, body: unknown, idempotencyKey: string): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Ocp-Apim-Subscription-Key': SANDBOX_SUBSCRIPTION_KEY,
      'Idempotency-Key': idempotencyKey,
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { content: T; message?: string };
  if (!response.ok) throw new Error(`${path}: ${answer.message}`);
  return answer.content;
}

/** A Studio on BOOKED, held, paid on the sandbox's payment page and committed: its confirmation number. The calls are counted afresh. */
async function bookedStudio(): Promise<string> {
  const intent = `summary-test-${uniqueSuffix()}`;
  const room = {
    shoppingCartItemId: `${intent}-1`,
    hotelCode: 'SGORCH',
    startDate: BOOKED.arrive,
    endDate: BOOKED.depart,
    roomTypeCode: 'STUD',
    ratePlanCode: 'BAR',
    numberOfAdult: 2,
    acceptCondition: true,
    guestDetails: guest('Mei'),
  };
  const hold = await sandboxPost<{ holdId: string; totals: { total: number } }>(
    '/api/v2/checkout/hold',
    { currencyCode: 'SGD', rooms: [room] },
    `${intent}-hold`,
  );
  const { paymentUrl } = await sandboxPost<{ paymentUrl: string }>(
    '/api/checkout/create-token-url?mechantId=SGORCH',
    { holdId: hold.holdId, returnUrl: '/en/booking/checkout/?step=2', amount: hold.totals.total, currencyCode: 'SGD' },
    `${intent}-pay`,
  );
  const back = new URL((await fetch(`${paymentUrl}/decide?outcome=approved`)).url);
  const paid = {
    holdId: hold.holdId,
    paymentResult: back.searchParams.get('paymentResult'),
    signature: back.searchParams.get('signature'),
  };
  const { confirmNos } = await sandboxPost<{ confirmNos: string[] }>('/api/v2/checkout/commit', paid, `${intent}-commit`);
  watchCheckoutCalls();
  return confirmNos[0]!;
}

beforeEach(() => {
  clock = manualClock(testNowMs());
  setPageClock(clock);
  visited = [];
  addresses = [];
  backs = 0;
  navigation.assign = (url) => void visited.push(url);
  navigation.replaceAddress = (url) => void addresses.push(url);
  watchCheckoutCalls();
  window.dataLayer = [];
});
afterEach(async () => {
  Object.assign(navigation, realNavigation);
  setPageClock(undefined);
  document.cookie = 'stay-sandbox-clock-ahead=; path=/; max-age=0';
  // The test's hold goes back to the sandbox's inventory (a committed one stays booked).
  const hold = heldNow();
  if (hold) await cancelReservedReservation(getApiClient(), hold.holdId, `summary-test-${uniqueSuffix()}`);
});

describe('SummaryAndPayment: what is booked and how it is paid', () => {
  it('shows each apartment with its guest, the totals, the payment type per rate and property, and the analytics step', async () => {
    const host = await mount();
    expect(byRole(host, 'heading', { name: 'Apartment 1: Studio Executive' }).tagName).to.equal('H4');
    expect(byRole(host, 'heading', { name: 'Apartment 2: One-Bedroom Executive' }).tagName).to.equal('H4');
    expect(host.textContent).to.contain('Ms Mei Tan').and.contain('Ms Wei Tan').and.contain('Add-on: Daily breakfast');
    await waitFor(() => host.textContent?.includes('Cards accepted: VISA, MASTERCARD and AMEX'), 'the card types');
    expect(host.textContent).to.contain('A card guarantees this booking').and.contain('You pay the full amount now');
    expect(events('booking-summary')).to.have.length(1);
  });
});

describe('SummaryAndPayment: an empty cart', () => {
  it('says the cart is empty, offers the rates and raises stay:cart-empty (booking spec §4)', async () => {
    await resetPageForTest({ language: 'en', config: { currency: 'SGD' }, query: { step: '2' } });
    const raised: { payment: boolean }[] = [];
    const listener = (event: Event) => raised.push((event as CustomEvent<{ payment: boolean }>).detail);
    window.addEventListener('stay:cart-empty', listener);
    try {
      const { host } = renderComponent(<SummaryAndPayment onBack={() => undefined} ratesUrl="/en/rates/" />);
      await waitFor(() => host.textContent?.includes('Your cart is empty.'), 'the empty cart');
      expect(byRole(host, 'link', { name: 'Back to rates' }).getAttribute('href')).to.equal('/en/rates/');
      await waitFor(() => raised.length === 1, 'the event');
      expect(raised[0]).to.deep.equal({ payment: false });
    } finally {
      window.removeEventListener('stay:cart-empty', listener);
    }
  });
});

describe('SummaryAndPayment: Pay', () => {
  it('validates, holds every apartment with its guest, asks for the payment page and goes there; add_payment_info once', async () => {
    const host = await mount();
    await waitFor(() => host.textContent?.includes('Cards accepted'), 'the payment facts');
    payButton(host).click();
    await waitFor(() => visited.length === 1, 'the payment page');
    expect(visited[0]).to.match(/^\/__sandbox\/payment\/[\w-]+$/);
    expect(requestsTo('pre-booking-validate')).to.have.length(1);
    const [hold] = requestsTo('v2/checkout/hold');
    if (!hold) throw new Error('no hold was sent');
    const rooms = (hold.body as { rooms: { guestDetails: ApartmentGuestDetails; rateBreakDown: { night: string }[]; isOpg: boolean }[] })
      .rooms;
    expect(rooms.map((room) => room.guestDetails.firstName)).to.deep.equal(['Mei', 'Wei']);
    expect(rooms[0]?.rateBreakDown.map((night) => night.night)).to.deep.equal(
      STAY.nights.map((night) => night.split('-').reverse().join('-')),
    );
    expect(rooms.map((room) => room.isOpg)).to.deep.equal([false, true]);
    // The hold carries the booking configuration's point rules as configured (booking §3 "Hold level").
    const answer = await getApiClient().content('masterdata/booking/config.json', {
      query: { lang: 'en' },
      parse: (raw) => raw as Record<string, unknown>,
    });
    if (!answer.ok) throw new Error('the booking configuration could not be read');
    const configured = answer.data;
    expect(configured.ratePlanSuppressesPointRedemptions).to.be.a('string').and.not.equal('');
    expect(hold.body).to.include({ ratePlanSuppressesPointRedemptions: configured.ratePlanSuppressesPointRedemptions });
    expect(hold.headers.get('Idempotency-Key')).to.be.a('string');
    const [token] = requestsTo('checkout/create-token-url');
    if (!token) throw new Error('no payment page was asked for');
    // The payment page of the hold the step keeps for the return.
    expect(holdIdSent(token)).to.be.a('string').and.equal(heldNow()?.holdId);
    expect((token.body as { returnUrl: string }).returnUrl).to.match(/^\/[^/].*step=2/);
    expect(events('add_payment_info')).to.have.length(1);
  });

  it('modifying a reservation: "Confirm the change" sends the new stay to checkout/modify once, ends the flow and shows the confirmation; no hold, no payment page', async () => {
    const confirmNo = await bookedStudio();
    // A modification changes one reservation: the cart holds its one new stay.
    const host = await mount({ step: '2' }, { modifying: confirmNo, cart: items().slice(0, 1) });
    await waitFor(() => host.textContent?.includes('Cards accepted'), 'the payment facts');
    const confirm = byRole(host, 'button', { name: 'Confirm the change' });
    confirm.click();
    confirm.click();
    await waitFor(() => visited.length === 1, 'the confirmation page');
    expect(visited[0]).to.equal(`/en/booking/confirmation/?confirmNo=${confirmNo}`);
    expect(requestsTo('v2/checkout/hold')).to.have.length(0);
    expect(requestsTo('checkout/create-token-url')).to.have.length(0);
    const [modify, ...more] = requestsTo('checkout/modify');
    expect(more).to.have.length(0);
    const key = modify?.headers.get('Idempotency-Key');
    expect(key).to.match(new RegExp(`^modify:${confirmNo}:`));
    // The key names every add-on count: 2 adults and 1 adult of one breakfast are two changes.
    expect(key).to.match(/:BRKFx2\/0\/0$/);
    expect((modify?.body as { rooms: { guestDetails: { firstName: string } }[] } | undefined)?.rooms[0]?.guestDetails.firstName).to.equal(
      'Mei',
    );
    expect(readEntry(modifyRecordEntry)).to.equal(undefined);
  });

  it('a double click on Pay holds once and asks for one payment page', async () => {
    const host = await mount();
    payButton(host).click();
    payButton(host).click();
    await waitFor(() => visited.length > 0, 'the payment page');
    payButton(host).click();
    expect(requestsTo('v2/checkout/hold')).to.have.length(1);
    expect(requestsTo('checkout/create-token-url')).to.have.length(1);
    expect(visited).to.have.length(1);
  });

  it('a changed price shows the old and new totals and goes on only when the visitor accepts', async () => {
    api.answer('pre-booking-validate', priceWas600);
    const host = await mount();
    payButton(host).click();
    const dialog = await waitFor(() => queryByRole(document.body, 'alertdialog', { name: 'The price has changed' }), 'the question');
    expect(dialog.textContent).to.match(/was SGD\s?600\.00 and is now SGD\s?[\d,.]+/);
    expect(requestsTo('v2/checkout/hold')).to.have.length(0);
    byRole(dialog, 'button', { name: 'Continue at the new price' }).click();
    await waitFor(() => visited.length === 1, 'the payment page after accepting');
    expect(requestsTo('v2/checkout/hold')).to.have.length(1);
  });

  it('an error of the catalogue opens the global dialog with its recovery (no unit left: back to rates)', async () => {
    const host = await mount({ step: '2' }, { faults: [holdRefused('SABRE_322', 409)] });
    payButton(host).click();
    const open = await waitFor(() => pageStore.get(openDialogAtom), 'the dialog');
    expect(open.request.message).to.be.a('string').and.not.equal('');
    expect(visited).to.deep.equal([]);
  });

  it('asks for the guest details first when an apartment has none', async () => {
    const host = await mount();
    pageStore.set(guestDetailsAtom, { apartments: { 'item-1': guest('Mei') }, acceptConditions: true });
    await waitFor(() => host.textContent?.includes('The guest details for this apartment are missing.'), 'the missing guest');
    payButton(host).click();
    expect(backs).to.equal(1);
    expect(requestsTo('pre-booking-validate')).to.have.length(0);
  });
});

describe('SummaryAndPayment: the return from the payment page', () => {
  it('commits the result and goes to the confirmation with every confirmation number; the result leaves the address', async () => {
    const { returned, hold } = await returnFromPaymentPage('approved');
    await mount(returned, { keepStorage: true });
    await waitFor(() => visited.length === 1, 'the confirmation page');
    // One confirmation number per apartment.
    const [, first, second] = /^\/en\/booking\/confirmation\/\?confirmNo=(\w+),(\w+)$/.exec(visited[0]!) ?? [];
    expect(first).to.be.a('string').and.not.equal(second);
    expect(requestsTo('v2/checkout/commit')[0]?.body).to.deep.equal({
      holdId: hold.holdId,
      paymentResult: returned.paymentResult,
      signature: returned.signature,
    });
    expect(addresses.at(-1)).to.not.contain('paymentResult');
    // Booked: the cart is emptied, nothing left to book twice.
    const stored = JSON.parse(localStorage.getItem('stay:guest-cart') ?? '{}') as { value?: { items: unknown[] } };
    expect(stored.value?.items).to.deep.equal([]);
  });

  it('a reload of the return page after the commit sends no second commit', async () => {
    const { returned } = await returnFromPaymentPage('approved');
    await mount(returned, { keepStorage: true });
    await waitFor(() => visited.length === 1, 'the confirmation');
    leave();
    await mount(returned, { keepStorage: true });
    await waitFor(() => payButton(document.body), 'the page again');
    expect(requestsTo('v2/checkout/commit')).to.have.length(1);
    expect(visited).to.have.length(1);
  });

  it('a declined payment keeps the stay and the guests and lets the visitor pay again for the same hold', async () => {
    const { returned, hold } = await returnFromPaymentPage('declined');
    clock = manualClock(Date.parse(hold.expiresAt) - 10 * MINUTE);
    setPageClock(clock);
    const host = await mount(returned, { keepStorage: true });
    const alert = await waitFor(
      () => (host.textContent?.includes('Your payment was declined') ? byRole(host, 'alert') : undefined),
      'the decline',
    );
    expect(host.textContent).to.contain('Ms Mei Tan');
    expect(host.querySelector('[role="timer"]')?.textContent).to.contain('10:00');
    byRole(alert, 'button', { name: 'Try again' }).click();
    await waitFor(() => visited.length === 1, 'the payment page again');
    expect(visited[0]).to.match(/^\/__sandbox\/payment\/[\w-]+$/);
    expect(holdIdSent(requestsTo('checkout/create-token-url')[0])).to.equal(hold.holdId);
    expect(requestsTo('v2/checkout/hold')).to.have.length(0);
  });

  it('a hold that ended commits nothing, says so and holds the same cart again', async () => {
    const { returned, hold } = await returnFromPaymentPage('approved');
    // This page's calls see the sandbox's clock past the hold's 15 minutes.
    document.cookie = 'stay-sandbox-clock-ahead=16; path=/';
    const host = await mount(returned, { keepStorage: true });
    const alert = await waitFor(
      () => (host.textContent?.includes('Your hold has ended') ? byRole(host, 'alert') : undefined),
      'the expiry',
    );
    // Nothing booked: the sandbox takes the hold back, which it refuses for a committed one (E108).
    const cancelled = await cancelReservedReservation(getApiClient(), hold.holdId, `summary-test-${uniqueSuffix()}`);
    expect(cancelled.ok).to.equal(true);
    byRole(alert, 'button', { name: 'Hold again' }).click();
    await waitFor(() => requestsTo('v2/checkout/hold').length === 1, 'a new hold');
    await waitFor(() => host.querySelector('[role="timer"]'), 'the new countdown');
    expect(visited).to.deep.equal([]);
  });

  it('"Keep my booking" extends the hold while the service allows', async () => {
    const { returned, hold } = await returnFromPaymentPage('declined');
    clock = manualClock(Date.parse(hold.expiresAt) - 10 * MINUTE);
    setPageClock(clock);
    const host = await mount(returned, { keepStorage: true });
    await waitFor(() => host.textContent?.includes('Your payment was declined'), 'the decline');
    for (let moved = 0; moved < 8 * MINUTE + 1_000; moved += MINUTE) {
      await waitFor(() => clock.pending() > 0, 'the countdown waiting');
      clock.advance(Math.min(MINUTE, 8 * MINUTE + 1_000 - moved));
    }
    const warning = await waitFor(
      () => queryByRole(document.body, 'alertdialog', { name: 'Your apartments will soon be released' }),
      'the warning',
    );
    byRole(warning, 'button', { name: 'Keep my booking' }).click();
    await waitFor(() => !warning.isConnected, 'the warning answered');
    const [extend] = requestsTo('v2/checkout/hold');
    expect(extend?.body).to.deep.equal({ extendHoldId: hold.holdId });
    // The sandbox adds a hold's 15 minutes to its end, which was 1:59 away.
    await waitFor(() => host.querySelector('[role="timer"]')?.textContent?.includes('16:59'), 'the later end');
  });
});

describe('SummaryAndPayment: accessibility (axe) in every state', () => {
  const violations = async (root: Element) =>
    (await axe.run(root, { rules: { region: { enabled: false } } })).violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );

  it('the summary, the price question, and a declined payment with its countdown', async () => {
    api.answer('pre-booking-validate', priceWas600);
    let host = await mount();
    await waitFor(() => host.textContent?.includes('Cards accepted'), 'the payment facts');
    expect(await violations(host)).to.deep.equal([]);
    payButton(host).click();
    const dialog = await waitFor(() => queryByRole(document.body, 'alertdialog'), 'the price question');
    expect(await violations(dialog)).to.deep.equal([]);
    leave();
    watchCheckoutCalls();
    const { returned } = await returnFromPaymentPage('declined');
    host = await mount(returned, { keepStorage: true });
    await waitFor(() => host.textContent?.includes('Your payment was declined'), 'the decline');
    expect(await violations(host)).to.deep.equal([]);
  });
});

describe('SummaryAndPayment: the recovery of each error shown by the catalogue', () => {
  before(() => import('../../dialog/element'));
  // A `<stay-dialog>` appended by an earlier test, before the element was defined, goes: each test gets a fresh one.
  beforeEach(() => document.querySelectorAll('stay-dialog').forEach((element) => element.remove()));
  afterEach(async () => {
    pageStore.set(openDialogAtom, undefined);
    pageStore.set(loginRequestAtom, undefined);
    document.querySelectorAll('stay-dialog').forEach((element) => element.remove());
  });

  /** Pay with the sandbox refusing the hold with `code`, then no longer; the dialog's one button. */
  async function refusedWith(code: string, status: number): Promise<HTMLElement> {
    const host = await mount({ step: '2' }, { faults: [holdRefused(code, status)] });
    payButton(host).click();
    const dialog = await waitFor(() => queryByRole(document.body, 'alertdialog'), `the dialog for ${code}`);
    document.cookie = 'stay-sandbox-faults=; path=/; max-age=0';
    return byRole(dialog, 'button');
  }

  it('no unit left (SABRE_322): back to the rates of the cart’s stay', async () => {
    (await refusedWith('SABRE_322', 409)).click();
    await waitFor(() => visited.length === 1, 'the rates');
    const rates = new URL(visited[0]!, location.origin);
    expect(rates.pathname).to.equal('/en/rates/');
    expect(rates.searchParams.get('hotel')).to.equal('SGORCH');
    expect(rates.searchParams.get('arrive')).to.equal(STAY.arrive);
    expect(rates.searchParams.get('depart')).to.equal(STAY.depart);
  });

  it('a provider down (E143): retry holds again and goes on to the payment page', async () => {
    (await refusedWith('E143', 503)).click();
    await waitFor(() => visited.length === 1, 'the payment page');
    expect(requestsTo('v2/checkout/hold')).to.have.length(2);
  });

  it('a member rate (E106): log in, and the hold runs again once signed in', async () => {
    (await refusedWith('E106', 403)).click();
    const request = await waitFor(() => pageStore.get(loginRequestAtom), 'the login');
    request.resume?.();
    await waitFor(() => visited.length === 1, 'the payment page after the login');
    expect(requestsTo('v2/checkout/hold')).to.have.length(2);
  });
});
