import { expect, test, type Page } from './test';
import { accessibilityViolations, collectConsole, layoutShiftOf, watchLayoutShift } from './helpers';
import { catalogueText } from './messages';

const CLOSE_LOG = 'e2e:dialog-close';

/** `stay:dialog-close` details, kept in session storage so they survive the navigation a close action starts. */
async function recordCloseEvents(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    document.addEventListener('stay:dialog-close', (event) => {
      const log = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      log.push((event as CustomEvent).detail);
      sessionStorage.setItem(key, JSON.stringify(log));
    });
  }, CLOSE_LOG);
}

const closeEvents = (page: Page) => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown, CLOSE_LOG);
const stored = (page: Page, area: 'session' | 'local', key: string) =>
  page.evaluate(
    ([storageArea, storageKey]) => {
      const raw = (storageArea === 'local' ? localStorage : sessionStorage).getItem(storageKey!);
      return raw === null ? null : (JSON.parse(raw) as { value: unknown }).value;
    },
    [area, key] as const,
  );

async function openShowcase(page: Page, language = 'en'): Promise<void> {
  await recordCloseEvents(page);
  await page.goto(`/${language}/dialog/`);
  await expect(page.locator('stay-dialog .stay-dialog')).toBeAttached();
}

test.describe('dialog showcase in English: the four close actions', () => {
  test('(1) redirect home clears the stored booking search and deep-link data and goes to the language root', async ({ page }) => {
    await openShowcase(page);
    await page.getByRole('button', { name: 'Store a demo booking session' }).click();
    expect(await stored(page, 'session', 'stay:deep-link')).not.toBeNull();
    await page.getByRole('button', { name: 'Search expired: go home' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Your search has expired' });
    await expect(dialog).toHaveAccessibleDescription('Start a new search from the home page.');
    await expect(dialog.getByRole('button')).toHaveText(['OK']);
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.pathname === '/en/');
    expect(await stored(page, 'session', 'stay:booking-search-criteria')).toBeNull();
    expect(await stored(page, 'session', 'stay:deep-link')).toBeNull();
    expect(await stored(page, 'session', 'stay:previous-search-url')).toBe('/en/dialog/?view=results');
    expect(await closeEvents(page)).toEqual([{ action: 'redirect-home', choice: 'yes' }]);
  });

  test('(2) reload flags the session so the criteria follow the cart, and reloads the page', async ({ page }) => {
    await openShowcase(page);
    await page.getByRole('button', { name: 'Cart changed: reload' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Your cart has changed' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    const reloaded = page.waitForEvent('framenavigated');
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.locator('#session-state')).toContainText('session stay:criteria-from-cart: true');
    expect(new URL(page.url()).pathname).toBe('/en/dialog/');
    expect(await stored(page, 'session', 'stay:criteria-from-cart')).toBe(true);
    expect(await closeEvents(page)).toEqual([{ action: 'reload', choice: 'yes' }]);
  });

  test('(3) previous search goes back to the stored search URL with the search rebuilt from the cart', async ({ page }) => {
    await openShowcase(page);
    await page.getByRole('button', { name: 'Store a demo booking session' }).click();
    await page.getByRole('button', { name: 'Apartment gone: back to my search' }).click();
    await page
      .getByRole('alertdialog', { name: 'This apartment is no longer available' })
      .getByRole('button', { name: 'Back to my search' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'results');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/en/dialog/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      view: 'results',
      hotel: 'SGORCH',
      searchdest: 'Aster Residences Orchard',
      type: 'property',
      dateType: '3',
      arrive: '2030-05-01',
      depart: '2030-05-04',
      rooms: '2',
      adult: '2,1',
      child: '2,0',
      childages: '5|9,',
      minlengthofstay: '2',
      ssid: 'demo-ssid',
    });
    await expect(page.locator('#arrived-with')).toContainText('hotel=SGORCH');
    expect(await closeEvents(page)).toEqual([{ action: 'previous-search', choice: 'yes' }]);
  });

  test('(4) go to URL goes to the page the request names', async ({ page }) => {
    await openShowcase(page);
    await page.getByRole('button', { name: 'Member rates: go to a page' }).click();
    await page.getByRole('alertdialog', { name: 'Member-only rates' }).getByRole('button', { name: 'Read the FAQ' }).click();
    await page.waitForURL((url) => url.pathname === '/en/accordion/');
    expect(await closeEvents(page)).toEqual([{ action: 'go-to-url', choice: 'yes' }]);
  });
});

test.describe('dialog showcase in English: loading', () => {
  test('shifts no layout while the page script and the dialog load (Lighthouse CLS < 0.01, DESIGN §7)', async ({ page }) => {
    await watchLayoutShift(page);
    await page.goto('/en/dialog/');
    await expect(page.locator('#session-state')).toContainText('stay:guest-cart');
    await page.locator('stay-dialog').evaluate((element) => customElements.whenDefined(element.localName));
    // Two frames: the shift of the last change is reported once it is laid out and painted.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await layoutShiftOf(page)).toBeLessThan(0.01);
  });
});

test.describe('dialog showcase in English: a modal that must be answered', () => {
  test('Tab from the last button returns to the first, Escape answers "no", focus returns to the opener', async ({ page }) => {
    await openShowcase(page);
    const opener = page.getByRole('button', { name: 'Cart changed: reload' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Your cart has changed' });
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    const reload = dialog.getByRole('button', { name: 'Reload' });
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(reload).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(reload).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await closeEvents(page)).toEqual([{ action: 'dismiss', choice: 'no' }]);
    expect(await stored(page, 'session', 'stay:criteria-from-cart')).toBeNull();
  });

  test('a click outside does nothing and the page behind is inert', async ({ page }) => {
    await openShowcase(page);
    await page.getByRole('button', { name: 'Member rates: go to a page' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Member-only rates' });
    await expect(dialog.getByRole('button', { name: 'Not now' })).toBeFocused();
    await page.mouse.click(5, 5);
    await page.mouse.click(5, 400);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Not now' })).toBeFocused();
    await expect(page.locator('main')).toHaveAttribute('inert', /.*/);
    expect(new URL(page.url()).pathname).toBe('/en/dialog/');
    expect(await closeEvents(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('main')).not.toHaveAttribute('inert');
  });

  test('an invalid request opens nothing and logs one warning', async ({ page }) => {
    const console = collectConsole(page);
    await openShowcase(page);
    await page.getByRole('button', { name: 'Send an invalid request (see the console)' }).click();
    await expect.poll(() => console.warnings.filter((text) => text.includes('stay:dialog-open ignored')).length).toBe(1);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(console.errors).toEqual([]);
  });

  test('has no axe-core violations, closed and open', async ({ page }) => {
    await openShowcase(page);
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cart changed: reload' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('dialog showcase in Arabic', () => {
  test('mirrors the dialog, wraps Tab, and redirects home to /ar/', async ({ page }) => {
    await openShowcase(page, 'ar');
    await page.getByRole('button', { name: 'تغيّرت السلة: إعادة التحميل' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'تغيّرت سلتك' });
    await expect(page.locator('.stay-modal')).toHaveAttribute('dir', 'rtl');
    const cancel = dialog.getByRole('button', { name: 'إلغاء' });
    const reload = dialog.getByRole('button', { name: 'إعادة التحميل' });
    // Right to left: the first button (no) sits on the right, the yes button on its left.
    const cancelBox = (await cancel.boundingBox())!;
    const reloadBox = (await reload.boundingBox())!;
    expect(reloadBox.x + reloadBox.width).toBeLessThanOrEqual(cancelBox.x);
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(reload).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cancel).toBeFocused();
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);
    await cancel.click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'انتهى البحث: إلى الصفحة الرئيسية' }).click();
    await page
      .getByRole('alertdialog', { name: 'انتهت صلاحية بحثك' })
      .getByRole('button', { name: catalogueText('widgets/dialog', 'ar', 'yes') })
      .click();
    await page.waitForURL((url) => url.pathname === '/ar/');
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/ar/dialog/');
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
