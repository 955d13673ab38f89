import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import widgetStyles from '../styles.css?inline';
import { parseDeepLink } from '../../shared/domain/booking/deep-link';
import { addDays, todayIn } from '../../shared/domain/iso-date';
import { openDialogAtom } from '../../shared/store/dialog';
import { pageStore } from '../../shared/store/page-store';
import { removeEntry, writeEntry } from '../../shared/storage';
import { bookingSearchCriteriaEntry } from '../../shared/store/booking-session-entries';
import { bookingSearchEntry } from '../../shared/store/search-entries';
import { testNow } from '../../testing/clock';
import { addFixture, addWidgetStyles, removeFixtures, setPageConfig, waitFor } from '../../testing/fixtures';
import { accessibleName, byRole, allByRole, queryByRole } from '../../testing/roles';
import { dayMonthYear, inWords, shownDates, visibleText } from '../../testing/shown-dates';
import { resetDeepLinkReport } from '../../shared/ui/page-search/deep-link-report';
import { searchNavigation } from './navigation';

// The page configuration is read once: this test page is an English page.
setPageConfig({ language: 'en' });
await import('./element');

addWidgetStyles(widgetStyles);

const TODAY = todayIn('Asia/Singapore', testNow());
const ARRIVAL = addDays(TODAY, 30);
const DEPARTURE = addDays(TODAY, 33);
/** MM/DD/YYYY, the order of dateType 2. */
const monthFirst = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
/** The end-to-end case: three rooms, children and ages, dateType 2 and a promotion code. */
const THREE_ROOMS = `?hotel=SGORCH&dateType=2&arrive=${monthFirst(ARRIVAL)}&depart=${monthFirst(DEPARTURE)}&rooms=3&adult=2,1,3&child=1,2,0&childages=5,0|11&promo=SUMMER24&discountCodeType=1`;

let query = '';
let assigned: string[] = [];
searchNavigation.currentQuery = () => query;
searchNavigation.assign = (url) => void assigned.push(url);

beforeEach(() => {
  query = '';
  assigned = [];
  sessionStorage.clear();
  // Announced, like every write through shared/storage, so the page store forgets the last test's search.
  removeEntry(bookingSearchEntry);
  removeEntry(bookingSearchCriteriaEntry);
  resetDeepLinkReport();
  pageStore.set(openDialogAtom, undefined);
});
afterEach(removeFixtures);

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The form, once its prefill is read: the search button is there. */
async function renderSearch(deepLink = '', html = '<stay-booking-search></stay-booking-search>'): Promise<HTMLElement> {
  query = deepLink;
  const root = addFixture(html);
  await waitFor(() => queryByRole(root, 'button', { name: 'Search' }), 'the search form');
  return root;
}

const combobox = (root: HTMLElement) => byRole<HTMLInputElement>(root, 'combobox', { name: 'Destination or property' });
const toggle = (root: HTMLElement, label: 'Dates' | 'Guests') =>
  byRole<HTMLButtonElement>(root, 'button', { name: new RegExp(`^${label} `) });
const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;
const buttonNamed = (root: HTMLElement, name: string) => byRole<HTMLButtonElement>(root, 'button', { name });
const ageSelects = (root: HTMLElement) => allByRole<HTMLSelectElement>(root, 'combobox', { name: /^Age of child/ });
const codeInput = (root: HTMLElement) => byRole<HTMLInputElement>(root, 'textbox', { name: 'Code' });
const codeType = (root: HTMLElement) => byRole<HTMLSelectElement>(root, 'combobox', { name: 'Code type' });
const submit = (root: HTMLElement) => buttonNamed(root, 'Search').click();
const rooms = (root: HTMLElement) => allByRole(root, 'group', { name: /^Room \d+$/ });
/** The adults of each room, as their steppers tell them. */
const adultsPerRoom = (root: HTMLElement) =>
  rooms(root).map((room) => byRole(room, 'spinbutton', { name: 'Adults' }).getAttribute('aria-valuenow'));
/** The message tied to a field with aria-describedby. */
const descriptionOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby')!)?.textContent;

describe('stay-booking-search', () => {
  it('prefills a deep link with three rooms, children, ages, dateType 2 and a promotion code', async () => {
    const root = await renderSearch(THREE_ROOMS);
    await waitFor(() => combobox(root).value === 'Aster Residences Orchard', 'the property name from the suggestions');
    const guests = toggle(root, 'Guests');
    expect(plain(guests.textContent)).to.equal('3 rooms, 6 adults, 3 children');
    guests.click();
    await waitFor(() => ageSelects(root).length === 3, 'three age selects');
    expect(ageSelects(root).map((select) => select.value)).to.deep.equal(['5', '0', '11']);
    expect(ageSelects(root)[1]!.selectedOptions[0]!.textContent).to.equal('<1');
    expect(ageSelects(root).map((select) => select.labels?.[0]?.textContent)).to.deep.equal([
      'Age of child 1 in room 1',
      'Age of child 1 in room 2',
      'Age of child 2 in room 2',
    ]);
    expect(adultsPerRoom(root)).to.deep.equal(['2', '1', '3']);
    const dates = toggle(root, 'Dates');
    // Content spec §9: dates shown as DD-MM-YYYY; a screen reader reads them in words.
    expect(visibleText(dates)).to.equal(`${dayMonthYear(ARRIVAL)} – ${dayMonthYear(DEPARTURE)}`);
    expect(shownDates(dates)).to.deep.equal([
      { datetime: ARRIVAL, shown: dayMonthYear(ARRIVAL), words: inWords(ARRIVAL) },
      { datetime: DEPARTURE, shown: dayMonthYear(DEPARTURE), words: inWords(DEPARTURE) },
    ]);
    expect(codeInput(root).value).to.equal('SUMMER24');
    expect(codeType(root).value).to.equal('1');
    expect(pageStore.get(openDialogAtom)).to.equal(undefined);
  });

  it('submits: validates the code, writes the session entries and the analytics event, goes to select-rates with the same criteria', async () => {
    const root = await renderSearch(THREE_ROOMS);
    await waitFor(() => combobox(root).value === 'Aster Residences Orchard', 'prefilled');
    codeInput(root).value = '';
    submit(root);
    await waitFor(() => assigned.length === 1, 'navigation');
    const url = new URL(assigned[0]!, location.origin);
    expect(url.pathname).to.equal('/en/booking/select-apartment-and-rates');
    const expected = parseDeepLink(new URLSearchParams(THREE_ROOMS), { today: TODAY }).criteria;
    expect(parseDeepLink(url.searchParams, { today: TODAY }).criteria).to.deep.equal(expected);
    const stored = JSON.parse(sessionStorage.getItem('stay:booking-search')!).value as string;
    expect(parseDeepLink(new URLSearchParams(stored), { today: TODAY }).criteria).to.deep.equal(expected);
    expect(JSON.parse(sessionStorage.getItem('stay:booking-search-criteria')!).value).to.deep.include({
      hotelCode: 'SGORCH',
      startDate: ARRIVAL,
      endDate: DEPARTURE,
      minLengthOfStay: 1,
    });
    expect(window.dataLayer?.at(-1)).to.deep.include({
      event: 'userInteraction',
      Category: 'booking',
      Component: 'booking-search',
      Action: 'search',
      Parameter1: 'SGORCH',
    });
  });

  it('refuses an invalid code with a linked message, focused, and does not search', async () => {
    const root = await renderSearch(THREE_ROOMS.replace('SUMMER24', 'NOPE'));
    await waitFor(() => codeInput(root).value === 'NOPE', 'prefilled code');
    submit(root);
    await waitFor(() => codeInput(root).getAttribute('aria-invalid') === 'true', 'code error');
    expect(descriptionOf(codeInput(root))).to.equal('This code is not valid.');
    await waitFor(() => document.activeElement === codeInput(root), 'focus on the code');
    expect(assigned).to.deep.equal([]);
    expect(sessionStorage.getItem('stay:booking-search')).to.equal(null);
  });

  it('trims the code and checks it against the code type', async () => {
    const root = await renderSearch(THREE_ROOMS.replace('SUMMER24', '%20ACME%20'));
    await waitFor(() => combobox(root).value === 'Aster Residences Orchard', 'prefilled');
    submit(root);
    await waitFor(() => codeInput(root).getAttribute('aria-invalid') === 'true', 'wrong type');
    expect(descriptionOf(codeInput(root))).to.equal('This code is not valid for the code type chosen.');
    expect(codeInput(root).value).to.equal('ACME');
    codeType(root).value = '3';
    codeType(root).dispatchEvent(new Event('change', { bubbles: true }));
    submit(root);
    await waitFor(() => assigned.length === 1, 'navigation');
    const params = new URL(assigned[0]!, location.origin).searchParams;
    expect(params.get('discountCode')).to.equal('ACME');
    expect(params.get('discountCodeType')).to.equal('3');
  });

  it('picks a destination with the keyboard combobox (Down, Up, Enter, Escape) or a click', async () => {
    const root = await renderSearch();
    const input = combobox(root);
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    input.focus();
    await sendKeys({ type: 'SINGAPORE' });
    await waitFor(() => allByRole(root, 'option').length > 0, 'suggestions');
    expect(input.getAttribute('aria-expanded')).to.equal('true');
    const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
    expect(listbox.getAttribute('role')).to.equal('listbox');
    const groups = allByRole(listbox, 'group').map(accessibleName);
    expect(groups).to.include.members(['Properties', 'Cities', 'Countries']);
    const options = () => allByRole(root, 'option');
    expect(allByRole(byRole(listbox, 'group', { name: 'Cities' }), 'option', { name: /^Singapore\b/ })).to.have.length(1);
    expect(input.hasAttribute('aria-activedescendant')).to.equal(false);

    await sendKeys({ press: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).to.equal(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).to.equal(options()[1]!.id);
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).to.equal(options().at(-1)!.id, 'Up from the first wraps to the last');
    // Choose the city.
    const cityIndex = options().indexOf(byRole(byRole(listbox, 'group', { name: 'Cities' }), 'option', { name: /^Singapore\b/ }));
    await sendKeys({ press: 'ArrowDown' });
    for (let step = 0; step < cityIndex; step += 1) await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    expect(input.value).to.equal('Singapore');
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(assigned).to.deep.equal([], 'Enter on an option chooses, it does not submit');

    await sendKeys({ type: 'x' });
    expect(input.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'Escape' });
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(input.value).to.equal('Singaporex');
    await sendKeys({ press: 'Escape' });
    expect(input.value).to.equal('', 'a second Escape clears');

    // Accent-insensitive: "zurich" would need a seeded Zürich; the unit tests cover folding.
    await sendKeys({ type: 'singapore' });
    await waitFor(() => options().length > 0, 'suggestions again');
    byRole(byRole(listbox, 'group', { name: 'Cities' }), 'option', { name: /^Singapore\b/ }).click();
    await waitFor(() => input.value === 'Singapore', 'a click chooses too');
  });

  it('asks for a destination and dates before searching, focusing the first', async () => {
    const root = await renderSearch();
    submit(root);
    const input = combobox(root);
    await waitFor(() => document.activeElement === input, 'focus on the destination');
    const error = document.getElementById(input.getAttribute('aria-describedby')!)!;
    expect(error.textContent).to.equal('Choose a destination or a property from the list.');
    expect(toggle(root, 'Dates').getAttribute('aria-invalid')).to.equal('true');
    expect(assigned).to.deep.equal([]);
  });

  it('asks for the age of a child added, focusing its select', async () => {
    const root = await renderSearch(THREE_ROOMS);
    await waitFor(() => combobox(root).value === 'Aster Residences Orchard', 'prefilled');
    toggle(root, 'Guests').click();
    await waitFor(() => queryByRole(root, 'button', { name: 'Add a child to room 3' }), 'guests panel');
    buttonNamed(root, 'Add a child to room 3').click();
    await waitFor(() => ageSelects(root).length === 4, 'a fourth child');
    submit(root);
    const select = ageSelects(root)[3]!;
    await waitFor(() => document.activeElement === select, 'focus on the missing age');
    expect(select.getAttribute('aria-invalid')).to.equal('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)!.textContent).to.equal('Give the age of this child.');
    expect(assigned).to.deep.equal([]);
    select.value = '7';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    submit(root);
    await waitFor(() => assigned.length === 1, 'navigation');
    expect(new URL(assigned[0]!, location.origin).searchParams.get('childages')).to.equal('5,0|11,7');
  });

  it('opens the dates below their summary, with the calendar, and closes on Escape back to the summary', async () => {
    const root = await renderSearch(THREE_ROOMS);
    await waitFor(() => combobox(root).value === 'Aster Residences Orchard', 'prefilled');
    const dates = toggle(root, 'Dates');
    const panel = panelOf(dates);
    expect(panel.hidden).to.equal(true);
    dates.click();
    await waitFor(() => allByRole(panel, 'grid').length > 0, 'the calendar');
    expect(dates.getAttribute('aria-expanded')).to.equal('true');
    expect(allByRole(panel, 'grid')).to.have.length(window.matchMedia('(max-width: 1023px)').matches ? 1 : 2);
    expect(allByRole(panel, 'heading')[0]!.tagName).to.equal('H3', 'month titles default to h3');
    await waitFor(() => (document.activeElement as HTMLElement | null)?.dataset.date === ARRIVAL, 'focus on the arrival in the calendar');
    const escapesAbove: string[] = [];
    const listener = (event: KeyboardEvent) => event.key === 'Escape' && escapesAbove.push(event.key);
    root.addEventListener('keydown', listener);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => document.activeElement === dates, 'focus back on the summary');
    expect(panel.hidden).to.equal(true);
    expect(dates.getAttribute('aria-expanded')).to.equal('false');
    expect(escapesAbove, 'a surrounding modal does not see the Escape that closed the dates').to.deep.equal([]);
    root.removeEventListener('keydown', listener);
  });

  it('gives the calendar month titles the configured heading level', async () => {
    const root = await renderSearch(
      `?hotel=SGORCH&arrive=${ARRIVAL}&depart=${DEPARTURE}`,
      '<stay-booking-search data-heading-level="4"></stay-booking-search>',
    );
    toggle(root, 'Dates').click();
    const title = await waitFor(() => allByRole(panelOf(toggle(root, 'Dates')), 'heading')[0], 'the calendar');
    expect(title.tagName).to.equal('H4');
  });

  it('keeps rooms, adults and children within the configured limits, announcing the totals', async () => {
    const root = await renderSearch();
    toggle(root, 'Guests').click();
    const addRoom = await waitFor(() => queryByRole<HTMLButtonElement>(root, 'button', { name: 'Add a room' }), 'guests panel');
    const removeRoom = buttonNamed(root, 'Remove a room');
    expect(removeRoom.getAttribute('aria-disabled')).to.equal('true');
    for (let click = 0; click < 6; click += 1) addRoom.click();
    await waitFor(() => rooms(root).length === 5, 'five rooms');
    expect(addRoom.getAttribute('aria-disabled')).to.equal('true');
    expect(removeRoom.getAttribute('aria-disabled')).to.equal('false');

    const addAdult = buttonNamed(root, 'Add an adult to room 2');
    expect(buttonNamed(root, 'Remove an adult from room 2').getAttribute('aria-disabled')).to.equal('true');
    for (let click = 0; click < 4; click += 1) addAdult.click();
    await waitFor(() => addAdult.getAttribute('aria-disabled') === 'true', 'three adults at most');
    expect(adultsPerRoom(root)[1]).to.equal('3');

    const addChild = buttonNamed(root, 'Add a child to room 5');
    for (let click = 0; click < 6; click += 1) addChild.click();
    await waitFor(() => addChild.getAttribute('aria-disabled') === 'true', 'five children at most');
    expect(ageSelects(root)).to.have.length(5);
    expect(ageSelects(root)[0]!.value).to.equal('', 'a new child has no age yet');
    expect(Array.from(ageSelects(root)[0]!.options, (option) => option.textContent).slice(0, 3)).to.deep.equal(['Age', '<1', '1']);
    expect(ageSelects(root)[0]!.options).to.have.length(19);
    const totals = plain(toggle(root, 'Guests').textContent);
    expect(totals).to.match(/^5 rooms, \d+ adults, 5 children$/);
    expect(allByRole(root, 'status').map((status) => status.textContent)).to.include(totals, 'the totals announced');

    // Focus stays on a counter that reaches its limit.
    addChild.focus();
    await sendKeys({ press: 'Enter' });
    expect(document.activeElement).to.equal(addChild);
    expect(ageSelects(root)).to.have.length(5);
  });

  it('steps the guests by keyboard: one Tab stop per stepper, Up, Down, Home and End (WAI-ARIA APG spin button)', async () => {
    const root = await renderSearch();
    const guests = toggle(root, 'Guests');
    guests.focus();
    await sendKeys({ press: 'Enter' });
    const roomCount = await waitFor(() => queryByRole(root, 'spinbutton', { name: 'Rooms' }), 'the rooms stepper');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(roomCount, 'the −/+ buttons are not Tab stops: the arrows do what they do');
    expect([roomCount.getAttribute('aria-valuemin'), roomCount.getAttribute('aria-valuemax')]).to.deep.equal(['1', '5']);
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => rooms(root).length === 2, 'Up: a second room');
    expect(roomCount.getAttribute('aria-valuenow')).to.equal('2');
    await sendKeys({ press: 'End' });
    await waitFor(() => rooms(root).length === 5, 'End: the most rooms');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => rooms(root).length === 4, 'Down: one room less');
    await sendKeys({ press: 'Home' });
    await waitFor(() => rooms(root).length === 1, 'Home: one room');
    await sendKeys({ press: 'Tab' });
    const adults = byRole(root, 'spinbutton', { name: 'Adults' });
    expect(document.activeElement).to.equal(adults);
    await sendKeys({ press: 'End' });
    await waitFor(() => adults.getAttribute('aria-valuenow') === '3', 'End: three adults at most');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => ageSelects(root).length === 1, 'Up on the children: a child, with an age to choose');
    expect(plain(guests.textContent)).to.equal('1 room, 3 adults, 1 child');
  });

  it('reports a deep link without a destination and sends the visitor home', async () => {
    await renderSearch(`?arrive=${ARRIVAL}&depart=${DEPARTURE}`);
    const dialog = await waitFor(() => pageStore.get(openDialogAtom), 'dialog request');
    expect(dialog.request.message).to.equal('Please choose a destination or a property to search.');
    expect(dialog.request.yesAction).to.deep.equal({ type: 'redirect-home' });
  });

  it('corrects a stale arrival to today and resets the departure to the minimum stay, saying so (booking spec §4)', async () => {
    const root = await renderSearch(`?hotel=SGORCH&dateType=3&arrive=2020-01-01&depart=${DEPARTURE}`);
    const dialog = await waitFor(() => pageStore.get(openDialogAtom), 'dialog request');
    const [configured, stay] = dialog.request.message.split('\n');
    expect(configured).to.contain('The arrival date in the link is not valid');
    expect(stay).to.match(/^Your stay is now .+ to .+\.$/);
    expect(dialog.request.yesAction).to.equal(undefined);
    const dates = toggle(root, 'Dates');
    expect(visibleText(dates).startsWith(dayMonthYear(TODAY))).to.equal(true);
    submit(root);
    await waitFor(() => assigned.length === 1, 'navigation');
    const searched = parseDeepLink(new URL(assigned[0]!, location.origin).searchParams, { today: TODAY }).criteria;
    expect([searched.startDate, searched.endDate]).to.deep.equal([TODAY, addDays(TODAY, 1)]);
  });

  it('prefills the stored search when the page has no deep link', async () => {
    writeEntry(bookingSearchEntry, `searchdest=Singapore&type=city&arrive=${ARRIVAL}&depart=${DEPARTURE}&adult=2`);
    const root = await renderSearch('?utm_source=mail');
    await waitFor(() => combobox(root).value === 'Singapore', 'stored destination');
    expect(plain(toggle(root, 'Guests').textContent)).to.equal('1 room, 2 adults, 0 children');
    submit(root);
    await waitFor(() => assigned.length === 1, 'navigation');
    expect(assigned[0]!.startsWith('/en/booking/property-listing/?')).to.equal(true);
    expect(pageStore.get(openDialogAtom)).to.equal(undefined);
  });

  it('a search stored on this page (e.g. in the navigation modal) prefills a search shown later', async () => {
    const first = await renderSearch(`?searchdest=Tokyo&type=city&arrive=${ARRIVAL}&depart=${DEPARTURE}&adult=2&rooms=2`);
    await waitFor(() => combobox(first).value === 'Tokyo', 'prefilled');
    submit(first);
    await waitFor(() => assigned.length === 1, 'navigation');
    removeFixtures();
    const later = await renderSearch('');
    await waitFor(() => combobox(later).value === 'Tokyo', 'the stored search');
    expect(plain(toggle(later, 'Guests').textContent)).to.equal('2 rooms, 3 adults, 0 children');
  });

  it('tells the child-age limit of the destination: per city or property, the configured default otherwise', async () => {
    const hint = (root: HTMLElement) => panelOf(toggle(root, 'Guests')).textContent;
    const tokyo = await renderSearch(`?searchdest=Tokyo&type=city&arrive=${ARRIVAL}&depart=${DEPARTURE}&adult=2&child=1&childages=4`);
    toggle(tokyo, 'Guests').click();
    await waitFor(() => hint(tokyo)?.includes('aged 6 or older'), 'the limit of Tokyo (Japan: 6)');
    removeFixtures();

    const orchard = await renderSearch(`?hotel=SGORCH&arrive=${ARRIVAL}&depart=${DEPARTURE}&adult=2&child=1&childages=4`);
    toggle(orchard, 'Guests').click();
    await waitFor(() => hint(orchard)?.includes('aged 12 or older'), 'the limit of a Singapore property');
    // Choosing a property in Seoul (Korea: 8) changes it.
    combobox(orchard).select();
    await sendKeys({ type: 'Seoul' });
    const seoulOption = await waitFor(
      () =>
        allByRole(orchard, 'option', { name: /^Seoul\b/ }).find((option) => byRole(orchard, 'group', { name: 'Cities' }).contains(option)),
      'a Seoul option',
    );
    seoulOption.click();
    await waitFor(() => hint(orchard)?.includes('aged 8 or older'), 'the limit of Seoul');
  });

  it("holds a stay to the property's own minimum: a one-night link to a two-night property is corrected", async () => {
    const root = await renderSearch(`?hotel=JPKYTO&arrive=${ARRIVAL}&depart=${addDays(ARRIVAL, 1)}`);
    const dialog = await waitFor(() => pageStore.get(openDialogAtom), 'dialog request');
    expect(dialog.request.message).to.contain('departure');
    await waitFor(() => combobox(root).value !== '' && combobox(root).value !== 'JPKYTO', 'property named');
    submit(root);
    await waitFor(() => assigned.length === 1, 'navigation');
    const url = new URL(assigned[0]!, location.origin);
    expect(parseDeepLink(url.searchParams, { today: TODAY }).criteria).to.deep.include({
      startDate: ARRIVAL,
      endDate: addDays(ARRIVAL, 2),
      minLengthOfStay: 2,
    });
    expect(JSON.parse(sessionStorage.getItem('stay:booking-search-criteria')!).value).to.deep.include({
      hotelCode: 'JPKYTO',
      minLengthOfStay: 2,
    });
  });
});
