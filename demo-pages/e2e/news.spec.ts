import type { Language } from '../../shared/domain/languages';
import { NEWS_ARTICLE_SEEDS, NEWS_CATEGORY_SEEDS } from '../sandbox/seed/news';
import { pickText } from '../sandbox/seed/localised-text';
import { expect, test } from './test';
import { accessibilityViolations, collectConsole, holdResponses } from './helpers';
import { catalogueText } from './messages';

/*
 * Issue 19 item 4 end to end against the sandbox, in English and Arabic: the newsroom page (the
 * latest news as a carousel, the list with its categories and pages by keyboard), and a visitor
 * who finds a news item by facet on the search page, whose address then reopens the same search.
 * Axe on every state (loading held by the test, loaded, empty).
 */
const text = (language: Language, id: string, values?: Record<string, string | number>) =>
  catalogueText('widgets/news', language, id, values);
const categoryTitle = (language: Language, id: string) =>
  pickText(NEWS_CATEGORY_SEEDS.find((category) => category.id === id)!.title, language);
const articleTitle = (language: Language, id: string) => pickText(NEWS_ARTICLE_SEEDS.find((article) => article.id === id)!.title, language);

for (const language of ['en', 'ar'] as const) {
  const prefix = `/${language}`;

  test.describe(`news (${language})`, () => {
    test('the newsroom: the latest news as a carousel, the list by category and by page with the keyboard', async ({ page }) => {
      const release = await holdResponses(page, '**/news/listing/**');
      await page.goto(`${prefix}/news/`);
      const list = page.locator('stay-news[data-view="list"]');
      await expect(list.locator('[aria-busy="true"]')).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      release();

      await expect(list.locator('.stay-news__list > li')).toHaveCount(15);
      await expect(list.getByRole('list', { name: text(language, 'pageOf', { number: 1, count: 2 }) })).toBeVisible();
      const carousel = page.locator('stay-carousel');
      await expect(carousel.getByRole('link', { name: articleTitle(language, 'N2026-05') })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);

      await list.getByRole('button', { name: text(language, 'next') }).focus();
      await page.keyboard.press('Enter');
      const second = list.getByRole('list', { name: text(language, 'pageOf', { number: 2, count: 2 }) });
      await expect(second).toBeFocused();
      await expect(list.locator('.stay-news__list > li')).toHaveCount(12);
      expect(new URL(page.url()).hash).toBe('#page=2');

      await list.getByRole('button', { name: categoryTitle(language, 'awards') }).click();
      await expect(list.locator('.stay-news__list > li')).toHaveCount(6);
      await expect(list.getByRole('button', { name: categoryTitle(language, 'awards') })).toHaveAttribute('aria-pressed', 'true');
      expect(new URL(page.url()).hash).toBe('#category=awards');
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    test('finds a news item by facet; the address reopens the same search', async ({ page }) => {
      await page.goto(`${prefix}/news/search/`);
      const search = page.locator('stay-news[data-view="search"]');
      await expect(search.getByRole('status')).toHaveText(text(language, 'results', { count: 27 }));
      expect(await accessibilityViolations(page)).toEqual([]);

      const awards = search.getByRole('group', { name: text(language, 'categories') }).getByRole('checkbox', {
        name: text(language, 'facetValue', { value: categoryTitle(language, 'awards'), count: 6 }),
      });
      await awards.check();
      await expect(search.getByRole('status')).toHaveText(text(language, 'results', { count: 6 }));
      await search
        .getByRole('group', { name: text(language, 'years') })
        .getByRole('checkbox', { name: text(language, 'facetValue', { value: '2023', count: 1 }) })
        .check();
      await expect(search.getByRole('status')).toHaveText(text(language, 'results', { count: 1 }));
      const found = search.getByRole('link', { name: articleTitle(language, 'N2023-04') });
      await expect(found).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);

      const query = new URL(page.url()).searchParams;
      expect([query.get('categories'), query.get('years')]).toEqual(['awards', '2023']);
      await page.reload();
      await expect(search.getByRole('link', { name: articleTitle(language, 'N2023-04') })).toBeVisible();
      // Counted under the ticked year now: one award in 2023.
      const awardsIn2023 = search.getByRole('checkbox', {
        name: text(language, 'facetValue', { value: categoryTitle(language, 'awards'), count: 1 }),
      });
      await expect(awardsIn2023).toBeChecked();

      await search.getByRole('searchbox').fill('zeppelin');
      await search.getByRole('button', { name: text(language, 'search'), exact: true }).click();
      await expect(search.getByRole('status')).toHaveText(text(language, 'noResults'));
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    test('a failed news search shows the empty state and warns, naming the element (content §8)', async ({ page, context, baseURL }) => {
      const rules = [{ match: 'news/search', kind: 'error', status: 500 }];
      await context.addCookies([{ name: 'stay-sandbox-faults', value: encodeURIComponent(JSON.stringify(rules)), url: baseURL! }]);
      const messages = collectConsole(page);
      await page.goto(`${prefix}/news/search/`);
      const search = page.locator('stay-news[data-view="search"]');
      await expect(search.getByRole('status')).toHaveText(text(language, 'empty'));
      await expect(search.getByRole('alert')).toHaveCount(0);
      await expect.poll(() => messages.warnings.some((message) => message.includes('<stay-news>'))).toBe(true);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });
}
