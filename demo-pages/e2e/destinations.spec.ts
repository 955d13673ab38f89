import type { Language } from '../../shared/domain/languages';
import { expect, test } from './test';
import { accessibilityViolations, collectConsole, holdResponses, tabTo } from './helpers';
import { catalogueText } from './messages';

/**
 * Issue 19 item 5: destination pages built from `<stay-property-list>`, in English and Arabic. A
 * city page (introduction, cards to the property details page, the city map by region, distances
 * from a landmark), a country page (an offer's properties, a brand's) and the featured page
 * (featured, upcoming, awards, counts); a failed read shows the empty state, never an error box.
 */
const LIST = 'widgets/property-list';
const TOKYO: Record<'en' | 'ar', string> = { en: 'Tokyo', ar: 'طوكيو' };

const codesIn = (list: import('@playwright/test').Locator) =>
  list.locator('.stay-property-list__card').evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.propertyCode));

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test.describe(`destinations (${language})`, () => {
    test('a city page: loading, the introduction and cards, the map links, distances; a card opens the property by keyboard', async ({
      page,
    }) => {
      const console = collectConsole(page);
      const release = await holdResponses(page, '**/property-list/p_refCity/eq/Tokyo/**');
      await page.goto(`/${language}/destinations/tokyo/`);
      const city = page.locator('stay-property-list').first();
      await expect(city.locator('[aria-busy="true"]')).toContainText(catalogueText(LIST, language, 'loading'));
      expect(await accessibilityViolations(page, 'main')).toEqual([]);
      release();
      await expect(city.getByRole('heading', { level: 2, name: TOKYO[language] })).toBeVisible();
      await expect.poll(() => codesIn(city)).toEqual(['JPSHJK', 'JPGNZA']);
      // The city map: no key on the demo, so links that open each property on the region's map (Google outside China).
      const map = page.locator('stay-property-list').nth(1);
      const mapLink = map.getByRole('link', { name: catalogueText(LIST, language, 'onTheMap', { name: 'Aster Residences Ginza' }) });
      await expect(mapLink).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//);
      // Near Marina Bay Sands: nearest first, each with its distance in km and miles.
      const near = page.locator('stay-property-list').nth(2);
      await expect.poll(() => codesIn(near)).toEqual(['SGMARB', 'SGTJPG', 'SGORCH', 'SGSNTS']);
      const orchard = near.locator('[data-property-code="SGORCH"] .stay-property-list__distance');
      await expect(orchard).toHaveText(catalogueText(LIST, language, 'distance', { km: 4, miles: 2.48 }));
      expect(await accessibilityViolations(page, 'main')).toEqual([]);
      // The keyboard alone: Tab to the card's link, Enter opens the property details page with its code.
      const ginza = city.getByRole('link', { name: 'Aster Residences Ginza' });
      await tabTo(page, ginza);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${language}/booking/property-details/\\?hotelCode=JPGNZA$`));
      expect(console.errors).toEqual([]);
    });

    test('a country page: the introduction, an offer’s properties and a brand’s; axe clean', async ({ page }) => {
      await page.goto(`/${language}/destinations/japan/`);
      const [country, offer, brand] = [0, 1, 2].map((index) => page.locator('stay-property-list').nth(index));
      await expect(country!.locator('.stay-property-list__intro h2')).toBeVisible();
      await expect.poll(() => codesIn(country!)).toEqual(['JPSHJK', 'JPGNZA', 'JPKYTO', 'JPOSKU']);
      await expect(country!.locator('[data-property-code="JPOSKU"] .stay-property-list__badge')).toHaveText(
        catalogueText(LIST, language, 'comingSoon'),
      );
      await expect.poll(() => codesIn(offer!)).toEqual(['JPSHJK']);
      await expect.poll(() => codesIn(brand!)).toEqual(['JPSHJK', 'JPKYTO', 'KRSLGN', 'FRPARM']);
      expect(await accessibilityViolations(page, 'main')).toEqual([]);
    });

    test('the featured page: featured in order, upcoming, awards and counts; axe clean', async ({ page }) => {
      await page.goto(`/${language}/destinations/featured/`);
      const [featured, upcoming, awards, counts] = [0, 1, 2, 3].map((index) => page.locator('stay-property-list').nth(index));
      await expect.poll(() => codesIn(featured!)).toEqual(['JPGNZA', 'SGMARB', 'AEDXMR', 'FRPARM']);
      await expect.poll(() => codesIn(upcoming!)).toEqual(['SGSNTS', 'JPOSKU', 'CNSZNS', 'VNHNHK']);
      await expect.poll(() => codesIn(awards!)).toEqual(['SGORCH', 'JPGNZA', 'AEDXMR']);
      await expect(counts!.locator('[data-country-code="JP"] > span')).toHaveText(
        // The seed names Japan in English and Japanese only: an Arabic page shows the English name.
        catalogueText(LIST, language, 'count', { name: 'Japan', count: 3 }),
      );
      expect(await accessibilityViolations(page, 'main')).toEqual([]);
    });

    test('a failed list shows its empty state, no error box, and the rest of the page works', async ({ page, context, baseURL }) => {
      const rules = [{ match: 'property-list/', kind: 'error', status: 500 }];
      await context.addCookies([{ name: 'stay-sandbox-faults', value: encodeURIComponent(JSON.stringify(rules)), url: baseURL! }]);
      await page.goto(`/${language}/destinations/tokyo/`);
      const city = page.locator('stay-property-list').first();
      await expect(city.locator('.stay-property-list__empty')).toHaveText(catalogueText(LIST, language, 'empty'));
      await expect(city.locator('.stay-property-list__intro h2')).toHaveText(TOKYO[language]);
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(await accessibilityViolations(page, 'main')).toEqual([]);
    });
  });
}
