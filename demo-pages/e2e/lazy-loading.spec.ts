import { expect, test } from '@playwright/test';
import { collectScripts, widgetChunkFiles } from './helpers';

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
    expect(scripts).toEqual(['/stay-widgets.js']);
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
