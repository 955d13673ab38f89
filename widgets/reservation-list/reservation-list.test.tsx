import { expect } from 'chai';
import widgetStyles from '../styles.css?inline';
import { testDay } from '../../testing/clock';
import { addFixture, addWidgetStyles, removeFixtures, waitFor } from '../../testing/fixtures';
import { interceptApi, ok } from '../../testing/intercept';
import { resetPageForTest } from '../../testing/page-state';
import { byRole, queryByRole } from '../../testing/roles';

/*
 * `<stay-reservation-list>` (issue 18 item 4): the groups, the links, signed out. Both
 * getreservationsbyresid calls are answered by `interceptApi`: a member with an upcoming, a
 * departed and a cancelled stay would take three checkouts, a cancellation and a status change in
 * the sandbox per test (the e2e spec lists real bookings). Stays are dated from the run's today,
 * which the groups are read against.
 */
const api = interceptApi();
after(() => api.restore());
const READS = ['loyalty/webcheckin/getreservationsbyresid', 'member/reservations.getreservationsbyresid.json'];

const stay = (confirmNo: string, status: string, startDate: string, endDate: string) => ({
  confirmNo,
  hotelCode: 'SGORCH',
  propertyName: 'Stay Orchard',
  startDate,
  endDate,
  status,
  currencyCode: 'SGD',
});

await import('./element');
addWidgetStyles(widgetStyles);

function signIn(signedIn: boolean): void {
  document.cookie = signedIn ? 'stay-member-token=t0k3n; path=/' : 'stay-member-token=; path=/; max-age=0';
  window.dispatchEvent(new CustomEvent('stay:session-change'));
}

beforeEach(async () => {
  await resetPageForTest({ language: 'en' });
  api.reset();
  for (const call of READS) api.watch(call);
});
afterEach(() => {
  removeFixtures();
  signIn(false);
});

const widget = () =>
  addFixture('<stay-reservation-list data-manage-path="/en/booking/property-listing/search-for-reservation"></stay-reservation-list>');

describe('<stay-reservation-list>', () => {
  it('reads the member ids, then those reservations by id, and shows them upcoming, past and cancelled', async () => {
    api.answer(
      'loyalty/webcheckin/getreservationsbyresid',
      ok({ reservations: [{ confirmNo: 'SR1001' }, { confirmNo: 'SR1002' }, { confirmNo: 'SR1003' }] }),
    );
    api.answer(
      'member/reservations.getreservationsbyresid.json',
      ok([
        stay('SR1001', 'Reserved', testDay(30), testDay(32)),
        stay('SR1002', 'Departed', testDay(-30), testDay(-28)),
        stay('SR1003', 'Cancelled', testDay(60), testDay(62)),
      ]),
    );
    signIn(true);
    const root = widget();
    await waitFor(() => queryByRole(root, 'heading', { name: 'Upcoming' }), 'the groups');
    expect(api.sent('member/reservations.getreservationsbyresid.json').map(({ body }) => body)).to.deep.equal([
      { reservationIds: ['SR1001', 'SR1002', 'SR1003'] },
    ]);
    const group = (name: string) => byRole(root, 'heading', { name }).closest('section')!;
    expect(group('Upcoming').textContent).to.contain('SR1001').and.not.contain('SR1002');
    expect(group('Past').textContent).to.contain('SR1002');
    expect(group('Cancelled').textContent).to.contain('SR1003');
    expect(byRole<HTMLAnchorElement>(root, 'link', { name: 'Manage reservation SR1001' }).getAttribute('href')).to.equal(
      '/en/booking/property-listing/search-for-reservation?confirmNo=SR1001',
    );
  });

  it('signed out, offers the login and the lookup, and calls nothing', async () => {
    const root = widget();
    await waitFor(() => queryByRole(root, 'button', { name: 'Log in' }), 'the login');
    expect(queryByRole(root, 'link', { name: 'Find a reservation without logging in' })).not.to.equal(null);
    expect(api.sent()).to.have.length(0);
  });
});
