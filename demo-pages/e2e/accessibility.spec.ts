import { expect, readOnlyTest as test } from './test';
import { accessibilityViolations } from './helpers';

const PAGES = [
  '/en/',
  '/ar/',
  '/',
  '/en/accordion/',
  '/ar/accordion/',
  '/en/faq/',
  '/en/late-widgets/',
  '/en/booking/select-apartment-and-rates?hotelCode=SGORCH',
  '/ar/booking/select-apartment-and-rates?hotelCode=SGORCH',
  '/en/booking/property-listing/?searchdest=JP&type=country',
  '/ar/booking/property-listing/?searchdest=JP&type=country',
];

for (const path of PAGES) {
  test(`${path} has no axe-core violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}

test('the accordion has no violations with every item expanded', async ({ page }) => {
  await page.goto('/en/accordion/');
  const buttons = page.locator('stay-accordion#house-rules .stay-accordion__button');
  await expect(buttons).toHaveCount(3);
  for (const button of await buttons.all()) await button.click();
  await expect(page.locator('stay-accordion#house-rules .stay-accordion__button[aria-expanded="true"]')).toHaveCount(3);
  expect(await accessibilityViolations(page, 'stay-accordion#house-rules')).toEqual([]);
});
