import { expect } from 'chai';
import widgetStyles from '../styles.css?inline';
import { addFixture, addWidgetStyles, removeFixtures, waitFor } from '../../testing/fixtures';
import { resetPageForTest } from '../../testing/page-state';
import { byRole, queryByRole } from '../../testing/roles';

/*
 * `<stay-reservation-list>` (issue 18 item 4): both getreservationsbyresid calls answered at the
 * API boundary (window.fetch); the groups, the links, signed out.
 */
type Answer = { status: number; body: unknown };
const answers = new Map<string, (body: Record<string, unknown>) => Answer>();
const sent: { path: string; body: Record<string, unknown> }[] = [];
const realFetch = window.fetch;
window.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  const answer = [...answers.entries()].find(([path]) => url.pathname.endsWith(path))?.[1];
  if (!answer) return realFetch(input, init);
  const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
  sent.push({ path: url.pathname, body });
  const { status, body: reply } = answer(body);
  return new Response(JSON.stringify(reply), { status, headers: { 'content-type': 'application/json' } });
};
after(() => {
  window.fetch = realFetch;
});
const ok = (content: unknown): Answer => ({ status: 200, body: { status: 200, content } });

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
  answers.clear();
  sent.length = 0;
});
afterEach(() => {
  removeFixtures();
  signIn(false);
});

const widget = () =>
  addFixture('<stay-reservation-list data-manage-path="/en/booking/property-listing/search-for-reservation"></stay-reservation-list>');

describe('<stay-reservation-list>', () => {
  it('reads the member ids, then those reservations by id, and shows them upcoming, past and cancelled', async () => {
    answers.set('/api/loyalty/webcheckin/getreservationsbyresid', () =>
      ok({ reservations: [{ confirmNo: 'SR1001' }, { confirmNo: 'SR1002' }, { confirmNo: 'SR1003' }] }),
    );
    answers.set('member/reservations.getreservationsbyresid.json', () =>
      ok([
        stay('SR1001', 'Reserved', '2099-01-10', '2099-01-12'),
        stay('SR1002', 'Departed', '2020-01-10', '2020-01-12'),
        stay('SR1003', 'Cancelled', '2099-02-10', '2099-02-12'),
      ]),
    );
    signIn(true);
    const root = widget();
    await waitFor(() => queryByRole(root, 'heading', { name: 'Upcoming' }), 'the groups');
    expect(sent[1]?.body).to.deep.equal({ reservationIds: ['SR1001', 'SR1002', 'SR1003'] });
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
    expect(sent).to.have.length(0);
  });
});
