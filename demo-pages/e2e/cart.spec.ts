import type { Language } from '../../shared/domain/languages';
import { fractionDigitsOf, roundForCurrency } from '../../shared/domain/currency';
import { intlLocale } from '../../shared/domain/languages';
import { testNowMs } from '../../testing/clock';
import { sellableStay } from '../../testing/sellable-stays';
import { accessibilityViolations, tabTo } from './helpers';
import { guestCartItem, seedGuestCart } from './guest-cart';
import { catalogueText } from './messages';
import { expect, test, type APIRequestContext, type Page } from './test';

/*
 * The cart page (issue 15 items 2-3) for a guest, in English and Arabic: a guest cart seeded in
 * local storage as the cart store writes it, priced by the sandbox (contract call 5). The totals
 * on screen must equal the sandbox's own answer to the same cart, fetched here, to the cent.
 */
const API_HEADERS = { 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key' };
const FOLDER = 'widgets/cart';
const text = (language: Language, id: string, values?: Record<string, string | number>) => catalogueText(FOLDER, language, id, values);
/** 3 nights from 40 days ahead on which the seed sells two Studios for 2 adults each. */
const STAY = sellableStay({
  hotelCode: 'SGORCH',
  nights: 3,
  from: 40,
  apartmentTypeCode: 'STUD',
  rooms: [
    { numberOfAdult: 2, numberOfChildren: 0 },
    { numberOfAdult: 2, numberOfChildren: 0 },
  ],
});

/** One Studio on the flexible rate at the Orchard property, on STAY; one on the non-refundable rate. */
function cartItems() {
  const item = (id: string, apartmentNumber: number, ratePlanCode: string) =>
    guestCartItem({ id, apartmentNumber, startDate: STAY.arrive, endDate: STAY.depart, ratePlanCode });
  return [item('e2e-item-1', 1, 'BAR'), item('e2e-item-2', 2, 'NRF')];
}

interface PricedCart {
  items: { shoppingCartItemId: string; roomRate: { roomTypeName: string } }[];
  totals: { totalBeforeTax: number; totalTax: number; total: number; currencyCode: string };
}

async function sandboxPrice(request: APIRequestContext, items: unknown[]): Promise<PricedCart> {
  const response = await request.post('/api/getShoppingCartWhenNonLogin', {
    headers: API_HEADERS,
    data: { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', items },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { content: PricedCart }).content;
}

const money = (language: Language, amount: number, currency: string) =>
  new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigitsOf(currency),
    maximumFractionDigits: fractionDigitsOf(currency),
  }).format(amount);

async function expectAxeClean(page: Page): Promise<void> {
  expect(await accessibilityViolations(page, 'stay-cart')).toEqual([]);
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`cart page (${language})`, () => {
    const cartPath = `/${language}/booking/cart/`;
    const region = (page: Page) => page.getByRole('region', { name: text(language, 'label') });
    /** The sandbox names the apartment type (its seed), not the snapshot the cart was seeded with. */
    let studio = 'Studio';
    const heading = (page: Page, number: number) =>
      region(page).getByRole('heading', { name: text(language, 'apartmentName', { number, name: studio }), exact: true });
    test.beforeEach(async ({ request }) => {
      studio = (await sandboxPrice(request, cartItems())).items[0]!.roomRate.roomTypeName;
    });

    test('shows the guest cart priced by the sandbox to the cent, after a reload and in a second tab, axe clean', async ({
      page,
      context,
      request,
    }) => {
      const items = cartItems();
      const priced = await sandboxPrice(request, items);
      await page.goto(cartPath);
      await seedGuestCart(page, items);
      await page.reload();
      await expect(heading(page, 2)).toBeVisible();
      const total = region(page).locator('[data-total]');
      await expect(total).toHaveAttribute('data-total', String(priced.totals.total));
      await expect(total).toHaveText(money(language, priced.totals.total, 'SGD'));
      await expect(region(page).locator('.stay-cart__totals')).toContainText(money(language, priced.totals.totalBeforeTax, 'SGD'));
      await expect(region(page).locator('.stay-cart__totals')).toContainText(money(language, priced.totals.totalTax, 'SGD'));
      await expectAxeClean(page);

      await page.reload();
      await expect(total).toHaveAttribute('data-total', String(priced.totals.total));

      const second = await context.newPage();
      await second.goto(cartPath);
      await expect(heading(second, 1)).toBeVisible();
      await expect(region(second).locator('[data-total]')).toHaveAttribute('data-total', String(priced.totals.total));
      // The header counts the cart too.
      await expect(second.locator('.stay-navigation__cart-count')).toHaveText('2');
      await second.close();
    });

    test('removes and undoes with the keyboard only; the other tab follows', async ({ page, context }) => {
      const first = text(language, 'apartmentName', { number: 1, name: studio });
      await page.goto(cartPath);
      await seedGuestCart(page, cartItems());
      await page.reload();
      const second = await context.newPage();
      await second.goto(cartPath);
      await expect(heading(second, 2)).toBeVisible();
      await page.bringToFront();
      const remove = region(page).getByRole('button', { name: text(language, 'remove', { name: first }) });
      await expect(remove).toBeVisible();
      // Keyboard only: Tab from the top of the page to the remove button.
      await tabTo(page, remove);
      await expect(remove).toBeFocused();
      await page.keyboard.press('Enter');
      const undo = region(page).getByRole('button', { name: text(language, 'undo') });
      await expect(undo).toBeFocused();
      await expect(region(page).getByRole('status')).toContainText(text(language, 'removed', { name: first }));
      await expect(heading(page, 2)).toHaveCount(0);
      await expect(heading(second, 2)).toHaveCount(0);
      await expectAxeClean(page);
      await page.keyboard.press('Enter');
      await expect(heading(page, 2)).toBeVisible();
      await expect(page.locator('[data-item-id="e2e-item-1"]')).toBeFocused();
      await expect(heading(second, 2)).toBeVisible();
      await second.close();
    });

    test('adds the total in the display currency as the sandbox converts it (call 7)', async ({ page, request }) => {
      const items = cartItems();
      const priced = await sandboxPrice(request, items);
      const response = await request.post('/api/currency/convert-currencies?displayCurrency=USD', {
        headers: API_HEADERS,
        data: [{ currency: 'SGD', price: priced.totals.total }],
      });
      const [converted] = ((await response.json()) as { content: { convertedPrice: number }[] }).content;
      await page.goto(cartPath);
      await seedGuestCart(page, items);
      await page.evaluate(
        (storedAt) => localStorage.setItem('stay:display-currency', JSON.stringify({ value: 'USD', storedAt })),
        testNowMs(),
      );
      await page.reload();
      const equivalent = region(page).locator('.stay-cart__line--equivalent');
      await expect(equivalent).toContainText(text(language, 'displayEquivalent', { currency: 'USD' }));
      await expect(equivalent.locator('dd')).toHaveText(money(language, roundForCurrency(converted!.convertedPrice, 'USD'), 'USD'));
      await expectAxeClean(page);
    });

    test('says an aged cart expired and leads back to the rates; an empty cart too; axe clean', async ({ page }) => {
      await page.goto(cartPath);
      await seedGuestCart(page, cartItems(), 12 * 60 * 60_000);
      await page.reload();
      await expect(region(page).getByText(text(language, 'expired'))).toBeVisible();
      const back = region(page).getByRole('link', { name: text(language, 'backToRates') });
      await expect(back).toHaveAttribute('href', `/${language}/booking/select-apartment-and-rates/`);
      await expectAxeClean(page);
      await page.evaluate(() => localStorage.removeItem('stay:guest-cart'));
      await page.reload();
      await expect(region(page).getByText(text(language, 'empty'))).toBeVisible();
      await expectAxeClean(page);
    });
  });
}
