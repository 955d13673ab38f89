import { expect, test, type BrowserContext, type Locator, type Page } from './test';
import { accessibilityViolations, collectConsole } from './helpers';

/** Keeps clicks on the page so the data layer can be read; navigation itself is tested separately. */
async function stayOnPage(page: Page): Promise<void> {
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
}

const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);

/** Sandbox switches for this browser context (sandbox README "Sandbox switches"). */
async function sandboxCookie(context: BrowserContext, baseURL: string | undefined, name: string, value: string): Promise<void> {
  await context.addCookies([{ name, value, url: baseURL! }]);
}

/** By text, not by role: role locators skip hidden elements, and hiding is what these tests check. */
const anchor = (scope: Locator, text: string) => scope.locator('a', { hasText: text });

/** Position and size of every rendered element `selector` matches, in document order. */
function boxes(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box) => `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`),
  );
}

/**
 * The boxes `selector` matches with the widget chunks held back (authored markup, as on a slow
 * network) and once the widgets have rendered: equal boxes mean the upgrade shifts no layout.
 * A stricter check than the layout-shift score, which barely notices a few pixels.
 */
async function boxesAroundUpgrade(page: Page, path: string, chunks: string[], selector: string, upgraded: Locator[]) {
  await page.setViewportSize({ width: 1280, height: 2400 });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  for (const chunk of chunks) {
    await page.route(`**/chunks/${chunk}-*.js`, async (route) => {
      await released;
      await route.continue();
    });
  }
  await page.goto(path);
  const authored = await boxes(page, selector);
  release();
  for (const locator of upgraded) await expect(locator).toBeAttached();
  return { authored, upgraded: await boxes(page, selector) };
}

test.describe('tiles in English', () => {
  test('a click anywhere on a tile follows its one link', async ({ page }) => {
    await page.goto('/en/tiles/');
    const tile = page.locator('stay-tile#tile-long-stays');
    await expect(tile.getByRole('link')).toHaveCount(1);
    await expect(tile.getByRole('link')).toHaveAccessibleName('Long stays');
    // On the description, away from the title: the stretched link covers the whole card.
    const description = (await tile.locator('p').first().boundingBox())!;
    const card = (await tile.boundingBox())!;
    await tile.click({ position: { x: description.x - card.x + 8, y: description.y - card.y + 8 } });
    await expect(page).toHaveURL(/\/en\/accordion\/$/);
  });

  test('by keyboard each tile is one Tab stop; Enter on a new-tab tile opens it without an opener', async ({ page, context }) => {
    await page.goto('/en/tiles/');
    const links = page.locator('stay-tile .stay-tile__link');
    await expect(links).toHaveCount(6);
    await links.first().focus();
    await page.keyboard.press('Tab');
    const cities = page.locator('stay-tile#tile-cities .stay-tile__link');
    await expect(cities).toBeFocused();
    await expect(cities).toHaveAttribute('target', '_blank');
    await expect(cities).toHaveAttribute('rel', 'noopener');
    await expect(cities).toHaveAccessibleDescription('Opens in a new tab');
    const popupOpened = context.waitForEvent('page');
    await page.keyboard.press('Enter');
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/en/footer/');
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
    await page.keyboard.press('Tab');
    await expect(page.locator('stay-tile#tile-partner .stay-tile__link')).toBeFocused();
  });

  test('clamps long titles to 2 lines and calls to action to 1', async ({ page }) => {
    await page.goto('/en/tiles/');
    const tile = page.locator('stay-tile#tile-cities');
    const lines = (locator: Locator) =>
      locator.evaluate((element) => Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)));
    await expect(tile.locator('.stay-tile__title')).toBeVisible();
    expect(await lines(tile.locator('.stay-tile__title'))).toBe(2);
    expect(await lines(tile.locator('p').first())).toBe(2);
    expect(await lines(tile.locator('p[data-cta]'))).toBe(1);
  });

  test('pushes link-click events with the link type; an external tile has no target or rel of its own', async ({ page }) => {
    await page.goto('/en/tiles/');
    await expect(page.locator('stay-tile#tile-partner .stay-tile__link')).toBeVisible();
    await stayOnPage(page);
    const partner = page.locator('stay-tile#tile-partner .stay-tile__link');
    expect(await partner.evaluate((link) => [link.hasAttribute('target'), link.hasAttribute('rel')])).toEqual([false, false]);
    // A click on the call to action and one on the image, each outside the title.
    const partnerTile = page.locator('stay-tile#tile-partner');
    const cta = (await partnerTile.locator('p[data-cta]').boundingBox())!;
    const partnerCard = (await partnerTile.boundingBox())!;
    await partnerTile.click({ position: { x: cta.x - partnerCard.x + 4, y: cta.y - partnerCard.y + 4 } });
    await page.locator('stay-tile#tile-long-stays').click({ position: { x: 40, y: 40 } });
    expect(await dataLayer(page)).toEqual([
      {
        event: 'linkClick',
        component: 'tile',
        linkText: 'Partner offers',
        linkUrl: 'https://partner.example.org/stay-offers',
        linkType: 'external',
      },
      { event: 'linkClick', component: 'tile', linkText: 'Long stays', linkUrl: '/en/accordion/', linkType: 'internal' },
    ]);
  });

  test('applies the spacing variants and warns once about the invalid one', async ({ page }) => {
    const console = collectConsole(page);
    await page.goto('/en/tiles/');
    await expect(page.locator('stay-tile#tile-misconfigured .stay-tile__link')).toBeVisible();
    const margins = (id: string) =>
      page
        .locator(`stay-tile#${id}`)
        .evaluate((element) => [getComputedStyle(element).marginBlockEnd, getComputedStyle(element).marginInlineStart]);
    expect(await margins('tile-spacing-8')).toEqual(['8px', '15px']);
    expect(await margins('tile-spacing-48')).toEqual(['48px', '15px']);
    expect(await margins('tile-misconfigured')).toEqual(['24px', '15px']);
    expect(await margins('tile-long-stays')).toEqual(['24px', '12px']);
    expect(console.warnings).toEqual([expect.stringContaining('<stay-tile> data-spacing="12" is invalid')]);
    expect(console.errors).toEqual([]);
  });

  test('the upgrade shifts no layout', async ({ page }) => {
    const { authored, upgraded } = await boxesAroundUpgrade(page, '/en/tiles/', ['tile'], 'stay-tile, stay-tile :is(h3, p, img)', [
      page.locator('stay-tile#tile-misconfigured .stay-tile__link'),
    ]);
    expect(authored).toHaveLength(6 * 4 + 3);
    expect(upgraded).toEqual(authored);
  });
});

test.describe('footer quick links in English', () => {
  test('on desktop groups start open; titles toggle by pointer and keyboard, and report it', async ({ page }) => {
    await page.goto('/en/footer/');
    const links = page.getByRole('navigation', { name: 'Quick links' });
    const about = links.getByRole('button', { name: 'About Stay' });
    await expect(links.getByRole('button')).toHaveCount(3);
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(anchor(links, 'Our story')).toBeHidden();
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(links.getByRole('link', { name: 'Our story' })).toBeFocused();
    const members = links.getByRole('button', { name: 'Members' });
    await members.focus();
    await page.keyboard.press('Space');
    await expect(members).toHaveAttribute('aria-expanded', 'false');
    const interactions = (await dataLayer(page)).filter((event) => (event as { event: string }).event === 'userInteraction');
    expect(interactions).toEqual([
      { event: 'userInteraction', Category: 'footer', Component: 'footer-links', Element: 'About Stay', Action: 'collapse' },
      { event: 'userInteraction', Category: 'footer', Component: 'footer-links', Element: 'About Stay', Action: 'expand' },
      { event: 'userInteraction', Category: 'footer', Component: 'footer-links', Element: 'Members', Action: 'collapse' },
    ]);
  });

  test('at 800 px groups start closed and links not flagged for mobile are hidden; at 1280 px all show', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/en/footer/');
    const links = page.getByRole('navigation', { name: 'Quick links' });
    await expect(links).toHaveAttribute('data-buy-point-links', 'shown');
    await expect(links.getByRole('button')).toHaveCount(2);
    await expect(links.locator('button', { hasText: 'Partners' })).toHaveCount(1);
    await expect(links.locator('button', { hasText: 'Partners' })).toBeHidden();
    for (const button of await links.getByRole('button').all()) {
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
    }
    await expect(links.getByRole('link', { name: 'Our story' })).toBeVisible();
    await expect(links.getByRole('link', { name: 'Press room' })).toBeVisible();
    await expect(links.getByRole('link', { name: 'Buy points' })).toBeVisible();
    await expect(anchor(links, 'Careers')).toHaveCount(1);
    await expect(anchor(links, 'Careers')).toBeHidden();
    await expect(anchor(links, 'Points statements')).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 900 });
    for (const name of ['Careers', 'Points statements', 'Partner with us']) await expect(links.getByRole('link', { name })).toBeVisible();
  });

  test('pushes a link-click event for each link; an external new-tab link gets noopener noreferrer', async ({ page }) => {
    await page.goto('/en/footer/');
    const links = page.getByRole('navigation', { name: 'Quick links' });
    const press = links.getByRole('link', { name: 'Press room' });
    await expect(press).toHaveAttribute('rel', 'noopener noreferrer');
    await stayOnPage(page);
    await press.click();
    await links.getByRole('link', { name: 'Careers' }).click();
    expect(await dataLayer(page)).toEqual([
      {
        event: 'linkClick',
        component: 'footer-links',
        linkText: 'Press room',
        linkUrl: 'https://press.partner.example.org/',
        linkType: 'external',
      },
      { event: 'linkClick', component: 'footer-links', linkText: 'Careers', linkUrl: '/en/plain/', linkType: 'internal' },
    ]);
  });

  test('hides the buy-point link for a visitor from a blocked region (CN)', async ({ page, context, baseURL }) => {
    await sandboxCookie(context, baseURL, 'stay-sandbox-country', 'CN');
    await page.goto('/en/footer/');
    const links = page.getByRole('navigation', { name: 'Quick links' });
    await expect(links).toHaveAttribute('data-buy-point-links', 'hidden');
    await expect(links.getByRole('link', { name: 'Member benefits' })).toBeVisible();
    await expect(anchor(links, 'Buy points')).toHaveCount(0);
  });

  test('shows the buy-point link when the region lookup fails (status -1)', async ({ page, context, baseURL }) => {
    await sandboxCookie(context, baseURL, 'stay-sandbox-country', 'CN');
    const faults = [{ match: '/api/configurations/client-country', kind: 'error', status: 500 }];
    await sandboxCookie(context, baseURL, 'stay-sandbox-faults', encodeURIComponent(JSON.stringify(faults)));
    await page.goto('/en/footer/');
    const links = page.getByRole('navigation', { name: 'Quick links' });
    await expect(links).toHaveAttribute('data-buy-point-links', 'shown');
    await expect(links.getByRole('link', { name: 'Buy points' })).toBeVisible();
  });
});

test.describe('social and app icons, global footer in English', () => {
  test('removes the zero-size icon, fixes URLs, and styles a lone card single', async ({ page }) => {
    await page.goto('/en/footer/');
    const social = page.locator('stay-social-links#social-links');
    await expect(social.getByRole('link')).toHaveCount(5);
    await expect(social.locator('a[aria-label="Stay on WeChat"]')).toHaveCount(0);
    await expect(social.getByRole('link', { name: 'Stay on Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/stay.demo');
    await expect(social.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/stay-demo',
    );
    await expect(social.getByRole('link', { name: 'Stay on Facebook' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(social.locator('.stay-social-links__card--single')).toHaveCount(0);

    const single = page.locator('stay-social-links#single-card');
    await expect(single.locator('.stay-social-links__card')).toHaveCount(1);
    await expect(single.locator('.stay-social-links__card--single')).toContainText('Download our app');
  });

  test('icons work by keyboard and every click pushes a link-click event', async ({ page, baseURL }) => {
    await page.goto('/en/footer/');
    const social = page.locator('stay-social-links#social-links');
    await expect(social.getByRole('link')).toHaveCount(5);
    await stayOnPage(page);
    await social.getByRole('link', { name: 'Stay on Facebook' }).focus();
    await page.keyboard.press('Tab');
    await expect(social.getByRole('link', { name: 'Stay on Instagram' })).toBeFocused();
    await page.keyboard.press('Enter');
    await social.getByRole('link', { name: 'Get it on Google Play' }).click();
    expect(await dataLayer(page)).toEqual([
      {
        event: 'linkClick',
        component: 'social-links',
        linkText: 'Stay on Instagram',
        linkUrl: 'https://www.instagram.com/stay.demo',
        linkType: 'external',
      },
      // A URL starting with "/" gets the site origin (content spec §2).
      {
        event: 'linkClick',
        component: 'social-links',
        linkText: 'Get it on Google Play',
        linkUrl: `${baseURL}/en/plain/#android-app`,
        linkType: 'internal',
      },
    ]);
  });

  test('the global footer reports logo and reference link clicks and follows them', async ({ page }) => {
    await page.goto('/en/footer/');
    const footer = page.locator('stay-footer#global-footer');
    const legal = footer.getByRole('navigation', { name: 'Legal and help' });
    await expect(legal.getByRole('link')).toHaveCount(4);
    await expect(legal.getByRole('link', { name: 'Help centre' })).toHaveAttribute('rel', 'noopener noreferrer');
    await page.evaluate(() =>
      document.addEventListener('click', (event) => {
        if ((event.target as Element).closest('.stay-footer__logo')) event.preventDefault();
      }),
    );
    await footer.getByRole('link', { name: 'Stay home' }).click();
    expect(await dataLayer(page)).toEqual([
      { event: 'linkClick', component: 'footer', linkText: 'Stay home', linkUrl: '/en/', linkType: 'internal' },
    ]);
    await legal.getByRole('link', { name: 'Terms of use' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/plain\/#terms$/);
  });

  test('the upgrade of quick links and footer shifts no layout, and the page logs nothing', async ({ page, context, baseURL }) => {
    // Region CN: the buy-point link stays hidden, so the boxes compare before and after the lookup.
    await sandboxCookie(context, baseURL, 'stay-sandbox-country', 'CN');
    const console = collectConsole(page);
    const { authored, upgraded } = await boxesAroundUpgrade(
      page,
      '/en/footer/',
      ['footer-links', 'footer'],
      'stay-footer-links :is(summary, button, li), stay-footer :is(a, li, p)',
      [page.locator('stay-footer-links .stay-footer-links__toggle').first(), page.locator('stay-footer .stay-footer__nav')],
    );
    expect(authored).toHaveLength(3 + 7 + 5 + 4 + 1);
    expect(upgraded).toEqual(authored);
    await expect(page.locator('stay-footer-links nav')).toHaveAttribute('data-buy-point-links', 'hidden');
    expect(await boxes(page, 'stay-footer-links :is(summary, button, li), stay-footer :is(a, li, p)')).toEqual(authored);
    expect(console.warnings).toEqual([]);
    expect(console.errors).toEqual([]);
  });
});

test.describe('links in Arabic', () => {
  test('tiles mirror and work by keyboard', async ({ page }) => {
    await page.goto('/ar/tiles/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const tile = page.locator('stay-tile#tile-long-stays');
    const link = tile.getByRole('link', { name: 'الإقامات الطويلة' });
    await expect(link).toBeVisible();
    const tileBox = (await tile.boundingBox())!;
    const titleBox = (await link.boundingBox())!;
    // The title starts at the right edge (16 px padding), the first tile is the right-most one.
    expect(tileBox.x + tileBox.width - (titleBox.x + titleBox.width)).toBeLessThan(24);
    const second = (await page.locator('stay-tile#tile-cities').boundingBox())!;
    expect(second.x).toBeLessThan(tileBox.x);
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ar\/accordion\/$/);
  });

  test('footer quick links, icons and footer mirror and work by keyboard', async ({ page }) => {
    await page.goto('/ar/footer/');
    const links = page.getByRole('navigation', { name: 'روابط سريعة' });
    const about = links.getByRole('button', { name: 'عن ستاي' });
    const members = links.getByRole('button', { name: 'الأعضاء' });
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    expect((await about.boundingBox())!.x).toBeGreaterThan((await members.boundingBox())!.x);
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(anchor(links, 'قصتنا')).toBeHidden();

    const social = page.locator('stay-social-links#social-links');
    await expect(social.getByRole('link')).toHaveCount(5);
    const facebook = (await social.getByRole('link', { name: 'ستاي على فيسبوك' }).boundingBox())!;
    const instagram = (await social.getByRole('link', { name: 'ستاي على إنستغرام' }).boundingBox())!;
    expect(facebook.x).toBeGreaterThan(instagram.x);

    const footer = page.locator('stay-footer#global-footer');
    const logo = (await footer.getByRole('link', { name: 'الصفحة الرئيسية لستاي' }).boundingBox())!;
    const privacy = (await footer.getByRole('link', { name: 'سياسة الخصوصية' }).boundingBox())!;
    expect(logo.x).toBeGreaterThan(privacy.x);
  });
});

test.describe('accessibility of the link widgets', () => {
  for (const path of ['/en/tiles/', '/ar/tiles/', '/en/footer/', '/ar/footer/']) {
    test(`${path} has no axe-core violations`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }

  test('footer quick links on mobile, collapsed and expanded, have no violations', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/en/footer/');
    const links = page.getByRole('navigation', { name: 'Quick links' });
    await expect(links).toHaveAttribute('data-buy-point-links', 'shown');
    expect(await accessibilityViolations(page, 'stay-footer-links')).toEqual([]);
    for (const button of await links.getByRole('button').all()) await button.click();
    await expect(links.getByRole('link', { name: 'Buy points' })).toBeVisible();
    expect(await accessibilityViolations(page, 'stay-footer-links')).toEqual([]);
  });
});
