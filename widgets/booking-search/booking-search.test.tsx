import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import widgetStyles from '../styles.css?inline';
import { parseDeepLink } from '../../shared/domain/deep-link';
import { addDays, todayIn } from '../../shared/domain/iso-date';
import { openDialogAtom } from '../../shared/store/dialog';
import { pageStore } from '../../shared/store/page-store';
import { removeEntry, writeEntry } from '../../shared/storage';
import { bookingSearchCriteriaEntry } from '../../shared/storage/booking-session-entries';
import { bookingSearchEntry } from '../../shared/storage/search-entries';
import { addWidgetStyles, removeFixtures, renderFixture, waitFor } from '../../shared/testing/fixtures';
import { dayMonthYear, inWords, shownDates, visibleText } from '../../shared/testing/shown-dates';
import { resetDeepLinkReport } from '../../shared/ui/page-search/deep-link-report';
import { searchNavigation } from './navigation';

// The page configuration is read once: this test page is an English page.
const config = document.createElement('script');
config.type = 'application/json';
config.id = 'stay-widgets-config';
config.textContent = JSON.stringify({ language: 'en' });
document.head.append(config);
await import('./element');

addWidgetStyles(widgetStyles);

const TODAY = todayIn('Asia/Singapore', new Date());
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

async function renderSearch(deepLink = ''): Promise<HTMLElement> {
  query = deepLink;
  const root = await renderFixture('<stay-booking-search></stay-booking-search>', '.stay-booking-search__submit');
  return root;
}

const combobox = (root: HTMLElement) => root.querySelector<HTMLInputElement>('[role="combobox"]')!;
const toggle = (root: HTMLElement, label: string) =>
  Array.from(root.querySelectorAll<HTMLButtonElement>('.stay-booking-search__toggle')).find((button) => button.id.endsWith(label))!;
const buttonNamed = (root: HTMLElement, name: string) => root.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
const ageSelects = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLSelectElement>('.stay-booking-search__age select'));
const codeInput = (root: HTMLElement) => root.querySelector<HTMLInputElement>('.stay-booking-search__code input')!;
const codeType = (root: HTMLElement) => root.querySelector<HTMLSelectElement>('.stay-booking-search__code select')!;
const submit = (root: HTMLElement) => root.querySelector<HTMLButtonElement>('.stay-booking-search__submit')!.click();

describe('stay-booking-search', () => {
  it('prefills a deep link with three rooms, children, ages, dateType 2 and a promotion code', async () => {
    const root = await renderSearch(THREE_ROOMS);
    await waitFor(() => combobox(root).value === 'Aster Residences Orchard', 'the property name from the suggestions');
    const guests = toggle(root, 'guests');
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
    const adults = Array.from(root.querySelectorAll('.stay-booking-search__room')).map(
      (room) => room.querySelector('.stay-booking-search__count')!.textContent,
    );
    expect(adults).to.deep.equal(['2', '1', '3']);
    const dates = toggle(root, 'dates');
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
    expect(window.dataLayer?.at(-1)).to.deep.include({ event: 'userInteraction', Category: 'booking', Component: 'booking-search', Action: 'search', Parameter1: 'SGORCH' });
  });

  it('refuses an invalid code with a linked message, focused, and does not search', async () => {
    const root = await renderSearch(THREE_ROOMS.replace('SUMMER24', 'NOPE'));
    await waitFor(() => codeInput(root).value === 'NOPE', 'prefilled code');
    submit(root);
    const error = await waitFor(() => root.querySelector('.stay-booking-search__code .stay-booking-search__error'), 'code error');
    expect(error.textContent).to.equal('This code is not valid.');
    expect(codeInput(root).getAttribute('aria-describedby')).to.equal(error.id);
    expect(codeInput(root).getAttribute('aria-invalid')).to.equal('true');
    await waitFor(() => document.activeElement === codeInput(root), 'focus on the code');
    expect(assigned).to.deep.equal([]);
    expect(sessionStorage.getItem('stay:booking-search')).to.equal(null);
  });

  it('trims the code and checks it against the code type', async () => {
    const root = await renderSearch(THREE_ROOMS.replace('SUMMER24', '%20ACME%20'));
    await waitFor(() => combobox(root).value === 'Aster Residences Orchard', 'prefilled');
    submit(root);
    await waitFor(() => root.querySelector('.stay-booking-search__code .stay-booking-search__error'), 'wrong type');
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
    await waitFor(() => root.querySelectorAll('[role="option"]').length > 0, 'suggestions');
    expect(input.getAttribute('aria-expanded')).to.equal('true');
    const listbox = root.querySelector(`#${CSS.escape(input.getAttribute('aria-controls')!)}`)!;
    expect(listbox.getAttribute('role')).to.equal('listbox');
    const groups = Array.from(listbox.querySelectorAll('[role="group"]'), (group) => document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent);
    expect(groups).to.include.members(['Properties', 'Cities', 'Countries']);
    const options = () => Array.from(root.querySelectorAll<HTMLElement>('[role="option"]'));
    const names = options().map((option) => option.querySelector('.stay-booking-search__option-name')!.textContent);
    expect(names).to.include('Singapore');
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
    const cityIndex = options().findIndex((option) => option.closest('[role="group"]')!.getAttribute('aria-labelledby')!.endsWith('city'));
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
    const city = options().findIndex((option) => option.closest('[role="group"]')!.getAttribute('aria-labelledby')!.endsWith('city'));
    options()[city]!.click();
    await waitFor(() => input.value === 'Singapore', 'a click chooses too');
  });

  it('asks for a destination and dates before searching, focusing the first', async () => {
    const root = await renderSearch();
    submit(root);
    const input = combobox(root);
    await waitFor(() => document.activeElement === input, 'focus on the destination');
    const error = document.getElementById(input.getAttribute('aria-describedby')!)!;
    expect(error.textContent).to.equal('Choose a destination or a property from the list.');
    expect(toggle(root, 'dates').getAttribute('aria-invalid')).to.equal('true');
    expect(assigned).to.deep.equal([]);
  });

  it('asks for the age of a child added, focusing its select', async () => {
    const root = await renderSearch(THREE_ROOMS);
    await waitFor(() => combobox(root).value === 'Aster Residences Orchard', 'prefilled');
    toggle(root, 'guests').click();
    await waitFor(() => buttonNamed(root, 'Add a child to room 3'), 'guests panel');
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
    const dates = toggle(root, 'dates');
    const panel = document.getElementById(dates.getAttribute('aria-controls')!)!;
    expect(panel.hidden).to.equal(true);
    dates.click();
    await waitFor(() => panel.querySelector('[role="grid"]'), 'the calendar');
    expect(dates.getAttribute('aria-expanded')).to.equal('true');
    expect(panel.querySelectorAll('[role="grid"]')).to.have.length(window.matchMedia('(max-width: 1023px)').matches ? 1 : 2);
    expect(panel.querySelector('.stay-date-range-picker__title')!.tagName).to.equal('H3', 'month titles default to h3');
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
    query = `?hotel=SGORCH&arrive=${ARRIVAL}&depart=${DEPARTURE}`;
    const root = await renderFixture('<stay-booking-search data-heading-level="4"></stay-booking-search>', '.stay-booking-search__submit');
    toggle(root, 'dates').click();
    const title = await waitFor(() => root.querySelector('.stay-date-range-picker__title'), 'the calendar');
    expect(title.tagName).to.equal('H4');
  });

  it('keeps rooms, adults and children within the configured limits, announcing the totals', async () => {
    const root = await renderSearch();
    toggle(root, 'guests').click();
    const addRoom = buttonNamed(root, 'Add a room');
    const removeRoom = buttonNamed(root, 'Remove a room');
    expect(removeRoom.getAttribute('aria-disabled')).to.equal('true');
    for (let click = 0; click < 6; click += 1) addRoom.click();
    await waitFor(() => root.querySelectorAll('.stay-booking-search__room').length === 5, 'five rooms');
    expect(addRoom.getAttribute('aria-disabled')).to.equal('true');
    expect(removeRoom.getAttribute('aria-disabled')).to.equal('false');

    const addAdult = buttonNamed(root, 'Add an adult to room 2');
    expect(buttonNamed(root, 'Remove an adult from room 2').getAttribute('aria-disabled')).to.equal('true');
    for (let click = 0; click < 4; click += 1) addAdult.click();
    await waitFor(() => addAdult.getAttribute('aria-disabled') === 'true', 'three adults at most');
    expect(root.querySelectorAll('.stay-booking-search__room')[1]!.querySelector('.stay-booking-search__count')!.textContent).to.equal('3');

    const addChild = buttonNamed(root, 'Add a child to room 5');
    for (let click = 0; click < 6; click += 1) addChild.click();
    await waitFor(() => addChild.getAttribute('aria-disabled') === 'true', 'five children at most');
    expect(ageSelects(root)).to.have.length(5);
    expect(ageSelects(root)[0]!.value).to.equal('', 'a new child has no age yet');
    expect(Array.from(ageSelects(root)[0]!.options, (option) => option.textContent).slice(0, 3)).to.deep.equal(['Age', '<1', '1']);
    expect(ageSelects(root)[0]!.options).to.have.length(19);
    const status = root.querySelector('.stay-booking-search__guests [role="status"]')!;
    expect(status.textContent).to.equal(plain(toggle(root, 'guests').textContent));
    expect(status.textContent).to.match(/^5 rooms, \d+ adults, 5 children$/);

    // Focus stays on a counter that reaches its limit.
    addChild.focus();
    await sendKeys({ press: 'Enter' });
    expect(document.activeElement).to.equal(addChild);
    expect(ageSelects(root)).to.have.length(5);
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
    const dates = toggle(root, 'dates');
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
    expect(plain(toggle(root, 'guests').textContent)).to.equal('1 room, 2 adults, 0 children');
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
    expect(plain(toggle(later, 'guests').textContent)).to.equal('2 rooms, 3 adults, 0 children');
  });

  it('tells the child-age limit of the destination: per city or property, the configured default otherwise', async () => {
    const hint = (root: HTMLElement) => root.querySelector('.stay-booking-search__guests .stay-booking-search__hint')?.textContent;
    const tokyo = await renderSearch(`?searchdest=Tokyo&type=city&arrive=${ARRIVAL}&depart=${DEPARTURE}&adult=2&child=1&childages=4`);
    toggle(tokyo, 'guests').click();
    await waitFor(() => hint(tokyo)?.includes('aged 6 or older'), 'the limit of Tokyo (Japan: 6)');
    removeFixtures();

    const orchard = await renderSearch(`?hotel=SGORCH&arrive=${ARRIVAL}&depart=${DEPARTURE}&adult=2&child=1&childages=4`);
    toggle(orchard, 'guests').click();
    await waitFor(() => hint(orchard)?.includes('aged 12 or older'), 'the limit of a Singapore property');
    // Choosing a property in Seoul (Korea: 8) changes it.
    combobox(orchard).select();
    await sendKeys({ type: 'Seoul' });
    const seoulOption = await waitFor(
      () => Array.from(orchard.querySelectorAll<HTMLElement>('[role="option"]')).find((option) => option.querySelector('.stay-booking-search__option-name')?.textContent === 'Seoul'),
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
    expect(parseDeepLink(url.searchParams, { today: TODAY }).criteria).to.deep.include({ startDate: ARRIVAL, endDate: addDays(ARRIVAL, 2), minLengthOfStay: 2 });
    expect(JSON.parse(sessionStorage.getItem('stay:booking-search-criteria')!).value).to.deep.include({ hotelCode: 'JPKYTO', minLengthOfStay: 2 });
  });
});
