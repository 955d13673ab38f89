import { expect, test, type Page } from './test';
import { accessibilityViolations, collectConsole, delayChunks, layoutShiftOf, pageSettled, watchLayoutShift } from './helpers';
import { catalogueText } from './messages';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 390, height: 844 };

const header = (page: Page) => page.locator('stay-navigation#site-navigation');
const menu = (page: Page) => header(page).locator('nav.stay-navigation__menu');
/** The content service's menu has an "Our brands" logo list; the authored fallback does not. */
const menuLoaded = (page: Page) => expect(menu(page).locator('.stay-navigation__brand').first()).toBeAttached();

async function setCountry(page: Page, country: string): Promise<void> {
  await page.context().addCookies([{ name: 'stay-sandbox-country', value: country, url: 'http://127.0.0.1' }]);
}

test.describe('top navigation in English (desktop)', () => {
  test.use({ viewport: DESKTOP });

  test('loads the menu in three layouts and works by keyboard, with no console problems and no axe violations', async ({ page }) => {
    const console = collectConsole(page);
    await page.goto('/en/navigation/');
    await menuLoaded(page);
    const destinations = menu(page).getByRole('button', { name: 'Destinations' });
    const offers = menu(page).getByRole('button', { name: 'Offers' });
    await expect(menu(page).getByRole('link', { name: /^Buy points/ })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await destinations.focus();
    await page.keyboard.press('Enter');
    await expect(destinations).toHaveAttribute('aria-expanded', 'true');
    const destinationsPanel = page.locator(`#${await destinations.getAttribute('aria-controls')}`);
    await expect(destinationsPanel.getByRole('link', { name: 'Tokyo' })).toBeVisible();
    await expect(destinationsPanel.getByRole('list', { name: 'Asia' })).toBeVisible();
    expect(await accessibilityViolations(page, 'stay-navigation')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(destinations).toHaveAttribute('aria-expanded', 'false');
    await expect(destinations).toBeFocused();

    await offers.click();
    const offersPanel = page.locator(`#${await offers.getAttribute('aria-controls')}`);
    await expect(offersPanel.locator('.stay-navigation__card img')).toHaveCount(3);
    await expect(offersPanel.getByRole('link', { name: /Family breaks/ })).toBeVisible();
    await menu(page).getByRole('button', { name: 'Our brands' }).click();
    await expect(offers).toHaveAttribute('aria-expanded', 'false');
    const brands = page.locator('.stay-navigation__panel:not([hidden])');
    await expect(brands.getByRole('link', { name: 'Kiri House' })).toBeVisible();
    await expect(brands.getByRole('link', { name: 'Tessellate Lofts' })).toHaveCount(0);
    await expect(brands.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/en/brands/');
    expect(await accessibilityViolations(page, 'stay-navigation')).toEqual([]);
    await page.locator('#navigation-about').click();
    await expect(page.locator('.stay-navigation__panel:not([hidden])')).toHaveCount(0);

    expect(console.errors).toEqual([]);
    expect(console.warnings.filter((text) => !text.includes('loadable is deprecated'))).toEqual([]);
  });

  test('is transparent over the slider, then sticky and opaque once scrolled, without moving the page', async ({ page }) => {
    await page.goto('/en/navigation/');
    await menuLoaded(page);
    const bar = header(page).locator('.stay-navigation');
    await expect(bar).toHaveClass(/stay-navigation--transparent/);
    const slider = await page.locator('#home-slider').boundingBox();
    const host = await header(page).boundingBox();
    expect(slider!.y).toBeCloseTo(host!.y, 0);

    const sectionTop = await page.locator('#navigation-mobile').evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    await page.mouse.wheel(0, 900);
    await expect(bar).toHaveClass(/stay-navigation--sticky/);
    await expect(bar).not.toHaveClass(/stay-navigation--transparent/);
    expect(await bar.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)');
    expect((await bar.boundingBox())!.y).toBe(0);
    const sectionTopAfter = await page
      .locator('#navigation-mobile')
      .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    expect(sectionTopAfter).toBeCloseTo(sectionTop, 0);
    expect(await accessibilityViolations(page, 'stay-navigation')).toEqual([]);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveClass(/stay-navigation--transparent/);
  });

  test('the search button opens a focus-trapped modal hosting the booking search; Escape returns the focus', async ({ page }) => {
    await page.goto('/en/navigation/');
    const search = header(page).getByRole('button', { name: 'Search' });
    await search.click();
    const dialog = page.getByRole('dialog', { name: 'Find your stay' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('stay-booking-search')).toBeAttached();
    await expect(dialog.getByRole('button', { name: 'Close search' })).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);
    // The booking search is defined, so the fallback link hides and Tab enters the search form.
    await expect(dialog.getByRole('link', { name: 'Browse all our properties' })).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(dialog.locator('stay-booking-search').getByRole('combobox').first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Close search' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(search).toBeFocused();
  });

  test('arriving with a fragment scrolls to its element, clear of the sticky header', async ({ page }) => {
    await page.goto('/en/navigation/#navigation-fragment');
    const heading = page.locator('#navigation-fragment');
    await expect(heading).toBeInViewport();
    await expect(header(page).locator('.stay-navigation')).toHaveClass(/stay-navigation--sticky/);
    await expect.poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeGreaterThanOrEqual(104);
  });

  test('the upgrade shifts no layout: the authored header has the upgraded geometry', async ({ page }) => {
    await watchLayoutShift(page);
    // Hold the widget chunk back so the authored header is painted first, as on a slow network.
    await delayChunks(page, '**/chunks/navigation-*.js', 800);
    await page.goto('/en/navigation/');
    await expect(header(page).locator(':scope > nav')).toBeVisible();
    const authoredLogo = await header(page).locator(':scope > a').boundingBox();
    await menuLoaded(page);
    await pageSettled(page);
    const upgradedLogo = await header(page).locator('.stay-navigation__logo > a').boundingBox();
    expect(upgradedLogo).toEqual(authoredLogo);
    const shift = await layoutShiftOf(page);
    expect(shift).toBeLessThan(0.01);
  });

  test('without JavaScript the authored links and their sub-lists work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto('/en/navigation/');
    const destinations = page.locator('stay-navigation > nav > ul > li').first();
    await destinations.hover();
    await expect(destinations.getByRole('link', { name: 'Tokyo' })).toBeVisible();
    await expect(page.locator('stay-navigation > nav').getByRole('link', { name: 'Long stays', exact: true })).toBeVisible();
    await context.close();
  });
});

test.describe('top navigation in other languages', () => {
  test.use({ viewport: DESKTOP });

  test('reads the menu in the page language: Japanese prefixed, Chinese unprefixed', async ({ page }) => {
    await page.goto('/ja/navigation/');
    await expect(menu(page).getByRole('button', { name: '目的地' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: '長期滞在' })).toHaveAttribute('href', '/ja/long-stays/');
    await page.goto('/navigation/');
    await expect(menu(page).getByRole('button', { name: '会员奖励' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: '长住' })).toHaveAttribute('href', '/long-stays/');
    expect(await accessibilityViolations(page, 'stay-navigation')).toEqual([]);
  });
});

test.describe('buy-point items by region', () => {
  test.use({ viewport: DESKTOP });

  test('the China region hides buy-point items, at the top and in sub-menus', async ({ page }) => {
    await setCountry(page, 'CN');
    await page.goto('/en/navigation/');
    await menuLoaded(page);
    const rewards = menu(page).getByRole('button', { name: 'Rewards' });
    await rewards.click();
    const panel = page.locator(`#${await rewards.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link', { name: 'Earn points' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Buy points' })).toHaveCount(0);
    await expect(menu(page).getByRole('link', { name: /Buy points/ })).toHaveCount(0);
  });

  test('the default region (SG) shows them', async ({ page }) => {
    await page.goto('/en/navigation/');
    await expect(menu(page).getByRole('link', { name: /^Buy points/ })).toBeVisible();
    await menu(page).getByRole('button', { name: 'Rewards' }).click();
    await expect(menu(page).getByRole('link', { name: 'Gift points' })).toBeVisible();
  });

  test('a failed region lookup blocks nothing', async ({ page }) => {
    await setCountry(page, 'CN');
    const faults = [{ match: '/api/configurations/client-country', kind: 'error', status: 503 }];
    await page
      .context()
      .addCookies([{ name: 'stay-sandbox-faults', value: encodeURIComponent(JSON.stringify(faults)), url: 'http://127.0.0.1' }]);
    await page.goto('/en/navigation/');
    await expect(menu(page).getByRole('link', { name: /^Buy points/ })).toBeVisible();
  });
});

test.describe('top navigation on a phone', () => {
  test.use({ viewport: MOBILE });

  test('the sidebar is a focus-trapped dialog of the mobile items; Escape returns the focus', async ({ page }) => {
    await page.goto('/en/navigation/');
    await menuLoaded(page);
    const menuButton = header(page).getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const sidebar = page.getByRole('dialog', { name: 'Menu' });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await expect(sidebar.getByRole('button', { name: 'Destinations' })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Our brands' })).toHaveCount(0);
    const rewards = sidebar.getByRole('button', { name: 'Rewards' });
    await rewards.click();
    const rewardsPanel = page.locator(`#${await rewards.getAttribute('aria-controls')}`);
    await expect(rewardsPanel.getByRole('link', { name: 'Buy points', exact: true })).toBeVisible();
    await expect(rewardsPanel.getByRole('link', { name: 'Gift points' })).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    await sidebar.locator('select').focus();
    await page.keyboard.press('Tab');
    await expect(sidebar.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sidebar).toHaveCount(0);
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await expect(sidebar).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(sidebar).toHaveCount(0);
  });
});

test.describe('top navigation in Arabic', () => {
  test.use({ viewport: DESKTOP });

  test('is mirrored: logo at the right, menu flowing leftwards, sub-menus in Arabic; axe clean', async ({ page }) => {
    await page.goto('/ar/navigation/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await menuLoaded(page);
    const destinations = menu(page).getByRole('button', { name: 'الوجهات' });
    const rewards = menu(page).getByRole('button', { name: 'المكافآت' });
    const logo = (await header(page).locator('.stay-navigation__logo > a').boundingBox())!;
    const first = (await destinations.boundingBox())!;
    const later = (await rewards.boundingBox())!;
    const search = (await header(page)
      .getByRole('button', { name: catalogueText('widgets/navigation', 'ar', 'search') })
      .boundingBox())!;
    expect(logo.x).toBeGreaterThan(first.x + first.width - 1);
    expect(first.x).toBeGreaterThan(later.x);
    expect(search.x).toBeLessThan(later.x);
    expect(logo.x + logo.width).toBeGreaterThan(DESKTOP.width - 40);

    await destinations.click();
    const panel = page.locator(`#${await destinations.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link', { name: 'طوكيو' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(destinations).toBeFocused();
  });

  test('opens the sidebar from the left edge on a phone', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/ar/navigation/');
    await header(page)
      .getByRole('button', { name: catalogueText('widgets/navigation', 'ar', 'menu') })
      .click();
    const sidebar = page.getByRole('dialog', { name: catalogueText('widgets/navigation', 'ar', 'menu') });
    await expect(sidebar).toBeVisible();
    const box = (await sidebar.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBeLessThan(MOBILE.width);
  });
});
