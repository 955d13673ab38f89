import type { Language } from '../../shared/domain/languages';
import { expect, test } from './test';
import { accessibilityViolations, chooseByKeyboard, collectConsole, holdResponses } from './helpers';
import { catalogueText } from './messages';

/**
 * Issue 19 item 3: offers, vouchers and events. A visitor goes from the offers list to an offer's
 * details and books it: the listing shows only the offer's participating properties
 * (`showAsrParticipatingOnly`). App-only offers show with the app's user agent only. English and
 * Arabic, axe on every state. The sandbox's offers are read-only seeds: no test changes them.
 */
const LIST = 'widgets/offer-list';
const DETAILS = 'widgets/offer-details';
const JAPAN: Record<'en' | 'ar', string> = { en: 'Autumn in Japan', ar: 'الخريف في اليابان' };
const APP_OFFER: Record<'en' | 'ar', string> = {
  en: 'App exclusive: weekend at Tanjong Pagar',
  ar: 'حصريًا للتطبيق: عطلة نهاية الأسبوع في تانجونغ باغار',
};
const CASH: Record<'en' | 'ar', string> = { en: 'SGD 100 stay voucher', ar: 'قسيمة إقامة بقيمة 100 دولار سنغافوري' };
/** The operator's app adds this token to its web view's user agent (shared/domain/booking/device-type.ts). */
const APP_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 StayApp/3.2';

for (const language of ['en', 'ar'] as const satisfies readonly Language[]) {
  const list = (page: import('@playwright/test').Page, source: string) => page.locator(`stay-offer-list[data-source="${source}"]`);

  test.describe(`offers (${language})`, () => {
    test('list -> details -> book: the listing shows only the participating properties; axe clean', async ({ page }) => {
      const console = collectConsole(page);
      const release = await holdResponses(page, '**/offers/asr-offers.json');
      await page.goto(`/${language}/offers/`);
      const offers = list(page, 'offers');
      await expect(offers.getByRole('region')).toHaveAttribute('aria-busy', 'true');
      expect(await accessibilityViolations(page, 'stay-offer-list')).toEqual([]);
      release();
      await expect(offers.getByRole('link', { name: JAPAN[language] })).toBeVisible();
      await expect(offers.getByRole('link', { name: APP_OFFER[language] })).toHaveCount(0);
      await expect(list(page, 'events').getByRole('listitem')).toHaveCount(2);
      expect(await accessibilityViolations(page, 'main')).toEqual([]);

      // The vouchers' category filter, by keyboard.
      const vouchers = list(page, 'vouchers');
      const category = vouchers.getByRole('combobox', { name: catalogueText(LIST, language, 'category') });
      await category.focus();
      await chooseByKeyboard(page, category, 'cash', language === 'en' ? 'Cash' : 'نقدي');
      await expect(vouchers.getByRole('listitem')).toHaveCount(1);
      await expect(vouchers.getByRole('link', { name: CASH[language] })).toBeVisible();

      await offers.getByRole('link', { name: JAPAN[language] }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/offers/details/\\?source=offers&offer=offers%2Fjapan-autumn$`));
      const details = page.locator('stay-offer-details');
      await expect(details.getByRole('heading', { level: 1, name: JAPAN[language] })).toBeVisible();
      await expect(details.locator('.stay-participating-properties li')).toHaveCount(2);
      expect(await accessibilityViolations(page, 'stay-offer-details')).toEqual([]);

      await details.getByRole('link', { name: catalogueText(DETAILS, language, 'book') }).click();
      await expect(page).toHaveURL(
        /\/booking\/property-listing\/\?searchdest=JP&type=country&showAsrParticipatingOnly=true&offerPath=offers%2Fjapan-autumn$/,
      );
      const cards = page.locator('stay-property-listing [data-property-code]');
      await expect(cards.first()).toBeVisible();
      expect((await cards.evaluateAll((found) => found.map((card) => (card as HTMLElement).dataset.propertyCode))).sort()).toEqual([
        'JPKYTO',
        'JPSHJK',
      ]);
      expect(console.errors).toEqual([]);
    });

    test('an offer list that cannot be read shows its empty state, not an error box', async ({ page, context, baseURL }) => {
      const rules = [{ match: 'events/asr-events', kind: 'error', status: 500 }];
      await context.addCookies([{ name: 'stay-sandbox-faults', value: encodeURIComponent(JSON.stringify(rules)), url: baseURL! }]);
      await page.goto(`/${language}/offers/`);
      const events = list(page, 'events');
      await expect(events.getByText(catalogueText(LIST, language, 'emptyEvents'))).toBeVisible();
      await expect(events.getByRole('alert')).toHaveCount(0);
      await expect(list(page, 'offers').getByRole('link', { name: JAPAN[language] })).toBeVisible();
      expect(await accessibilityViolations(page, 'main')).toEqual([]);
    });
  });

  test.describe(`offers in the app (${language})`, () => {
    test.use({ userAgent: APP_USER_AGENT });

    test('the app-only offer shows, and its details open', async ({ page }) => {
      await page.goto(`/${language}/offers/`);
      const offers = list(page, 'offers');
      await offers.getByRole('link', { name: APP_OFFER[language] }).click();
      const details = page.locator('stay-offer-details');
      await expect(details.getByRole('heading', { level: 1, name: APP_OFFER[language] })).toBeVisible();
      // One property: the search is for that property.
      await expect(details.getByRole('link', { name: catalogueText(DETAILS, language, 'book') })).toHaveAttribute(
        'href',
        /\?hotelCode=SGTJPG&type=property&showAsrParticipatingOnly=true&offerPath=offers%2Fapp-weekend$/,
      );
      expect(await accessibilityViolations(page, 'stay-offer-details')).toEqual([]);
    });
  });

  test(`the app-only offer's details are not shown in a browser (${language})`, async ({ page }) => {
    await page.goto(`/${language}/offers/details/?source=offers&offer=offers%2Fapp-weekend`);
    const details = page.locator('stay-offer-details');
    await expect(details.getByText(catalogueText(DETAILS, language, 'notFound'))).toBeVisible();
    await expect(details.getByRole('link', { name: catalogueText(DETAILS, language, 'backToList') })).toHaveAttribute(
      'href',
      `/${language}/offers/`,
    );
    expect(await accessibilityViolations(page, 'stay-offer-details')).toEqual([]);
  });
}
