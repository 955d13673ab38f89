import { fractionDigitsOf } from '../../shared/domain/currency';
import { intlLocale } from '../../shared/domain/languages';
import { testDay, testNowMs } from '../../testing/clock';
import { isSellable } from '../../testing/sellable-stays';
import { DEMO_PASSWORD } from './account';
import { accessibilityViolations, tabTo } from './helpers';
import { guestCartItem, seedGuestCart } from './guest-cart';
import { catalogueText } from './messages';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './test';

/*
 * Vouchers (issue 17 item 2; loyalty spec §3-§5, §7, §8; booking §4-§5), in English and Arabic,
 * against the sandbox's voucher store: gold@ applies a free-stay voucher at checkout and the total
 * drops by the sandbox's amount; a voucher needing 3 nights on a 2-night stay shows its category's
 * minimum-stay message; an injected 330 shows its message; linking a voucher gold@ already holds
 * shows E142's. All by keyboard, axe clean in each state. Applying only checks: the shared
 * sandbox's vouchers stay as they are.
 */
const VOUCHERS = 'widgets/checkout/summary/vouchers';
const ACTIONS = 'widgets/member-dashboard/voucher-actions';
const CHECKOUT = 'widgets/checkout';
const API_HEADERS = { 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key' };

async function memberToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/authen/login', {
    headers: API_HEADERS,
    data: { email: 'gold@demo.stay.example', password: DEMO_PASSWORD },
  });
  return ((await response.json()) as { content: { token: string } }).content.token;
}

async function signIn(context: BrowserContext, baseURL: string, token: string, faults: unknown[] = []): Promise<void> {
  await context.addCookies([{ name: 'stay-member-token', value: encodeURIComponent(token), url: baseURL, sameSite: 'Lax' }]);
  if (faults.length)
    await context.addCookies([{ name: 'stay-sandbox-faults', value: encodeURIComponent(JSON.stringify(faults)), url: baseURL }]);
}

/** One Studio for two nights from `offset` days ahead that the seed sells and the sandbox prices, and its total. */
async function twoNights(request: APIRequestContext, offset: number) {
  for (let day = offset; day < offset + 20; day += 1) {
    if (!isSellable('SGORCH', testDay(day), 2, { apartmentTypeCode: 'STUD' })) continue;
    const item = guestCartItem({ id: 'e2e-voucher-1', apartmentNumber: 1, startDate: testDay(day), endDate: testDay(day + 2) });
    const validated = await request.post('/api/pre-booking-validate', {
      headers: API_HEADERS,
      data: { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', items: [item] },
    });
    if (!validated.ok()) continue;
    const { content } = (await validated.json()) as { content: { unavailableItemIds: string[]; totals: { total: number } } };
    if (content.unavailableItemIds.length === 0) return { item, total: content.totals.total };
  }
  throw new Error(`no bookable two nights from ${offset} days ahead`);
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`vouchers (${language})`, () => {
    const v = (id: string, values?: Record<string, string | number>) => catalogueText(VOUCHERS, language, id, values);
    const c = (id: string) => catalogueText(CHECKOUT, language, id);
    /** An amount as the page formats it (shared/i18n/format.ts formatCurrency), by the browser's Intl. */
    const money = (page: Page, amount: number) =>
      page.evaluate(
        ([locale, value, digits]) =>
          new Intl.NumberFormat(locale as string, {
            style: 'currency',
            currency: 'SGD',
            minimumFractionDigits: digits as number,
            maximumFractionDigits: digits as number,
          }).format(value as number),
        [intlLocale(language), amount, fractionDigitsOf('SGD')] as const,
      );
    const checkout = (page: Page) => page.getByRole('region', { name: c('label') });
    const section = (page: Page) => checkout(page).getByRole('region', { name: v('heading') });

    /** The summary step of a seeded one-Studio cart, signed in as gold@ (the e-mail typed on the guest details first). */
    async function openVouchers(page: Page, item: unknown): Promise<void> {
      await page.goto(`/${language}/booking/checkout/?step=1`);
      await seedGuestCart(page, [item]);
      // The guest details as the checkout keeps them (no e-mail in storage: the member's profile gives it).
      await page.evaluate(
        ({ id, storedAt }) => {
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
          sessionStorage.setItem(
            'stay:guest-details',
            JSON.stringify({ value: { apartments: { [id]: guest }, acceptConditions: true }, storedAt }),
          );
        },
        { id: 'e2e-voucher-1', storedAt: testNowMs() },
      );
      await page.reload();
      const email = checkout(page)
        .getByRole('textbox', { name: c('field.email'), exact: true })
        .first();
      await expect(email).toBeVisible();
      if ((await email.inputValue()) === '') await email.fill('gold@demo.stay.example');
      await checkout(page)
        .getByRole('button', { name: c('continue') })
        .click();
      const open = section(page).getByRole('button', { name: v('open') });
      await expect(open).toBeVisible();
      await tabTo(page, open);
      await page.keyboard.press('Enter');
      await expect(section(page).getByRole('group', { name: v('listLegend') })).toBeVisible();
    }

    async function applyByKeyboard(page: Page, code: string): Promise<void> {
      const radio = section(page).getByRole('radio', { name: new RegExp(code) });
      // A radio group is one Tab stop (its checked radio, or the first); the arrows move the choice.
      const checked = section(page).locator('input[type="radio"]:checked');
      if ((await checked.count()) === 0) {
        await tabTo(page, section(page).getByRole('radio').first());
        await page.keyboard.press('Space');
      } else {
        await tabTo(page, checked);
      }
      for (let step = 0; step < 8 && !(await radio.isChecked()); step += 1) await page.keyboard.press('ArrowDown');
      await expect(radio).toBeChecked();
      await tabTo(page, section(page).getByRole('button', { name: v('apply') }));
      await page.keyboard.press('Enter');
    }

    test('a free-stay voucher applies: the total drops by the sandbox amount; too short a stay shows the category message', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      test.slow();
      const token = await memberToken(request);
      await signIn(context, baseURL!, token);
      const { item, total } = await twoNights(request, language === 'en' ? 150 : 175);
      // What the sandbox takes off this stay for GLD-FREE-1N.
      const stay = {
        totalChargeIncludeTax: total,
        hotelCode: 'SGORCH',
        checkinDate: item.startDate,
        checkoutDate: item.endDate,
        currencyCode: 'SGD',
      };
      const applied = await request.post('/api/loyalty/vouchers/validate-apply-voucher-booking', {
        headers: { ...API_HEADERS, Authorization: `Bearer ${token}` },
        data: { ...stay, voucherCode: 'GLD-FREE-1N' },
      });
      const amount = ((await applied.json()) as { content: { amountRedeemed: number } }).content.amountRedeemed;
      expect(amount).toBeGreaterThan(0);

      await openVouchers(page, item);
      // The 3-night voucher says why it does not apply, in its category's words (booking §5).
      const tooShort = v('minimumLengthOfStay', { nights: 3 });
      await expect(section(page).getByText(tooShort)).toBeVisible();
      expect(await accessibilityViolations(page, 'stay-checkout')).toEqual([]);
      await applyByKeyboard(page, 'GLD-STAY3-FREE');
      await expect(section(page).getByRole('alert')).toHaveText(tooShort);
      expect(await accessibilityViolations(page, 'stay-checkout')).toEqual([]);

      await applyByKeyboard(page, 'GLD-FREE-1N');
      const status = section(page).getByRole('status');
      await expect(status).toContainText(v('applied', { code: 'GLD-FREE-1N', amount: await money(page, amount) }));
      await expect(status).toContainText(v('totalAfter', { total: await money(page, total - amount) }));
      await expect(status).toContainText(v('promoCarried', { promoCode: 'VFREE1' }));
      expect(await accessibilityViolations(page, 'stay-checkout')).toEqual([]);
    });

    test('an injected 330 shows its message', async ({ page, context, request, baseURL }) => {
      const token = await memberToken(request);
      await signIn(context, baseURL!, token, [{ match: 'validate-apply-voucher-booking', kind: 'error', status: 409, errorCode: '330' }]);
      const { item } = await twoNights(request, language === 'en' ? 200 : 225);
      await openVouchers(page, item);
      await applyByKeyboard(page, 'GLD-FREE-1N');
      await expect(section(page).getByRole('alert')).toHaveText(v('outOfStock'));
      expect(await accessibilityViolations(page, 'stay-checkout')).toEqual([]);
    });

    test('linking a voucher already linked shows E142 message', async ({ page, context, request, baseURL }) => {
      const a = (id: string) => catalogueText(ACTIONS, language, id);
      const dashboardText = (id: string) => catalogueText('widgets/member-dashboard', language, id);
      await signIn(context, baseURL!, await memberToken(request));
      await page.goto(`/${language}/member/user-profile/`);
      const open = page.getByRole('button', { name: dashboardText('voucherCodesOpen') });
      await tabTo(page, open);
      await page.keyboard.press('Enter');
      const field = page.getByRole('textbox', { name: a('linkLabel') });
      await expect(field).toBeVisible();
      await tabTo(page, field);
      await page.keyboard.type('GLD-CASH-300');
      await page.keyboard.press('Enter');
      await expect(
        page
          .locator('stay-member-dashboard')
          .getByRole('alert')
          .filter({ hasText: a('alreadyLinked') }),
      ).toBeVisible();
      expect(await accessibilityViolations(page, 'stay-member-dashboard')).toEqual([]);
    });
  });
}
