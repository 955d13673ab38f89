import { expect, readOnlyTest as test, type Locator, type Page } from '../test';
import { sharedPage } from './shared-page';

/*
 * W3C APG regression tests for the two dialog patterns the kit uses:
 * - modal dialog (w3c/aria-practices test/tests/dialog-modal_dialog.js), ported to the shared
 *   `Modal` as the navigation's search modal on /en/navigation/ (desktop);
 * - alert dialog (test/tests/alertdialog_alertdialog.js), ported to <stay-dialog> on /en/dialog/.
 *
 * | APG test (modal dialog)                     | here                                                        |
 * | ------------------------------------------- | ----------------------------------------------------------- |
 * | role="dialog" on div element                | ported                                                      |
 * | "aria-labelledby" attribute on role="dialog"| ported                                                      |
 * | aria-describedby (empty in the APG suite)   | N/A: the APG test has no assertion; the search modal has no description |
 * | "aria-modal" attribute on role="dialog"     | ported                                                      |
 * | tab changes focus within dialog             | ported: Tab visits only elements inside and wraps to the first |
 * | shift tab changes focus within dialog       | ported, backwards                                           |
 * | escape closes dialog                        | ported from the close button and from the first field (the combobox: empty, so Escape is the modal's) |
 * | (dialogs 2-4: nested dialogs, "add address")| N/A: the kit opens no dialog from a dialog                   |
 *
 * | APG test (alert dialog)                     | here                                                        |
 * | ------------------------------------------- | ----------------------------------------------------------- |
 * | role="alertdialog" on div element           | ported                                                      |
 * | "aria-labelledby" attribute                 | ported (the title)                                          |
 * | "aria-describedby" attribute                | ported (the message)                                        |
 * | "aria-modal" attribute                      | ported                                                      |
 * | role="alert" on div element                 | N/A: the APG example's "notes saved" notification, not part of the alert dialog |
 * | tab changes focus within alertdialog        | ported (two buttons, wrapping)                              |
 * | escape closes alertdialog                   | ported with our decision (widgets/dialog/README.md): a two-button dialog takes the choice that keeps the visitor on the page, a one-button one is acknowledged as its button would |
 * | save button saves note / control-s          | N/A: the APG example's notes editor                         |
 */

/** Tabs `times` times with `key`, returning whether each focused element was inside `dialog`, and the focus order. */
async function cycleFocus(
  page: Page,
  dialog: Locator,
  key: 'Tab' | 'Shift+Tab',
  times: number,
): Promise<{ inside: boolean[]; order: string[] }> {
  const inside: boolean[] = [];
  const order: string[] = [];
  await dialog.evaluate((element) => {
    let counter = 0;
    for (const focusable of element.querySelectorAll('*')) (focusable as HTMLElement).dataset.apgOrder ??= String(counter++);
  });
  for (let step = 0; step < times; step += 1) {
    await page.keyboard.press(key);
    const where = await dialog.evaluate((element) => ({
      inside: element.contains(document.activeElement),
      order: (document.activeElement as HTMLElement | null)?.dataset.apgOrder ?? '',
    }));
    inside.push(where.inside);
    order.push(where.order);
  }
  return { inside, order };
}

test.describe('APG modal dialog: the search modal (shared Modal)', () => {
  const page = sharedPage('/en/navigation/');
  const searchButton = () => page().locator('stay-navigation#site-navigation').getByRole('button', { name: 'Search' });
  const dialog = () => page().getByRole('dialog', { name: 'Find your stay' });

  async function open(): Promise<void> {
    await searchButton().click();
    await expect(dialog()).toBeVisible();
    await expect(dialog().getByRole('button', { name: 'Close search' })).toBeFocused();
    await expect(dialog().locator('stay-booking-search').getByRole('combobox').first()).toBeVisible();
  }

  test('role="dialog", aria-labelledby and aria-modal', async () => {
    await open();
    const labelledBy = await dialog().getAttribute('aria-labelledby');
    await expect(page().locator(`[id="${labelledBy}"]`)).toHaveText('Find your stay');
    await expect(dialog()).toHaveAttribute('aria-modal', 'true');
  });

  test('tab and shift tab change focus within the dialog only, wrapping', async () => {
    const forwards = await cycleFocus(page(), dialog(), 'Tab', 30);
    expect(forwards.inside.every(Boolean)).toBe(true);
    // Wrapped: some element came round again.
    expect(new Set(forwards.order).size).toBeLessThan(forwards.order.length);
    const backwards = await cycleFocus(page(), dialog(), 'Shift+Tab', 30);
    expect(backwards.inside.every(Boolean)).toBe(true);
    expect(new Set(backwards.order).size).toBeLessThan(backwards.order.length);
  });

  test('escape closes the dialog from the close button and from the first field; focus returns', async () => {
    await dialog().getByRole('button', { name: 'Close search' }).focus();
    await page().keyboard.press('Escape');
    await expect(dialog()).toHaveCount(0);
    await expect(searchButton()).toBeFocused();
    await open();
    await dialog().getByRole('combobox').first().focus();
    await page().keyboard.press('Escape');
    await expect(dialog()).toHaveCount(0);
    await expect(searchButton()).toBeFocused();
  });
});

test.describe('APG alert dialog: <stay-dialog>', () => {
  const page = sharedPage('/en/dialog/');
  const dialog = () => page().getByRole('alertdialog');

  async function open(opener: string): Promise<void> {
    await page().getByRole('button', { name: opener }).click();
    await expect(dialog()).toBeVisible();
  }

  test('role="alertdialog", aria-labelledby (title), aria-describedby (message), aria-modal', async () => {
    await open('Cart changed: reload');
    await expect(dialog()).toHaveCount(1);
    await expect(page().locator(`[id="${await dialog().getAttribute('aria-labelledby')}"]`)).toHaveText('Your cart has changed');
    await expect(page().locator(`[id="${await dialog().getAttribute('aria-describedby')}"]`)).toHaveText(
      'Reload the page so that your search matches your cart.',
    );
    await expect(dialog()).toHaveAttribute('aria-modal', 'true');
    await expect(dialog()).toHaveAccessibleName('Your cart has changed');
  });

  test('tab changes focus within the alertdialog, wrapping over its two buttons', async () => {
    await expect(dialog().getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page().keyboard.press('Tab');
    await expect(dialog().getByRole('button', { name: 'Reload' })).toBeFocused();
    await page().keyboard.press('Tab');
    await expect(dialog().getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page().keyboard.press('Shift+Tab');
    await expect(dialog().getByRole('button', { name: 'Reload' })).toBeFocused();
  });

  test('escape closes a two-button alertdialog with the choice that keeps the visitor on the page', async () => {
    // From either button: "Cancel" dismisses, "Reload" would reload.
    await page().keyboard.press('Escape');
    await expect(dialog()).toHaveCount(0);
    await expect(page()).toHaveURL(/\/en\/dialog\/$/);
    // "Keep" (yes) stays, "Go home" (no) leaves: Escape keeps.
    await open('Yes or no: nothing happens on "no"');
    await expect(dialog().getByRole('button', { name: 'Go home' })).toBeFocused();
    await page().keyboard.press('Escape');
    await expect(dialog()).toHaveCount(0);
    await expect(page()).toHaveURL(/\/en\/dialog\/$/);
  });

  test('escape acknowledges a one-button alertdialog as its button would', async () => {
    await open('Search expired: go home');
    await expect(dialog().getByRole('button', { name: 'OK' })).toBeFocused();
    await page().keyboard.press('Escape');
    await expect(page()).toHaveURL(/\/en\/$/);
  });
});
