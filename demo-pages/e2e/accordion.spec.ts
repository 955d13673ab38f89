import { expect, readOnlyTest as test, type Locator, type Page } from './test';
import { collectConsole, delayChunks, layoutShiftOf, pageSettled, watchLayoutShift } from './helpers';

const bookingQuestions = (page: Page) => page.locator('stay-accordion#booking-questions');
const button = (accordion: Locator, name: string | RegExp) => accordion.getByRole('button', { name });

test.describe('accordion showcase in English', () => {
  test('works by keyboard: arrows move between headers, Enter and Space toggle, single expansion holds', async ({ page }) => {
    await page.goto('/en/accordion/');
    const accordion = bookingQuestions(page);
    const change = button(accordion, 'How do I change my booking?');
    const cancel = button(accordion, 'Can I cancel free of charge?');
    const points = button(accordion, 'Can I pay with points?');
    // Two items authored open, single expansion: only the last stays open.
    await expect(cancel).toHaveAttribute('aria-expanded', 'true');
    await expect(change).toHaveAttribute('aria-expanded', 'false');
    await expect(accordion.getByRole('region', { name: 'Can I cancel free of charge?' })).toBeVisible();

    await change.focus();
    await page.keyboard.press('ArrowDown');
    await expect(cancel).toBeFocused();
    await page.keyboard.press('End');
    await expect(points).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(points).toHaveAttribute('aria-expanded', 'true');
    await expect(cancel).toHaveAttribute('aria-expanded', 'false');
    await expect(accordion.getByText('100 points are worth about SGD 0.25.')).toBeVisible();
    await expect(accordion.getByText('Most flexible rates can be cancelled')).toBeHidden();
    await page.keyboard.press('Home');
    await expect(change).toBeFocused();
    await page.keyboard.press('Space');
    await expect(change).toHaveAttribute('aria-expanded', 'true');
    await expect(points).toHaveAttribute('aria-expanded', 'false');
  });

  test('opens the item a URL fragment names, on load and on hashchange, and scrolls to it', async ({ page }) => {
    await page.goto('/en/accordion/#pet-policy');
    const pets = button(page.locator('stay-accordion#house-rules'), 'Pets');
    await expect(pets).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Pets up to 10 kg')).toBeInViewport();

    await page.evaluate(() => (location.hash = '#late-checkout-fee'));
    await expect(button(page.locator('stay-accordion#house-rules'), 'Check-in and check-out')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#late-checkout-fee')).toBeInViewport();

    await page.reload();
    await expect(button(page.locator('stay-accordion#house-rules'), 'Check-in and check-out')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#late-checkout-fee')).toBeInViewport();
  });

  test('find-in-page text of a collapsed panel stays in the document', async ({ page }) => {
    await page.goto('/en/accordion/');
    const sauna = page.locator('stay-accordion#house-rules').getByText('The gym is open around the clock');
    await expect(sauna).toBeAttached();
    await expect(sauna).toBeHidden();
    const hidden = await page.locator('stay-accordion#house-rules .stay-accordion__panel').nth(2).getAttribute('hidden');
    expect(hidden).toBe('until-found');
  });

  test('an invalid data- value renders with defaults and logs one warning naming the attribute', async ({ page }) => {
    const console = collectConsole(page);
    await page.goto('/en/accordion/');
    const accordion = page.locator('stay-accordion#misconfigured');
    await expect(accordion.locator('h3.stay-accordion__header')).toHaveCount(2);
    await button(accordion, 'Still works with defaults').click();
    await button(accordion, 'Another item').click();
    await expect(button(accordion, 'Still works with defaults')).toHaveAttribute('aria-expanded', 'true');
    await expect(button(accordion, 'Another item')).toHaveAttribute('aria-expanded', 'true');
    const headingWarnings = console.warnings.filter((text) => text.includes('<stay-accordion> data-heading-level="9"'));
    expect(headingWarnings).toHaveLength(1);
    expect(console.warnings.filter((text) => text.includes('data-single-expansion="sometimes"'))).toHaveLength(1);
    expect(console.errors).toEqual([]);
    await expect(accordion.locator('.stay-author-notice')).toHaveCount(0);
  });

  test('author mode shows the invalid attributes in place', async ({ page }) => {
    await page.goto('/en/accordion/?wcmmode=edit');
    const notice = page.locator('stay-accordion#misconfigured .stay-author-notice');
    await expect(notice).toContainText('data-heading-level="9"');
    await expect(notice).toContainText('data-single-expansion="sometimes"');
  });

  test('content is readable before the upgrade and the upgrade shifts no layout', async ({ page }) => {
    // Tall enough that every accordion of the showcase is in the viewport, where shifts count.
    await page.setViewportSize({ width: 1280, height: 3200 });
    await watchLayoutShift(page);
    // Hold the widget chunk back so the authored markup is painted before the upgrade, as on a slow network.
    await delayChunks(page, '**/chunks/accordion-*.js', 800);
    await page.goto('/en/accordion/');
    await expect(page.locator('stay-accordion#long-stays summary').first()).toBeVisible();
    await expect(page.locator('stay-accordion#long-stays .stay-accordion__button').first()).toBeVisible();
    await pageSettled(page);
    const shift = await layoutShiftOf(page);
    expect(shift).toBeLessThan(0.01);
  });

  test('without JavaScript the authored items are native disclosures', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/accordion/');
    const summary = page.locator('stay-accordion#long-stays summary', { hasText: 'Utilities and internet' });
    await summary.click();
    await expect(page.getByText('Electricity, water and fibre internet')).toBeVisible();
    await context.close();
  });
});

test.describe('accordion showcase in Arabic', () => {
  test('renders right to left and works by keyboard and fragment', async ({ page }) => {
    await page.goto('/ar/accordion/#pet-policy');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const rules = page.locator('stay-accordion#house-rules');
    const pets = button(rules, 'الحيوانات الأليفة');
    await expect(pets).toHaveAttribute('aria-expanded', 'true');
    const direction = await rules
      .locator('.stay-accordion__button')
      .first()
      .evaluate((element) => getComputedStyle(element).direction);
    expect(direction).toBe('rtl');
    // The title starts at the right edge, the chevron sits on the left.
    const title = await rules.locator('.stay-accordion__title').first().boundingBox();
    const header = await rules.locator('.stay-accordion__button').first().boundingBox();
    expect(title!.x + title!.width).toBeGreaterThan(header!.x + header!.width - 2);

    await button(rules, 'تسجيل الوصول والمغادرة').focus();
    await page.keyboard.press('ArrowDown');
    await expect(pets).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(pets).toHaveAttribute('aria-expanded', 'false');
  });
});
