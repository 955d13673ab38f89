import { expect, readOnlyTest as test } from '../test';
import { sharedPage } from './shared-page';

/*
 * W3C APG regression tests, date picker dialog (w3c/aria-practices
 * test/tests/dialog-modal_datepicker.js), ported to the booking search's dates on
 * /en/booking/search/: a summary button opens a panel with the shared DateRangePicker (its grid
 * follows the APG date picker grid). The panel is a non-modal disclosure below the button
 * (widgets/booking-search/README.md), not a modal dialog; assertions about the modal are marked.
 * combobox_datepicker.js and spinbutton_datepicker.js are N/A: the kit has neither.
 *
 * | APG test                                              | here                                              |
 * | ----------------------------------------------------- | ------------------------------------------------- |
 * | "aria-label" attribute on button                      | ported (named "Dates" and the chosen dates)       |
 * | role="dialog" attribute on div                        | N/A: a disclosure panel (aria-expanded, aria-controls: ported instead), not a modal |
 * | aria-modal="true" on modal                            | N/A: not modal, as above                          |
 * | aria-label exist on dialog                            | N/A: as above; the grid is named (below)          |
 * | aria-live="polite" on keyboard support message        | ported: the picker's message is role="status" (polite) |
 * | "aria-label" exists on control buttons                | ported (previous/next month; years move by Shift+PageUp/PageDown, no buttons) |
 * | aria-live="polite" on dialog header                   | ported (month titles)                             |
 * | grid role on table element                            | ported                                            |
 * | aria-labelledby on grid element                       | ported (its month title)                          |
 * | Roving tab index on dates in gridcell                 | ported                                            |
 * | aria-selected on selected date                        | ported                                            |
 * | ENTER / SPACE to open datepicker                      | ported (focus moves into the grid)                |
 * | Sending key ESC when focus is in dialog closes dialog | ported (focus back on the button)                 |
 * | Tab / Shift+Tab go through all tabbable items, then loop | N/A: the loop is the modal's focus trap; the panel is not modal |
 * | ENTER / SPACE to buttons change calendar              | ported (next/previous month)                      |
 * | SPACE or RETURN selects date in focus                 | ported                                            |
 * | UP / DOWN ARROW move by week                          | ported                                            |
 * | RIGHT / LEFT ARROW move by one day                    | ported                                            |
 * | Key HOME / END to beginning / end of row              | ported                                            |
 * | PAGE UP / DOWN by month, SHIFT+PAGE UP / DOWN by year | ported                                            |
 * | ENTER / SPACE on cancel button does not select date   | N/A: no Cancel; Escape closes and keeps what was chosen |
 * | ENTER / SPACE on ok button selects date               | N/A: no OK: a chosen day applies at once; Done closes (ported below) |
 */

const DAY = 86_400_000;
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, last))).toISOString().slice(0, 10);
}

test.describe('APG date picker: the booking search dates', () => {
  const page = sharedPage('/en/booking/search/');
  const search = () => page().locator('stay-booking-search').first();
  const toggle = () => search().locator('.stay-booking-search__dates > button.stay-booking-search__toggle');
  const panel = async () => page().locator(`[id="${await toggle().getAttribute('aria-controls')}"]`);
  const grids = () => search().getByRole('grid');
  const focusedDate = () => page().evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.date ?? '');

  async function openWith(key: 'Enter' | 'Space'): Promise<void> {
    await toggle().focus();
    await page().keyboard.press(key);
    await expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await expect(grids().first()).toBeVisible();
    await expect.poll(focusedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }

  async function close(): Promise<void> {
    await page().keyboard.press('Escape');
    await expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle()).toBeFocused();
  }

  test('the button is named, and controls the panel it opens', async () => {
    await expect(toggle()).toHaveAccessibleName(/^Dates/);
    await expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await expect(await panel()).toBeHidden();
  });

  test('ENTER and SPACE open the picker with focus on a day; ESC closes it back to the button', async () => {
    await openWith('Enter');
    await expect(await panel()).toBeVisible();
    await close();
    await openWith('Space');
    await close();
  });

  test('grid role on tables labelled by their month title (aria-live polite); named month buttons; a status message', async () => {
    await openWith('Enter');
    for (const grid of await grids().all()) {
      expect(await grid.evaluate((element) => element.localName)).toBe('table');
      const title = page().locator(`[id="${await grid.getAttribute('aria-labelledby')}"]`);
      await expect(title).toHaveText(/\w+ \d{4}/);
      await expect(title).toHaveAttribute('aria-live', 'polite');
    }
    const buttons = (await panel()).locator('button.stay-date-range-picker__prev, button.stay-date-range-picker__next');
    for (const button of await buttons.all()) await expect(button).toHaveAttribute('aria-label', /.+/);
    await expect((await panel()).locator('.stay-date-range-picker__message')).toHaveAttribute('role', 'status');
  });

  test('roving tab index: exactly one day is in the tab order, the focused one', async () => {
    const tabbable = (await panel()).locator('[role="gridcell"] button[tabindex="0"]');
    await expect(tabbable).toHaveCount(1);
    expect(await tabbable.getAttribute('data-date')).toBe(await focusedDate());
    await page().keyboard.press('ArrowRight');
    await expect(tabbable).toHaveCount(1);
    expect(await tabbable.getAttribute('data-date')).toBe(await focusedDate());
  });

  test('ENTER and SPACE on the month buttons change the calendar', async () => {
    const title = () =>
      grids()
        .first()
        .evaluate((grid) => document.getElementById(grid.getAttribute('aria-labelledby')!)!.textContent);
    const before = await title();
    await (await panel()).locator('button.stay-date-range-picker__next').focus();
    await page().keyboard.press('Enter');
    await expect.poll(title).not.toBe(before);
    const after = await title();
    await page().keyboard.press('Space');
    await expect.poll(title).not.toBe(after);
    await (await panel()).locator('button.stay-date-range-picker__prev').focus();
    await page().keyboard.press('Space');
    await page().keyboard.press('Enter');
    await expect.poll(title).toBe(before);
    // On the first month the button is aria-disabled, not disabled: it keeps the focus.
    await expect((await panel()).locator('button.stay-date-range-picker__prev')).toHaveAttribute('aria-disabled', 'true');
    await expect((await panel()).locator('button.stay-date-range-picker__prev')).toBeFocused();
  });

  test('arrows move by a day and a week; PAGE UP/DOWN by a month; SHIFT+PAGE UP/DOWN by a year', async () => {
    // Back to the grid first: the focus is on the previous-month button.
    await (await panel()).locator('[role="gridcell"] button[tabindex="0"]').focus();
    await close();
    await openWith('Enter');
    // A month ahead, so that moving back never reaches a day before today.
    await page().keyboard.press('PageDown');
    await page().keyboard.press('PageDown');
    // Each move from where the last one landed: APG keeps the day of the month, or the month's
    // last day when it is shorter (31 January, PAGE DOWN: 28 February; PAGE UP: 28 January).
    let expected = await focusedDate();
    const moves: [string, (from: string) => string][] = [
      ['ArrowRight', (from) => addDays(from, 1)],
      ['ArrowLeft', (from) => addDays(from, -1)],
      ['ArrowDown', (from) => addDays(from, 7)],
      ['ArrowUp', (from) => addDays(from, -7)],
      ['PageDown', (from) => addMonths(from, 1)],
      ['PageUp', (from) => addMonths(from, -1)],
      ['Shift+PageDown', (from) => addMonths(from, 12)],
      ['Shift+PageUp', (from) => addMonths(from, -12)],
    ];
    for (const [key, move] of moves) {
      expected = move(expected);
      await page().keyboard.press(key);
      await expect.poll(focusedDate, key).toBe(expected);
    }
  });

  test('HOME and END move to the beginning and the end of the row', async () => {
    const rowDates = () =>
      page().evaluate(() => {
        const row = document.activeElement!.closest('tr')!;
        return Array.from(row.querySelectorAll<HTMLElement>('button[data-date]'), (button) => button.dataset.date!);
      });
    const row = await rowDates();
    await page().keyboard.press('Home');
    await expect.poll(focusedDate).toBe(row[0]);
    await page().keyboard.press('End');
    await expect.poll(focusedDate).toBe(row.at(-1));
  });

  test('SPACE or RETURN selects the date in focus (aria-selected on its gridcell)', async () => {
    await page().keyboard.press('ArrowLeft');
    const arrival = await focusedDate();
    await page().keyboard.press('Enter');
    const cell = (await panel()).locator(`button[data-date="${arrival}"]`).locator('xpath=..');
    await expect(cell).toHaveAttribute('aria-selected', 'true');
    await expect((await panel()).locator('[role="gridcell"][aria-selected="true"]')).toHaveCount(1);
    // Space on a later day completes the range, which closes the picker (booking search README).
    await page().keyboard.press('ArrowRight');
    await page().keyboard.press('ArrowRight');
    await page().keyboard.press('Space');
    await expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle()).toBeFocused();
    await expect(toggle()).not.toHaveAccessibleName(/^Dates$/);
  });
});
