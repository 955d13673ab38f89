import { expect } from 'chai';
import ja from './messages/ja.json';
import pickerJa from '../../shared/ui/date-range-picker/messages/ja.json';
import { addDays, todayIn } from '../../shared/domain/iso-date';
import { testNow } from '../../testing/clock';
import { addFixture, removeFixtures, setPageConfig, waitFor } from '../../testing/fixtures';
import { byRole, queryByRole } from '../../testing/roles';
import { searchNavigation } from './navigation';

// A Japanese page: the search's and the calendar's Japanese texts are chunks of their own.
setPageConfig({ language: 'ja' });
await import('./element');

const ARRIVAL = addDays(todayIn('Asia/Singapore', testNow()), 30);
searchNavigation.currentQuery = () => `?hotel=SGORCH&arrive=${ARRIVAL}&depart=${addDays(ARRIVAL, 2)}`;
searchNavigation.assign = () => undefined;

afterEach(removeFixtures);

/** Catalogues are precompiled to ASTs, also in tests: the text of a message without arguments. */
const literal = (message: unknown) => (message as { value: string }[])[0]!.value;

describe('stay-booking-search on a Japanese page', () => {
  it('opens the calendar in Japanese with the focus on the arrival', async () => {
    const root = addFixture('<stay-booking-search></stay-booking-search>');
    // The search button, named in Japanese.
    await waitFor(() => queryByRole(root, 'button', { name: literal(ja.search) }), 'the search form in Japanese');
    byRole(root, 'button', { name: new RegExp(`^${literal(ja.dates)} `) }).click();
    // The calendar's code and its Japanese texts load on this first opening; the focus must still move into the grid.
    await waitFor(() => (document.activeElement as HTMLElement | null)?.dataset.date === ARRIVAL, 'focus on the arrival in the calendar');
    expect(byRole(root, 'button', { name: literal(pickerJa.previousMonth) })).to.be.instanceOf(HTMLButtonElement);
  });
});
