import { expect, test, type Page } from './test';
import { accessibilityViolations, collectConsole, delayChunks, layoutShiftOf, watchLayoutShift } from './helpers';
import { catalogueText } from './messages';
import { submitLogin } from './account';

const banner = (page: Page) => page.locator('stay-membership-banner#membership-promo');
const cards = (page: Page) => banner(page).locator('li.stay-membership-banner__benefit');

/** A real sandbox token of the classic demo member, so member calls on the page (account preference) succeed. */
async function memberToken(page: Page): Promise<string> {
  const response = await page.request.post('/api/authen/login', {
    headers: { 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key' },
    data: { email: 'classic@demo.stay.example', password: 'StayDemo!1' },
  });
  return ((await response.json()) as { content: { token: string } }).content.token;
}

async function setSession(page: Page, signedIn: boolean): Promise<void> {
  const token = signedIn ? await memberToken(page) : '';
  await page.evaluate((value) => {
    document.cookie = value ? `stay-member-token=${encodeURIComponent(value)}; path=/` : 'stay-member-token=; path=/; max-age=0';
    window.dispatchEvent(new CustomEvent('stay:session-change'));
  }, token);
}

test.describe('membership banner in English', () => {
  test('shows the promo, the first 4 classic benefits, the buy-point link and the terms', async ({ page }) => {
    const console = collectConsole(page);
    await page.goto('/en/membership/');
    await expect(cards(page)).toHaveText(['Member-only rates', 'Earn points on every stay', 'Pay with points', 'Free Wi-Fi']);
    await expect(banner(page).getByRole('heading', { name: 'Become a Stay member' })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/en/sign-up/');
    await expect(banner(page).getByRole('link', { name: 'Buy points' })).toHaveAttribute('href', '/en/member/buy-points/');
    await expect(banner(page).getByText('Membership is free. Benefits vary by property')).toBeVisible();
    await expect(banner(page).getByRole('list', { name: 'Member benefits' })).toBeVisible();
    expect(console.errors).toEqual([]);
  });

  test('disappears without reload when the visitor signs in on the page, and comes back on sign-out', async ({ page }) => {
    await page.goto('/en/membership/');
    await expect(cards(page)).toHaveCount(4);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await setSession(page, true);
    await expect(banner(page)).toBeHidden();
    await setSession(page, false);
    await expect(cards(page)).toHaveCount(4);
    await expect(banner(page).getByRole('heading', { name: 'Become a Stay member' })).toBeVisible();
    // The login widget does the same.
    await page.locator('stay-navigation').getByRole('button', { name: 'Log in' }).click();
    await submitLogin(page, 'classic@demo.stay.example');
    await expect(banner(page)).toBeHidden();
    expect(navigations).toEqual([]);
  });

  test('is hidden for a visitor who arrives signed in', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'stay-member-token', value: encodeURIComponent(await memberToken(page)), url: baseURL! }]);
    await page.goto('/en/membership/');
    await expect(banner(page).locator('.stay-membership-banner[hidden]')).toBeAttached();
    await expect(banner(page)).toBeHidden();
  });

  for (const fault of [{ kind: 'error', status: 503 }, { kind: 'malformed' }]) {
    test(`shows only the promo shell, with no message, when the benefits call gives ${fault.kind}`, async ({ page, context, baseURL }) => {
      const console = collectConsole(page);
      await context.addCookies([
        {
          name: 'stay-sandbox-faults',
          value: encodeURIComponent(JSON.stringify([{ match: 'benefitsconfiguration', ...fault }])),
          url: baseURL!,
        },
      ]);
      const benefitsAnswered = page.waitForResponse((response) => response.url().includes('/benefitsconfiguration/'));
      await page.goto('/en/membership/');
      await benefitsAnswered;
      await expect(banner(page).locator('.stay-membership-banner__benefit--skeleton')).toHaveCount(0);
      await expect(banner(page).getByRole('heading', { name: 'Become a Stay member' })).toBeVisible();
      await expect(banner(page).getByText('Join for free and enjoy member benefits from your first stay.')).toBeVisible();
      await expect(banner(page).getByRole('link', { name: 'Join now' })).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
      await expect(banner(page).getByRole('link', { name: 'Buy points' })).toHaveCount(0);
      await expect(banner(page).locator('[role="alert"], .stay-widget-error')).toHaveCount(0);
      expect(console.errors.filter((text) => !text.includes('Failed to load resource'))).toEqual([]);
    });
  }

  test('loads without layout shift: space is reserved before the upgrade and while loading', async ({ page, context, baseURL }) => {
    await context.addCookies([
      {
        name: 'stay-sandbox-faults',
        value: encodeURIComponent(JSON.stringify([{ match: 'benefitsconfiguration', kind: 'slow', delayMs: 800 }])),
        url: baseURL!,
      },
    ]);
    await watchLayoutShift(page);
    // Hold the widget chunk back so the authored markup is painted before the upgrade, as on a slow network.
    await delayChunks(page, '**/chunks/membership-banner-*.js', 600);
    await page.goto('/en/membership/');
    await expect(banner(page).getByRole('heading', { name: 'Become a Stay member' })).toBeVisible();
    await expect(banner(page).locator('.stay-membership-banner__benefit--skeleton')).toHaveCount(4);
    await expect(cards(page)).toHaveCount(4);
    await expect(banner(page).getByRole('link', { name: 'Buy points' })).toBeVisible();
    const shift = await layoutShiftOf(page);
    expect(shift).toBeLessThan(0.01);
  });

  test('pushes link-click events for its links', async ({ page }) => {
    await page.goto('/en/membership/');
    await expect(cards(page)).toHaveCount(4);
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
    await banner(page).getByRole('link', { name: 'Join now' }).click();
    await banner(page).getByRole('link', { name: 'Buy points' }).click();
    const clicks = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((entry) => (entry as { event: string }).event === 'linkClick'),
    );
    expect(clicks).toEqual([
      { event: 'linkClick', component: 'membership-banner', linkText: 'Join now', linkUrl: '/en/sign-up/', linkType: 'internal' },
      {
        event: 'linkClick',
        component: 'membership-banner',
        linkText: 'Buy points',
        linkUrl: '/en/member/buy-points/',
        linkType: 'internal',
      },
    ]);
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/en/membership/');
    await expect(cards(page)).toHaveCount(4);
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('membership banner in Arabic', () => {
  test('shows the Arabic benefits right to left, and has no axe-core violations', async ({ page }) => {
    await page.goto('/ar/membership/');
    await expect(cards(page)).toHaveText(['أسعار للأعضاء فقط', 'اكسب النقاط مع كل إقامة', 'ادفع بالنقاط', 'واي فاي مجاني']);
    await expect(banner(page).getByRole('link', { name: catalogueText('widgets/membership-banner', 'ar', 'buyPoints') })).toHaveAttribute(
      'href',
      '/ar/member/buy-points/',
    );
    // The first card is on the right.
    const first = (await cards(page).first().boundingBox())!;
    const last = (await cards(page).last().boundingBox())!;
    expect(first.x).toBeGreaterThan(last.x);
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
