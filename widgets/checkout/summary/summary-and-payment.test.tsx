import { expect } from 'chai';
import axe from 'axe-core';
import widgetStyles from '../../styles.css?inline';
import summaryStyles from './summary.css?inline';
import { getApiClient } from '../../../shared/api/page-client';
import type { ApartmentGuestDetails } from '../../../shared/domain/booking/guest-details';
import { readEntry, writeEntry } from '../../../shared/storage';
import { guestDetailsAtom } from '../../../shared/store/checkout/guest-details-entry';
import { openDialogAtom } from '../../../shared/store/dialog';
import { loginRequestAtom } from '../../../shared/store/member-atoms';
import { pageStore } from '../../../shared/store/page-store';
import { sampleCartAddon, sampleCartItem } from '../../../testing/cart-fixtures';
import { renderComponent } from '../../../testing/component-host';
import { installFakeCartService } from '../../../testing/fake-cart-service';
import { addWidgetStyles, waitFor } from '../../../testing/fixtures';
import { resetPageForTest } from '../../../testing/page-state';
import { byRole, queryByRole } from '../../../testing/roles';
import { checkoutFlowEntry } from '../../../shared/store/checkout/checkout-flow-entry';
import { modifyRecordEntry } from '../../../shared/store/modify-session';
import { installFakeCheckoutService } from './fake-checkout-service';
import { manualClock, type ManualClock } from './manual-clock';
import { navigation } from './navigation';
import { setPageClock } from './page-clock';
import { SummaryAndPayment } from './SummaryAndPayment';

/*
 * The summary and payment step (issue 16 items 1 and 2), mounted alone on a seeded guest cart
 * and guest details, against stand-ins of the cart and checkout calls (the e2e runs the sandbox).
 * Leaving the page goes through `navigation`, which the tests record instead.
 */
addWidgetStyles(widgetStyles);
addWidgetStyles(summaryStyles);

const cartService = installFakeCartService();
const service = installFakeCheckoutService();
after(() => {
  service.restore();
  cartService.restore();
});

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
  sampleCartItem({ addons: [sampleCartAddon()] }),
  sampleCartItem({
    shoppingCartItemId: 'item-2',
    apartmentNumber: 2,
    roomRate: { ...sampleCartItem().roomRate, roomTypeName: 'One bedroom', ratePlanCode: 'PREPAID', ratePlanName: 'Pay now', isOpg: true },
  }),
];

async function mount(query: Record<string, string> = { step: '2' }, { held = false, keepStorage = false, modifying = false } = {}) {
  await resetPageForTest({ language: 'en', config: { currency: 'SGD' }, query, keepStorage });
  if (modifying) {
    // Issue 18: a booked reservation being changed (what the manage page's beginModify stores).
    writeEntry(modifyRecordEntry, {
      confirmNo: 'SR4100001',
      pointsRedeemed: 0,
      returnVoucher: false,
      promotionType: 0,
      hotelCode: 'SGORCH',
      startDate: '2026-03-20',
      endDate: '2026-03-22',
    });
  }
  const value = { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', lastModified: Date.now(), items: items() };
  localStorage.setItem('stay:guest-cart', JSON.stringify({ value, storedAt: Date.now() }));
  pageStore.set(guestDetailsAtom, { apartments: { 'item-1': guest('Mei'), 'item-2': guest('Wei') }, acceptConditions: true });
  if (held) {
    const expiresAt = new Date(clock.now() + 10 * 60_000).toISOString();
    // The flow state as the page left it for the payment page.
    writeEntry(checkoutFlowEntry, { name: 'paying', hold: { holdId: 'H9', expiresAt, extensionsLeft: 2 } });
  }
  const { host, rerender } = renderComponent(
    <SummaryAndPayment onBack={() => (backs += 1)} confirmationUrl="/en/booking/confirmation/" ratesUrl="/en/rates/" />,
  );
  await waitFor(() => queryByRole(host, 'heading', { name: 'Your stay' }), 'the stay');
  /** The page goes away (before a reload): the step unmounts. */
  leave = () => rerender(<></>);
  return host;
}

const requestsTo = (path: string) => service.requests.filter((request) => request.path === path);
const payButton = (host: HTMLElement) => byRole(host, 'button', { name: 'Pay and book' });
const events = (name: string) => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === name);

beforeEach(() => {
  clock = manualClock();
  setPageClock(clock);
  service.now = () => clock.now();
  visited = [];
  addresses = [];
  backs = 0;
  navigation.assign = (url) => void visited.push(url);
  navigation.replaceAddress = (url) => void addresses.push(url);
  Object.assign(service, {
    previousTotal: undefined,
    holdError: undefined,
    outcome: 'approved',
    downtime: {},
    suppressCardHotels: [],
    extensionsLeft: 2,
  });
  service.requests.length = 0;
  service.reservations.clear();
  window.dataLayer = [];
});
afterEach(() => {
  Object.assign(navigation, realNavigation);
  setPageClock(undefined);
});

describe('SummaryAndPayment: what is booked and how it is paid', () => {
  it('shows each apartment with its guest, the totals, the payment type per rate and property, and the analytics step', async () => {
    service.suppressCardHotels = [];
    const host = await mount();
    expect(byRole(host, 'heading', { name: 'Apartment 1: Studio' }).tagName).to.equal('H4');
    expect(byRole(host, 'heading', { name: 'Apartment 2: One bedroom' }).tagName).to.equal('H4');
    expect(host.textContent).to.contain('Ms Mei Tan').and.contain('Ms Wei Tan').and.contain('Add-on: Breakfast');
    await waitFor(() => host.textContent?.includes('Cards accepted: VISA and MASTERCARD'), 'the card types');
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
    expect(visited[0]).to.match(/^\/__sandbox\/payment\/H\d+/);
    expect(requestsTo('/api/pre-booking-validate')).to.have.length(1);
    const [hold] = requestsTo('/api/v2/checkout/hold');
    if (!hold) throw new Error('no hold was sent');
    const rooms = (hold.body as { rooms: { guestDetails: ApartmentGuestDetails; rateBreakDown: { night: string }[]; isOpg: boolean }[] })
      .rooms;
    expect(rooms.map((room) => room.guestDetails.firstName)).to.deep.equal(['Mei', 'Wei']);
    expect(rooms[0]?.rateBreakDown.map((night) => night.night)).to.deep.equal(['01-04-2026', '02-04-2026', '03-04-2026']);
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
    expect(hold?.idempotencyKey).to.be.a('string');
    const [token] = requestsTo('/api/checkout/create-token-url');
    if (!token) throw new Error('no payment page was asked for');
    expect((token.body as { returnUrl: string }).returnUrl).to.match(/^\/[^/].*step=2/);
    expect(events('add_payment_info')).to.have.length(1);
  });

  it('modifying a reservation: "Confirm the change" sends the new stay to checkout/modify once, ends the flow and shows the confirmation; no hold, no payment page', async () => {
    const host = await mount({ step: '2' }, { modifying: true });
    await waitFor(() => host.textContent?.includes('Cards accepted'), 'the payment facts');
    const confirm = byRole(host, 'button', { name: 'Confirm the change' });
    confirm.click();
    confirm.click();
    await waitFor(() => visited.length === 1, 'the confirmation page');
    expect(visited[0]).to.match(/^\/en\/booking\/confirmation\/\?confirmNo=SR4100001$/);
    expect(requestsTo('/api/v2/checkout/hold')).to.have.length(0);
    expect(requestsTo('/api/checkout/create-token-url')).to.have.length(0);
    const [modify, ...more] = requestsTo('/api/checkout/modify');
    expect(more).to.have.length(0);
    expect(modify?.idempotencyKey).to.match(/^modify:SR4100001:/);
    // The key names every add-on count: 2 adults and 1 adult of one breakfast are two changes.
    expect(modify?.idempotencyKey).to.match(/:BRKFx2\/0\/0$/);
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
    expect(requestsTo('/api/v2/checkout/hold')).to.have.length(1);
    expect(requestsTo('/api/checkout/create-token-url')).to.have.length(1);
    expect(visited).to.have.length(1);
  });

  it('a changed price shows the old and new totals and goes on only when the visitor accepts', async () => {
    service.previousTotal = 600;
    const host = await mount();
    payButton(host).click();
    const dialog = await waitFor(() => queryByRole(document.body, 'alertdialog', { name: 'The price has changed' }), 'the question');
    expect(dialog.textContent).to.match(/was SGD\s?600\.00 and is now SGD\s?[\d,.]+/);
    expect(requestsTo('/api/v2/checkout/hold')).to.have.length(0);
    byRole(dialog, 'button', { name: 'Continue at the new price' }).click();
    await waitFor(() => visited.length === 1, 'the payment page after accepting');
    expect(requestsTo('/api/v2/checkout/hold')).to.have.length(1);
  });

  it('an error of the catalogue opens the global dialog with its recovery (no unit left: back to rates)', async () => {
    service.holdError = { code: 'SABRE_322', status: 409 };
    const host = await mount();
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
    expect(requestsTo('/api/pre-booking-validate')).to.have.length(0);
  });
});

describe('SummaryAndPayment: the return from the payment page', () => {
  const returned = { step: '2', paymentResult: 'eyJvdXRjb21lIjoiYXBwcm92ZWQifQ', signature: 'ab12' };

  it('commits the result and goes to the confirmation with every confirmation number; the result leaves the address', async () => {
    await mount(returned, { held: true });
    await waitFor(() => visited.length === 1, 'the confirmation page');
    expect(visited[0]).to.equal('/en/booking/confirmation/?confirmNo=C1,C2');
    expect(requestsTo('/api/v2/checkout/commit')[0]?.body).to.deep.equal({
      holdId: 'H9',
      paymentResult: returned.paymentResult,
      signature: 'ab12',
    });
    expect(addresses.at(-1)).to.not.contain('paymentResult');
    // Booked: the cart is emptied, nothing left to book twice.
    const stored = JSON.parse(localStorage.getItem('stay:guest-cart') ?? '{}') as { value?: { items: unknown[] } };
    expect(stored.value?.items).to.deep.equal([]);
  });

  it('a reload of the return page after the commit sends no second commit', async () => {
    await mount(returned, { held: true });
    await waitFor(() => visited.length === 1, 'the confirmation');
    leave();
    await mount(returned, { keepStorage: true });
    await waitFor(() => payButton(document.body), 'the page again');
    expect(requestsTo('/api/v2/checkout/commit')).to.have.length(1);
    expect(visited).to.have.length(1);
  });

  it('a declined payment keeps the stay and the guests and lets the visitor pay again for the same hold', async () => {
    service.outcome = 'declined';
    const host = await mount(returned, { held: true });
    const alert = await waitFor(
      () => (host.textContent?.includes('Your payment was declined') ? byRole(host, 'alert') : undefined),
      'the decline',
    );
    expect(host.textContent).to.contain('Ms Mei Tan');
    expect(host.querySelector('[role="timer"]')?.textContent).to.contain('10:00');
    service.outcome = 'approved';
    byRole(alert, 'button', { name: 'Try again' }).click();
    await waitFor(() => visited.length === 1, 'the payment page again');
    expect(visited[0]).to.match(/^\/__sandbox\/payment\/H9/);
    expect(requestsTo('/api/v2/checkout/hold')).to.have.length(0);
  });

  it('a hold that ended commits nothing, says so and holds the same cart again', async () => {
    service.outcome = 'expired';
    const host = await mount(returned, { held: true });
    const alert = await waitFor(
      () => (host.textContent?.includes('Your hold has ended') ? byRole(host, 'alert') : undefined),
      'the expiry',
    );
    expect(service.reservations.size).to.equal(0);
    byRole(alert, 'button', { name: 'Hold again' }).click();
    await waitFor(() => requestsTo('/api/v2/checkout/hold').length === 1, 'a new hold');
    await waitFor(() => host.querySelector('[role="timer"]'), 'the new countdown');
    expect(visited).to.deep.equal([]);
  });

  it('"Keep my booking" extends the hold while the service allows', async () => {
    service.outcome = 'declined';
    const host = await mount(returned, { held: true });
    await waitFor(() => host.textContent?.includes('Your payment was declined'), 'the decline');
    for (let moved = 0; moved < 8 * 60_000 + 1_000; moved += 60_000) {
      await waitFor(() => clock.pending() > 0, 'the countdown waiting');
      clock.advance(Math.min(60_000, 8 * 60_000 + 1_000 - moved));
    }
    const warning = await waitFor(
      () => queryByRole(document.body, 'alertdialog', { name: 'Your apartments will soon be released' }),
      'the warning',
    );
    byRole(warning, 'button', { name: 'Keep my booking' }).click();
    await waitFor(() => !warning.isConnected, 'the warning answered');
    const [extend] = requestsTo('/api/v2/checkout/hold');
    expect(extend?.body).to.deep.equal({ extendHoldId: 'H9' });
    await waitFor(() => host.querySelector('[role="timer"]')?.textContent?.includes('15:00'), 'the later end');
  });
});

describe('SummaryAndPayment: accessibility (axe) in every state', () => {
  const violations = async (root: Element) =>
    (await axe.run(root, { rules: { region: { enabled: false } } })).violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );

  it('the summary, the price question, and a declined payment with its countdown', async () => {
    service.previousTotal = 600;
    let host = await mount();
    await waitFor(() => host.textContent?.includes('Cards accepted'), 'the payment facts');
    expect(await violations(host)).to.deep.equal([]);
    payButton(host).click();
    const dialog = await waitFor(() => queryByRole(document.body, 'alertdialog'), 'the price question');
    expect(await violations(dialog)).to.deep.equal([]);
    leave();
    service.outcome = 'declined';
    host = await mount({ step: '2', paymentResult: 'r', signature: 's' }, { held: true });
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

  /** Pay with the hold failing with `code`; then the dialog's one button. */
  async function refusedWith(code: string, status: number): Promise<HTMLElement> {
    service.holdError = { code, status };
    const host = await mount();
    payButton(host).click();
    const dialog = await waitFor(() => queryByRole(document.body, 'alertdialog'), `the dialog for ${code}`);
    service.holdError = undefined;
    return byRole(dialog, 'button');
  }

  it('no unit left (SABRE_322): back to the rates of the cart’s stay', async () => {
    (await refusedWith('SABRE_322', 409)).click();
    await waitFor(() => visited.length === 1, 'the rates');
    const rates = new URL(visited[0]!, location.origin);
    expect(rates.pathname).to.equal('/en/rates/');
    expect(rates.searchParams.get('hotel')).to.equal('SGORCH');
    expect(rates.searchParams.get('arrive')).to.equal('2026-04-01');
    expect(rates.searchParams.get('depart')).to.equal('2026-04-04');
  });

  it('a provider down (E143): retry holds again and goes on to the payment page', async () => {
    (await refusedWith('E143', 503)).click();
    await waitFor(() => visited.length === 1, 'the payment page');
    expect(requestsTo('/api/v2/checkout/hold')).to.have.length(2);
  });

  it('a member rate (E106): log in, and the hold runs again once signed in', async () => {
    (await refusedWith('E106', 403)).click();
    const request = await waitFor(() => pageStore.get(loginRequestAtom), 'the login');
    request.resume?.();
    await waitFor(() => visited.length === 1, 'the payment page after the login');
    expect(requestsTo('/api/v2/checkout/hold')).to.have.length(2);
  });
});
