import { testNowMs } from '../../testing/clock';
import { expect, test } from './test';
import { accessibilityViolations, collectScripts, pageSettled } from './helpers';
import { DEMO_PASSWORD, loginDialog, logInFromHeader, submitLogin } from './account';

test.describe('login from the header (issue 14 items 1 and 5)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('on the home page: no reload, banner hidden, member currency, name and tier in the header', async ({ page }) => {
    await page.goto('/en/');
    const banner = page.locator('stay-membership-banner');
    await expect(banner.getByRole('link', { name: 'Join now' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const header = page.locator('stay-navigation');
    await expect(header.getByLabel('Currency')).toHaveValue('SGD');

    await logInFromHeader(page, 'gold@demo.stay.example');

    await expect(header.getByRole('button', { name: 'Mei · Gold' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Mei · Gold' })).toBeFocused();
    await expect(banner.getByRole('link', { name: 'Join now' })).toBeHidden();
    await expect(header.getByLabel('Currency')).toHaveValue('CNY');
    await expect(page.getByRole('status').filter({ hasText: 'You are logged in as Mei.' })).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    const cookies = await page.context().cookies();
    const login = cookies.find((cookie) => cookie.name === 'stay-member-token');
    expect(login).toMatchObject({ sameSite: 'Lax', path: '/' });
    // The browser keeps cookies on its real clock (the cookie's Max-Age counts from it), not on the test clock.
    const browserNow = await page.evaluate(() => performance.timeOrigin + performance.now());
    expect(login!.expires).toBeGreaterThan(browserNow / 1000 + 50 * 60);
    const dataLayer = JSON.stringify(await page.evaluate(() => window.dataLayer));
    expect(dataLayer).toContain('"loyaltyTier":"gold"');
    expect(dataLayer).toContain('"loyaltyId":"SM1000003"');
    expect(dataLayer).not.toContain(login!.value);
    expect(dataLayer).not.toContain('gold@demo.stay.example');
  });

  test('the wrong password says so; the account menu logs out', async ({ page }) => {
    await page.goto('/en/membership/');
    await page.locator('stay-navigation').getByRole('button', { name: 'Log in' }).click();
    await submitLogin(page, 'silver@demo.stay.example', 'not-the-password');
    const alert = loginDialog(page).getByRole('alert');
    await expect(alert).toHaveText('The e-mail address or password is incorrect. Check them and try again.');
    await expect(alert).toBeFocused();
    await expect(loginDialog(page).getByLabel('Password', { exact: true })).toHaveValue('');
    expect(await accessibilityViolations(page)).toEqual([]);
    await loginDialog(page).getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await loginDialog(page).getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(loginDialog(page)).toBeHidden();

    const member = page.locator('stay-navigation').getByRole('button', { name: 'Kenji · Silver' });
    await member.click();
    await expect(member).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/en/member/user-profile/');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.locator('stay-navigation').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('stay-membership-banner').getByRole('link', { name: 'Join now' })).toBeVisible();
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'stay-member-token')).toBe(false);
  });
});

test.describe('login errors that need a next step (loyalty spec §8)', () => {
  test('the 6th try on an account with 5 wrong passwords says it is locked, with a way to reset', async ({ page }) => {
    await page.goto('/en/sign-in/');
    await page.getByRole('link', { name: 'Log in' }).first().click();
    const dialog = loginDialog(page);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await submitLogin(page, 'lockout@demo.stay.example', `wrong-${attempt}`);
      await expect(dialog.getByRole('alert')).toHaveText(/incorrect/);
      await dialog.getByLabel('Password', { exact: true }).fill('x');
    }
    await submitLogin(page, 'lockout@demo.stay.example', DEMO_PASSWORD);
    await expect(dialog.getByRole('alert')).toContainText('Your account is locked after too many wrong passwords.');
    await expect(dialog.getByRole('alert').getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/en/forgot-password/',
    );
  });

  test('a not-activated account says to open the activation link', async ({ page }) => {
    await page.goto('/en/sign-in/#login');
    await submitLogin(page, 'inactive@demo.stay.example');
    await expect(loginDialog(page).getByRole('alert')).toHaveText(
      'Your account is not activated yet. Open the activation link in the e-mail we sent you, then log in.',
    );
  });

  test('empty fields are announced and focus goes to the summary; Escape closes and returns focus', async ({ page }) => {
    await page.goto('/en/membership/');
    const opener = page.locator('stay-navigation').getByRole('button', { name: 'Log in' });
    await opener.click();
    const dialog = loginDialog(page);
    await expect(dialog.getByLabel('E-mail address')).toBeFocused();
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog.getByRole('group', { name: 'There is a problem' })).toBeFocused();
    await expect(dialog.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('E-mail address')).toHaveAccessibleDescription('Enter your e-mail address.');
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Enter your password.');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('the whole login by keyboard alone, in Arabic', () => {
  test('Tab to the header button, type, Enter; the header shows the member', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/ar/');
    const opener = page.locator('stay-navigation').getByRole('button', { name: 'تسجيل الدخول' });
    await expect(opener).toBeVisible();
    for (let presses = 0; presses < 40 && !(await opener.evaluate((element) => element === document.activeElement)); presses += 1)
      await page.keyboard.press('Tab');
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'تسجيل الدخول' });
    await expect(page.locator('.stay-modal')).toHaveAttribute('dir', 'rtl');
    await expect(dialog.getByLabel('البريد الإلكتروني')).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.type('platinum@demo.stay.example');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const member = page.locator('stay-navigation').getByRole('button', { name: 'Omar · بلاتيني' });
    await expect(member).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'حسابي' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(member).toBeFocused();
    await expect(member).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('token life (issue 14 item 2)', () => {
  test('a token that ends on the booking search warns first, then keeps the search and asks to log in, then resumes', async ({ page }) => {
    // From the test clock's now, on which the sandbox dates the token's expiry.
    await page.clock.install({ time: testNowMs() });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/booking/search/');
    await logInFromHeader(page, 'diamond@demo.stay.example');
    const destination = page.getByRole('combobox', { name: 'Destination or property' });
    await destination.fill('Tokyo');

    await page.clock.fastForward('58:30');
    const warning = page.getByRole('alertdialog', { name: 'Your session is about to end' });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('button', { name: 'Stay logged in' })).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.clock.fastForward('02:00');
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your session has ended.');
    await expect(page.locator('stay-navigation').getByRole('button', { name: 'Log in' })).toBeAttached();
    await submitLogin(page, 'diamond@demo.stay.example');
    await expect(dialog).toBeHidden();
    await expect(destination).toHaveValue('Tokyo');
    await expect(page.locator('stay-navigation').getByRole('button', { name: 'Sophie · Diamond' })).toBeVisible();
  });

  test('a token the service refuses (401 555) signs out here and asks to log in again', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/sign-in/');
    await logInFromHeader(page, 'classic@demo.stay.example');
    // The login's own member calls (the account preference) finish first: refused, they would end the login before the reload.
    await pageSettled(page);
    await request.post('/__sandbox/expire-sessions', { data: { email: 'classic@demo.stay.example' } });
    // The next member call is refused with 555. A page that finds a login without its stored profile
    // (a login made by another site of the operator) fetches the profile: that call.
    await page.evaluate(() =>
      ['localStorage', 'sessionStorage'].forEach((area) => window[area as 'localStorage'].removeItem('stay:member-profile')),
    );
    await page.reload();
    await expect(loginDialog(page)).toBeVisible();
    await expect(loginDialog(page)).toContainText('Your session has ended.');
    await expect(page.locator('stay-navigation').getByRole('button', { name: 'Log in' })).toBeAttached();
  });

  test('logout in one tab signs out the other tab', async ({ context }) => {
    const first = await context.newPage();
    await first.setViewportSize({ width: 1280, height: 900 });
    await first.goto('/en/membership/');
    await logInFromHeader(first, 'silver@demo.stay.example');
    const second = await context.newPage();
    await second.setViewportSize({ width: 1280, height: 900 });
    await second.goto('/en/membership/');
    await expect(second.locator('stay-navigation').getByRole('button', { name: 'Kenji · Silver' })).toBeVisible();
    await expect(second.locator('stay-membership-banner').getByRole('link', { name: 'Join now' })).toBeHidden();

    await first.locator('stay-navigation').getByRole('button', { name: 'Kenji · Silver' }).click();
    await first.getByRole('button', { name: 'Log out' }).click();
    await expect(second.locator('stay-navigation').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(second.locator('stay-membership-banner').getByRole('link', { name: 'Join now' })).toBeVisible();
  });
});

test.describe('login redirects (loyalty spec §2)', () => {
  test('a login page with p goes to that page with the booking step raised by one', async ({ page }) => {
    await page.goto('/en/sign-in/?p=/en/booking/search/%3Fstep%3D1#login');
    await submitLogin(page, 'gold@demo.stay.example');
    await expect(page).toHaveURL(/\/en\/booking\/search\/\?step=2$/);
  });

  test('a page script opens the modal with stay:login-request', async ({ page }) => {
    await page.goto('/en/membership/');
    await page.locator('stay-login').evaluate((element) => customElements.whenDefined(element.localName));
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('stay:login-request', { detail: { reason: 'member-rate' } })));
    await expect(loginDialog(page)).toContainText('This rate is for members. Log in to book it.');
  });
});

test("the login modal's code loads when it first opens, not with the page (issue 14 item 8)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const scripts = collectScripts(page);
  await page.goto('/en/');
  await pageSettled(page);
  const modalChunk = (path: string) => /\/chunks\/LoginDialog-[\w-]+\.js$/.test(path);
  expect(scripts.some((path) => /\/chunks\/login-[\w-]+\.js$/.test(path))).toBe(true);
  expect(scripts.filter(modalChunk)).toEqual([]);
  await page.locator('stay-navigation').getByRole('button', { name: 'Log in' }).click();
  await expect(loginDialog(page)).toBeVisible();
  expect(scripts.filter(modalChunk)).toHaveLength(1);
});
