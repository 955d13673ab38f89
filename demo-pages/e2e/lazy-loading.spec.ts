import { expect, readOnlyTest as test } from './test';
import { collectConsole, collectScripts, widgetChunkFiles } from './helpers';
import { catalogueText } from './messages';

test.describe('lazy loading of widget chunks', () => {
  test('a page with only an accordion loads the accordion chunk once and no other widget chunk', async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto('/en/faq/');
    await expect(page.locator('.stay-accordion__button').first()).toBeVisible();
    const chunks = widgetChunkFiles();
    expect(chunks.get('accordion')).toBeDefined();
    const widgetScripts = scripts.filter((path) => [...chunks.values()].includes(path));
    expect(widgetScripts).toEqual([chunks.get('accordion')]);
    expect(scripts.filter((path) => path === '/stay-widgets.js')).toHaveLength(1);
  });

  test('a Japanese page loads the Japanese index and the Japanese texts of its widgets only, and shows them', async ({ page }) => {
    const console = collectConsole(page);
    const scripts = collectScripts(page);
    await page.goto('/ja/booking/search/');
    const search = page.locator('section.site-section stay-booking-search');
    await expect(search.getByRole('button', { name: catalogueText('widgets/booking-search', 'ja', 'search'), exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Translation chunks are named <catalogue>-<language>-<version>.js, one version per build.
    const index = scripts.find((path) => /\/translations-ja-[\w-]+\.js$/.test(path));
    expect(index, 'the Japanese index').toBeDefined();
    const version = index!.match(/translations-ja-([\w-]+)\.js$/)![1]!;
    const translations = scripts.filter((path) => path.endsWith(`-${version}.js`));
    expect(
      translations.every((path) => path.endsWith(`-ja-${version}.js`)),
      translations.join(', '),
    ).toBe(true);
    expect(
      translations.filter((path) => path === index),
      'the index once',
    ).toHaveLength(1);
    expect(
      translations.some((path) => /\/i18n-ja-/.test(path)),
      'the shared texts',
    ).toBe(true);
    expect(
      translations.some((path) => /\/booking-search-ja-/.test(path)),
      "the search's texts",
    ).toBe(true);
    expect(
      translations.some((path) => /\/date-range-picker-ja-/.test(path)),
      'not the calendar texts before the calendar opens',
    ).toBe(false);
    // The header speaks Japanese too.
    await expect(
      page.locator('stay-navigation').getByRole('button', { name: catalogueText('widgets/navigation', 'ja', 'search'), exact: true }),
    ).toBeVisible();
    expect(console.errors).toEqual([]);
  });

  test('a page without widgets loads only the loader', async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto('/en/plain/');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual(['/stay-widgets.js']);
  });

  test('a widget added after load is defined when its tag appears', async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto('/en/late-widgets/');
    await page.waitForLoadState('networkidle');
    // The loader, and the page's own script that adds the widget (a file: the CSP allows no inline script).
    expect(scripts.sort()).toEqual(['/demo-assets/late-widgets.js', '/stay-widgets.js']);
    await page.getByRole('button', { name: 'Add the FAQ' }).click();
    const parking = page.getByRole('button', { name: 'Is there parking?' });
    await expect(parking).toHaveAttribute('aria-expanded', 'false');
    await parking.click();
    await expect(parking).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Add the FAQ' }).click();
    await expect(page.getByRole('button', { name: 'Is there parking?' })).toHaveCount(2);
    expect(scripts.filter((path) => path === widgetChunkFiles().get('accordion'))).toHaveLength(1);
  });
});
