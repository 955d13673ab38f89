import { expect } from 'chai';
import './element';
import { addFixture, removeFixtures, waitFor } from '../../testing/fixtures';
import { interceptApi, ok, type Reply } from '../../testing/intercept';
import { resetPageForTest } from '../../testing/page-state';
import { pageStore } from '../../shared/store/page-store';
import { reservationAccessAtom } from '../../shared/store/reservation-access';
import { byRole, queryByRole } from '../../testing/roles';

/*
 * `<stay-check-in>` (issue 18 helper B; loyalty §3 "Web check-in", §7): identify, reservation and
 * charges, the registration form through its states, an error that keeps the input, the draft
 * across a remount without the document number, go-green, completed, check-out with the bill. The
 * check-in calls are answered by `interceptApi`: the sandbox checks in only a reservation of its
 * own checkout inside its window (the day before arrival), whose bill and vouchers would be that
 * booking's, not the ones each test chooses; the e2e spec runs against such a booking. An unknown
 * pair goes on to the sandbox, which refuses it by a fault rule.
 */
const api = interceptApi();
after(() => api.restore());

/** The web check-in calls (`/api/loyalty/webcheckin/…`). */
const checkIn = (call: string) => `webcheckin/${call}`;
/** The bodies sent to a check-in call, in order. */
const sentTo = (call: string) => api.sent(checkIn(call)).map(({ body }) => body as Record<string, unknown>);

const reservation = {
  confirmNo: 'SR4100001',
  hotelCode: 'SGORCH',
  propertyName: 'Aster Residences Orchard',
  startDate: '2027-01-11',
  endDate: '2027-01-13',
  status: 'Reserved',
  guests: [{ firstName: 'Ken', lastName: 'Ito' }],
  currencyCode: 'SGD',
  totals: { total: 500 },
};
const FIELDS = [
  { name: 'firstName', kind: 'text', required: true },
  { name: 'lastName', kind: 'text', required: true },
  { name: 'nationality', kind: 'country', required: true },
  { name: 'documentType', kind: 'choice', required: true, options: ['passport', 'national-id'] },
  { name: 'documentNumber', kind: 'document', required: true },
];
let checkedIn = false;
/** The service's refusal naming the field (its `details`, which the envelope helpers do not write). */
const NATIONALITY_REFUSED: Reply = {
  status: 400,
  body: { status: 400, errorCode: 'BAD_REQUEST', message: 'BAD_REQUEST', details: { fields: ['nationality'] } },
};

beforeEach(async () => {
  await resetPageForTest({ language: 'en' });
  api.reset();
  checkedIn = false;
  api.answer(checkIn('getReservation'), ({ body }, forward) =>
    (body as Record<string, unknown>).lastName === 'Ito'
      ? ok({ reservation, checkIn: { window: 'open', opensOn: '2027-01-10', registered: checkedIn, checkedIn, goGreen: false } })
      : forward(),
  );
  api.answer(
    checkIn('get-property-info'),
    ok({ propertyName: 'Aster Residences Orchard', checkInTime: '15:00', checkOutTime: '11:00', goGreenOffered: true }),
  );
  api.answer(
    checkIn('getreservationcharges'),
    ok({
      currencyCode: 'SGD',
      lines: [{ code: 'ROOM', description: 'Studio, Best rate', amount: 500 }],
      total: 500,
      paid: 100,
      balance: 400,
    }),
  );
  api.answer(checkIn('getRegistration'), ok({ fields: FIELDS, values: { firstName: 'Ken', lastName: 'Ito' }, goGreen: false }));
  api.answer(checkIn('submitRegistration'), ok({ registered: true }));
  api.answer(checkIn('nonrdp-savecheckedin'), () => {
    checkedIn = true;
    return ok({ window: 'open', opensOn: '2027-01-10', registered: true, checkedIn: true });
  });
  api.answer(checkIn('saveGoGreenFlag'), ({ body }) => ok({ goGreen: (body as Record<string, unknown>).goGreen }));
  api.answer(
    'odx/abw/reservationcheckout',
    ok({
      currencyCode: 'SGD',
      lines: [{ code: 'ROOM', description: 'Studio, Best rate', amount: 500 }],
      total: 500,
      paid: 500,
      balance: 0,
      checkedOutAt: '2027-01-13T03:00:00Z',
    }),
  );
});
afterEach(() => removeFixtures());

const open = () => addFixture('<stay-check-in></stay-check-in>');

function type(input: HTMLInputElement | HTMLSelectElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

async function identify(root: HTMLElement, lastName = 'Ito') {
  await waitFor(() => queryByRole(root, 'textbox', { name: 'Confirmation number' }), 'the identify form');
  type(byRole(root, 'textbox', { name: 'Confirmation number' }) as HTMLInputElement, 'sr4100001');
  type(byRole(root, 'textbox', { name: 'Last name' }) as HTMLInputElement, lastName);
  (byRole(root, 'button', { name: 'Find my reservation' }) as HTMLButtonElement).click();
}

/** A bill table by its caption (the shared role queries do not list tables). */
const tableNamed = (root: HTMLElement, caption: string) =>
  Array.from(root.querySelectorAll('table')).find((table) => table.caption?.textContent === caption);

const field = (root: HTMLElement, label: string) =>
  byRole(root, label === 'Identity document *' ? 'combobox' : 'textbox', { name: label }) as HTMLInputElement;

describe('<stay-check-in>', () => {
  it('an unknown pair says so and keeps what was typed', async () => {
    await resetPageForTest({
      language: 'en',
      faults: [{ match: '/api/loyalty/webcheckin/getReservation', kind: 'error', status: 404, errorCode: 'E91' }],
    });
    const root = open();
    await identify(root, 'Tanaka');
    await waitFor(() => root.querySelector('[role="alert"]')?.textContent?.includes('could not find'), 'not found');
    expect((byRole(root, 'textbox', { name: 'Last name' }) as HTMLInputElement).value).to.equal('Tanaka');
    const [lookup] = api.sent();
    expect(lookup?.call).to.equal('loyalty/webcheckin/getReservation');
    expect(lookup?.body).to.deep.equal({ confirmNo: 'SR4100001', lastName: 'Tanaka' });
  });

  it('identify -> charges -> registration -> an error keeps the input -> completed -> check-out with the bill', async () => {
    const root = open();
    await identify(root);
    await waitFor(() => queryByRole(root, 'heading', { name: 'Reservation SR4100001' }), 'the stay');
    expect(tableNamed(root, 'Charges')?.textContent).to.contain('Studio, Best rate').and.contain('Balance due');
    expect(sentTo('get-property-info')[0]).to.deep.equal({ hotelCode: 'SGORCH', isLoggedIn: false });
    // The registration is a read of its own, which may land after the charges.
    await waitFor(() => queryByRole(root, 'textbox', { name: 'First name *' }), 'the registration form');
    expect(field(root, 'First name *').value).to.equal('Ken');
    // Submit with problems: the summary lists them and nothing is sent.
    (byRole(root, 'button', { name: 'Check in' }) as HTMLButtonElement).click();
    await waitFor(
      () => queryByRole(root, 'group', { name: 'There is a problem' }) ?? root.querySelector('.stay-error-summary'),
      'the summary',
    );
    expect(sentTo('submitRegistration')).to.deep.equal([]);
    type(field(root, 'Nationality (country code) *'), 'JP');
    type(field(root, 'Identity document *'), 'passport');
    type(field(root, 'Document number *'), 'TK1234567');
    // The service refuses the nationality: the values stay, the field is named.
    api.answer(checkIn('submitRegistration'), NATIONALITY_REFUSED);
    (byRole(root, 'button', { name: 'Check in' }) as HTMLButtonElement).click();
    await waitFor(() => root.textContent?.includes('Check-in did not go through'), 'the error');
    expect(field(root, 'Document number *').value).to.equal('TK1234567');
    expect(root.textContent).to.contain('Check your nationality (country code).');
    api.answer(checkIn('submitRegistration'), ok({ registered: true }));
    (byRole(root, 'button', { name: 'Check in' }) as HTMLButtonElement).click();
    await waitFor(() => queryByRole(root, 'heading', { name: 'You are checked in' }), 'completed');
    const submitted = sentTo('submitRegistration').at(-1)!;
    expect(submitted.guest).to.include({ nationality: 'JP', documentType: 'passport', documentNumber: 'TK1234567' });
    (byRole(root, 'button', { name: 'Check out' }) as HTMLButtonElement).click();
    await waitFor(() => tableNamed(root, 'Your bill'), 'the bill');
    expect(root.textContent).to.contain('You are checked out');
  });

  it('the draft survives a remount (a reload) without the document number; go-green is saved at once', async () => {
    let root = open();
    await identify(root);
    await waitFor(() => queryByRole(root, 'textbox', { name: 'Nationality (country code) *' }), 'the form');
    type(field(root, 'Nationality (country code) *'), 'JP');
    type(field(root, 'Document number *'), 'TK1234567');
    (byRole(root, 'checkbox', { name: 'Go green: no daily housekeeping during my stay' }) as HTMLInputElement).click();
    await waitFor(() => root.textContent?.includes('Your go-green choice is saved.'), 'go-green saved');
    expect(sentTo('saveGoGreenFlag')[0]).to.include({ goGreen: true });
    await waitFor(() => sessionStorage.getItem('stay:checkin-draft')?.includes('"JP"'), 'the draft');
    expect(sessionStorage.getItem('stay:checkin-draft')).not.to.contain('TK1234567');
    removeFixtures();
    await resetPageForTest({ language: 'en', keepStorage: true });
    root = open();
    await waitFor(() => queryByRole(root, 'textbox', { name: 'Nationality (country code) *' }), 'the form again, without asking who');
    expect(field(root, 'Nationality (country code) *').value).to.equal('JP');
    expect(field(root, 'Document number *').value).to.equal('');
  });

  it('opens the reservation of the page (reservationAccessAtom) without asking; too early says when it opens', async () => {
    api.answer(checkIn('getReservation'), ok({ reservation, checkIn: { window: 'too-early', opensOn: '2027-01-10' } }));
    pageStore.set(reservationAccessAtom, { confirmNo: 'SR4100001', email: 'ken@example.com', lastName: 'Ito' });
    const root = open();
    await waitFor(() => root.textContent?.includes('Online check-in opens on'), 'the window');
    expect(queryByRole(root, 'button', { name: 'Check in' })).to.equal(null);
    expect(api.sent()[0]?.body).to.deep.equal({ confirmNo: 'SR4100001', lastName: 'Ito' });
  });

  it('garbage in its storage entry is dropped: the identify form, no error', async () => {
    await resetPageForTest({ language: 'en' });
    sessionStorage.setItem('stay:checkin-draft', '{"value":{"open":{"confirmNo":7},"drafts":"x"},"storedAt":"soon"}');
    const root = open();
    await waitFor(() => queryByRole(root, 'textbox', { name: 'Confirmation number' }), 'the identify form');
    expect(api.sent()).to.deep.equal([]);
  });

  it("where the property offers them: the member's vouchers listed, points convert and the charges read again", async () => {
    api.answer(
      checkIn('get-property-info'),
      ok({
        propertyName: 'Aster Residences Orchard',
        checkInTime: '15:00',
        checkOutTime: '11:00',
        pointConversionOffered: true,
        vouchersOffered: true,
      }),
    );
    api.answer(checkIn('listofredeemablevoucher'), ok({ vouchers: [{ voucherCode: 'V1', title: 'Free breakfast' }] }));
    let paidWithPoints = 0;
    api.answer(checkIn('getreservationcharges'), () =>
      ok({
        currencyCode: 'SGD',
        lines: [{ code: 'ROOM', description: 'Studio', amount: 500 }],
        total: 500,
        paid: 100,
        paidWithPoints,
        balance: 400 - paidWithPoints,
      }),
    );
    api.answer(checkIn('pointer-conversion'), ({ body }) => {
      const { points } = body as Record<string, unknown>;
      paidWithPoints = Number(points) / 100;
      return ok({ pointsConverted: points, amount: paidWithPoints, balance: 400 - paidWithPoints });
    });
    const root = open();
    await identify(root);
    await waitFor(() => queryByRole(root, 'heading', { name: 'Vouchers you can use' }), 'the vouchers');
    expect(root.textContent).to.contain('Free breakfast');
    // No call applies a voucher at check-in (loyalty spec §7): the screen says the property redeems them.
    expect(root.querySelector('.stay-check-in__vouchers')?.textContent).to.contain(
      'Show them at the front desk: the property redeems them when you arrive. They cannot be applied online.',
    );
    type(byRole(root, 'textbox', { name: 'Points to convert' }) as HTMLInputElement, '2000');
    (byRole(root, 'button', { name: 'Convert points' }) as HTMLButtonElement).click();
    await waitFor(() => tableNamed(root, 'Charges')?.textContent?.includes('Paid with points'), 'the charges read again');
    expect(sentTo('pointer-conversion')[0]).to.deep.equal({
      confirmNo: 'SR4100001',
      lastName: 'Ito',
      points: 2000,
    });
  });
});
