import { expect } from 'chai';
import { addDays, todayIn } from '../../shared/domain/iso-date';
import { testNow } from '../../testing/clock';
import { addFixture, removeFixtures, setPageConfig, waitFor } from '../../testing/fixtures';
import { byRole, allByRole, queryByRole } from '../../testing/roles';
import { searchNavigation } from './navigation';

// A page of its own: the guests panel's code is not loaded yet when these tests start.
setPageConfig({ language: 'en' });
await import('./element');

const ARRIVAL = addDays(todayIn('Asia/Singapore', testNow()), 30);
// One child whose age the link leaves out: the search asks for it on submit (README "Deep links").
searchNavigation.currentQuery = () => `?hotel=SGORCH&arrive=${ARRIVAL}&depart=${addDays(ARRIVAL, 2)}&rooms=1&adult=2&child=1`;
const assigned: string[] = [];
searchNavigation.assign = (url) => void assigned.push(url);

afterEach(removeFixtures);

describe('stay-booking-search guests panel, loaded on first opening', () => {
  it('has no steppers before the panel opens; a submit missing a child age opens it and focuses that age once it has loaded', async () => {
    const root = addFixture('<stay-booking-search></stay-booking-search>');
    await waitFor(() => queryByRole(root, 'button', { name: 'Search' }), 'the search form');
    // The panel's code loads when it is first opened (home page budget, scripts/size.mjs).
    expect(root.querySelectorAll('[role="spinbutton"]')).to.have.length(0);
    expect(byRole(root, 'button', { name: /^Guests / }).getAttribute('aria-expanded')).to.equal('false');

    byRole(root, 'button', { name: 'Search' }).click();
    const age = await waitFor(
      () => queryByRole<HTMLSelectElement>(root, 'combobox', { name: 'Age of child 1 in room 1' }),
      'the age select',
    );
    await waitFor(() => document.activeElement === age, 'focus on the missing age');
    expect(age.getAttribute('aria-invalid')).to.equal('true');
    expect(byRole(root, 'button', { name: /^Guests / }).getAttribute('aria-expanded')).to.equal('true');
    expect(allByRole(root, 'spinbutton').map((stepper) => stepper.getAttribute('aria-valuenow'))).to.deep.equal(['1', '2', '1']);
    expect(assigned).to.deep.equal([]);
  });
});
