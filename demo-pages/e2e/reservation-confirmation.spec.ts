import { intlLocale, type Language } from '../../shared/domain/languages';
import { testDay, uniqueSuffix } from '../../testing/clock';
import { accessibilityViolations, tabTo } from './helpers';
import { catalogueText } from './messages';
import { sellableOffset, type SeededStay } from './reservation-booking';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './test';

/*
 * The reservation confirmation (issue 16 item 2) in English and Arabic, after a real booking made
 * through the sandbox's API (contract calls 5-7): hold two apartments, create the payment token
 * URL, press the hosted payment page's Approve (its GET form's target), commit the signed result;
 * then the page shows the two confirmation numbers. GA4 `purchase` is pushed once, even after a
 * reload; axe finds nothing while loading, loaded, or for an unknown number.
 */
const API_HEADERS = { 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key' };
const FOLDER = 'shared/ui/reservation';
const text = (language: Language, id: string, values?: Record<string, string | number>) => catalogueText(FOLDER, language, id, values);
/** The booking: two Studios for 2 adults each, 3 nights. */
const TWO_STUDIOS: SeededStay = {
  hotelCode: 'SGORCH',
  apartmentTypeCode: 'STUD',
  nights: 3,
  rooms: [
    { numberOfAdult: 2, numberOfChildren: 0 },
    { numberOfAdult: 2, numberOfChildren: 0 },
  ],
};

function holdRoom(id: string, startOffset: number) {
  return {
    shoppingCartItemId: id,
    hotelCode: 'SGORCH',
    startDate: testDay(startOffset),
    endDate: testDay(startOffset + TWO_STUDIOS.nights),
    roomTypeCode: 'STUD',
    ratePlanCode: 'BAR',
    numberOfAdult: 2,
    acceptCondition: true,
    guestDetails: { salutation: 'Ms', firstName: 'Aiko', lastName: 'Tanaka', email: 'aiko.e2e@example.com' },
    addons: [{ serviceInventoryCode: 'BRKF', numberOfAdult: 2, numberOfChildren: 0, quantity: 0 }],
  };
}

async function post<T>(request: APIRequestContext, path: string, data: unknown, idempotencyKey?: string): Promise<T> {
  const response = await request.post(path, {
    headers: { ...API_HEADERS, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
    data,
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { content: T }).content;
}

/** Hold two Studios (all or nothing) on a stay the seed sells; other tests' holds can take the last ones: another stay is tried. */
async function holdTwoStudios(request: APIRequestContext, intent: string) {
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const offset = sellableOffset(TWO_STUDIOS, { from: 40, span: 250 });
    const response = await request.post('/api/v2/checkout/hold', {
      headers: { ...API_HEADERS, 'Idempotency-Key': `${intent}-hold-${attempt}` },
      data: { currencyCode: 'SGD', rooms: [holdRoom(`${intent}-1`, offset), holdRoom(`${intent}-2`, offset)] },
    });
    if (response.ok()) return ((await response.json()) as { content: { holdId: string; totals: { total: number } } }).content;
    expect(((await response.json()) as { errorCode: string }).errorCode).toMatch(/^SABRE_(322|378)$/);
  }
  throw new Error('No stay with two Studios left');
}

/** Hold → create-token-url → the payment page's Approve → commit: the booking's confirmation numbers. */
async function bookTwoApartments(request: APIRequestContext, language: Language): Promise<string[]> {
  const intent = `e2e-confirmation-${language}-${uniqueSuffix()}`;
  const hold = await holdTwoStudios(request, intent);
  const { paymentUrl } = await post<{ paymentUrl: string }>(request, '/api/checkout/create-token-url?mechantId=SGORCH', {
    holdId: hold.holdId,
    returnUrl: `/${language}/booking/checkout/?step=2`,
    // No amount: the server charges the hold's pay-now amount (issue 28; sandbox README "Payment contract").
    currencyCode: 'SGD',
  });
  const page = await request.get(paymentUrl);
  expect(await page.text()).toContain('name="outcome" value="approved"');
  const approved = await request.get(`${paymentUrl}/decide?outcome=approved`, { maxRedirects: 0 });
  const returned = new URL(approved.headers().location!, 'http://sandbox.invalid');
  const { confirmNos } = await post<{ confirmNos: string[] }>(
    request,
    '/api/v2/checkout/commit',
    { holdId: hold.holdId, paymentResult: returned.searchParams.get('paymentResult'), signature: returned.searchParams.get('signature') },
    `${intent}-commit`,
  );
  expect(confirmNos).toHaveLength(2);
  return confirmNos;
}

const purchases = (page: Page) =>
  page.evaluate(
    () =>
      (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'purchase') as {
        ecommerce: Record<string, unknown>;
      }[],
  );

async function slowReads(context: BrowserContext, baseURL: string | undefined, delayMs: number): Promise<void> {
  const rules = [{ match: 'statusReservation', kind: 'slow', delayMs }];
  await context.addCookies([{ name: 'stay-sandbox-faults', value: encodeURIComponent(JSON.stringify(rules)), url: baseURL! }]);
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(await accessibilityViolations(page, 'stay-reservation-confirmation')).toEqual([]);
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`reservation confirmation (${language})`, () => {
    const region = (page: Page) => page.getByRole('region', { name: text(language, 'label') });

    test('shows both confirmation numbers of a sandbox booking, pushes purchase once even after a reload, axe clean loading and loaded', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const confirmNos = await bookTwoApartments(request, language);
      // Long enough that the skeleton is still there on a loaded machine when the page has rendered.
      await slowReads(context, baseURL, 4000);
      await page.goto(`/${language}/booking/confirmation/?confirmNo=${confirmNos.join(',')}`);
      await expect(region(page).locator('.stay-skeleton').first()).toBeVisible();
      await expectAxeClean(page);
      await expect(region(page).getByRole('heading', { name: text(language, 'title') })).toBeVisible({ timeout: 10_000 });
      await context.clearCookies({ name: 'stay-sandbox-faults' });
      const numbers = region(page).locator('.stay-reservation-confirmation__number-list li');
      await expect(numbers).toHaveText(confirmNos);
      // The apartment type's name as the sandbox seeds it.
      const { roomTypeName } = await post<{ roomTypeName: string }>(request, '/api/statusReservation', { confirmNo: confirmNos[0] });
      for (const [index, confirmNo] of confirmNos.entries()) {
        const card = region(page)
          .getByRole('listitem')
          .filter({ hasText: text(language, 'confirmationNumber', { confirmNo }) });
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(
          text(language, 'apartment', { number: index + 1, name: roomTypeName }),
        );
        await expect(card.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
        await expect(card).toContainText('Aiko Tanaka');
        // Guests and add-on lines as the sandbox's own answer says them (held from the cart).
        const answer = await post<{
          paid: number;
          due: number;
          currencyCode: string;
          guests: { numberOfAdult: number; numberOfChildren: number }[];
          addons: { title: string; quantity: number; priceWithoutTax: number; tax: number }[];
        }>(request, '/api/statusReservation', { confirmNo });
        // Paid and due to the cent, formatted in the page (its ICU) as the widget does (2 digits for SGD).
        for (const field of ['paid', 'due'] as const) {
          const shown = await page.evaluate(
            ([locale, amount, currency]) =>
              new Intl.NumberFormat(locale, {
                style: 'currency',
                currency,
                minimumFractionDigits: 2,
                maximumFractionDigits: 2,
              }).format(amount),
            [intlLocale(language), answer[field], answer.currencyCode] as const,
          );
          await expect(card.locator(`[data-amount="${field}"]`)).toHaveText(shown);
        }
        const [guest] = answer.guests;
        await expect(card).toContainText(text(language, 'guests', { adults: guest!.numberOfAdult, children: guest!.numberOfChildren }));
        expect(answer.addons.length).toBeGreaterThan(0);
        for (const [line, addon] of answer.addons.entries()) {
          expect(addon.priceWithoutTax).toBeGreaterThan(0);
          await expect(card.locator('.stay-reservation-confirmation__addons li').nth(line)).toContainText(
            text(language, 'addonLine', { name: addon.title, quantity: addon.quantity }),
          );
        }
      }
      await expectAxeClean(page);

      // The step's §3 add-on records and the purchase's add-on items carry the sandbox's amounts (not 0).
      const answers = await Promise.all(
        confirmNos.map((confirmNo) =>
          post<{ addons: { AddonCode: string; quantity: number; priceWithoutTax: number; tax: number }[] }>(
            request,
            '/api/statusReservation',
            { confirmNo },
          ),
        ),
      );
      const sandboxLines = answers.flatMap((answer) =>
        answer.addons.map((addon) => ({
          AddonCode: addon.AddonCode,
          AddonPropertyRate: addon.priceWithoutTax,
          AddonPropertyTax: addon.tax,
          AddonQty: addon.quantity,
        })),
      );
      const step = await page.evaluate(
        () =>
          (window.dataLayer ?? []).find((entry) => (entry as { event?: string }).event === 'booking-reservation-confirmation') as {
            addons: Record<string, unknown>[];
          },
      );
      expect(step.addons).toMatchObject(sandboxLines);

      await expect.poll(() => purchases(page)).toHaveLength(1);
      const [purchase] = await purchases(page);
      expect(purchase!.ecommerce).toMatchObject({ transaction_id: confirmNos.join(','), currency: 'SGD' });
      const itemPrices = (purchase!.ecommerce.items as { price: number }[]).map((item) => item.price);
      for (const line of sandboxLines) expect(itemPrices).toContain(line.AddonPropertyRate);
      expect(JSON.stringify(await page.evaluate(() => window.dataLayer))).not.toMatch(/aiko|tanaka|@|token/i);

      await page.reload();
      await expect(numbers).toHaveText(confirmNos);
      await expect
        .poll(() =>
          page.evaluate(() =>
            (window.dataLayer ?? []).some((entry) => (entry as { event?: string }).event === 'booking-reservation-confirmation'),
          ),
        )
        .toBe(true);
      expect(await purchases(page)).toHaveLength(0);
    });

    test('prints and shares with a friend by keyboard alone', async ({ page, request }) => {
      const confirmNos = await bookTwoApartments(request, language);
      await page.addInitScript(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
        };
      });
      await page.goto(`/${language}/booking/confirmation/?confirmNo=${confirmNos.join(',')}`);
      const print = region(page).getByRole('button', { name: text(language, 'print') });
      await tabTo(page, print);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      await expect(region(page).locator('.stay-reservation-confirmation__print-view')).toHaveAttribute('data-ready', 'true');
      await expect(region(page).locator('.stay-reservation-confirmation__print-view h1')).toHaveCount(2);

      const email = region(page).getByRole('textbox', { name: text(language, 'shareEmail') });
      await tabTo(page, email);
      await page.keyboard.type('friend.e2e@example.com');
      await page.keyboard.press('Enter');
      await expect(region(page).getByRole('status').filter({ hasText: 'friend.e2e@example.com' })).toHaveText(
        text(language, 'shareSent', { email: 'friend.e2e@example.com' }),
      );
      await expectAxeClean(page);
    });

    test('an unknown confirmation number says so with the lookup and the home page, axe clean; a bad value is ignored with a warning', async ({
      page,
    }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(`/${language}/booking/confirmation/?confirmNo=SR0000001,<bad>`);
      const alert = region(page).getByRole('alert');
      await expect(alert).toContainText(text(language, 'notFound'));
      await expect(alert.getByRole('link', { name: text(language, 'lookup') })).toHaveAttribute(
        'href',
        `/${language}/booking/property-listing/search-for-reservation`,
      );
      await expect(alert.getByRole('link', { name: text(language, 'home') })).toHaveAttribute('href', `/${language}/`);
      expect(warnings.filter((warning) => warning.includes('<stay-reservation-confirmation>') && warning.includes('<bad>'))).toHaveLength(
        1,
      );
      await expectAxeClean(page);
    });
  });
}
