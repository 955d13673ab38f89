import { expect, type Page } from './test';

/** The demo members' password (demo-pages/sandbox/README.md). */
export const DEMO_PASSWORD = 'StayDemo!1';

/** The login modal, by its role and name. */
export const loginDialog = (page: Page, name = 'Log in') => page.getByRole('dialog', { name });

/** Fills and sends the open login modal. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const dialog = loginDialog(page);
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Logs in through the header's button and waits for the modal to close. */
export async function logInFromHeader(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.locator('stay-navigation').getByRole('button', { name: 'Log in' }).click();
  await submitLogin(page, email, password);
  await expect(loginDialog(page)).toBeHidden();
}
