import type { Language } from '../../shared/domain/languages';
import { expect, test } from './test';
import { accessibilityViolations, collectConsole } from './helpers';
import { catalogueText } from './messages';

/**
 * Issue 19 item 5 (content spec §7 "career-opportunity filter and by-id"): a visitor filters the
 * careers page by department and location, opens an opportunity and finds where to apply, in
 * English and Arabic, axe clean in each state.
 */
const CAREERS = 'widgets/career-opportunities';
const SALES: Record<'en' | 'ar', { department: string; location: string; title: string }> = {
  en: { department: 'Sales and marketing', location: 'Japan', title: 'Corporate sales manager' },
  ar: { department: 'المبيعات والتسويق', location: 'اليابان', title: 'مدير مبيعات الشركات' },
};

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test.describe(`careers (${language})`, () => {
    test('filter, open an opportunity, find where to apply and go back; axe clean', async ({ page }) => {
      const console = collectConsole(page);
      await page.goto(`/${language}/careers/`);
      const careers = page.locator('stay-career-opportunities');
      const list = careers.locator('.stay-career-opportunities__list > li');
      await expect(list).toHaveCount(5);
      expect(await accessibilityViolations(page, 'stay-career-opportunities')).toEqual([]);

      const { department, location, title } = SALES[language];
      await careers.getByRole('combobox', { name: catalogueText(CAREERS, language, 'department') }).selectOption({ label: department });
      await expect(list).toHaveCount(2);
      await careers.getByRole('combobox', { name: catalogueText(CAREERS, language, 'location') }).selectOption({ label: location });
      await expect(list).toHaveCount(1);
      expect(await accessibilityViolations(page, 'stay-career-opportunities')).toEqual([]);

      await careers.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/careers/\\?opportunity=CO-1003$`));
      await expect(careers.getByRole('heading', { name: title })).toBeVisible();
      const apply = careers.getByRole('link', { name: catalogueText(CAREERS, language, 'apply', { title }) });
      await expect(apply).toHaveAttribute('href', /^mailto:careers@stay\.example\?subject=CO-1003/);
      expect(await accessibilityViolations(page, 'stay-career-opportunities')).toEqual([]);

      await careers.getByRole('link', { name: catalogueText(CAREERS, language, 'back') }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/careers/$`));
      await expect(list).toHaveCount(5);
      expect(console.errors).toEqual([]);
    });

    test('a failed list says so with a retry that recovers', async ({ page, context, baseURL }) => {
      const rules = [{ match: 'career-opportunity/filter', kind: 'error', status: 500 }];
      await context.addCookies([{ name: 'stay-sandbox-faults', value: encodeURIComponent(JSON.stringify(rules)), url: baseURL! }]);
      await page.goto(`/${language}/careers/`);
      const careers = page.locator('stay-career-opportunities');
      await expect(careers.getByRole('alert')).toContainText(catalogueText(CAREERS, language, 'failed'));
      expect(await accessibilityViolations(page, 'stay-career-opportunities')).toEqual([]);
      await context.clearCookies({ name: 'stay-sandbox-faults' });
      await careers.getByRole('button', { name: catalogueText(CAREERS, language, 'retry') }).click();
      await expect(careers.locator('.stay-career-opportunities__list > li')).toHaveCount(5);
    });
  });
}
