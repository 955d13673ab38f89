import type { Language } from '../../shared/domain/languages';
import { testDay } from '../../testing/clock';
import { isSellable } from '../../testing/sellable-stays';
import { expect, test, type BrowserContext, type Page } from './test';
import { accessibilityViolations, collectConsole, holdResponses } from './helpers';
import { catalogueText } from './messages';
import { loginDialog, submitLogin } from './account';

/** Issue 15 item 1: the select-apartment-and-rates page from a deep link, in English and Arabic. */
const HOTEL = 'SGORCH';
const FOLDER = 'widgets/rate-selector';

const ONE_ADULT = [{ numberOfAdult: 1, numberOfChildren: 0 }];

interface SandboxRoomRate {
  ratePlanCode: string;
  roomTypeCode: string;
  rateBreakDown: { price: number }[];
  displayTotalBeforeTax: number;
  totalTax: number;
}
interface SandboxRates {
  available: boolean;
  currencyCode: string;
  reasons?: string[];
  standardRates: { roomRates: SandboxRoomRate[] };
  memberExclusives: { roomRates: (SandboxRoomRate & { ratePlanName: string; roomTypeName: string })[] };
}

async function sandboxRates(page: Page, arrive: string, depart: string): Promise<SandboxRates> {
  const response = await page.request.post('/api/v2/property/search-property-rate', {
    headers: { 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key' },
    data: { hotelCode: HOTEL, startDate: arrive, endDate: depart, apartmentList: ONE_ADULT },
  });
  return ((await response.json()) as { content: SandboxRates }).content;
}

/**
 * The first stay of `nights` from 30 days ahead that the seed sells (or not) and the sandbox answers
 * available (or not): other tests' holds can take the last units of a stay the seed sells.
 */
async function findStay(page: Page, nights: number, available: boolean) {
  for (let offset = 30; offset < 120; offset += 1) {
    const arrive = testDay(offset);
    if (isSellable(HOTEL, arrive, nights, { rooms: ONE_ADULT }) !== available) continue;
    const depart = testDay(offset + nights);
    const answer = await sandboxRates(page, arrive, depart);
    if (answer.available === available) return { arrive, depart, answer };
  }
  throw new Error('no such stay');
}

const pageOf = (language: Language, stay: { arrive: string; depart: string }, extra = '') =>
  `/${language}/booking/select-apartment-and-rates/?hotel=${HOTEL}&dateType=3&arrive=${stay.arrive}&depart=${stay.depart}${extra}`;

async function faults(context: BrowserContext, baseURL: string | undefined, rules: unknown[]): Promise<void> {
  await context.addCookies([{ name: 'stay-sandbox-faults', value: encodeURIComponent(JSON.stringify(rules)), url: baseURL! }]);
}

const selector = (page: Page) => page.locator('stay-rate-selector');
const rows = (page: Page) => selector(page).locator('[role="tabpanel"] [data-rate-plan]');

for (const language of ['en', 'ar'] as const) {
  const text = (id: string, values?: Record<string, string | number>) => catalogueText(FOLDER, language, id, values);

  test.describe(`select apartment and rates (${language})`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('loading and loaded are axe clean, prices agree with the sandbox, tabs work by keyboard', async ({ page }) => {
      const console = collectConsole(page);
      const stay = await findStay(page, 2, true);
      const release = await holdResponses(page, '**/v2/property/search-property-rate*');
      await page.goto(pageOf(language, stay, '&discountCode=ACME&discountCodeType=3'));
      await expect(
        selector(page)
          .getByRole('status')
          .filter({ hasText: text('loading') }),
      ).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      release();

      await expect(rows(page)).toHaveCount(stay.answer.standardRates.roomRates.length);
      expect(await accessibilityViolations(page)).toEqual([]);
      const currency = stay.answer.currencyCode;
      if (language === 'en') {
        const money = new Intl.NumberFormat('en', { style: 'currency', currency });
        for (const rate of stay.answer.standardRates.roomRates) {
          const row = selector(page).locator(`[data-room-type="${rate.roomTypeCode}"] [data-rate-plan="${rate.ratePlanCode}"]`);
          await expect(row.locator('.stay-rate-selector__total')).toHaveText(
            text('total', { total: money.format(rate.displayTotalBeforeTax), tax: money.format(rate.totalTax) }),
          );
        }
      } else {
        await expect(selector(page).locator('.stay-rate-selector__total[data-currency]').first()).toHaveAttribute(
          'data-currency',
          currency,
        );
      }

      // Tabs by keyboard (APG): the corporate code adds the corporate tab; forward is Right in English, Left in Arabic.
      const tabs = selector(page).getByRole('tab');
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      const count = await tabs.count();
      expect(count).toBeGreaterThan(1);
      await tabs.first().focus();
      await page.keyboard.press(language === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.nth(1)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(tabs.first()).toBeFocused();
      await page.keyboard.press('End');
      await expect(tabs.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Tab');
      await expect(selector(page).getByRole('tabpanel')).toBeFocused();
      expect(console.errors).toEqual([]);
    });

    test('a filter in the address survives a reload', async ({ page }) => {
      const stay = await findStay(page, 2, true);
      await page.goto(pageOf(language, stay));
      const all = stay.answer.standardRates.roomRates;
      await expect(rows(page)).toHaveCount(all.length);
      const nightly = all.map((rate) => rate.displayTotalBeforeTax / 2).sort((a, b) => a - b);
      const limit = Math.floor(nightly[0]!) + 1;
      const cheap = nightly.filter((price) => price <= limit).length;
      await selector(page)
        .getByRole('textbox', { name: text('priceTo', { currency: stay.answer.currencyCode }) })
        .fill(String(limit));
      await expect(rows(page)).toHaveCount(cheap);
      await expect(page).toHaveURL(new RegExp(`[?&]price=-${limit}(&|$)`));
      await page.reload();
      await expect(rows(page)).toHaveCount(cheap);
      await expect(selector(page).getByRole('textbox', { name: text('priceTo', { currency: stay.answer.currencyCode }) })).toHaveValue(
        String(limit),
      );
    });

    test('an unavailable stay and a failed call are said, and axe clean', async ({ page, context, baseURL }) => {
      const closed = await findStay(page, 1, false);
      await page.goto(pageOf(language, closed));
      await expect(selector(page).getByRole('heading', { name: text('unavailable') })).toBeVisible();
      await expect(selector(page).getByRole('grid').first()).toBeVisible();
      await expect(selector(page).locator('[role="grid"][aria-busy="true"]')).toHaveCount(0);
      expect(await accessibilityViolations(page)).toEqual([]);

      const open = await findStay(page, 2, true);
      await faults(context, baseURL, [{ match: 'v2/property/search-property-rate', kind: 'error', status: 500 }]);
      await page.goto(pageOf(language, open));
      await expect(selector(page).getByRole('alert')).toContainText(text('failure'));
      expect(await accessibilityViolations(page)).toEqual([]);
      await context.clearCookies({ name: 'stay-sandbox-faults' });
      await selector(page)
        .getByRole('button', { name: text('retry') })
        .click();
      await expect(rows(page)).toHaveCount(open.answer.standardRates.roomRates.length);
    });
  });
}

test.describe('select apartment and rates: a member rate chosen by a guest', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('opens the login, and the selection continues after it: the rate is in the cart, keyboard alone', async ({ page }) => {
    const stay = await findStay(page, 2, true);
    const memberRate = stay.answer.memberExclusives.roomRates[0]!;
    await page.goto(pageOf('en', stay));
    const text = (id: string, values?: Record<string, string | number>) => catalogueText(FOLDER, 'en', id, values);
    const tabs = selector(page).getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(selector(page).getByRole('tab', { name: text('package.memberExclusives') })).toHaveAttribute('aria-selected', 'true');
    const choose = selector(page)
      .locator(`[data-room-type="${memberRate.roomTypeCode}"] [data-rate-plan="${memberRate.ratePlanCode}"]`)
      .getByRole('button', { name: /^Select / });
    await choose.focus();
    await page.keyboard.press('Enter');
    await expect(loginDialog(page)).toBeVisible();
    await expect(
      selector(page)
        .getByRole('status')
        .filter({ hasText: text('loginToContinue') }),
    ).toBeVisible();
    await submitLogin(page, 'classic@demo.stay.example');
    await expect(loginDialog(page)).toBeHidden();
    const added = text('added', { apartment: memberRate.roomTypeName, rate: memberRate.ratePlanName });
    await expect(selector(page).locator('.stay-rate-selector__announcement')).toHaveText(added);
    // The cart summary beside the rates follows the cart store.
    await expect(page.locator('stay-cart')).toContainText(memberRate.ratePlanName);
  });
});
