import { uniqueSuffix } from '../../testing/clock';
import { expect, test, type BrowserContext, type Page } from './test';
import { accessibilityViolations } from './helpers';
import { loginDialog } from './account';

/** The sandbox answers client-country from this cookie (demo-pages/sandbox/README.md). */
async function inChina(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'stay-sandbox-country', value: 'CN', url: baseURL! }]);
}

async function chooseAtProvider(page: Page, provider: 'WeChat' | 'Alipay', decision: 'Approve' | 'Cancel' | 'Error'): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await loginDialog(page).getByRole('button', { name: provider }).click();
  const popup = await popupOpened;
  expect(popup.viewportSize()).toEqual({ width: 700, height: 500 });
  // Listening before the click: the popup may close before a listener added after it (the event is then missed).
  const closed = popup.isClosed() ? Promise.resolve() : popup.waitForEvent('close');
  await popup.getByRole('button', { name: decision }).click();
  await closed;
}

test.describe('social login for the China region (issue 14 item 3)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('WeChat: the popup approves, the page logs in the linked member', async ({ page, context, baseURL }) => {
    await inChina(context, baseURL);
    await page.goto('/en/sign-in/#login');
    await expect(loginDialog(page).getByRole('group', { name: 'Or log in with' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await chooseAtProvider(page, 'WeChat', 'Approve');
    await expect(loginDialog(page)).toBeHidden();
    await expect(page.locator('stay-navigation').getByRole('button', { name: 'Mei · Gold' })).toBeVisible();
  });

  test('the service out of reach: the same code logs in through the China online gateway', async ({ page, context, baseURL }) => {
    await inChina(context, baseURL);
    const tried: string[] = [];
    await context.route('**/api/authen/login-with-social-network', async (route) => {
      tried.push(route.request().url());
      await route.abort('connectionrefused');
    });
    const gateway = page.waitForResponse((response) => response.url().includes('/chinaonline/v1/sociallogin'));
    await page.goto('/en/sign-in/#login');
    await chooseAtProvider(page, 'WeChat', 'Approve');
    expect((await gateway).status()).toBe(200);
    await expect(loginDialog(page)).toBeHidden();
    await expect(page.locator('stay-navigation').getByRole('button', { name: 'Mei · Gold' })).toBeVisible();
    expect(tried.length).toBeGreaterThan(0);
  });

  test('Alipay without a linked member offers sign-up with it; a cancel says so', async ({ page, context, baseURL }) => {
    await inChina(context, baseURL);
    await page.goto('/en/sign-in/#login');
    await chooseAtProvider(page, 'Alipay', 'Approve');
    const alert = loginDialog(page).getByRole('alert');
    await expect(alert).toContainText('This social account is not linked to a membership yet.');
    await expect(alert.getByRole('link', { name: 'Sign up with this account' })).toHaveAttribute(
      'href',
      /^\/en\/sign-up\/\?provider=alipay&authCode=\S+$/,
    );
    await chooseAtProvider(page, 'WeChat', 'Cancel');
    await expect(loginDialog(page).getByRole('alert')).toHaveText(
      'The WeChat login was cancelled. You can try again or log in with your e-mail address.',
    );
    await chooseAtProvider(page, 'WeChat', 'Error');
    await expect(loginDialog(page).getByRole('alert')).toHaveText(
      'The WeChat or Alipay sign-in did not complete or has expired. Try again.',
    );
  });

  test('sign-up with the unlinked Alipay account: no password asked, the new member is logged in', async ({ page, context, baseURL }) => {
    await inChina(context, baseURL);
    await page.goto('/en/sign-in/#login');
    await chooseAtProvider(page, 'Alipay', 'Approve');
    await loginDialog(page).getByRole('alert').getByRole('link', { name: 'Sign up with this account' }).click();
    await expect(page).toHaveURL(/\/en\/sign-up\/\?provider=alipay&authCode=/);
    const form = page.locator('stay-sign-up');
    await expect(form.getByRole('note')).toHaveText(/You are signing up with your Alipay account/);
    await expect(form.getByLabel('Password', { exact: true })).toHaveCount(0);
    await form.getByRole('textbox', { name: 'E-mail address' }).fill(`alipay-${uniqueSuffix()}@e2e.stay.example`);
    await form.getByRole('combobox', { name: 'Salutation' }).selectOption('Mr');
    await form.getByRole('textbox', { name: 'First name' }).fill('Wei');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Zhang');
    await form.getByRole('combobox', { name: 'Country of residence' }).fill('Chin');
    await form.getByRole('option', { name: 'China' }).click();
    await form.getByRole('checkbox').check();
    expect(await accessibilityViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page.locator('stay-navigation').getByRole('button', { name: 'Wei · Classic' })).toBeVisible();
  });

  test('elsewhere there are no social buttons', async ({ page }) => {
    await page.goto('/en/sign-in/#login');
    await expect(loginDialog(page).getByLabel('E-mail address')).toBeFocused();
    await expect(loginDialog(page).getByRole('button', { name: 'WeChat' })).toHaveCount(0);
  });
});
