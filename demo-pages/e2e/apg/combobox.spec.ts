import { expect, readOnlyTest as test } from '../test';
import { sharedPage } from './shared-page';

/*
 * W3C APG regression tests, combobox with list autocomplete (w3c/aria-practices
 * test/tests/combobox_autocomplete-list.js), ported to the destination field of
 * <stay-booking-search> on /en/booking/search/ (behaviour in shared/ui/combobox). The other
 * combobox suites (autocomplete-both, autocomplete-none, select-only, grid-combo, datepicker
 * combobox) are N/A: the kit has no such combobox (its date picker is a dialog: datepicker.spec.ts).
 *
 * | APG test                                               | here                                        |
 * | ------------------------------------------------------ | ------------------------------------------- |
 * | Test for role="combobox"                               | ported                                      |
 * | "aria-autocomplete" on combobox element                | ported ("list")                             |
 * | "aria-controls" attribute on combobox element          | ported                                      |
 * | "aria-expanded" on combobox element                    | ported                                      |
 * | "aria-activedescendant" on combobox element            | ported                                      |
 * | "id" attribute on combobox element (label for)         | ported                                      |
 * | role "listbox" on ul element                           | ported (a div: the options are grouped by type in role="group") |
 * | "aria-label" attribute on listbox element              | ported                                      |
 * | role "option" on li elements                           | ported (divs)                               |
 * | "aria-selected" attribute on options element           | ported: "true" on the active option only (the others carry "false", which APG's example omits) |
 * | Button should have tabindex="-1" / aria-label / aria-controls / aria-expanded on button | N/A: the field has no open button |
 * | Test alt + down key press with focus on textbox        | ported                                      |
 * | Test down key press with focus on textbox              | ported                                      |
 * | Test down key press with focus on list (wraps)         | ported                                      |
 * | Test up key press with focus on textbox                | ported                                      |
 * | Test up key press with focus on listbox                | ported                                      |
 * | Test enter key press with focus on textbox             | ported: closes, nothing chosen              |
 * | Test enter key press with focus on listbox             | ported: the option's name fills the field   |
 * | Test backspace with focus on textbox (1) and (2)       | ported: deletes, shows the new suggestions, no active option |
 * | Test single / double escape key press on textbox       | ported                                      |
 * | Test escape key press with focus on listbox            | ported                                      |
 * | Clicking outside closes the listbox (focus on list / textbox) | ported                              |
 * | left / right arrow, Home, End from focus on list       | ported: caret moved, aria-activedescendant removed |
 * | Sending character keys while focus is on listbox       | ported                                      |
 * | Expected behavior for all other standard editing keys  | ported: typing filters the options         |
 */

test.describe('APG combobox (list autocomplete): the booking search destination', () => {
  const page = sharedPage('/en/booking/search/');
  const field = () => page().locator('stay-booking-search').getByRole('combobox').first();
  const listbox = async () => page().locator(`[id="${await field().getAttribute('aria-controls')}"]`);
  const options = async () => (await listbox()).getByRole('option');

  async function reset(text = ''): Promise<void> {
    await field().fill('');
    await field().focus();
    await page().keyboard.press('Escape');
    await field().blur();
    await field().focus();
    if (text) await page().keyboard.type(text);
  }

  async function expectActive(index: number): Promise<void> {
    const option = (await options()).nth(index);
    await expect(field()).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect((await listbox()).locator('[role="option"][aria-selected="true"]')).toHaveCount(1);
  }

  async function expectEditing(): Promise<void> {
    await expect(field()).not.toHaveAttribute('aria-activedescendant', /.+/);
    await expect((await listbox()).locator('[role="option"][aria-selected="true"]')).toHaveCount(0);
    await expect(field()).toBeFocused();
  }

  test('role, aria-autocomplete, aria-controls, aria-expanded, id and label', async () => {
    await expect(field()).toHaveAttribute('aria-autocomplete', 'list');
    await expect(field()).toHaveAttribute('aria-expanded', 'false');
    await expect(await listbox()).toHaveAttribute('role', 'listbox');
    await expect(await listbox()).toHaveAttribute('aria-label', /.+/);
    await expect(field()).toHaveAccessibleName('Destination or property');
    await reset('sing');
    await expect(field()).toHaveAttribute('aria-expanded', 'true');
    await expect(await listbox()).toBeVisible();
    expect(await (await options()).count()).toBeGreaterThan(1);
    await expectEditing();
  });

  test('alt + down opens the list without an active option', async () => {
    await reset('sing');
    await page().keyboard.press('Escape');
    await expect(field()).toHaveAttribute('aria-expanded', 'false');
    await page().keyboard.press('Alt+ArrowDown');
    await expect(field()).toHaveAttribute('aria-expanded', 'true');
    await expectEditing();
  });

  test('down on the textbox opens on the first option; down in the list moves and wraps', async () => {
    await reset('sing');
    await page().keyboard.press('Escape');
    await page().keyboard.press('ArrowDown');
    await expect(field()).toHaveAttribute('aria-expanded', 'true');
    await expectActive(0);
    const count = await (await options()).count();
    for (let index = 1; index < count; index += 1) {
      await page().keyboard.press('ArrowDown');
      await expectActive(index);
    }
    await page().keyboard.press('ArrowDown');
    await expectActive(0);
  });

  test('up on the textbox opens on the last option; up in the list moves', async () => {
    await reset('sing');
    await page().keyboard.press('Escape');
    await page().keyboard.press('ArrowUp');
    const count = await (await options()).count();
    await expectActive(count - 1);
    for (let index = count - 2; index >= 0; index -= 1) {
      await page().keyboard.press('ArrowUp');
      await expectActive(index);
    }
  });

  test('enter on the textbox closes without choosing; enter in the list chooses', async () => {
    await reset('sing');
    await page().keyboard.press('Enter');
    await expect(field()).toHaveAttribute('aria-expanded', 'false');
    await expect(field()).toHaveValue('sing');
    await reset('sing');
    await page().keyboard.press('ArrowDown');
    const first = (await options()).nth(0);
    const name = (await first.locator('.stay-booking-search__option-name').textContent())!;
    await page().keyboard.press('Enter');
    await expect(field()).toHaveAttribute('aria-expanded', 'false');
    await expect(field()).toHaveValue(name);
  });

  test('backspace deletes, shows the new suggestions and leaves no option active', async () => {
    await reset('singx');
    await page().keyboard.press('Backspace');
    await expect(field()).toHaveValue('sing');
    expect(await (await options()).count()).toBeGreaterThan(1);
    await page().keyboard.press('ArrowDown');
    await expectActive(0);
    await page().keyboard.press('Backspace');
    await expect(field()).toHaveValue('sin');
    await expect(field()).toHaveAttribute('aria-expanded', 'true');
    await expectEditing();
  });

  test('escape: once closes and keeps the text, twice clears; from the list closes and keeps', async () => {
    await reset('sing');
    await page().keyboard.press('Escape');
    await expect(field()).toHaveAttribute('aria-expanded', 'false');
    await expect(field()).toHaveValue('sing');
    await page().keyboard.press('Escape');
    await expect(field()).toHaveValue('');
    await reset('sing');
    await page().keyboard.press('ArrowDown');
    await page().keyboard.press('Escape');
    await expect(field()).toHaveAttribute('aria-expanded', 'false');
    await expect(field()).toHaveValue('sing');
  });

  test('a click outside closes the list without choosing (focus on list, then on textbox)', async () => {
    for (const withActive of [true, false]) {
      await reset('sing');
      if (withActive) await page().keyboard.press('ArrowDown');
      await page().getByRole('heading', { level: 1 }).click();
      await expect(await listbox()).toBeHidden();
      await expect(field()).toHaveAttribute('aria-expanded', 'false');
      await expect(field()).toHaveValue('sing');
    }
  });

  for (const { key, caret } of [
    { key: 'ArrowLeft', caret: 3 },
    { key: 'ArrowRight', caret: 4 },
    { key: 'Home', caret: 0 },
    { key: 'End', caret: 4 },
  ]) {
    test(`${key} from the list returns to the textbox, caret at ${caret}`, async () => {
      await reset('sing');
      await page().keyboard.press('ArrowDown');
      await expectActive(0);
      await page().keyboard.press(key);
      await expectEditing();
      await expect(field()).toHaveAttribute('aria-expanded', 'true');
      expect(await field().evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([caret, caret]);
    });
  }

  test('character keys from the list go to the textbox and filter', async () => {
    await reset('sin');
    const before = await (await options()).count();
    await page().keyboard.press('ArrowDown');
    await page().keyboard.type('gapore');
    await expect(field()).toHaveValue('singapore');
    await expectEditing();
    expect(await (await options()).count()).toBeLessThanOrEqual(before);
  });
});
