import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import widgetStyles from '../styles.css?inline';
import { saveMemberCart } from '../../shared/api/cart-service';
import { getApiClient } from '../../shared/api/page-client';
import type { CartItem } from '../../shared/domain/booking/cart-item';
import { pageDeviceType } from '../../shared/store/cart/cart-reads';
import { loginRequestAtom } from '../../shared/store/member-atoms';
import { pageStore } from '../../shared/store/page-store';
import { sandboxCartItem, sellableStayOfTypes, signInAsNewMember } from '../../testing/cart-sandbox';
import { testNowMs, uniqueSuffix } from '../../testing/clock';
import { addFixture, addWidgetStyles, nextFrame, removeFixtures, waitFor } from '../../testing/fixtures';
import { providerDowntimeRead } from './provider-downtime';
import { resetPageForTest } from '../../testing/page-state';
import { allByRole, byRole, queryByRole, type Role } from '../../testing/roles';

/*
 * `<stay-checkout>` (issue 16 item 1): the step switch and the guest details, on a guest cart
 * seeded in local storage and priced by the sandbox, which names each apartment and rate and
 * says its conditions from its seed.
 */
await import('./element');
addWidgetStyles(widgetStyles);

// A week: the leasing rate, the seed's one refundable rate with a cancellation charge, sells from 7 nights.
const STAY = sellableStayOfTypes({ hotelCode: 'SGORCH', nights: 7 }, ['STUD', 'ONEB']);
const studio = (ratePlanCode = 'BAR') => sandboxCartItem({ stay: STAY, roomTypeCode: 'STUD', ratePlanCode });

function seedGuestCart(items: CartItem[]): void {
  const value = { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', lastModified: testNowMs(), items };
  localStorage.setItem('stay:guest-cart', JSON.stringify({ value, storedAt: testNowMs() }));
}

const twoApartments = () => [
  studio('NRF'),
  sandboxCartItem({ stay: STAY, roomTypeCode: 'ONEB', ratePlanCode: 'LSE' }, { shoppingCartItemId: 'item-2', apartmentNumber: 2 }),
];

const ecommerceEvents = () =>
  (window.dataLayer ?? []).filter((entry): entry is { event: string } => typeof entry === 'object' && entry !== null && 'event' in entry);

beforeEach(async () => {
  await resetPageForTest({ language: 'en', config: { currency: 'SGD' }, query: {} });
  history.replaceState(null, '', location.pathname);
  window.dataLayer = [];
});
afterEach(() => {
  removeFixtures();
  document.cookie = 'stay-member-token=; path=/; max-age=0';
  pageStore.set(loginRequestAtom, undefined);
});

const checkout = () =>
  addFixture('<stay-checkout data-rates-url="/en/booking/select-apartment-and-rates/" data-cart-url="/en/booking/cart/"></stay-checkout>');
const apartment = async (root: HTMLElement, name: string): Promise<HTMLElement> =>
  waitFor(() => queryByRole(root, 'group', { name }), name);
const field = (root: HTMLElement, role: Role, name: string) => byRole(root, role, { name }) as HTMLInputElement;

async function typeInto(control: HTMLElement, text: string) {
  control.focus();
  await sendKeys({ type: text });
}

/** Fills apartment 1 and accepts the conditions, by keyboard where a visitor types. */
async function fillFirstApartment(root: HTMLElement) {
  const first = await apartment(root, 'Apartment 1: Studio Executive');
  const salutation = field(first, 'combobox', 'Title (optional)') as unknown as HTMLSelectElement;
  salutation.focus();
  await sendKeys({ press: 'ArrowDown' });
  await typeInto(field(first, 'textbox', 'First name'), 'Ann');
  await typeInto(field(first, 'textbox', 'Last name'), 'Lee');
  await typeInto(field(first, 'textbox', 'E-mail'), 'ann@example.com');
  await typeInto(field(first, 'textbox', 'Country code'), '+65');
  await typeInto(field(first, 'textbox', 'Phone number'), '81234567');
  const country = field(first, 'combobox', 'Country of residence') as unknown as HTMLSelectElement;
  country.value = 'SG';
  country.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('<stay-checkout> guest details', () => {
  it('an empty cart says so and links to the rates', async () => {
    const root = checkout();
    const link = await waitFor(() => queryByRole(root, 'link', { name: 'Choose an apartment' }), 'the way back');
    expect(link.getAttribute('href')).to.equal('/en/booking/select-apartment-and-rates/');
    expect(root.textContent).to.contain('Your cart is empty');
  });

  it('asks for each apartment with autofill tokens, optional fields marked; apartment 2 offers apartment 1 contact details', async () => {
    seedGuestCart(twoApartments());
    const root = checkout();
    const first = await apartment(root, 'Apartment 1: Studio Executive');
    const tokens = Array.from(first.querySelectorAll('input, select, textarea'), (control) => control.getAttribute('autocomplete'));
    expect(tokens).to.deep.equal([
      'honorific-prefix',
      'given-name',
      'family-name',
      'email',
      'tel-country-code',
      'tel-national',
      'country',
      'off',
      'off',
    ]);
    const optional = ['Title (optional)', 'Arrival time (optional)', 'Special requests (optional)'];
    expect(optional.map((name) => queryByRole(first, /Special/.test(name) ? 'textbox' : 'combobox', { name }) !== null)).to.deep.equal([
      true,
      true,
      true,
    ]);
    // At most 11 fields for one apartment, the conditions box included (issue 16 item 1).
    expect(first.querySelectorAll('input, select, textarea').length + 1).to.be.at.most(11);
    const second = await apartment(root, 'Apartment 2: One-Bedroom Executive');
    const same = byRole(second, 'checkbox', { name: 'Same contact details as apartment 1' }) as HTMLInputElement;
    expect(same.checked).to.equal(true);
    expect(queryByRole(second, 'textbox', { name: 'First name' })).to.equal(null);
    same.click();
    await waitFor(() => queryByRole(second, 'textbox', { name: 'First name' }), 'its own contact fields');
  });

  it('shows each rate cancellation policy in words before the conditions box', async () => {
    seedGuestCart(twoApartments());
    const root = checkout();
    await apartment(root, 'Apartment 1: Studio Executive');
    const box = byRole(root, 'checkbox', { name: 'I accept the booking conditions and the cancellation policy above' });
    const policies = document.getElementById(box.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent;
    expect(policies).to.contain('Apartment 1: Studio Executive, Advance Purchase, Non-Refundable: non-refundable');
    expect(policies).to.contain('Apartment 2: One-Bedroom Executive, Extended Stay Leasing Rate: a cancellation charge applies');
  });

  it('a submit with problems focuses the summary; a field left invalid says so; a valid value hides its message', async () => {
    seedGuestCart([studio()]);
    const root = checkout();
    await apartment(root, 'Apartment 1: Studio Executive');
    const firstName = field(root, 'textbox', 'First name');
    firstName.focus();
    await sendKeys({ press: 'Tab' });
    const status = byRole(root, 'status');
    await waitFor(() => status.textContent === 'Apartment 1: Studio Executive: Enter the first name', 'the announcement');
    expect(firstName.getAttribute('aria-invalid')).to.equal('true');
    byRole(root, 'button', { name: 'Continue to summary and payment' }).click();
    const summary = await waitFor(() => queryByRole(root, 'group', { name: 'There is a problem' }), 'the error summary');
    await waitFor(() => document.activeElement === summary, 'focus on the summary');
    expect(allByRole(summary, 'link').map((link) => link.textContent)).to.include.members([
      'Enter the first name',
      'Accept the conditions to continue',
    ]);
    await typeInto(firstName, 'Ann');
    await waitFor(() => !firstName.hasAttribute('aria-invalid'), 'valid again');
    expect(new URLSearchParams(location.search).get('step')).to.equal(null);
  });

  it('keeps every value as typed in session storage: a new page shows them again', async () => {
    seedGuestCart([studio()]);
    let root = checkout();
    await fillFirstApartment(root);
    await typeInto(field(root, 'textbox', 'Special requests (optional)'), 'High floor');
    await waitFor(() => sessionStorage.getItem('stay:guest-details')?.includes('High floor'), 'stored');
    removeFixtures();
    root = checkout();
    await apartment(root, 'Apartment 1: Studio Executive');
    expect(field(root, 'textbox', 'First name').value).to.equal('Ann');
    expect(field(root, 'textbox', 'Phone number').value).to.equal('81234567');
    expect((field(root, 'combobox', 'Country of residence') as unknown as HTMLSelectElement).value).to.equal('SG');
    expect(field(root, 'textbox', 'Special requests (optional)').value).to.equal('High floor');
  });

  it('continue with valid details sets the flag, pushes ?step=2 without a reload and focuses the step heading; Back returns', async () => {
    seedGuestCart(twoApartments());
    const root = checkout();
    await fillFirstApartment(root);
    byRole(root, 'checkbox', { name: 'I accept the booking conditions and the cancellation policy above' }).click();
    byRole(root, 'button', { name: 'Continue to summary and payment' }).click();
    const heading = await waitFor(() => queryByRole(root, 'heading', { name: 'Step 2 of 2: Summary and payment' }), 'step 2');
    await waitFor(() => document.activeElement === heading, 'focus on the step');
    expect(new URLSearchParams(location.search).get('step')).to.equal('2');
    expect(sessionStorage.getItem('stay:checkout-to-summary')).to.contain('true');
    // Apartment 2 took apartment 1's contact details (WCAG 3.3.7).
    expect(sessionStorage.getItem('stay:guest-details')).to.match(/"item-2":\{"salutation":"Ms","firstName":"Ann","lastName":"Lee"/);
    byRole(root, 'button', { name: 'Back to guest details' }).click();
    await waitFor(() => queryByRole(root, 'heading', { name: 'Step 1 of 2: Guest details' }), 'step 1 again');
    expect(field(root, 'textbox', 'First name').value).to.equal('Ann');
  });

  it('pushes the booking step and GA4 begin_checkout once when the details show', async () => {
    seedGuestCart(twoApartments());
    const root = checkout();
    await apartment(root, 'Apartment 1: Studio Executive');
    const events = ecommerceEvents().map((entry) => entry.event);
    expect(events).to.deep.equal(['booking-guest-details', 'begin_checkout']);
  });

  it('a member rate without a login asks to log in, and Continue opens the login', async () => {
    seedGuestCart([studio('MBR')]);
    const root = checkout();
    await fillFirstApartment(root);
    expect(root.textContent).to.contain('Your cart holds a member rate: log in to book it.');
    byRole(root, 'checkbox', { name: /I accept/ }).click();
    byRole(root, 'button', { name: 'Continue to summary and payment' }).click();
    await waitFor(() => pageStore.get(loginRequestAtom)?.reason === 'member-rate', 'the login request');
    expect(new URLSearchParams(location.search).get('step')).to.equal(null);
  });
});

describe('<stay-checkout> provider downtime (issue 16 item 1)', () => {
  afterEach(() => {
    document.cookie = 'stay-sandbox-downtime=; path=/; max-age=0';
  });

  it('says a provider is down above the guest details, before anything is typed, with when it is back', async () => {
    // The sandbox's switch for this page only: its downtime reads answer "down" for payment.
    document.cookie = 'stay-sandbox-downtime=payment; path=/';
    seedGuestCart([studio()]);
    const root = checkout();
    await apartment(root, 'Apartment 1: Studio Executive');
    const notice = await waitFor(() => root.querySelector('.stay-checkout__downtime-item'), 'the downtime notice');
    expect(notice.getAttribute('role')).to.equal('alert');
    expect(notice.textContent).to.match(/^Online payment is unavailable at the moment\. Please try again later\. Expected back at /);
    // The time in DD-MM-YYYY HH:mm, with the date in words for screen readers.
    expect(notice.querySelector('time [aria-hidden="true"]')!.textContent).to.match(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    // Before the form: a screen reader meets it first.
    const firstField = field(root, 'textbox', 'First name');
    expect(notice.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
  });

  it('says nothing when every provider is up', async () => {
    seedGuestCart([studio()]);
    const root = checkout();
    await apartment(root, 'Apartment 1: Studio Executive');
    const answer = await pageStore.get(providerDowntimeRead.answer('providers'));
    expect(answer).to.deep.equal({ ok: true, data: [] });
    await nextFrame();
    expect(root.querySelector('.stay-checkout__downtime-item')).to.equal(null);
  });
});

describe('<stay-checkout> for a member', () => {
  it("fills what the member's profile gives, and the guest offer turns into a note", async () => {
    await signInAsNewMember({ salutation: 'Mrs', firstName: 'Mei', lastName: 'Tan', countryOfResidence: 'MY' });
    const cart = { currencyCode: 'SGD', shoppingCartDeviceType: pageDeviceType, items: [studio()] };
    const saved = await saveMemberCart(getApiClient(), cart, `checkout-test-${uniqueSuffix()}`);
    if (!saved.ok) throw new Error(`The sandbox did not save the member's cart: ${saved.error.message}`);
    const root = checkout();
    await apartment(root, 'Apartment 1: Studio Executive');
    await waitFor(() => field(root, 'textbox', 'First name').value === 'Mei', 'prefilled');
    expect(field(root, 'textbox', 'Last name').value).to.equal('Tan');
    expect((field(root, 'combobox', 'Title (optional)') as unknown as HTMLSelectElement).value).to.equal('Mrs');
    expect((field(root, 'combobox', 'Country of residence') as unknown as HTMLSelectElement).value).to.equal('MY');
    expect(root.textContent).to.contain('You are logged in');
    expect(queryByRole(root, 'button', { name: 'Log in' })).to.equal(null);
  });
});

describe('<stay-checkout> steps', () => {
  it('?step=2 without completed details shows the guest details', async () => {
    seedGuestCart([studio()]);
    history.replaceState(null, '', '?step=2');
    const root = checkout();
    await waitFor(() => queryByRole(root, 'heading', { name: 'Step 1 of 2: Guest details' }), 'step 1');
  });

  it('no step with the session flag opens summary and payment (its placeholder while it loads)', async () => {
    seedGuestCart([studio()]);
    sessionStorage.setItem('stay:checkout-to-summary', JSON.stringify({ value: true, storedAt: testNowMs() }));
    const root = checkout();
    await waitFor(() => queryByRole(root, 'heading', { name: 'Step 2 of 2: Summary and payment' }), 'step 2');
    expect(ecommerceEvents().map((entry) => entry.event)).to.not.include('begin_checkout');
  });
});
