import { testDay, testToday } from '../../testing/clock';
import { expect, test, type Locator, type Page } from './test';
import { accessibilityViolations, collectConsole, delayChunks, layoutShiftOf, watchLayoutShift } from './helpers';

/** Content spec §9: a shown date, DD-MM-YYYY, and the words a screen reader reads for it. */
const dayMonthYear = (iso: string) => iso.split('-').reverse().join('-');
const inWords = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { dateStyle: 'full', timeZone: 'UTC' });

/** ISO date `days` after `from`. */
const addDays = (from: string, days: number) => new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface SandboxDay {
  date: string;
  sellable: boolean;
  canArrive: boolean;
  canDepart: boolean;
  minStayArrive: number;
  minStayThrough: number;
  reasons: string[];
}

/** The sandbox calendar of SGORCH (the picker asks the same service). */
async function sandboxDays(page: Page, startDate: string, endDate: string): Promise<SandboxDay[]> {
  const response = await page.request.post('/api/property/check-calendar-availability-hotel', {
    headers: { 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key' },
    data: { hotelCode: 'SGORCH', startDate, endDate, apartmentList: [{ numberOfAdult: 1, numberOfChildren: 0 }], currencyCode: 'SGD' },
  });
  return ((await response.json()) as { content: { days: SandboxDay[] } }).content.days;
}

/** A Closed date followed by a one-night stay the visitor can book. */
async function closedThenBookable(page: Page, today: string): Promise<{ closed: string; arrival: string; departure: string }> {
  const days = await sandboxDays(page, addDays(today, 1), addDays(today, 80));
  for (let index = 0; index + 2 < days.length; index += 1) {
    const [closed, arrival, departure] = [days[index]!, days[index + 1]!, days[index + 2]!];
    const oneNight =
      arrival.canArrive && arrival.sellable && arrival.minStayArrive <= 1 && arrival.minStayThrough <= 1 && departure.canDepart;
    if (closed.reasons.includes('Closed') && oneNight) return { closed: closed.date, arrival: arrival.date, departure: departure.date };
  }
  throw new Error('the seed has no Closed date followed by a bookable night');
}

/** The inline search of the demo page (the navigation's search modal holds another one). */
const search = (page: Page) => page.locator('section.site-section stay-booking-search');
const focused = (page: Page) => page.locator(':focus');

async function tabTo(page: Page, target: Locator): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test.describe('booking search', () => {
  test('a keyboard-only visitor picks a destination, dates skipping a Closed date, guests and a code, then searches', async ({ page }) => {
    const console = collectConsole(page);
    await page.goto('/en/booking/search/');
    const form = search(page);
    const destination = form.getByRole('combobox', { name: 'Destination or property' });
    await destination.focus();
    await page.keyboard.type('orchard');
    await expect(form.getByRole('option', { name: /Aster Residences Orchard/ })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(destination).toHaveAttribute('aria-activedescendant', /option-0$/);
    await page.keyboard.press('Enter');
    await expect(destination).toHaveValue('Aster Residences Orchard');
    await expect(destination).toHaveAttribute('aria-expanded', 'false');

    // Dates: the calendar opens on today; walk to a Closed date, hear why, skip it.
    const dates = form.getByRole('button', { name: /^Dates/ });
    await tabTo(page, dates);
    await page.keyboard.press('Enter');
    await expect(dates).toHaveAttribute('aria-expanded', 'true');
    await expect(focused(page)).toHaveAttribute('data-date', /\d{4}-\d{2}-\d{2}/);
    const start = (await focused(page).getAttribute('data-date'))!;
    const { closed, arrival, departure } = await closedThenBookable(page, start);
    const steps = Math.round((Date.parse(closed) - Date.parse(start)) / 86_400_000);
    for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowRight');
    await expect(focused(page)).toHaveAttribute('data-date', closed);
    await expect(focused(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(focused(page)).toHaveAccessibleDescription(/Closed/);
    await page.keyboard.press('Enter');
    await expect(dates).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(focused(page)).toHaveAttribute('data-date', arrival);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await expect(focused(page)).toHaveAttribute('data-date', departure);
    await page.keyboard.press('Enter');
    await expect(dates).toBeFocused();
    await expect(dates).toHaveAttribute('aria-expanded', 'false');
    // Content spec §9: shown as DD-MM-YYYY, read in words.
    await expect(dates.locator('time > [aria-hidden="true"]')).toHaveText([dayMonthYear(arrival), dayMonthYear(departure)]);
    await expect(dates).toHaveAccessibleName(`Dates ${inWords(arrival)} – ${inWords(departure)}`);

    // Guests: a second room, a child of 2 in the first.
    const guests = form.getByRole('button', { name: /^Guests/ });
    await tabTo(page, guests);
    await page.keyboard.press('Enter');
    // WAI-ARIA APG spin buttons: one Tab stop per count, Up adds; the named −/+ buttons are for
    // pointer, touch and voice users and stay out of the Tab sequence (shared/ui/number-stepper).
    await expect(form.getByRole('button', { name: 'Add a room' })).toHaveAttribute('tabindex', '-1');
    await tabTo(page, form.getByRole('spinbutton', { name: 'Rooms' }));
    await page.keyboard.press('ArrowUp');
    await expect(form.getByRole('group', { name: 'Room 2' })).toBeVisible();
    await expect(form.getByRole('status').filter({ hasText: /2 rooms/ })).toHaveCount(1);
    const firstRoom = form.getByRole('group', { name: 'Room 1' });
    await tabTo(page, firstRoom.getByRole('spinbutton', { name: 'Adults' }));
    await tabTo(page, firstRoom.getByRole('spinbutton', { name: 'Children' }));
    await page.keyboard.press('ArrowUp');
    const age = form.getByRole('combobox', { name: 'Age of child 1 in room 1' });
    await tabTo(page, age);
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
    await expect(age).toHaveValue('2');
    await page.keyboard.press('Escape');
    await expect(guests).toBeFocused();
    await expect(guests).toHaveText(/^2 rooms, \d adults, 1 child$/);

    await tabTo(page, form.getByRole('combobox', { name: 'Code type' }));
    const code = form.getByRole('textbox', { name: 'Code' });
    await tabTo(page, code);
    await page.keyboard.type(' summer24 ');
    await tabTo(page, form.getByRole('button', { name: 'Search' }));
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/en\/booking\/select-apartment-and-rates/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('hotel')).toBe('SGORCH');
    expect(params.get('rooms')).toBe('2');
    expect(params.get('child')).toBe('1,0');
    expect(params.get('childages')).toBe('2,');
    expect(params.get('discountCode')).toBe('SUMMER24');
    const [day, month, year] = params.get('arrive')!.split(/[-/.]/);
    expect(`${year}-${month}-${day}`).toBe(arrival);
    expect(console.errors).toEqual([]);
  });

  test('a deep link with three rooms, children, ages, dateType 2 and a promotion code prefills the search exactly', async ({ page }) => {
    const arrive = testDay(20);
    const depart = testDay(24);
    const monthFirst = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
    await page.goto(
      `/en/booking/search/?hotel=SGORCH&dateType=2&arrive=${monthFirst(arrive)}&depart=${monthFirst(depart)}&rooms=3&adult=2,1,3&child=1,2,0&childages=5,0|11&promo=SUMMER24&discountCodeType=1`,
    );
    const form = search(page);
    await expect(form.getByRole('combobox', { name: 'Destination or property' })).toHaveValue('Aster Residences Orchard');
    const guests = form.getByRole('button', { name: /^Guests/ });
    await expect(guests).toHaveText('3 rooms, 6 adults, 3 children');
    await guests.click();
    await expect(form.getByRole('combobox', { name: 'Age of child 1 in room 1' })).toHaveValue('5');
    await expect(form.getByRole('combobox', { name: 'Age of child 1 in room 2' })).toHaveValue('0');
    await expect(form.getByRole('combobox', { name: 'Age of child 2 in room 2' })).toHaveValue('11');
    await expect(form.getByRole('textbox', { name: 'Code' })).toHaveValue('SUMMER24');
    await expect(form.getByRole('combobox', { name: 'Code type' })).toHaveValue('1');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('a stale link: the arrival in the past becomes today, the departure today + the minimum stay, and the message says so', async ({
    page,
  }) => {
    const today = testToday();
    // Before the fix this searched from today to the link's departure, 70 days later.
    await page.goto(`/en/booking/search/?hotel=SGORCH&dateType=3&arrive=2020-01-01&depart=${testDay(70)}`);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('The arrival date in the link is not valid. We have chosen the earliest possible date instead.');
    await expect(dialog).toContainText(/Your stay is now .+ to .+\./);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/en/booking/search/');
    await expect(
      search(page)
        .getByRole('button', { name: /^Dates/ })
        .locator('time > [aria-hidden="true"]'),
    ).toHaveText([dayMonthYear(today), dayMonthYear(testDay(1))]);
    await search(page).getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/select-apartment-and-rates/);
    const searched = new URL(page.url()).searchParams;
    expect([searched.get('arrive'), searched.get('depart')]).toEqual([today, testDay(1)]);
  });

  test('a link without a hotel code or destination shows the configured message and sends the visitor home', async ({ page }) => {
    await page.goto(`/en/booking/search/?arrive=${testDay(3)}&depart=${testDay(5)}&dateType=3`);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Please choose a destination or a property to search.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.pathname === '/en/');
  });

  test('six children in a room show the configured message and send the visitor home', async ({ page }) => {
    await page.goto('/en/booking/search/?hotel=SGORCH&adult=1&child=6&childages=1|2|3|4|5|6');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Too many children for one apartment');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.pathname === '/en/');
  });

  for (const { width, language } of [
    { width: 390, language: 'en' },
    { width: 800, language: 'de' },
    { width: 1280, language: 'ar' },
  ]) {
    test(`keeps its place while it loads, at ${width} px in ${language}: no layout shift`, async ({ page, context, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      await watchLayoutShift(page);
      await delayChunks(page, '**/chunks/booking-search-*.js', 800);
      await context.addCookies([
        {
          name: 'stay-sandbox-faults',
          value: encodeURIComponent(JSON.stringify([{ match: 'booking/config', kind: 'slow', delayMs: 800 }])),
          url: baseURL!,
        },
      ]);
      await page.goto(`/${language}/booking/search/?hotel=SGORCH`);
      await expect(search(page).locator('.stay-booking-search__submit')).toBeVisible({ timeout: 10_000 });
      expect(await layoutShiftOf(page)).toBeLessThan(0.01);
    });
  }

  test('works in the navigation search modal: Escape closes the calendar first, then the modal', async ({ page }) => {
    await page.goto('/en/booking/search/');
    await page.locator('stay-navigation').getByRole('button', { name: 'Search', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Find your stay' });
    const form = modal.locator('stay-booking-search');
    const destination = form.getByRole('combobox', { name: 'Destination or property' });
    await destination.focus();
    await page.keyboard.type('tokyo');
    await expect(form.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(destination).toHaveAttribute('aria-expanded', 'false');
    await expect(modal).toBeVisible();
    const dates = form.getByRole('button', { name: /^Dates/ });
    await dates.click();
    await expect(form.getByRole('grid').first()).toBeVisible();
    await expect(form.locator('[role="grid"] [tabindex="0"]').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dates).toBeFocused();
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
  });

  for (const language of ['en', 'ar'] as const) {
    test(`has no accessibility violations (${language})`, async ({ page }) => {
      await page.goto(`/${language}/booking/search/`);
      const form = search(page);
      await expect(form.locator('.stay-booking-search__submit')).toBeVisible();
      await form.getByRole('combobox').first().focus();
      await page.keyboard.type('s');
      await expect(form.getByRole('option').first()).toBeVisible();
      expect(await accessibilityViolations(page, 'section.site-section stay-booking-search')).toEqual([]);
      // The suggestions cover the fields below them: close them first, as a visitor would.
      await page.keyboard.press('Escape');
      await form.locator('.stay-booking-search__guests .stay-booking-search__toggle').click();
      expect(await accessibilityViolations(page, 'section.site-section stay-booking-search')).toEqual([]);
      await form.locator('.stay-booking-search__dates .stay-booking-search__toggle').click();
      await expect(form.getByRole('grid').first()).toBeVisible();
      await expect(form.locator('[role="grid"][aria-busy="true"]')).toHaveCount(0);
      expect(await accessibilityViolations(page, 'section.site-section stay-booking-search')).toEqual([]);
    });
  }
});
