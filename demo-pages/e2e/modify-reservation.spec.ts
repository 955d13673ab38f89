import type { Language } from '../../shared/domain/languages';
import { countryName } from '../../shared/domain/countries';
import { testDay, testNowMs, uniqueSuffix } from '../../testing/clock';
import { DEMO_PASSWORD } from './account';
import { freshMember } from './fresh-member';
import { accessibilityViolations, chooseByKeyboard, tabTo } from './helpers';
import { catalogueText } from './messages';
import { bookThroughApi, post, sellableOffsets, type OffsetRange, type SeededStay } from './reservation-booking';
import { expect, test, type APIRequestContext, type Page } from './test';

/*
 * The modify-reservation flow (issue 18, helper C) in English and Arabic: a guest's booking made
 * through the sandbox's API; the flow started as `beginModify` stores it (the manage page, helper
 * A's, calls it; here the record is stored the same way); the rates page shows "Changing
 * reservation SR…" (axe clean) with a way to leave; the modification committed through
 * POST /api/checkout/modify leaves one reservation with the new dates and the old nights bookable
 * again; a modify failing at commit (an injected fault) leaves the original untouched.
 */
const API_HEADERS = { 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key' };
const FOLDER = 'widgets/modify-banner';
const text = (language: Language, id: string, values?: Record<string, string | number>) => catalogueText(FOLDER, language, id, values);
/** What every booking and change of this file asks of the seed: a One Bedroom for 2 adults, 2 nights. */
const ONE_BEDROOM: SeededStay = { hotelCode: 'SGORCH', apartmentTypeCode: 'ONEB', nights: 2 };

function holdRoom(id: string, startOffset: number, nights = 2) {
  return {
    shoppingCartItemId: id,
    hotelCode: 'SGORCH',
    startDate: testDay(startOffset),
    endDate: testDay(startOffset + nights),
    roomTypeCode: 'ONEB',
    ratePlanCode: 'BAR',
    numberOfAdult: 2,
    acceptCondition: true,
    guestDetails: { salutation: 'Ms', firstName: 'Aiko', lastName: 'Tanaka', email: 'aiko.modify@example.com' },
    addons: [{ serviceInventoryCode: 'BRKF', numberOfAdult: 2, numberOfChildren: 0, quantity: 0 }],
  };
}

/**
 * Hold → payment page Approve → commit: one reservation on a stay that has a unit left. `extra`:
 * more hold-level fields (a voucher) and headers (the member's Authorization).
 */
async function book(
  request: APIRequestContext,
  intent: string,
  extra: { hold?: Record<string, unknown>; headers?: Record<string, string>; offsets?: OffsetRange } = {},
): Promise<{ confirmNo: string; offset: number }> {
  return bookThroughApi(request, {
    intent,
    offsets: { from: 60, span: 200 },
    stay: ONE_BEDROOM,
    ...extra,
    rooms: (offset) => [holdRoom(`${intent}-1`, offset)],
  });
}

interface Night {
  reserved: number;
  available: number;
}
async function night(request: APIRequestContext, date: string): Promise<Night> {
  const response = await request.get(`/__sandbox/inventory?hotelCode=SGORCH&roomTypeCode=ONEB&date=${date}`);
  return ((await response.json()) as { content: Night }).content;
}

/** What `beginModify(record)` stores (shared/store/modify-session.ts; the storage entry's `{ value, storedAt }`). */
async function startModifying(page: Page, record: Record<string, unknown>): Promise<void> {
  await page.evaluate(({ value, storedAt }) => sessionStorage.setItem('stay:modify-reservation', JSON.stringify({ value, storedAt })), {
    value: record,
    storedAt: testNowMs(),
  });
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`modify a reservation (${language})`, () => {
    test('the rates show "Changing reservation"; the change gives one reservation with the new dates and frees the old nights; leaving ends the flow', async ({
      page,
      request,
    }) => {
      const intent = `e2e-modify-${language}-${uniqueSuffix()}`;
      const { confirmNo, offset } = await book(request, intent);
      const found = await post<{ startDate: string; endDate: string; promotionType: number }>(
        request,
        '/api/loyalty/modify-reservation-cprv',
        { confirmNo },
      );
      expect(found.promotionType).toBe(0);
      await page.goto(
        `/${language}/booking/select-apartment-and-rates/?hotel=SGORCH&dateType=3&arrive=${testDay(offset + 3)}&depart=${testDay(offset + 5)}`,
      );
      await startModifying(page, {
        confirmNo,
        pointsRedeemed: 0,
        returnVoucher: false,
        promotionType: 0,
        hotelCode: 'SGORCH',
        startDate: found.startDate,
        endDate: found.endDate,
      });
      await page.reload();
      const banner = page.getByRole('region', { name: text(language, 'changing', { confirmNo }) });
      await expect(banner).toBeVisible({ timeout: 15_000 });
      expect(await accessibilityViolations(page, 'stay-modify-banner')).toEqual([]);

      // The change committed (the sandbox's modify call): one reservation, new dates, old nights free again.
      // Later dates the seed sells; other tests' holds can take the last One Bedroom: a refused change
      // (SABRE_322) leaves the booking as it was, so the next is tried.
      const before = await night(request, testDay(offset));
      const later = sellableOffsets(ONE_BEDROOM, { from: offset + 3, span: 32 });
      let modified: { reservation: { confirmNo: string; startDate: string; endDate: string } } | undefined;
      let newStart = offset + 3;
      for (let attempt = 0; attempt < later.length && !modified; attempt += 1) {
        newStart = later[attempt]!;
        const response = await request.post(`/api/checkout/modify?confirmNo=${confirmNo}`, {
          headers: { ...API_HEADERS, 'Idempotency-Key': `${intent}-modify-${attempt}` },
          data: {
            currencyCode: 'SGD',
            rooms: [
              {
                ...holdRoom(`${intent}-1`, newStart),
                addons: [{ serviceInventoryCode: 'BRKF', numberOfAdult: 1, numberOfChildren: 0, quantity: 0 }],
              },
            ],
          },
        });
        if (response.ok()) modified = ((await response.json()) as { content: typeof modified }).content;
        else expect(((await response.json()) as { errorCode: string }).errorCode).toBe('SABRE_322');
      }
      if (!modified) throw new Error('No later stay with a One Bedroom left');
      expect(modified.reservation).toMatchObject({ confirmNo, startDate: testDay(newStart), endDate: testDay(newStart + 2) });
      expect(await night(request, testDay(offset))).toMatchObject({ reserved: before.reserved - 1, available: before.available + 1 });
      const status = await post<{ confirmNo: string; startDate: string; addons: { numberOfAdult: number }[] }>(
        request,
        '/api/statusReservation',
        { confirmNo },
      );
      expect(status).toMatchObject({ confirmNo, startDate: testDay(newStart) });

      // Leaving: the banner gives way to a status message, the flow is over.
      await banner.getByRole('button', { name: text(language, 'leave') }).click();
      await expect(page.getByRole('status').filter({ hasText: text(language, 'left', { confirmNo }) })).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('stay:modify-reservation'))).toBeNull();
      expect(await accessibilityViolations(page, 'stay-rate-selector')).toEqual([]);
    });

    test('a modify failing at commit (injected fault) leaves the original untouched', async ({ page, context, request, baseURL }) => {
      const intent = `e2e-modify-fail-${language}-${uniqueSuffix()}`;
      const { confirmNo, offset } = await book(request, intent);
      const before = await night(request, testDay(offset));
      await context.addCookies([
        {
          name: 'stay-sandbox-faults',
          value: encodeURIComponent(JSON.stringify([{ match: '/api/checkout/modify', kind: 'error', status: 409, errorCode: 'E110' }])),
          url: baseURL!,
        },
      ]);
      const failed = await page.request.post(`/api/checkout/modify?confirmNo=${confirmNo}`, {
        headers: API_HEADERS,
        data: { currencyCode: 'SGD', rooms: [holdRoom(`${intent}-1`, offset + 5)] },
      });
      expect(failed.status()).toBe(409);
      expect(((await failed.json()) as { errorCode: string }).errorCode).toBe('E110');
      const status = await post<{ startDate: string; endDate: string; status: string }>(request, '/api/statusReservation', { confirmNo });
      expect(status).toMatchObject({ startDate: testDay(offset), endDate: testDay(offset + 2), status: 'Reserved' });
      expect(await night(request, testDay(offset))).toEqual(before);
    });
  });
}

/*
 * The whole modify flow in the browser (issue 18 "Done when"): a guest finds the booking on the
 * manage page, starts the change, picks new dates and a rate on the rates page (the banner shows the
 * booking being changed), changes the add-ons on the cart page, gives the guest details, and
 * "Confirm the change" commits it through checkout/modify: the confirmation shows the same number,
 * the sandbox holds one reservation with the new dates and add-ons, and the old nights are bookable
 * again. A voucher reservation (a fresh member's own voucher) changed the same way stays promotion
 * type 5.
 */
type Texts = (folder: string, id: string, values?: Record<string, string | number>) => string;

/** The manage page: find the booking by number and e-mail, start the change; the rates page shows the banner. */
async function startChangeInBrowser(page: Page, language: Language, t: Texts, confirmNo: string): Promise<void> {
  await page.goto(`/${language}/booking/property-listing/search-for-reservation/`);
  const manage = page.getByRole('region', { name: t('widgets/manage-reservation', 'label') });
  await manage.getByRole('textbox', { name: t('widgets/manage-reservation', 'confirmNo') }).fill(confirmNo);
  await manage.getByRole('textbox', { name: t('widgets/manage-reservation', 'email') }).fill('aiko.modify@example.com');
  await manage.getByRole('button', { name: t('widgets/manage-reservation', 'find') }).click();
  await manage.getByRole('button', { name: t('widgets/manage-reservation', 'modify') }).click();
  await page.waitForURL(/\/booking\/select-apartment-and-rates\/?\?/);
  await expect(page.getByRole('region', { name: text(language, 'changing', { confirmNo }) })).toBeVisible();
}

/**
 * New dates the seed sells with a One Bedroom that still have one at the best available rate (other
 * tests hold units too): its first day's offset.
 */
async function laterStayWithOneBedroom(request: APIRequestContext, offset: number): Promise<number> {
  const later = sellableOffsets(ONE_BEDROOM, { from: offset + 3, span: 58 });
  for (const newStart of later) {
    const response = await request.post('/api/v2/property/search-property-rate', {
      headers: API_HEADERS,
      data: {
        hotelCode: 'SGORCH',
        startDate: testDay(newStart),
        endDate: testDay(newStart + 2),
        apartmentList: [{ numberOfAdult: 2, numberOfChildren: 0 }],
      },
    });
    const rates = (
      (await response.json()) as {
        content: { standardRates: { roomRates: { roomTypeCode: string; ratePlanCode: string; numberOfUnits: number }[] } };
      }
    ).content;
    if (rates.standardRates.roomRates.some((rate) => rate.roomTypeCode === 'ONEB' && rate.ratePlanCode === 'BAR' && rate.numberOfUnits > 0))
      return newStart;
  }
  throw new Error('No later stay with a One Bedroom left');
}

/** The rates page at the new dates: the One Bedroom's best available rate, then the cart. */
async function chooseNewStay(page: Page, language: Language, t: Texts, newStart: number): Promise<void> {
  await page.goto(
    `/${language}/booking/select-apartment-and-rates/?hotel=SGORCH&dateType=3&arrive=${testDay(newStart)}&depart=${testDay(newStart + 2)}&rooms=1&adult=2&child=0`,
  );
  await expect(page.locator('stay-modify-banner').getByRole('region')).toBeVisible();
  await page
    .locator('stay-rate-selector [data-room-type="ONEB"] [data-rate-plan="BAR"]')
    .getByRole('button', { name: new RegExp(`^${t('widgets/rate-selector', 'select')} `) })
    .click();
  await page
    .locator('stay-rate-selector')
    .getByRole('link', { name: t('widgets/rate-selector', 'goToCart') })
    .click();
}

/** The cart's Continue, the guest details, then "Confirm the change" (no payment page): the confirmation of the same number. */
async function confirmChange(page: Page, language: Language, t: Texts, confirmNo: string): Promise<void> {
  await page.getByRole('link', { name: t('widgets/cart', 'continue') }).click();
  const checkout = page.getByRole('region', { name: t('widgets/checkout', 'label') });
  const apartment = checkout.getByRole('group', { name: t('widgets/checkout', 'apartmentName', { number: 1, name: '' }).trim() });
  for (const [id, value] of [
    ['field.firstName', 'Aiko'],
    ['field.lastName', 'Tanaka'],
    ['field.email', 'aiko.modify@example.com'],
    ['field.phoneCountryCode', '+65'],
    ['field.phone', '8123 4567'],
  ] as const) {
    await apartment.getByRole('textbox', { name: t('widgets/checkout', id), exact: true }).fill(value);
  }
  const country = apartment.getByRole('combobox', { name: t('widgets/checkout', 'field.countryOfResidence'), exact: true });
  await tabTo(page, country);
  await chooseByKeyboard(page, country, 'SG', countryName('SG', language)!);
  await checkout.getByRole('checkbox', { name: t('widgets/checkout', 'field.acceptConditions') }).check();
  await checkout.getByRole('button', { name: t('widgets/checkout', 'continue') }).click();
  await expect(page.locator('stay-modify-banner')).toHaveCount(1);
  expect(await accessibilityViolations(page, 'stay-checkout')).toEqual([]);
  await checkout.getByRole('button', { name: t('widgets/checkout/summary', 'confirmChange'), exact: true }).click();
  await page.waitForURL(new RegExp(`/booking/confirmation/\\?confirmNo=${confirmNo}$`));
  await expect(page.locator('.stay-reservation-confirmation__number-list li')).toHaveText([confirmNo]);
}

interface ReservationStatus {
  confirmNo: string;
  startDate: string;
  endDate: string;
  addons: { AddonCode: string; numberOfAdult: number; numberOfChildren: number; quantity: number }[];
}

for (const language of ['en', 'ar'] as const) {
  const t: Texts = (folder, id, values) => catalogueText(folder, language, id, values);

  test(`${language}: a guest finds a booking, changes its dates and its add-ons in one run; one reservation with the new dates and add-ons, the old nights free`, async ({
    page,
    request,
  }) => {
    test.slow();
    const intent = `e2e-modify-ui-${language}-${uniqueSuffix()}`;
    // The two languages run at once and count the old night's units: days of their own (English
    // 60-130 days ahead, Arabic 200-260, each new stay at most 60 days later), so neither books the other's night.
    const { confirmNo, offset } = await book(request, intent, {
      offsets: language === 'en' ? { from: 60, span: 70 } : { from: 200, span: 60 },
    });
    const before = await night(request, testDay(offset));

    await startChangeInBrowser(page, language, t, confirmNo);
    const newStart = await laterStayWithOneBedroom(request, offset);
    await chooseNewStay(page, language, t, newStart);

    // The cart page: the booked breakfast (2 adults) comes with the change; one adult less, and a cot
    // the booking did not have (not preselected; chosen, it starts at quantity 1: booking spec §4).
    const addons = page.locator('stay-addons').getByRole('region', {
      name: new RegExp(`^${t('widgets/addons', 'apartmentHeading', { number: 1, roomType: '' })}`),
    });
    const breakfastAdults = addons
      .locator('.stay-addons__addon[data-display-type="BREAKFAST"]')
      .getByRole('spinbutton', { name: t('widgets/addons', 'adults') });
    await expect(breakfastAdults).toHaveAttribute('aria-valuenow', '2');
    const cot = addons.locator('.stay-addons__addon[data-display-type="QUANTITY"]').getByRole('spinbutton', {
      name: t('widgets/addons', 'quantity'),
    });
    await expect(cot).toHaveAttribute('aria-valuenow', '0');
    expect(await accessibilityViolations(page, 'stay-addons')).toEqual([]);
    await tabTo(page, breakfastAdults);
    await page.keyboard.press('ArrowDown');
    await expect(breakfastAdults).toHaveAttribute('aria-valuenow', '1');
    await tabTo(page, cot);
    await page.keyboard.press('ArrowUp');
    await expect(cot).toHaveAttribute('aria-valuenow', '1');
    await addons.getByRole('button', { name: t('widgets/addons', 'save') }).click();
    await expect(addons.getByRole('status')).toHaveText(t('widgets/addons', 'saved', { number: 1 }));

    await confirmChange(page, language, t, confirmNo);

    // One reservation, with the new dates and add-ons; the old night is bookable again; the flow is over.
    const status = await post<ReservationStatus>(request, '/api/statusReservation', { confirmNo });
    expect(status).toMatchObject({ confirmNo, startDate: testDay(newStart), endDate: testDay(newStart + 2) });
    expect(status.addons.map(({ AddonCode, numberOfAdult, quantity }) => ({ AddonCode, numberOfAdult, quantity }))).toEqual(
      expect.arrayContaining([
        { AddonCode: 'BRKF', numberOfAdult: 1, quantity: 2 }, // 1 adult x 2 nights
        { AddonCode: 'COT', numberOfAdult: 0, quantity: 2 }, // 1 cot x 2 nights
      ]),
    );
    expect(status.addons).toHaveLength(2);
    expect(await night(request, testDay(offset))).toMatchObject({ reserved: before.reserved - 1, available: before.available + 1 });
    expect(await page.evaluate(() => sessionStorage.getItem('stay:modify-reservation'))).toBeNull();
  });

  test(`${language}: a voucher reservation (a fresh member's own voucher) changed in the browser keeps promotion type 5`, async ({
    page,
    request,
  }) => {
    test.slow();
    const member = await freshMember(request);
    const login = await request.post('/api/authen/login', { headers: API_HEADERS, data: { email: member.email, password: DEMO_PASSWORD } });
    expect(login.ok()).toBe(true);
    const { token } = ((await login.json()) as { content: { token: string } }).content;
    const issued = await request.post('/__sandbox/voucher-issue', { data: { memberId: member.memberId, value: 40 } });
    expect(issued.status()).toBe(201);
    const { voucherCode } = ((await issued.json()) as { content: { voucherCode: string } }).content;
    const intent = `e2e-modify-voucher-${language}-${uniqueSuffix()}`;
    const { confirmNo, offset } = await book(request, intent, {
      hold: { voucherCode, isRedeemVoucher: true, voucherCategory: 'cash' },
      headers: { Authorization: `Bearer ${token}` },
    });
    const found = await post<{ promotionType: number; returnVoucher: boolean }>(request, '/api/loyalty/modify-reservation-cprv', {
      confirmNo,
    });
    expect(found).toMatchObject({ promotionType: 5, returnVoucher: true });

    await startChangeInBrowser(page, language, t, confirmNo);
    // The flow's record carries it (booking spec §4: 5 marks a voucher-derived promotion).
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('stay:modify-reservation') ?? 'null'));
    expect(stored?.value).toMatchObject({ confirmNo, promotionType: 5, returnVoucher: true });
    const newStart = await laterStayWithOneBedroom(request, offset);
    await chooseNewStay(page, language, t, newStart);
    await confirmChange(page, language, t, confirmNo);

    // The sandbox's record after the change: new dates, still a voucher reservation (type 5).
    const summary = await request.get(
      `/api/loyalty/modify-reservation-summary?email=${encodeURIComponent('aiko.modify@example.com')}&number=${confirmNo}`,
      { headers: API_HEADERS },
    );
    expect(summary.ok()).toBe(true);
    const record = ((await summary.json()) as { content: { startDate: string; promotionType: number; modifiedFrom: unknown[] } }).content;
    expect(record).toMatchObject({ startDate: testDay(newStart), promotionType: 5 });
    expect(record.modifiedFrom).toHaveLength(1);
  });
}
