import { fractionDigitsOf } from '../../shared/domain/currency';
import { intlLocale, type Language } from '../../shared/domain/languages';
import { sumLines } from '../../shared/domain/money';
import { testNowMs } from '../../testing/clock';
import { sellableStay } from '../../testing/sellable-stays';
import { accessibilityViolations } from './helpers';
import { guestCartItem, seedGuestCart } from './guest-cart';
import { catalogueText } from './messages';
import { expect, test, type APIRequestContext, type Page } from './test';

/*
 * Issue 28 item 2, "Done when": the summary, the hosted payment page and the confirmation say the
 * same, in English and Arabic, against the sandbox. Two Studios at SGORCH: one on the Best
 * Available Rate (the card guarantees it; paid at the property), one on Advance Purchase
 * Non-Refundable (prepaid, isOpg: paid now; booking spec §3 "Payment types", §5). The summary
 * shows pay-now and due; the hold's plan (read from its answer) says the same; the payment session
 * is asked for exactly the pay-now amount and the hosted page shows it; after Approve the
 * confirmation's paid and due are the summary's, and the sandbox's statusReservation records
 * them to the cent. Two Best Available Rate Studios charge nothing now (a card guarantee).
 */
const SUMMARY = 'widgets/checkout/summary';
const CHECKOUT = 'widgets/checkout';
const API_HEADERS = { 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key' };
/** Days ahead where each test starts looking for its nights, away from the other checkout specs' (60 to 168). */
const OFFSETS = { mixed: 180, guarantee: 192 } as const;
const TWO_STUDIOS = [
  { numberOfAdult: 2, numberOfChildren: 0 },
  { numberOfAdult: 2, numberOfChildren: 0 },
];

/** The hold answer's payment plan (issue 28 contract), major units. */
interface HeldPlan {
  payNow: number;
  dueAtProperty: number;
  currencyCode: string;
  guaranteeOnly: boolean;
  cardRequired: boolean;
  lines: { shoppingCartItemId: string; mode: string; payNow: number; dueAtProperty: number }[];
}

interface Stay {
  start: string;
  end: string;
}

/** Two nights from `from` days ahead that the seed sells for two Studios and that still have two Studios free (other tests hold some). */
async function twoStudioNights(request: APIRequestContext, from: number): Promise<Stay> {
  let next = from;
  for (let attempt = 0; attempt < 9; attempt += 1) {
    const sellable = sellableStay({ hotelCode: 'SGORCH', apartmentTypeCode: 'STUD', nights: 2, rooms: TWO_STUDIOS, from: next });
    next = sellable.offset + 1;
    const free = await Promise.all(
      sellable.nights.map(async (date) => {
        const response = await request.get(`/__sandbox/inventory?hotelCode=SGORCH&roomTypeCode=STUD&date=${date}`);
        return ((await response.json()) as { content: { available: number } }).content.available;
      }),
    );
    if (free.every((available) => available >= 2)) return { start: sellable.arrive, end: sellable.depart };
  }
  throw new Error(`no two Studios free for two nights from ${from} days ahead`);
}

/** The sandbox's record of each reservation (booking §7 statusReservation): what was paid and what is due. */
async function recorded(request: APIRequestContext, confirmNos: readonly string[]): Promise<{ paid: number[]; due: number[] }> {
  const records = await Promise.all(
    confirmNos.map(async (confirmNo) => {
      const response = await request.post('/api/statusReservation', { headers: API_HEADERS, data: { confirmNo } });
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { content: { paid: number; due: number } }).content;
    }),
  );
  return { paid: records.map((record) => record.paid), due: records.map((record) => record.due) };
}

/** An amount as the kit writes it in `language` (`Intl` currency style, the currency's digits; booking §9), in the page's browser. */
function shownMoney(page: Page, language: Language, amount: number, currency: string): Promise<string> {
  return page.evaluate(
    ({ locale, value, code, digits }) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: code,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(value),
    { locale: intlLocale(language), value: amount, code: currency, digits: fractionDigitsOf(currency) },
  );
}

/** The number in an amount the sandbox's English hosted page writes ("SGD 1,251.46"). */
const amountIn = (text: string): number => Number(text.replace(/[^\d.]/g, ''));

for (const language of ['en', 'ar'] as const) {
  test.describe(`checkout money: summary, hosted payment and confirmation agree (${language})`, () => {
    test.describe.configure({ mode: 'serial' });
    const t = (id: string) => catalogueText(SUMMARY, language, id);
    const c = (id: string) => catalogueText(CHECKOUT, language, id);
    const shift = language === 'ar' ? 30 : 0;
    const checkout = (page: Page) => page.getByRole('region', { name: c('label') });
    const split = (page: Page) => checkout(page).locator('.stay-checkout-summary__pay-split');

    /**
     * The checkout's summary on a seeded guest cart of two Studios at `ratePlanCodes`, with the
     * guests' details in session storage as the checkout keeps them; the e-mail lives in the page
     * only, so it is typed on the guest details first, then Continue.
     */
    async function openSummary(page: Page, stay: Stay, ratePlanCodes: readonly [string, string]): Promise<void> {
      await page.goto(`/${language}/booking/checkout/?step=2`);
      const items = ratePlanCodes.map((ratePlanCode, index) =>
        guestCartItem({ id: `e2e-money-${index + 1}`, apartmentNumber: index + 1, startDate: stay.start, endDate: stay.end, ratePlanCode }),
      );
      await seedGuestCart(page, items);
      const guest = { salutation: 'Ms', firstName: 'Mei', lastName: 'Tan', phoneCountryCode: '+65', phone: '81234567' };
      await page.evaluate(
        ({ ids, details, now }) => {
          const apartments = Object.fromEntries(
            ids.map((id) => [id, { ...details, email: '', countryOfResidence: 'SG', arrivalTime: '', requests: '' }]),
          );
          sessionStorage.setItem('stay:guest-details', JSON.stringify({ value: { apartments, acceptConditions: true }, storedAt: now }));
        },
        { ids: items.map((item) => item.shoppingCartItemId), details: guest, now: testNowMs() },
      );
      await page.reload();
      const email = checkout(page)
        .getByRole('textbox', { name: c('field.email'), exact: true })
        .first();
      await email.fill(`mei.money.${Math.random().toString(36).slice(2)}@example.com`);
      await checkout(page)
        .getByRole('button', { name: c('continue') })
        .click();
      await expect(checkout(page).getByRole('heading', { name: t('stayHeading') })).toBeVisible();
      await expect(split(page).locator('[data-amount="pay-now"]')).toBeVisible();
    }

    /** Pay: the hold's plan as the sandbox answered it, and the amount the page asked the payment session for. */
    async function pay(page: Page): Promise<{ plan: HeldPlan; asked: number | undefined }> {
      // The hold's answer is read on its way to the page (route.fetch): the page leaves for the
      // hosted page right after it, and Chromium drops the body of a page that navigated away.
      let heldAnswer: (answer: { content: { payment: HeldPlan } }) => void = () => undefined;
      const held = new Promise<{ content: { payment: HeldPlan } }>((resolve) => (heldAnswer = resolve));
      await page.route(
        (url) => url.pathname === '/api/v2/checkout/hold',
        async (route) => {
          const response = await route.fetch();
          const body = await response.text();
          if (route.request().method() === 'POST' && response.ok()) heldAnswer(JSON.parse(body) as { content: { payment: HeldPlan } });
          await route.fulfill({ response, body });
        },
      );
      const token = page.waitForRequest((sent) => sent.url().includes('/api/checkout/create-token-url'));
      await checkout(page)
        .getByRole('button', { name: t('pay'), exact: true })
        .click();
      await page.waitForURL(/\/__sandbox\/payment\//);
      const plan = (await held).content.payment;
      const asked = ((await token).postDataJSON() as { amount?: number }).amount;
      return { plan, asked };
    }

    /** The hosted page's "Pay now" figure. */
    const hostedPayNow = async (page: Page) => amountIn((await page.locator('dt:text-is("Pay now") + dd').textContent()) ?? '');

    /** Approve on the hosted page; the confirmation's page with the booking's numbers. */
    async function approve(page: Page): Promise<string[]> {
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.waitForURL(new RegExp(`/${language}/booking/confirmation/\\?confirmNo=[^,&]+,[^,&]+$`));
      return (new URL(page.url()).searchParams.get('confirmNo') ?? '').split(',');
    }

    /** The confirmation's paid and due for the whole booking, as shown. */
    async function confirmedAmounts(page: Page): Promise<{ paid: string | null; due: string | null }> {
      const amounts = page.locator('stay-reservation-confirmation .stay-reservation-confirmation__booking-amounts');
      await expect(amounts).toBeVisible();
      return {
        paid: await amounts.locator('[data-amount="paid"]').textContent(),
        due: await amounts.locator('[data-amount="due"]').textContent(),
      };
    }

    test('a mixed stay: the summary shows pay now and due, the hosted page asks for exactly the pay-now amount, the confirmation and the sandbox record the same', async ({
      page,
      request,
    }) => {
      const stay = await twoStudioNights(request, OFFSETS.mixed + shift);
      await openSummary(page, stay, ['BAR', 'NRF']);
      const payNow = await split(page).locator('[data-amount="pay-now"]').textContent();
      const due = await split(page).locator('[data-amount="due-at-property"]').textContent();
      // Apartment 1 (Best Available Rate) is due at the property, apartment 2 (Non-Refundable, prepaid) paid now.
      const apartments = checkout(page).locator('.stay-checkout-summary__apartment');
      await expect(apartments.nth(0).locator('[data-amount="due-at-property"]')).toHaveText(due ?? '');
      await expect(apartments.nth(0).locator('[data-amount="pay-now"]')).toHaveCount(0);
      await expect(apartments.nth(1).locator('[data-amount="pay-now"]')).toHaveText(payNow ?? '');
      await expect(apartments.nth(1).locator('[data-amount="due-at-property"]')).toHaveCount(0);
      await expect(checkout(page).getByText(t('guaranteeOnly'))).toHaveCount(0);
      expect(await accessibilityViolations(page, 'stay-checkout')).toEqual([]);

      const { plan, asked } = await pay(page);
      expect(plan.payNow).toBeGreaterThan(0);
      expect(plan.dueAtProperty).toBeGreaterThan(0);
      expect(plan.lines.map((line) => line.mode)).toEqual(['guarantee', 'prepaid']);
      // What the summary showed is the hold's plan, to the cent.
      expect(payNow).toBe(await shownMoney(page, language, plan.payNow, 'SGD'));
      expect(due).toBe(await shownMoney(page, language, plan.dueAtProperty, 'SGD'));
      // The session is asked for the pay-now amount (never the stay's total), and the hosted page asks for exactly it.
      expect(asked).toBe(plan.payNow);
      expect(await hostedPayNow(page)).toBe(plan.payNow);

      const confirmNos = await approve(page);
      expect(await confirmedAmounts(page)).toEqual({ paid: payNow, due });
      expect(await accessibilityViolations(page, 'stay-reservation-confirmation')).toEqual([]);
      const record = await recorded(request, confirmNos);
      expect([sumLines(record.paid, 'SGD'), sumLines(record.due, 'SGD')]).toEqual([plan.payNow, plan.dueAtProperty]);
    });

    test('a stay the card only guarantees: nothing is charged now, on the summary, the hosted page, the confirmation and the sandbox', async ({
      page,
      request,
    }) => {
      const stay = await twoStudioNights(request, OFFSETS.guarantee + shift);
      await openSummary(page, stay, ['BAR', 'BAR']);
      await expect(checkout(page).getByText(t('guaranteeOnly'))).toBeVisible();
      const payNow = await split(page).locator('[data-amount="pay-now"]').textContent();
      const due = await split(page).locator('[data-amount="due-at-property"]').textContent();
      expect(payNow).toBe(await shownMoney(page, language, 0, 'SGD'));
      expect(await accessibilityViolations(page, 'stay-checkout')).toEqual([]);

      const { plan, asked } = await pay(page);
      expect(plan).toMatchObject({ payNow: 0, guaranteeOnly: true, cardRequired: true });
      expect(due).toBe(await shownMoney(page, language, plan.dueAtProperty, 'SGD'));
      expect(asked ?? 0).toBe(0);
      expect(await hostedPayNow(page)).toBe(0);

      const confirmNos = await approve(page);
      expect(await confirmedAmounts(page)).toEqual({ paid: payNow, due });
      const record = await recorded(request, confirmNos);
      expect([sumLines(record.paid, 'SGD'), sumLines(record.due, 'SGD')]).toEqual([0, plan.dueAtProperty]);
    });
  });
}
