import { testNowMs } from '../../testing/clock';
import { sellableStays, type SellableStay } from '../../testing/sellable-stays';
import { DEMO_PASSWORD } from './account';
import { accessibilityViolations, tabTo } from './helpers';
import { guestCartItem, seedGuestCart } from './guest-cart';
import { freshMember } from './fresh-member';
import { catalogueText } from './messages';
import { expect, test, type APIRequestContext, type Page } from './test';

/*
 * Points and cash at checkout (issue 17 item 1, "Done when"), in English and Arabic, against the
 * sandbox: the gold member (24,000 points) books one Studio with part points, choosing them by
 * keyboard alone; the ledger (available-point) drops by exactly the points used and the card total
 * by points x 0.0025; reverse-point returns them; a hold left to expire returns them too.
 */
const POINTS = 'widgets/checkout/summary/points';
const SUMMARY = 'widgets/checkout/summary';
const CHECKOUT = 'widgets/checkout';
const LOGIN = 'widgets/login/dialog';
const NAVIGATION = 'widgets/navigation';
const API_HEADERS = { 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key' };

async function memberToken(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/authen/login', { headers: API_HEADERS, data: { email, password: DEMO_PASSWORD } });
  return ((await login.json()) as { content: { token: string } }).content.token;
}

async function availablePoints(request: APIRequestContext, token: string, headers: Record<string, string> = {}): Promise<number> {
  const answer = await request.get('/api/loyalty/available-point', {
    headers: { ...API_HEADERS, Authorization: `Bearer ${token}`, ...headers },
  });
  return ((await answer.json()) as { content: { availablePoints: number } }).content.availablePoints;
}

const guest = {
  salutation: 'Ms',
  firstName: 'Mei',
  lastName: 'Tan',
  email: '',
  phoneCountryCode: '+65',
  phone: '81234567',
  countryOfResidence: 'SG',
  arrivalTime: '',
  requests: '',
};

for (const language of ['en', 'ar'] as const) {
  test.describe(`points and cash at checkout (${language})`, () => {
    test.describe.configure({ mode: 'serial' });
    const p = (id: string, values?: Record<string, string | number>) => catalogueText(POINTS, language, id, values);
    const t = (id: string) => catalogueText(SUMMARY, language, id);
    const c = (id: string) => catalogueText(CHECKOUT, language, id);
    const checkout = (page: Page) => page.getByRole('region', { name: c('label') });
    // One night of a Studio that the seed sells per test, none shared: each test holds its own.
    const [partialStay, expiringStay, refusedStay] = sellableStays(
      { hotelCode: 'SGORCH', nights: 1, from: language === 'ar' ? 150 : 130, apartmentTypeCode: 'STUD' },
      3,
    );

    /** A one-Studio guest cart with its guest, the member logged in from the header (the cart merges), then the e-mail and the summary. */
    async function openSummary(page: Page, stay: SellableStay, member: string): Promise<void> {
      // The member's own cart starts empty (an earlier test's held stay stays in it): only this stay merges in at login.
      const token = await memberToken(page.request, member);
      await page.request.delete('/api/shopping-cart/delete?shoppingCartDeviceType=desktop&currencyCode=SGD', {
        headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
      });
      await page.goto(`/${language}/booking/checkout/?step=2`);
      const item = guestCartItem({
        id: `e2e-points-${language}-${stay.offset}`,
        apartmentNumber: 1,
        startDate: stay.arrive,
        endDate: stay.depart,
      });
      await seedGuestCart(page, [item]);
      await page.evaluate(
        ({ value, storedAt }) => {
          sessionStorage.setItem('stay:guest-details', JSON.stringify({ value, storedAt }));
        },
        { value: { apartments: { [item.shoppingCartItemId]: guest }, acceptConditions: true }, storedAt: testNowMs() },
      );
      await page.reload();
      await page
        .locator('stay-navigation')
        .getByRole('button', { name: catalogueText(NAVIGATION, language, 'logIn') })
        .click();
      const dialog = page.getByRole('dialog', { name: catalogueText(LOGIN, language, 'title') });
      await dialog.getByLabel(catalogueText(LOGIN, language, 'email')).fill(member);
      await dialog.getByLabel(catalogueText(LOGIN, language, 'password'), { exact: true }).fill(DEMO_PASSWORD);
      await dialog.getByRole('button', { name: catalogueText(LOGIN, language, 'submit'), exact: true }).click();
      await expect(dialog).toBeHidden();
      const email = checkout(page)
        .getByRole('textbox', { name: c('field.email'), exact: true })
        .first();
      const heading = checkout(page).getByRole('heading', { name: p('heading') });
      // The e-mail lives in the page only: the guest details ask for it first (then Continue reaches the summary).
      await expect(email.or(heading)).toBeVisible();
      if (await email.isVisible()) {
        await email.fill(`mei.${Math.random().toString(36).slice(2)}@example.com`);
        await checkout(page)
          .getByRole('button', { name: c('continue') })
          .click();
      }
      await expect(heading).toBeVisible();
    }

    test('partial points by keyboard alone: the ledger drops by the points, the card total by points x rate; reverse-point returns them; axe clean', async ({
      page,
      request,
    }) => {
      // A member of this test alone, with a gold member's points: workers share the sandbox's ledger.
      const { email: member } = await freshMember(request, { points: 30_000 });
      const token = await memberToken(request, member);
      const before = await availablePoints(request, token);
      await openSummary(page, partialStay!, member);
      const slider = checkout(page).getByRole('slider', { name: p('sliderLabel') });
      const total = Number(await checkout(page).locator('[data-cash]').getAttribute('data-cash'));
      await tabTo(page, slider);
      await page.keyboard.press('PageUp');
      await page.keyboard.press('PageUp');
      // One step more: the arrow pointing along the track (right to left in Arabic, APG slider).
      await page.keyboard.press(language === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect(slider).toHaveAttribute('aria-valuenow', '2100');
      const cashBefore = Number(await checkout(page).locator('[data-cash]').getAttribute('data-cash'));
      // The cash part: the total less 2,100 points x 0.0025 (SGD), to the cent.
      expect(cashBefore).toBeCloseTo(total - 2100 * 0.0025, 10);
      expect(await accessibilityViolations(page, 'stay-checkout')).toEqual([]);
      // Pay by keyboard: the hold takes the points; its payment plan splits the cash part into what
      // is paid now and what is due at the property (issue 28: points come off the pay-now part
      // first), and the hosted page is asked for the pay-now part only.
      await tabTo(page, checkout(page).getByRole('button', { name: t('pay'), exact: true }));
      // The hold's answer is read on its way to the page (route.fetch): the page leaves for the
      // hosted page right after it, and Chromium drops the body of a page that navigated away.
      type Held = { content: { payment: { payNow: number; dueAtProperty: number } } };
      let heldAnswer: (answer: Held) => void = () => undefined;
      const held = new Promise<Held>((resolve) => (heldAnswer = resolve));
      await page.route(
        (url) => url.pathname === '/api/v2/checkout/hold',
        async (route) => {
          const response = await route.fetch();
          const body = await response.text();
          if (route.request().method() === 'POST' && response.ok()) heldAnswer(JSON.parse(body) as Held);
          await route.fulfill({ response, body });
        },
      );
      const payment = page.waitForRequest((sent) => sent.url().includes('/api/checkout/create-token-url'));
      await page.keyboard.press('Enter');
      const plan = (await held).content.payment;
      expect(plan.payNow + plan.dueAtProperty).toBeCloseTo(cashBefore, 10);
      const amount = ((await payment).postDataJSON() as { amount: number }).amount;
      expect(amount).toBe(plan.payNow);
      await page.waitForURL(/\/__sandbox\/payment\//);
      expect(await availablePoints(request, token)).toBe(before - 2100);
      const back = page.waitForURL(/paymentResult=/);
      await page.getByRole('button', { name: 'Approve' }).click();
      await back;
      await page.waitForURL(/\/booking\/confirmation\/\?confirmNo=/);
      expect(await availablePoints(request, token)).toBe(before - 2100);
      const confirmNo = new URL(page.url()).searchParams.get('confirmNo') ?? '';
      const reversed = await request.get(`/api/loyalty/reverse-point?confirmNo=${confirmNo}`, {
        headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
      });
      expect(((await reversed.json()) as { content: { reversedPoints: number } }).content.reversedPoints).toBe(2100);
      expect(await availablePoints(request, token)).toBe(before);
    });

    test('a hold left to expire returns the points; cancelling it returns them at once', async ({ page, request }) => {
      const { email: member } = await freshMember(request, { points: 30_000 });
      const token = await memberToken(request, member);
      const ahead = { Cookie: 'stay-sandbox-clock-ahead=16' };
      const before = await availablePoints(request, token);
      // Seen 16 minutes ahead (the hold lasts 15), before this hold: what an expired hold leaves.
      const beforeAhead = await availablePoints(request, token, ahead);
      await openSummary(page, expiringStay!, member);
      const slider = checkout(page).getByRole('slider', { name: p('sliderLabel') });
      await tabTo(page, slider);
      await page.keyboard.press('PageUp');
      await expect(slider).toHaveAttribute('aria-valuenow', '1000');
      await tabTo(page, checkout(page).getByRole('button', { name: t('pay'), exact: true }));
      // The hold's answer read as it passes: the page goes on to the payment page at once, and a body
      // read after that navigation is gone ("No resource with given identifier found").
      let holdAnswer: Promise<unknown> | undefined;
      await page.route('**/api/v2/checkout/hold', async (route) => {
        const response = await route.fetch();
        holdAnswer ??= response.json();
        await route.fulfill({ response });
      });
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/__sandbox\/payment\//);
      const { content } = (await holdAnswer) as { content: { holdId: string; redemption: { points: number } } };
      expect(content.redemption.points).toBe(1000);
      expect(await availablePoints(request, token)).toBe(before - 1000);
      expect(await availablePoints(request, token, ahead)).toBe(beforeAhead);
      // Cancelled (cancel-reserved-reservation): available again now, not only after the expiry.
      await request.post('/api/cancel-reserved-reservation', { headers: API_HEADERS, data: { holdId: content.holdId } });
      expect(await availablePoints(request, token)).toBe(before);
    });

    test('a hold refused for points beyond the balance (POINTS_INSUFFICIENT, injected) says so; axe clean', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const { email: member } = await freshMember(request, { points: 30_000 });
      await openSummary(page, refusedStay!, member);
      const slider = checkout(page).getByRole('slider', { name: p('sliderLabel') });
      await tabTo(page, slider);
      await page.keyboard.press('PageUp');
      await expect(slider).toHaveAttribute('aria-valuenow', '1000');
      const rule = { match: '/api/v2/checkout/hold', kind: 'error', status: 409, errorCode: 'POINTS_INSUFFICIENT' };
      await context.addCookies([{ name: 'stay-sandbox-faults', value: encodeURIComponent(JSON.stringify([rule])), url: baseURL ?? '' }]);
      await tabTo(page, checkout(page).getByRole('button', { name: t('pay'), exact: true }));
      await page.keyboard.press('Enter');
      await expect(page.getByText(catalogueText('shared/ui/booking-errors', language, 'pointsInsufficient'))).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });
}
