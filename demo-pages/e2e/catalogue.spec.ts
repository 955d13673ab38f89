import { readFileSync } from 'node:fs';
import { expect, readOnlyTest as test } from './test';
import { accessibilityViolations, collectConsole } from './helpers';

/**
 * The widget catalogue (issue 13 item 4): every element of custom-elements.json with a live example
 * and its contract tables, under the demo's strict CSP (the `test` fixture fails on any violation).
 */
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8')) as {
  modules: { declarations: { tagName: string; attributes: { name: string }[]; events: { name: string }[] }[] }[];
};
const declarations = manifest.modules.flatMap((module) => module.declarations);

test.describe('widget catalogue in English', () => {
  test('lists every element of the manifest with its attributes and events', async ({ page }) => {
    // 41 elements, each a region with its tables: linear in the catalogue's size, not a wait.
    test.setTimeout(90_000);
    await page.goto('/en/catalogue/');
    const contents = page.getByRole('navigation', { name: 'Widgets in the catalogue' }).getByRole('link');
    await expect(contents).toHaveText(declarations.map((declaration) => `<${declaration.tagName}>`));
    for (const declaration of declarations) {
      const section = page.getByRole('region', { name: `<${declaration.tagName}>` });
      await expect(section).toBeVisible();
      // One read per table (41 widgets, some with a dozen attributes: a cell at a time outlasted the test's time).
      const firstCells = (table: string) =>
        section
          .getByRole('table', { name: `${table} of <${declaration.tagName}>` })
          .locator('tbody tr')
          .evaluateAll((rows) => rows.map((row) => (row as HTMLTableRowElement).cells[0]?.textContent?.trim() ?? ''));
      if (declaration.attributes.length > 0) {
        expect((await firstCells('Attributes')).sort()).toEqual(declaration.attributes.map(({ name }) => name).sort());
      }
      if (declaration.events.length > 0) {
        expect((await firstCells('Events')).sort()).toEqual(declaration.events.map(({ name }) => name).sort());
      }
    }
  });

  test('runs the live examples: an accordion item opens, a tab is selected, a price is shown', async ({ page }) => {
    const console = collectConsole(page);
    await page.goto('/en/catalogue/');
    const accordion = page.getByRole('region', { name: '<stay-accordion>' });
    const pets = accordion.getByRole('button', { name: 'Are pets welcome?' });
    await expect(pets).toHaveAttribute('aria-expanded', 'false');
    await pets.click();
    await expect(pets).toHaveAttribute('aria-expanded', 'true');
    const tabs = page.getByRole('region', { name: '<stay-tabs>' });
    await tabs.getByRole('tab', { name: 'Location' }).click();
    await expect(tabs.getByRole('tabpanel', { name: 'Location' })).toBeVisible();
    await expect(tabs.getByRole('tabpanel', { name: 'Location' })).toHaveText("Five minutes' walk from Orchard Road.");
    await expect(tabs.getByRole('tabpanel', { name: 'Overview' })).toBeHidden();
    await expect(page.getByRole('region', { name: '<stay-price>' }).locator('stay-price')).toContainText('245');
    await expect(page.getByRole('region', { name: '<stay-navigation>' }).getByRole('link', { name: 'see it live' })).toHaveAttribute(
      'href',
      '/en/',
    );
    expect(console.errors).toEqual([]);
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/en/catalogue/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('stay-tabs [role="tab"]')).toHaveCount(2);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
