import { expect, test, type Page } from './test';
import { accessibilityViolations, collectConsole } from './helpers';

/**
 * <stay-language-selector> and <stay-currency-selector> standing alone (not inside the navigation),
 * on the footer page in English and in Arabic: by keyboard, every price follows the currency at
 * once, the language link keeps the page, and no axe-core violation open or closed.
 */
const PAGES = [
  { language: 'en', locale: 'en-GB', path: '/en/footer/', japanese: '/ja/footer/' },
  { language: 'ar', locale: 'ar', path: '/ar/footer/', japanese: '/ja/footer/' },
] as const;

/** The sandbox's price in yen, formatted as the page language writes it (0 decimals for JPY). */
function yen(page: Page, locale: string, amount: number): Promise<string> {
  return page.evaluate(
    ([loc, value]) =>
      new Intl.NumberFormat(loc as string, { style: 'currency', currency: 'JPY', maximumFractionDigits: 0 }).format(value as number),
    [locale, amount] as const,
  );
}

for (const { language, locale, path, japanese } of PAGES) {
  test.describe(`standalone language and currency selectors (${language})`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('the currency selector changes the price at once, by keyboard', async ({ page }) => {
      const console = collectConsole(page);
      await page.goto(path);
      const section = page.locator('.site-selectors');
      const price = section.locator('.stay-price');
      await expect(price).toHaveText(/SGD/);
      const select = section.locator('stay-currency-selector select');
      await expect(select).toHaveAttribute('aria-busy', 'false');
      await select.focus();
      await select.selectOption('JPY');
      // 245 SGD at the sandbox's rate (the member-currency journey shows the same figure in the header).
      await expect(price).toHaveText((await yen(page, locale, 27222)).replace(/\s/g, ' '), { useInnerText: true });
      await expect(page.locator('stay-navigation').locator('select')).toHaveValue('JPY');
      expect(console.errors).toEqual([]);
    });

    test('the language selector opens by keyboard, keeps the page in another language, and passes axe open and closed', async ({
      page,
    }) => {
      await page.goto(path);
      const selector = page.locator('.site-selectors stay-language-selector');
      const button = selector.getByRole('button');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(await accessibilityViolations(page, '.site-selectors')).toEqual([]);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(await accessibilityViolations(page, '.site-selectors')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
      await selector.getByRole('link', { name: '日本語' }).click();
      await expect(page).toHaveURL(new RegExp(`${japanese}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    });
  });
}
