import { expect } from 'chai';
import axe from 'axe-core';
import widgetStyles from '../../styles.css?inline';
import summaryStyles from './summary.css?inline';
import { cancelReservedReservation, type HoldPayment } from '../../../shared/api/checkout-service';
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
import { addWidgetStyles, captureWarnings, waitFor } from '../../../testing/fixtures';
import { interceptApi, ok, type SentRequest } from '../../../testing/intercept';
import { resetPageForTest, type SandboxFault } from '../../../testing/page-state';
import { byRole, queryByRole } from '../../../testing/roles';
import { sellableStay } from '../../../testing/sellable-stays';
import { checkoutFlowEntry } from '../../../shared/store/checkout/checkout-flow-entry';
import { holdPaymentEntry } from '../../../shared/store/checkout/hold-payment-entry';
import { modifyRecordEntry } from '../../../shared/store/modify-session';
import { manualClock, type ManualClock } from './manual-clock';
import { navigation } from './navigation';
import { setPageClock } from './page-clock';
import { SummaryAndPayment } from './SummaryAndPayment';
import { money } from './summary-messages';

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
  /** The cart's currency (its items' too): the sandbox prices it in that currency. */
  currency?: string;
}

async function mount(
  query: Record<string, string> = { step: '2' },
  { keepStorage = false, modifying, cart = items(), faults, currency = 'SGD' }: MountOptions = {},
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
  const value = {
    currencyCode: currency,
    shoppingCartDeviceType: 'desktop',
    lastModified: testNowMs(),
    items: cart.map((item) => ({ ...item, currencyCode: currency })),
  };
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
  const hold = await sandboxPost<{ holdId: string; payment: { payNow: number } }>(
    '/api/v2/checkout/hold',
    { currencyCode: 'SGD', rooms: [room] },
    `${intent}-hold`,
  );
  const { paymentUrl } = await sandboxPost<{ paymentUrl: string }>(
    '/api/checkout/create-token-url?mechantId=SGORCH',
    // Issue 28: the hold's pay-now amount (a card guarantee: 0), which the sandbox checks against the hold.
    { holdId: hold.holdId, returnUrl: '/en/booking/checkout/?step=2', amount: hold.payment.payNow, currencyCode: 'SGD' },
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

describe('SummaryAndPayment: pay now and due at the property (issue 28)', () => {
  /** The booking's pay-now and due figures, as shown under the total. */
  const split = (host: HTMLElement) => {
    const totals = host.querySelector('.stay-checkout-summary__pay-split');
    const amount = (name: string) => totals?.querySelector(`[data-amount="${name}"]`)?.textContent ?? undefined;
    return { payNow: amount('pay-now'), due: amount('due-at-property') };
  };
  /** One apartment's figures: its total, and its pay-now and due lines when it has them. */
  const apartment = (host: HTMLElement, name: string) => {
    const card = byRole(host, 'heading', { name }).closest('li')!;
    const amount = (selector: string) => card.querySelector(selector)?.textContent ?? undefined;
    return {
      total: amount('.stay-checkout-summary__line--total dd'),
      payNow: amount('[data-amount="pay-now"]'),
      due: amount('[data-amount="due-at-property"]'),
    };
  };
  const amountSent = () => (requestsTo('checkout/create-token-url')[0]?.body as { amount?: number } | undefined)?.amount;

  /** Records the sandbox's hold answer's payment plan, passing the answer on unchanged. */
  function recordHeldPayment(): { payment: HoldPayment | undefined } {
    const held: { payment: HoldPayment | undefined } = { payment: undefined };
    api.answer('v2/checkout/hold', async (_request, forward) => {
      const response = await forward();
      held.payment = ((await response.clone().json()) as { content: { payment?: HoldPayment } }).content.payment;
      return response;
    });
    return held;
  }

  async function payAndRecord(host: HTMLElement): Promise<HoldPayment> {
    const held = recordHeldPayment();
    payButton(host).click();
    await waitFor(() => visited.length === 1, 'the payment page');
    if (!held.payment) throw new Error('the hold answered no payment plan');
    return held.payment;
  }

  it('a mixed stay: the prepaid apartment is paid now, the card-guaranteed one is due; the payment session is asked for the pay-now amount only', async () => {
    const host = await mount();
    await waitFor(() => split(host).payNow, 'the pay-now figure');
    const studio = apartment(host, 'Apartment 1: Studio Executive');
    const prepaid = apartment(host, 'Apartment 2: One-Bedroom Executive');
    // Booking §3: the Best Available Rate apartment (card guarantee) is due in full, the Non-Refundable one (isOpg) paid in full now.
    expect(split(host)).to.deep.equal({ payNow: prepaid.total, due: studio.total });
    expect(studio).to.include({ payNow: undefined, due: studio.total });
    expect(prepaid).to.include({ payNow: prepaid.total, due: undefined });
    expect(host.textContent).not.to.contain('nothing is charged now');

    const planned = await payAndRecord(host);
    // The sandbox's plan says the same to the cent; the session is asked for it, not the stay's total.
    expect(split(host)).to.deep.equal({ payNow: money('en', planned.payNow, 'SGD'), due: money('en', planned.dueAtProperty, 'SGD') });
    expect(planned.payNow).to.be.greaterThan(0);
    expect(amountSent()).to.equal(planned.payNow);
    expect(planned.payNow + planned.dueAtProperty).to.be.closeTo(
      (requestsTo('v2/checkout/hold')[0]?.body as { expectedTotal?: number } | undefined)?.expectedTotal ?? Number.NaN,
      0.001,
    );
  });

  it('after a declined payment the step still shows the hold’s plan and asks the next session for the same amount', async () => {
    const { returned, hold } = await returnFromPaymentPage('declined');
    const kept = readEntry(holdPaymentEntry);
    expect(kept?.holdId).to.equal(hold.holdId);
    clock = manualClock(Date.parse(hold.expiresAt) - 10 * MINUTE);
    setPageClock(clock);
    const host = await mount(returned, { keepStorage: true });
    const alert = await waitFor(
      () => (host.textContent?.includes('Your payment was declined') ? byRole(host, 'alert') : undefined),
      'the decline',
    );
    expect(split(host)).to.deep.equal({
      payNow: money('en', kept!.payment.payNow, 'SGD'),
      due: money('en', kept!.payment.dueAtProperty, 'SGD'),
    });
    byRole(alert, 'button', { name: 'Try again' }).click();
    await waitFor(() => visited.length === 1, 'the payment page again');
    expect(amountSent()).to.equal(kept!.payment.payNow);
  });

  it('a stay guaranteed by card only: nothing is charged now, and the payment session is asked for 0', async () => {
    const guaranteed = [
      sandboxCartItem({ stay: STAY, roomTypeCode: 'STUD' }),
      sandboxCartItem({ stay: STAY, roomTypeCode: 'ONEB' }, { shoppingCartItemId: 'item-2', apartmentNumber: 2 }),
    ];
    const host = await mount({ step: '2' }, { cart: guaranteed });
    await waitFor(() => split(host).payNow, 'the pay-now figure');
    expect(split(host).payNow).to.equal(money('en', 0, 'SGD'));
    expect(host.textContent).to.contain('Your card guarantees this booking; nothing is charged now.');
    const planned = await payAndRecord(host);
    expect(planned).to.include({ payNow: 0, guaranteeOnly: true, cardRequired: true });
    expect(split(host).due).to.equal(money('en', planned.dueAtProperty, 'SGD'));
    expect(amountSent() ?? 0).to.equal(0);
  });

  it('a property that takes no card: nothing is charged now, and no card is mentioned', async () => {
    const stay = sellableStay({ hotelCode: 'SGMARB', apartmentTypeCode: 'STUD', from: 40 });
    const host = await mount({ step: '2' }, { cart: [sandboxCartItem({ stay, roomTypeCode: 'STUD' }, { hotelCode: 'SGMARB' })] });
    await waitFor(() => split(host).payNow, 'the pay-now figure');
    const note = host.querySelector('.stay-checkout-summary__charge-note');
    expect(note?.textContent).to.equal('Nothing is charged now; you pay at the property.');
    expect(host.querySelector('.stay-checkout-summary__stay')?.textContent).not.to.match(/card/i);
  });

  it('a stay in yen: whole yen, no decimals, in the summary and in the amount asked for', async () => {
    const host = await mount({ step: '2' }, { currency: 'JPY' });
    await waitFor(() => split(host).payNow, 'the pay-now figure');
    const shown = split(host);
    // Booking §9: yen have no minor unit.
    expect(shown.payNow).to.match(/\d/).and.not.match(/[.]\d/);
    expect(shown.due).to.match(/\d/).and.not.match(/[.]\d/);
    const planned = await payAndRecord(host);
    expect(planned.currencyCode).to.equal('JPY');
    expect(Number.isInteger(planned.payNow) && Number.isInteger(planned.dueAtProperty)).to.equal(true);
    expect(shown).to.deep.equal({ payNow: money('en', planned.payNow, 'JPY'), due: money('en', planned.dueAtProperty, 'JPY') });
    expect(amountSent()).to.equal(planned.payNow);
    expect((requestsTo('checkout/create-token-url')[0]?.body as { currencyCode?: string } | undefined)?.currencyCode).to.equal('JPY');
  });

  it('a hold answer without a readable plan: one warning naming the element, the total alone, and no amount asked for', async () => {
    api.answer('v2/checkout/hold', async (_request, forward) => {
      const { content } = (await (await forward()).json()) as { content: Record<string, unknown> };
      return ok({ ...content, payment: { payNow: 'all of it' } });
    });
    const warnings = captureWarnings();
    try {
      const host = await mount();
      await waitFor(() => split(host).payNow, 'the preview');
      payButton(host).click();
      await waitFor(() => visited.length === 1, 'the payment page');
      expect(host.querySelector('.stay-checkout-summary__pay-split')).to.equal(null);
      expect(host.textContent).to.contain('Total');
      expect(warnings.messages.filter((message) => message.includes('<stay-checkout>') && message.includes('payment plan'))).to.have.length(
        1,
      );
      const [token] = requestsTo('checkout/create-token-url');
      expect(token && 'amount' in (token.body as object)).to.equal(false);
      expect(readEntry(holdPaymentEntry)).to.equal(undefined);
    } finally {
      warnings.restore();
    }
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
