import { expect, readOnlyTest as test, type Page } from './test';
import { accessibilityViolations, collectConsole, layoutShiftOf, pageSettled, watchLayoutShift } from './helpers';
import { catalogueText } from './messages';

const apartmentTabs = (page: Page) => page.locator('stay-tabs#apartment-tabs');
const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);

test.describe('tabs and lists in English', () => {
  test('tabs work by keyboard: Left/Right wrap, Home/End, automatic activation, Tab into the panel', async ({ page }) => {
    await page.goto('/en/tabs/');
    const tabs = apartmentTabs(page);
    const overview = tabs.getByRole('tab', { name: 'Overview' });
    const rates = tabs.getByRole('tab', { name: 'Rates & fees' });
    const locationTab = tabs.getByRole('tab', { name: 'Location' });
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tabpanel', { name: 'Overview' })).toBeVisible();

    await overview.focus();
    await page.keyboard.press('ArrowRight');
    await expect(rates).toBeFocused();
    await expect(rates).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('table', { name: 'Nightly rates' })).toBeVisible();
    await expect(tabs.getByText('A 32 m² studio')).toBeHidden();
    await page.keyboard.press('End');
    await expect(locationTab).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(overview).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(locationTab).toBeFocused();
    await page.keyboard.press('Home');
    await expect(overview).toBeFocused();
    await page.keyboard.press('End');
    await expect(locationTab).toHaveAttribute('aria-selected', 'true');
    // The selected tab is the only tab stop: Tab goes on into the panel, which starts with text
    // and so takes focus itself (WAI-ARIA APG tabs), then to its link.
    await page.keyboard.press('Tab');
    await expect(tabs.getByRole('tabpanel', { name: 'Location' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(tabs.getByRole('link', { name: 'Orchard MRT station' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(locationTab).toBeFocused();

    expect(await dataLayer(page)).toContainEqual({
      event: 'userInteraction',
      Category: 'content',
      Component: 'tabs',
      Element: 'Location',
      Action: 'select',
    });
  });

  test('a URL fragment selects its tab on load, on hashchange and after reload, also through an embedded accordion', async ({ page }) => {
    await page.goto('/en/tabs/#rates-fees');
    const tabs = apartmentTabs(page);
    await expect(tabs.getByRole('tab', { name: 'Rates & fees' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', { name: 'Rates & fees' })).toBeInViewport();

    await page.evaluate(() => (location.hash = '#parking'));
    await expect(tabs.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('button', { name: 'Is there parking?' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Covered parking costs SGD 20')).toBeInViewport();

    await page.evaluate(() => (location.hash = '#late-checkout'));
    await expect(tabs.getByRole('tab', { name: 'Rates & fees' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#late-checkout')).toBeInViewport();

    await page.reload();
    await expect(apartmentTabs(page).getByRole('tab', { name: 'Rates & fees' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#late-checkout')).toBeInViewport();
  });

  test('ids generated from CJK and Arabic titles, and repeated titles, are deep links', async ({ page }) => {
    await page.goto(`/en/tabs/#${encodeURIComponent('お部屋-料金')}`);
    const tabs = page.locator('stay-tabs#language-tabs');
    await expect(tabs.getByRole('tab', { name: 'お部屋・料金' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tabpanel', { name: 'お部屋・料金' })).toHaveAttribute('id', 'お部屋-料金');
    await expect(tabs.getByText('デラックススタジオ')).toBeVisible();
    await page.getByRole('link', { name: '#الأسعار-والرسوم' }).click();
    await expect(tabs.getByRole('tab', { name: 'الأسعار والرسوم' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('link', { name: '#overview-2' }).click();
    await expect(tabs.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    // The fragment named the second tabs' "Overview": the first tabs keep their selection.
    await expect(apartmentTabs(page).getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  test('"see more" in a tab panel and in a list reveals the rest, hides the button and moves focus', async ({ page }) => {
    await page.goto('/en/tabs/');
    const tabs = apartmentTabs(page);
    await expect(tabs.getByText('Sofa bed for a third guest')).toBeHidden();
    await tabs.getByRole('button', { name: 'See more' }).click();
    await expect(tabs.getByText('Sofa bed for a third guest')).toBeFocused();
    await expect(tabs.getByText('Smoke-free apartment.')).toBeVisible();
    await expect(tabs.getByRole('button', { name: 'See more' })).toHaveCount(0);

    const attractions = page.locator('stay-see-more-list#attractions');
    // Hidden items are in the document (out of the accessibility tree until revealed).
    await expect(attractions.locator('li')).toHaveCount(7);
    await expect(attractions.getByRole('listitem')).toHaveCount(3);
    const seeMore = attractions.getByRole('button', { name: 'See 4 more items' });
    await seeMore.focus();
    await page.keyboard.press('Enter');
    await expect(attractions.getByRole('listitem')).toHaveCount(7);
    await expect(attractions.getByRole('listitem').nth(3)).toBeFocused();
    await expect(seeMore).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(attractions.getByRole('link', { name: 'Chinatown' })).toBeFocused();

    const steps = page.locator('stay-see-more-list#check-in-steps');
    await expect(steps.getByRole('listitem')).toHaveCount(5);
    await steps.getByRole('button', { name: 'See 1 more item' }).click();
    await expect(steps.getByText('Open your apartment with the key on your phone.')).toBeFocused();

    expect(await dataLayer(page)).toEqual([
      { event: 'userInteraction', Category: 'content', Component: 'tabs', Element: 'Overview', Action: 'see-more' },
      {
        event: 'userInteraction',
        Category: 'content',
        Component: 'see-more-list',
        Element: 'Nearby attractions',
        Action: 'see-more',
        Parameter1: '4',
      },
      { event: 'userInteraction', Category: 'content', Component: 'see-more-list', Element: 'list', Action: 'see-more', Parameter1: '1' },
    ]);
  });

  test('invalid data- values render with defaults and log one warning per attribute', async ({ page }) => {
    const console = collectConsole(page);
    await page.goto('/en/tabs/');
    const misconfigured = page.locator('stay-tabs#misconfigured-tabs');
    await expect(misconfigured.getByRole('tab')).toHaveCount(2);
    await expect(misconfigured.getByText('Fourth block.')).toBeVisible();
    await expect(misconfigured.getByRole('button', { name: 'See more' })).toHaveCount(0);
    const list = page.locator('stay-see-more-list#misconfigured-list');
    await expect(list.getByRole('button', { name: 'See 1 more item' })).toBeVisible();
    expect(console.warnings.filter((text) => text.includes('<stay-tabs> data-see-more="sometimes"'))).toHaveLength(1);
    expect(console.warnings.filter((text) => text.includes('<stay-tabs> data-visible-items="0"'))).toHaveLength(1);
    expect(console.warnings.filter((text) => text.includes('<stay-see-more-list> data-visible-items="lots"'))).toHaveLength(1);
    expect(console.errors).toEqual([]);
  });

  test('content is laid out before the upgrade and the upgrade shifts no layout', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 2400 });
    await watchLayoutShift(page);
    // Hold the widget chunks back so the authored markup is painted first, as on a slow network.
    await page.route(/\/chunks\/(tabs|see-more-list|accordion)-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    // Boxes of the well-configured widgets (the misconfigured ones come last: CSS cannot know an invalid value).
    const boxes = () =>
      page.evaluate(() =>
        Array.from(
          document.querySelectorAll('stay-tabs:not([id^="misconfigured"]), stay-see-more-list:not([id^="misconfigured"]), h2'),
          (element) => {
            const { top, height } = element.getBoundingClientRect();
            return `${element.id || element.textContent}: ${Math.round(top)} + ${Math.round(height)}`;
          },
        ),
      );
    await page.goto('/en/tabs/');
    const tabs = apartmentTabs(page);
    await expect(tabs.locator('section h3', { hasText: 'Overview' })).toBeVisible();
    await expect(tabs.getByText('Late check-out until 6 pm')).toBeHidden();
    await expect(page.locator('stay-see-more-list#attractions li', { hasText: 'Chinatown' })).toBeHidden();
    const before = await boxes();
    await expect(tabs.getByRole('tab', { name: 'Overview' })).toBeVisible();
    await expect(page.locator('stay-see-more-list#check-in-steps').getByRole('button')).toBeVisible();
    await expect(tabs.getByRole('button', { name: 'See more' })).toBeVisible();
    expect(await boxes()).toEqual(before);
    await pageSettled(page);
    const shift = await layoutShiftOf(page);
    expect(shift).toBeLessThan(0.01);
  });

  test('without JavaScript every panel and every list item is readable', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/tabs/');
    await expect(page.getByRole('heading', { name: 'Rates & fees' })).toBeVisible();
    await expect(page.getByText('Late check-out until 6 pm')).toBeVisible();
    await expect(page.getByText('Smoke-free apartment.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Orchard MRT station' })).toBeVisible();
    // A data-title is drawn as the section's title.
    const title = await page.locator('section[data-title="Location"]').evaluate((section) => getComputedStyle(section, '::before').content);
    expect(title).toBe('"Location"');
    await expect(page.locator('stay-see-more-list#attractions li')).toHaveCount(7);
    await expect(page.getByText('National Museum')).toBeVisible();
    await context.close();
  });

  test('has no axe-core violations, before and after interaction', async ({ page }) => {
    await page.goto('/en/tabs/');
    await expect(apartmentTabs(page).getByRole('tab')).toHaveCount(4);
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);

    const tabs = apartmentTabs(page);
    await tabs.getByRole('tab', { name: 'Questions' }).click();
    await tabs.getByRole('button', { name: 'Are pets allowed?' }).click();
    await expect(tabs.getByRole('button', { name: 'Are pets allowed?' })).toHaveAttribute('aria-expanded', 'true');
    await page.locator('stay-see-more-list#attractions').getByRole('button').click();
    await expect(page.locator('stay-see-more-list#attractions').getByRole('button')).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('tabs and lists in Arabic', () => {
  test('mirrors the tab bar and the arrow keys, and follows a fragment with an Arabic id', async ({ page }) => {
    await page.goto(`/ar/tabs/#${encodeURIComponent('الأسعار-والرسوم')}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const tabs = apartmentTabs(page);
    const overview = tabs.getByRole('tab', { name: 'نظرة عامة' });
    const rates = tabs.getByRole('tab', { name: 'الأسعار والرسوم' });
    const locationTab = tabs.getByRole('tab', { name: 'الموقع' });
    await expect(rates).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tabpanel', { name: 'الأسعار والرسوم' })).toHaveAttribute('id', 'الأسعار-والرسوم');
    await expect(tabs.getByText('المغادرة المتأخرة')).toBeVisible();

    // Right to left: the first tab sits at the right edge.
    const first = (await overview.boundingBox())!;
    const second = (await rates.boundingBox())!;
    expect(first.x).toBeGreaterThan(second.x);

    await overview.click();
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(rates).toBeFocused();
    await expect(rates).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(overview).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(locationTab).toBeFocused();
    await expect(tabs.getByRole('link', { name: 'محطة أورتشارد' })).toBeVisible();

    await page.evaluate(() => (location.hash = '#parking'));
    await expect(tabs.getByRole('tab', { name: 'أسئلة' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('button', { name: 'هل يوجد موقف سيارات؟' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('"see more" works right to left and the page has no axe-core violations', async ({ page }) => {
    await page.goto('/ar/tabs/');
    const attractions = page.locator('stay-see-more-list#attractions');
    await expect(attractions.getByRole('listitem')).toHaveCount(3);
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);

    await attractions.getByRole('button').click();
    await expect(attractions.getByRole('listitem')).toHaveCount(5);
    await expect(attractions.getByRole('listitem').nth(3)).toBeFocused();
    await apartmentTabs(page)
      .getByRole('button', { name: catalogueText('shared/i18n', 'ar', 'seeMore') })
      .click();
    await expect(apartmentTabs(page).getByText('أريكة سرير لضيف ثالث')).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
