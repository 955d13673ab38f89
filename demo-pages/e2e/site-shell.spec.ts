import { expect, test } from './test';
import { catalogueText } from './messages';

const BOOKING = '/en/booking/select-apartment-and-rates?hotelCode=X#rates';

test.describe('site shell: language and currency', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('switching language keeps the path, query and fragment, and Chinese has no prefix', async ({ page }) => {
    await page.goto(BOOKING);
    const header = page.locator('stay-navigation');
    await header.getByRole('button', { name: 'Language: English' }).click();
    await header.getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/ja\/booking\/select-apartment-and-rates\?hotelCode=X#rates$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

    await header
      .getByRole('button', { name: catalogueText('shared/ui/language-selector', 'ja', 'button', { language: '日本語' }) })
      .click();
    await header.getByRole('link', { name: '中文' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/booking\/select-apartment-and-rates\?hotelCode=X#rates$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  });

  // Prices of the demo pages (the rates page's stand-in price list became <stay-rate-selector> in issue 15).
  test('switching currency to JPY changes every price without reload and shows no decimals', async ({ page }) => {
    await page.goto('/en/sign-in/');
    const prices = page.locator('main .stay-price');
    await expect(prices).toHaveCount(2);
    await expect(prices.first()).toHaveText(/SGD\s245\.00/);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await page.locator('stay-navigation').getByLabel('Currency').selectOption('JPY');
    for (const price of await prices.all()) await expect(price).toHaveText(/^JP¥[\d,]+$/);
    await expect(prices.first()).toHaveText('JP¥27,222');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // The choice is kept for the next page.
    await page.goto('/en/footer/');
    await expect(page.locator('main .stay-price').first()).toHaveText('JP¥27,222');
  });

  test('a currency query parameter overrides the display currency', async ({ page }) => {
    await page.goto('/en/footer/?currency=USD');
    await expect(page.locator('main .stay-price').first()).toHaveText('US$181.48');
  });
});

test.describe('site shell: header over the home slider', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const path of ['/en/', '/ar/']) {
    test(`${path}: the header is transparent over the slider, then sticky and opaque once scrolled`, async ({ page }) => {
      await page.goto(path);
      const bar = page.locator('stay-navigation .stay-navigation');
      await expect(bar).toHaveClass(/stay-navigation--transparent/);
      const slider = await page.locator('stay-carousel#home-hero').boundingBox();
      expect(slider!.y).toBeCloseTo(0, 0);
      await page.mouse.wheel(0, 1200);
      await expect(bar).toHaveClass(/stay-navigation--sticky/);
      await expect(bar).not.toHaveClass(/stay-navigation--transparent/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bar).toHaveClass(/stay-navigation--transparent/);
    });
  }
});
