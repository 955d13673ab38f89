import type { Language } from '../../shared/domain/languages';
import { accessibilityViolations } from './helpers';
import { freshMember } from './fresh-member';
import { catalogueText } from './messages';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './test';

/*
 * <stay-buy-points> against the sandbox (issue 17 item 3; loyalty spec §4 "hold, then commit"):
 * a member buys a package by keyboard, pays on the hosted payment stand-in and comes back; the
 * header's balance rises by exactly the package's points, read from the sandbox's available-point
 * before and after, never copied. Faults go in the context's own cookie.
 */

const API_HEADERS = { 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key' };
const FOLDER = 'widgets/buy-points';
const text = (language: Language, id: string, values?: Record<string, string | number>) => catalogueText(FOLDER, language, id, values);

async function memberToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/authen/login', { headers: API_HEADERS, data: { email, password: 'StayDemo!1' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { content: { token: string } }).content.token;
}

async function availablePoints(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/loyalty/available-point', { headers: { ...API_HEADERS, Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { content: { availablePoints: number } }).content.availablePoints;
}

async function signIn(context: BrowserContext, baseURL: string, request: APIRequestContext, email: string): Promise<string> {
  const token = await memberToken(request, email);
  await context.addCookies([{ name: 'stay-member-token', value: encodeURIComponent(token), url: baseURL, sameSite: 'Lax' }]);
  return token;
}

const formatted = (page: Page, language: Language, value: number) =>
  page.evaluate(([locale, number]) => new Intl.NumberFormat(locale).format(number), [
    language === 'en' ? 'en-GB' : language,
    value,
  ] as const);

const widget = (page: Page) => page.locator('stay-buy-points');
const headerPoints = (page: Page) => page.locator('stay-navigation .stay-navigation__member-points');
const pagePath = (language: Language) => `/${language}/member/buy-points/`;

async function expectAxeClean(page: Page): Promise<void> {
  expect(await accessibilityViolations(page, 'stay-buy-points')).toEqual([]);
}

/** Chooses the package of `points` by keyboard: focus the first package, arrow keys until it is checked. */
async function choosePackage(page: Page, language: Language, points: number): Promise<void> {
  const radios = widget(page)
    .getByRole('group', { name: text(language, 'packagesLegend') })
    .getByRole('radio');
  await expect(radios.first()).toBeVisible({ timeout: 10_000 });
  const wanted = widget(page)
    .getByRole('radio', { name: new RegExp(`^${(await formatted(page, language, points)).replace(/[.,\u066c]/g, '.')}\\b`) })
    .first();
  const checked = widget(page).getByRole('radio', { checked: true }).first();
  await checked.focus();
  for (let step = 0; step < 6 && !(await wanted.isChecked()); step += 1) await page.keyboard.press('ArrowDown');
  await expect(wanted).toBeChecked();
}

/** Tab from the package group to Buy and press Enter; then the hosted page's button, by Tab and Enter. */
async function buyAndDecide(page: Page, language: Language, outcome: 'Approve' | 'Decline'): Promise<void> {
  const buy = widget(page).getByRole('button', { name: text(language, 'buy') });
  for (
    let step = 0;
    step < 5 && !(await buy.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)));
    step += 1
  )
    await page.keyboard.press('Tab');
  await expect(buy).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/__sandbox\/points-payment\//);
  const button = page.getByRole('button', { name: outcome });
  await button.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === pagePath(language));
}

for (const { language, points } of [
  { language: 'en' as const, points: 5000 },
  { language: 'ar' as const, points: 1000 },
]) {
  // Each test its own member: workers share the sandbox, and these tests move points.
  const memberEmail = async (request: APIRequestContext) => (await freshMember(request, { points: 2_000 })).email;
  test.describe(`buy points (${language})`, () => {
    test(`a member buys ${points} points by keyboard: the header balance rises by exactly that`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const token = await signIn(context, baseURL!, request, await memberEmail(request));
      const before = await availablePoints(request, token);
      await page.goto(pagePath(language));
      await expect(headerPoints(page)).toContainText(await formatted(page, language, before), { timeout: 10_000 });
      await choosePackage(page, language, points);
      await expectAxeClean(page);
      await buyAndDecide(page, language, 'Approve');
      const done = widget(page).getByRole('heading', { name: text(language, 'successTitle') });
      await expect(done).toBeFocused({ timeout: 10_000 });
      const after = await availablePoints(request, token);
      expect(after).toBe(before + points);
      await expect(widget(page).getByRole('status')).toHaveText(
        text(language, 'successOwn', { points: await formatted(page, language, points), balance: await formatted(page, language, after) }),
      );
      await expect(headerPoints(page)).toContainText(await formatted(page, language, after));
      expect(new URL(page.url()).search).toBe('');
      await expectAxeClean(page);
      // A reload does not commit again.
      await page.reload();
      await expect(widget(page).getByRole('radio').first()).toBeVisible({ timeout: 10_000 });
      expect(await availablePoints(request, token)).toBe(after);
    });

    test('a declined payment keeps the choice; trying again buys once', async ({ page, context, request, baseURL }) => {
      const token = await signIn(context, baseURL!, request, await memberEmail(request));
      const before = await availablePoints(request, token);
      await page.goto(pagePath(language));
      await choosePackage(page, language, 10000);
      await buyAndDecide(page, language, 'Decline');
      const notice = widget(page).getByRole('alert');
      await expect(notice).toHaveText(text(language, 'declined'), { timeout: 10_000 });
      await expect(notice).toBeFocused();
      expect(await availablePoints(request, token)).toBe(before);
      const wanted = widget(page).getByRole('radio', { checked: true }).first();
      await expect(wanted).toHaveAccessibleName(new RegExp(`^${(await formatted(page, language, 10000)).replace(/[.,\u066c]/g, '.')}\\b`));
      await expectAxeClean(page);
      await wanted.focus();
      await buyAndDecide(page, language, 'Approve');
      await expect(widget(page).getByRole('heading', { name: text(language, 'successTitle') })).toBeFocused({ timeout: 10_000 });
      expect(await availablePoints(request, token)).toBe(before + 10000);
    });

    test('answers lost on the way back: Buy again and a reload of the return page repeat the same keys and buy once (issue 28 item 6)', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const token = await signIn(context, baseURL!, request, await memberEmail(request));
      const before = await availablePoints(request, token);
      const keysSent = new Map<string, string[]>();
      page.on('request', (sent) => {
        const key = sent.headers()['idempotency-key'];
        const { pathname } = new URL(sent.url());
        if (key) keysSent.set(pathname, [...(keysSent.get(pathname) ?? []), key]);
      });
      // The sandbox does the write, but its first answer never reaches the page: the outcome is unknown there.
      for (const call of ['checkout/hold-points-purchase', 'checkout/commit-points-purchase']) {
        let lost = false;
        await page.route(`**/api/loyalty/${call}`, async (route) => {
          if (lost) return route.fallback();
          lost = true;
          await route.fetch();
          await route.abort('connectionfailed');
        });
      }
      await page.goto(pagePath(language));
      await choosePackage(page, language, points);
      const buy = widget(page).getByRole('button', { name: text(language, 'buy') });
      await buy.focus();
      await page.keyboard.press('Enter');
      await expect(widget(page).getByRole('alert')).toHaveText(text(language, 'failed'), { timeout: 10_000 });
      await buyAndDecide(page, language, 'Approve');
      const unconfirmed = widget(page).getByRole('alert');
      await expect(unconfirmed).toContainText(text(language, 'unconfirmed'), { timeout: 10_000 });
      expect(new URL(page.url()).searchParams.has('paymentResult')).toBe(true);
      await expectAxeClean(page);
      // A reload of the return page commits again with the same key: the first result, not a second purchase.
      await page.reload();
      await expect(widget(page).getByRole('heading', { name: text(language, 'successTitle') })).toBeFocused({ timeout: 10_000 });
      expect(new URL(page.url()).search).toBe('');
      expect(await availablePoints(request, token)).toBe(before + points);
      const history = await request.get('/api/loyalty/point-history', { headers: { ...API_HEADERS, Authorization: `Bearer ${token}` } });
      const { movements } = ((await history.json()) as { content: { movements: { kind: string; points: number }[] } }).content;
      expect(movements.filter(({ kind }) => kind === 'purchase')).toEqual([expect.objectContaining({ points })]);
      for (const call of ['points-purchase-order', 'checkout/hold-points-purchase', 'checkout/commit-points-purchase']) {
        const keys = keysSent.get(`/api/loyalty/${call}`) ?? [];
        expect(keys, call).toHaveLength(2);
        expect(new Set(keys).size, call).toBe(1);
      }
    });

    test('E150 from the order shows its message, with the packages to choose again', async ({ page, context, request, baseURL }) => {
      await signIn(context, baseURL!, request, await memberEmail(request));
      await context.addCookies([
        {
          name: 'stay-sandbox-faults',
          value: encodeURIComponent(
            JSON.stringify([{ match: '/api/loyalty/points-purchase-order', kind: 'error', status: 400, errorCode: 'E150' }]),
          ),
          url: baseURL!,
        },
      ]);
      await page.goto(pagePath(language));
      await choosePackage(page, language, 1000);
      const buy = widget(page).getByRole('button', { name: text(language, 'buy') });
      await buy.focus();
      await page.keyboard.press('Enter');
      const notice = widget(page).getByRole('alert');
      await expect(notice).toHaveText(text(language, 'invalidPackage'), { timeout: 10_000 });
      await expect(notice).toBeFocused();
      await expect(widget(page).getByRole('radio').first()).toBeVisible();
      await expectAxeClean(page);
    });
  });
}

test('a guest is offered the login', async ({ page }) => {
  await page.goto(pagePath('en'));
  await expect(widget(page).getByRole('button', { name: text('en', 'logIn') })).toBeVisible({ timeout: 10_000 });
  await expectAxeClean(page);
});

test('a member in a blocked country sees a notice instead of the form (spec §6)', async ({ page, context, request, baseURL }) => {
  await signIn(context, baseURL!, request, 'silver@demo.stay.example');
  await context.addCookies([{ name: 'stay-sandbox-country', value: 'CN', url: baseURL! }]);
  await page.goto(pagePath('en'));
  await expect(widget(page)).toContainText(text('en', 'blocked'), { timeout: 10_000 });
  await expect(widget(page).getByRole('radio')).toHaveCount(0);
  await expectAxeClean(page);
});
