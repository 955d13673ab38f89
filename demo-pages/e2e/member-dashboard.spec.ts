import type { Language } from '../../shared/domain/languages';
import { accessibilityViolations, collectConsole, holdResponses } from './helpers';
import { catalogueText } from './messages';
import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from './test';

/*
 * The member dashboard (issue 14 item 6) against the sandbox: the member signs in through the
 * sandbox API and the login cookie is set in the browser context (as demo-session.js does); what
 * the cards must show is read from the same API in the test, never copied. Faults go in the
 * context's own fault cookie, so tests running in parallel are not hit.
 */

const API_HEADERS = { 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key' };
const GOLD = 'gold@demo.stay.example';
const FOLDER = 'widgets/member-dashboard';
const text = (language: Language, id: string, values?: Record<string, string | number>) => catalogueText(FOLDER, language, id, values);
const dayMonthYear = (iso: string) => iso.split('-').reverse().join('-');
const TIER_KEYS: Record<string, string> = {
  classic: 'tierClassic',
  silver: 'tierSilver',
  gold: 'tierGold',
  platinum: 'tierPlatinum',
  diamond: 'tierDiamond',
  representative: 'tierRepresentative',
};

async function memberToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/authen/login', { headers: API_HEADERS, data: { email, password: 'StayDemo!1' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { content: { token: string } }).content.token;
}

async function memberRead<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api/loyalty/${path}`, { headers: { ...API_HEADERS, Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { content: T }).content;
}

interface SandboxAnswers {
  tier: { tierName: string };
  status: { memberId: string; status: string; memberSince: string; tierValidUntil: string };
  points: { availablePoints: number; pendingPoints: number; expiringPoints: number; expiringOn: string | null };
  standing: {
    tiers: { tierCode: number; tierName: string; qualifyingPoints: number; qualifyingNights: number }[];
    current: { tierCode: number; qualifyingPoints: number; qualifyingNights: number; periodEnd: string };
  };
  vouchers: { vouchers: { title: string; status: string; expiryDate: string }[] };
  preference: { currency: string };
}

async function sandboxAnswers(request: APIRequestContext, token: string): Promise<SandboxAnswers> {
  const [tier, status, points, standing, vouchers, preference] = await Promise.all([
    memberRead<SandboxAnswers['tier']>(request, token, 'user-tier'),
    memberRead<SandboxAnswers['status']>(request, token, 'get-member-status'),
    memberRead<SandboxAnswers['points']>(request, token, 'available-point'),
    memberRead<SandboxAnswers['standing']>(request, token, 'tier-list'),
    memberRead<SandboxAnswers['vouchers']>(request, token, 'get-all-voucher'),
    memberRead<SandboxAnswers['preference']>(request, token, 'account-preference'),
  ]);
  return { tier, status, points, standing, vouchers, preference };
}

/** What demo-session.js does on a login: the token in the page configuration's default login cookie. */
async function signInContext(context: BrowserContext, baseURL: string, token: string): Promise<void> {
  await context.addCookies([{ name: 'stay-member-token', value: encodeURIComponent(token), url: baseURL, sameSite: 'Lax' }]);
}

async function setFaults(context: BrowserContext, baseURL: string, rules: unknown[]): Promise<void> {
  await context.addCookies([{ name: 'stay-sandbox-faults', value: encodeURIComponent(JSON.stringify(rules)), url: baseURL }]);
}

/** A number as the page formats it for its language (the browser's Intl, which the widget uses). */
const formatted = (page: Page, language: Language, value: number) =>
  page.evaluate(([locale, number]) => new Intl.NumberFormat(locale).format(number), [
    language === 'en' ? 'en-GB' : language,
    value,
  ] as const);

/** A card's terms and values as a sighted visitor reads them (screen-reader-only words left out). */
const facts = (card: Locator) =>
  card.evaluate((element) =>
    Object.fromEntries(
      Array.from(element.querySelectorAll('dl > div'), (pair) => {
        const value = pair.querySelector('dd')!.cloneNode(true) as Element;
        value.querySelectorAll('.stay-visually-hidden').forEach((hidden) => hidden.remove());
        return [pair.querySelector('dt')!.textContent!.trim(), value.textContent!.replace(/\s+/g, ' ').trim()];
      }),
    ),
  );

/** The dashboard's own controls: the page's header has a "Log in" of its own. */
const dashboard = (page: Page) => page.locator('stay-member-dashboard');
const card = (page: Page, language: Language, titleKey: string) =>
  dashboard(page).getByRole('region', { name: text(language, titleKey), exact: true });
const CARD_TITLES = ['memberTitle', 'pointsTitle', 'progressTitle', 'vouchersTitle', 'preferenceTitle'];

async function expectLoaded(page: Page, language: Language, titleKeys = CARD_TITLES): Promise<void> {
  for (const key of titleKeys) await expect(card(page, language, key)).toHaveAttribute('aria-busy', 'false', { timeout: 10_000 });
}

async function expectSandboxValues(page: Page, language: Language, answers: SandboxAnswers): Promise<void> {
  const number = (value: number) => formatted(page, language, value);
  await expectLoaded(page, language);
  expect(await facts(card(page, language, 'memberTitle'))).toMatchObject({
    [text(language, 'memberId')]: answers.status.memberId,
    [text(language, 'tier')]: text(language, TIER_KEYS[answers.tier.tierName]!),
    [text(language, 'status')]: text(language, answers.status.status === 'active' ? 'statusActive' : 'statusSuspended'),
    [text(language, 'memberSince')]: dayMonthYear(answers.status.memberSince),
    [text(language, 'tierValidUntil')]: dayMonthYear(answers.status.tierValidUntil),
  });

  const { points } = answers;
  expect(await facts(card(page, language, 'pointsTitle'))).toEqual({
    [text(language, 'availablePoints')]: await number(points.availablePoints),
    [text(language, 'pendingPoints')]: await number(points.pendingPoints),
    [text(language, 'expiringPoints')]: points.expiringOn
      ? text(language, 'expiringOn', { points: await number(points.expiringPoints), date: dayMonthYear(points.expiringOn) })
      : text(language, 'noExpiringPoints'),
  });

  const { tiers, current } = answers.standing;
  const next = tiers.find((tier) => tier.tierCode === current.tierCode + 1)!;
  const progress = card(page, language, 'progressTitle');
  const pointsBar = progress.getByRole('progressbar', { name: text(language, 'qualifyingPoints') });
  await expect(pointsBar).toHaveAttribute('aria-valuenow', String(Math.min(current.qualifyingPoints, next.qualifyingPoints)));
  await expect(pointsBar).toHaveAttribute('aria-valuemax', String(next.qualifyingPoints));
  const nightsBar = progress.getByRole('progressbar', { name: text(language, 'qualifyingNights') });
  await expect(nightsBar).toHaveAttribute('aria-valuenow', String(Math.min(current.qualifyingNights, next.qualifyingNights)));
  await expect(nightsBar).toHaveAttribute('aria-valuemax', String(next.qualifyingNights));
  await expect(progress).toContainText(text(language, TIER_KEYS[next.tierName]!));

  const vouchers = answers.vouchers.vouchers;
  const count = (status: string) => vouchers.filter((voucher) => voucher.status === status).length;
  expect(await facts(card(page, language, 'vouchersTitle'))).toEqual({
    [text(language, 'voucherSuccess')]: await number(count('success')),
    [text(language, 'voucherReserved')]: await number(count('reserved')),
    [text(language, 'voucherUsed')]: await number(count('used')),
    [text(language, 'voucherExpired')]: await number(count('expired')),
  });
  const usable = vouchers
    .filter((voucher) => voucher.status !== 'expired' && voucher.status !== 'used')
    .sort((a, b) => a.expiryDate.localeCompare(b.expiryDate));
  const list = card(page, language, 'vouchersTitle').getByRole('list', { name: text(language, 'upcomingVouchers') });
  await expect(list.getByRole('listitem')).toHaveCount(Math.min(3, usable.length));
  await expect(list.getByRole('listitem').first()).toContainText(usable[0]!.title);

  const preference = Object.values(await facts(card(page, language, 'preferenceTitle')));
  expect(preference).toEqual([expect.stringContaining(`(${answers.preference.currency})`)]);
}

for (const language of ['en', 'ar'] as const) {
  const PAGE = `/${language}/member/user-profile/`;

  test.describe(`the member dashboard (${language})`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('asks a visitor who is not signed in to log in, reachable by keyboard, with no axe violation', async ({ page }) => {
      await page.goto(PAGE);
      const logIn = dashboard(page).getByRole('button', { name: text(language, 'logIn'), exact: true });
      await expect(logIn).toBeVisible();
      await expect(dashboard(page).getByRole('heading', { name: text(language, 'signedOutTitle') })).toBeVisible();
      const direction = await dashboard(page).evaluate((element) => getComputedStyle(element).direction);
      expect(direction).toBe(language === 'ar' ? 'rtl' : 'ltr');
      await logIn.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(logIn).toBeFocused();
      expect(await accessibilityViolations(page, 'stay-member-dashboard')).toEqual([]);
    });

    test("its Log in opens the page's login modal; after the login the cards fill and focus is back on the dashboard", async ({ page }) => {
      await page.goto(PAGE);
      await dashboard(page)
        .getByRole('button', { name: text(language, 'logIn'), exact: true })
        .click();
      const modal = page.getByRole('dialog');
      await expect(modal).toBeVisible();
      await modal.locator('input[name="email"]').fill('gold@demo.stay.example');
      await modal.locator('input[name="password"]').fill('StayDemo!1');
      await modal.locator('button[type="submit"]').click();
      await expect(modal).toBeHidden();
      await expectLoaded(page, language);
      expect(await dashboard(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    });

    test("shows the gold member's cards with the sandbox's values, skeletons while loading, and no axe violation", async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const console = collectConsole(page);
      const token = await memberToken(request, GOLD);
      const answers = await sandboxAnswers(request, token);
      await signInContext(context, baseURL!, token);
      // The loyalty answers wait until the loading state is checked.
      const release = await holdResponses(page, '**/api/loyalty/**');
      await page.goto(PAGE);

      const points = card(page, language, 'pointsTitle');
      await expect(points.locator('.stay-skeleton').first()).toContainText(text(language, 'loading'));
      const loadingViolations = await accessibilityViolations(page, 'stay-member-dashboard');
      expect(await points.getAttribute('aria-busy')).toBe('true');
      expect(loadingViolations).toEqual([]);
      release();

      await expectSandboxValues(page, language, answers);
      expect(await accessibilityViolations(page, 'stay-member-dashboard')).toEqual([]);
      expect(console.errors).toEqual([]);
      expect(console.warnings.filter((message) => message.includes('[stay-widgets]'))).toEqual([]);
    });

    test('fills in without reload when the visitor signs in on the page, and empties on logout', async ({ page, request }) => {
      const token = await memberToken(request, GOLD);
      const answers = await sandboxAnswers(request, token);
      await page.goto(PAGE);
      const logIn = dashboard(page).getByRole('button', { name: text(language, 'logIn'), exact: true });
      await expect(logIn).toBeVisible();
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => navigations.push(frame.url()));

      // What demo-session.js (and the login widget) does: the login cookie, then the session event.
      await page.evaluate((value) => {
        document.cookie = `stay-member-token=${encodeURIComponent(value)}; path=/; samesite=lax`;
        window.dispatchEvent(new CustomEvent('stay:session-change'));
      }, token);
      await expectSandboxValues(page, language, answers);

      await page.evaluate(() => {
        document.cookie = 'stay-member-token=; path=/; max-age=0';
        window.dispatchEvent(new CustomEvent('stay:session-change'));
      });
      await expect(logIn).toBeVisible();
      await expect(card(page, language, 'pointsTitle')).toHaveCount(0);
      expect(navigations).toEqual([]);
    });

    test('fails only the points card when its call fails, and its retry recovers by keyboard', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const console = collectConsole(page);
      const token = await memberToken(request, GOLD);
      const answers = await sandboxAnswers(request, token);
      await signInContext(context, baseURL!, token);
      await setFaults(context, baseURL!, [{ match: '/api/loyalty/available-point', kind: 'error', status: 500 }]);
      await page.goto(PAGE);

      const points = card(page, language, 'pointsTitle');
      await expect(points.getByRole('alert')).toHaveText(text(language, 'loadFailed'));
      await expectLoaded(
        page,
        language,
        CARD_TITLES.filter((key) => key !== 'pointsTitle'),
      );
      expect(console.warnings.some((message) => message.includes('<stay-member-dashboard>') && message.includes('points'))).toBe(true);
      expect(await accessibilityViolations(page, 'stay-member-dashboard')).toEqual([]);

      await context.clearCookies({ name: 'stay-sandbox-faults' });
      const retry = points.getByRole('button', { name: text(language, 'retry') });
      await retry.focus();
      await page.keyboard.press('Enter');
      await expect(points).toHaveAttribute('aria-busy', 'false');
      await expect(points.getByRole('alert')).toHaveCount(0);
      await expect(points.getByRole('heading', { name: text(language, 'pointsTitle') })).toBeFocused();
      await expectSandboxValues(page, language, answers);
    });
  });
}
