import { expect, test, type Page } from './test';
import { accessibilityViolations, collectConsole } from './helpers';
import { DEMO_PASSWORD, loginDialog, submitLogin } from './account';

// A later page with a price (the rates page's stand-in price list became <stay-rate-selector> in issue 15).
const RATES = '/en/footer/';

/** Calls to the account preference, with the Authorization header each carried. */
function watchPreferenceCalls(page: Page): (string | undefined)[] {
  const calls: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/loyalty/account-preference')) calls.push(request.headers().authorization);
  });
  return calls;
}

async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.locator('stay-navigation').getByRole('button', { name: 'Log in' }).click();
  await submitLogin(page, email, password);
}

test.describe("a member's preferred currency", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('applies when the silver member signs in, survives a reload, and gives way to a later pick on later pages', async ({
    page,
    context,
  }) => {
    const console = collectConsole(page);
    const preferenceCalls = watchPreferenceCalls(page);
    await page.goto('/en/sign-in/');
    const prices = page.locator('main .stay-price');
    const selector = page.locator('stay-navigation').getByLabel('Currency');
    await expect(prices.first()).toHaveText(/^SGD\s245\.00$/);

    await signIn(page, 'silver@demo.stay.example');
    await expect(page.locator('stay-navigation').getByRole('button', { name: 'Kenji · Silver' })).toBeVisible();
    await expect(prices.first()).toHaveText('JP¥27,222');
    await expect(prices.nth(1)).toHaveText('JP¥7,200');
    await expect(selector).toHaveValue('JPY');
    expect(preferenceCalls).toEqual([expect.stringMatching(/^Bearer \S+$/)]);

    await page.reload();
    await expect(page.locator('stay-navigation').getByRole('button', { name: 'Kenji · Silver' })).toBeVisible();
    await expect(prices.first()).toHaveText('JP¥27,222');

    await selector.selectOption('USD');
    await expect(prices.first()).toHaveText('US$181.48');
    await page.goto(RATES);
    await expect(page.locator('main .stay-price').first()).toHaveText('US$181.48');
    await expect(page.locator('stay-navigation').getByLabel('Currency')).toHaveValue('USD');
    // A new tab of the same member (its own session storage) keeps the pick too.
    const tab = await context.newPage();
    const tabPreferenceCalls = watchPreferenceCalls(tab);
    await tab.goto(RATES);
    await expect(tab.locator('main .stay-price').first()).toHaveText('US$181.48');
    await tab.close();
    expect(tabPreferenceCalls).toEqual([]);

    // Signing out leaves the shown currency as it is.
    await page.goto('/en/sign-in/');
    await page.locator('stay-navigation').getByRole('button', { name: 'Kenji · Silver' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.locator('stay-navigation').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(prices.first()).toHaveText('US$181.48');

    // One call for the one login: not on the reload, nor on the later pages.
    expect(preferenceCalls).toHaveLength(1);
    expect(console.errors).toEqual([]);
    expect(console.warnings.filter((text) => text.includes('[stay-widgets]'))).toEqual([]);
  });

  test('is never asked for a guest', async ({ page }) => {
    const preferenceCalls = watchPreferenceCalls(page);
    await page.goto('/en/sign-in/');
    await expect(page.locator('main .stay-price').first()).toHaveText(/^SGD\s245\.00$/);
    await page.locator('stay-navigation').getByLabel('Currency').selectOption('EUR');
    await page.goto(RATES);
    await expect(page.locator('main .stay-price').first()).toHaveText('€166.96');
    await page.waitForLoadState('networkidle');
    expect(preferenceCalls).toEqual([]);
  });

  test('a refused login applies nothing, and the modal with its error has no axe-core violations', async ({ page }) => {
    const preferenceCalls = watchPreferenceCalls(page);
    await page.goto('/en/sign-in/');
    await signIn(page, 'silver@demo.stay.example', 'not-the-password');
    await expect(loginDialog(page).getByRole('alert')).toHaveText('The e-mail address or password is incorrect. Check them and try again.');
    await expect(page.locator('main .stay-price').first()).toHaveText(/^SGD\s245\.00$/);
    await page.waitForLoadState('networkidle');
    expect(preferenceCalls).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
