import type { Language } from '../../shared/domain/languages';
import { expect, test } from './test';
import { accessibilityViolations, collectConsole } from './helpers';
import { catalogueText } from './messages';

/**
 * Issue 19 item 1 and 2: a visitor opens a property, reads and translates a review, sees an offer
 * and goes to book from the property's panel, in English and Arabic.
 */
const DETAILS = 'widgets/property-details';
const REVIEWS = 'shared/ui/guest-reviews';

const JAPANESE_REVIEW = '部屋は広くて清潔でした。駅にも近くて便利です。';
const TRANSLATED: Record<'en' | 'ar', string> = {
  en: 'The room was spacious and clean. Close to the station and convenient.',
  ar: 'كانت الغرفة واسعة ونظيفة. قريبة من المحطة ومريحة.',
};
const OFFER: Record<'en' | 'ar', string> = { en: 'Stay 3 nights, save 15%', ar: 'أقم 3 ليالٍ ووفّر 15%' };

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  test.describe(`property details (${language})`, () => {
    test('read and translate a review, see an offer, book from the panel; axe clean', async ({ page }) => {
      const console = collectConsole(page);
      await page.goto(`/${language}/booking/property-details/`);
      const details = page.locator('stay-property-details');
      await expect(details.getByRole('heading', { level: 1 })).toBeVisible();
      // An offer of the property (get-property-offer).
      const offers = details.locator('.stay-property-details__offers');
      await expect(offers.getByRole('heading', { name: catalogueText(DETAILS, language, 'offers') })).toBeVisible();
      await expect(offers.getByRole('heading', { name: OFFER[language] })).toBeVisible();
      // The reviews, and the translation of the Japanese one.
      // Seeded order: en, ja, ar, zh, de (demo-pages/sandbox/seed/guest-reviews.ts).
      const japanese = details.locator('.stay-guest-reviews__review').nth(1);
      await expect(japanese.locator('blockquote')).toHaveText(JAPANESE_REVIEW);
      expect(await accessibilityViolations(page, 'stay-property-details')).toEqual([]);
      await japanese.getByRole('button', { name: catalogueText(REVIEWS, language, 'translate') }).click();
      await expect(japanese.locator('blockquote')).toHaveText(TRANSLATED[language]);
      await expect(japanese.getByRole('button', { name: catalogueText(REVIEWS, language, 'showOriginal') })).toBeVisible();
      expect(await accessibilityViolations(page, 'stay-property-details')).toEqual([]);
      // The booking panel opens the rate selector for this property.
      await details.getByRole('link', { name: catalogueText(DETAILS, language, 'checkRates') }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/booking/select-apartment-and-rates/\\?hotel=SGORCH&type=property$`));
      await expect(page.locator('stay-rate-selector')).toBeAttached();
      expect(console.errors).toEqual([]);
    });

    test('a failed reviews call shows no reviews and no error box', async ({ page, context, baseURL }) => {
      const rules = [{ match: 'v2/guest-review', kind: 'error', status: 500 }];
      await context.addCookies([{ name: 'stay-sandbox-faults', value: encodeURIComponent(JSON.stringify(rules)), url: baseURL! }]);
      await page.goto(`/${language}/booking/property-details/`);
      const details = page.locator('stay-property-details');
      await expect(details.locator('.stay-property-details__offer').first()).toBeVisible();
      await expect(details.locator('.stay-property-details__facilities')).toBeVisible();
      await expect(details.locator('.stay-guest-reviews__review')).toHaveCount(0);
      await expect(details.getByRole('alert')).toHaveCount(0);
      expect(await accessibilityViolations(page, 'stay-property-details')).toEqual([]);
    });
  });
}
