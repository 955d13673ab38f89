import { roundForCurrency } from '../../shared/domain/currency';
import { intlLocale, type Language } from '../../shared/domain/languages';
import { testNowMs } from '../../testing/clock';
import { sellableStay } from '../../testing/sellable-stays';
import { accessibilityViolations, collectConsole, holdResponses, tabTo } from './helpers';
import { catalogueText } from './messages';
import { expect, test, type APIRequestContext, type Page } from './test';

/*
 * <stay-addons> on the cart page (issue 15 item 4): a guest cart with one apartment (2 adults,
 * 3 nights) is seeded in local storage, as the rate selector would leave it; the breakfast price
 * the page must show is read from the sandbox's add-ons search in the test, never copied. Keyboard
 * alone from the page's start; axe on every state (loading failure, ready, chosen, saved).
 */

const API_HEADERS = { 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key' };
const FOLDER = 'widgets/addons';
const HOTEL = 'SGORCH';
const text = (language: Language, id: string, values?: Record<string, string | number>) => catalogueText(FOLDER, language, id, values);

/** 3 nights from 40 days ahead on which the seed sells the Studio. */
const { arrive: START, depart: END } = sellableStay({ hotelCode: HOTEL, nights: 3, from: 40, apartmentTypeCode: 'STUD' });

function guestCartItem() {
  return {
    shoppingCartItemId: 'e2e-addons-1',
    hotelCode: HOTEL,
    startDate: START,
    endDate: END,
    apartmentNumber: 1,
    apartmentGuest: {
      numberOfAdult: 2,
      numberOfChildren: 0,
      childAges: [],
      actualNumberOfAdult: 2,
      actualNumberOfChildren: 0,
      numberOfGuest: 2,
    },
    promotionCode: '',
    promotionCodeType: 0,
    roomRate: {
      ratePlanCode: 'BAR',
      ratePlanName: 'Best Available Rate',
      roomTypeCode: 'STUD',
      roomTypeName: 'Studio',
      templates: ['IBE'],
      bookingSourceCode: 'IBE',
      rateBreakDown: [],
      isOpg: false,
      cancelPenalty: false,
      requiresLogin: false,
    },
    baseRatePlanCode: 'BAR',
    price: 0,
    tax: 0,
    currencyCode: 'SGD',
    isNonRefundable: false,
    isNonRedeemable: false,
    shoppingCartDeviceType: 'desktop',
    rateChannel: 'web',
    ratePlanNotEarnPoints: false,
    ratePlanIdentifier: '',
    addons: [],
  };
}

/** The guest cart as the cart store keeps it (`stay:guest-cart`, shared/storage's stored-value shape). */
async function seedGuestCart(page: Page, language: Language): Promise<void> {
  await page.goto(`/${language}/plain/`);
  const cart = { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', lastModified: testNowMs(), items: [guestCartItem()] };
  await page.evaluate((value) => localStorage.setItem('stay:guest-cart', JSON.stringify({ value, storedAt: value.lastModified })), cart);
}

interface SandboxAddon {
  serviceInventoryCode: string;
  title: string;
  addonDisplayType: string;
  defaultPriceForAdult: number;
  defaultTaxForAdult: number;
}

async function sandboxBreakfast(request: APIRequestContext): Promise<SandboxAddon> {
  const response = await request.post('/api/v2/addons/search', {
    headers: API_HEADERS,
    data: {
      hotelCode: HOTEL,
      startDate: START,
      endDate: END,
      currencyCode: 'SGD',
      apartments: [{ apartmentNumber: 1, numberOfAdult: 2, numberOfChildren: 0, roomTypeCode: 'STUD', ratePlanCode: 'BAR' }],
    },
  });
  expect(response.ok()).toBe(true);
  const addons = ((await response.json()) as { content: SandboxAddon[] }).content;
  const breakfast = addons.find((addon) => addon.addonDisplayType === 'BREAKFAST');
  expect(breakfast).toBeTruthy();
  return breakfast!;
}

/** 2 adults x 3 nights, multiplied as the sandbox does and rounded once (booking §3; issue 15 item 3). */
const sixAdultNights = (unit: number) => roundForCurrency(2 * unit * 3, 'SGD');
const money = (language: Language, amount: number) =>
  new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: 'SGD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
const normalised = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim();

for (const language of ['en', 'ar'] as const) {
  test(`${language}: breakfast for 2 adults over 3 nights shows 6 adult-nights and their price, saved with the keyboard alone`, async ({
    page,
    request,
  }) => {
    const messages = collectConsole(page);
    const breakfast = await sandboxBreakfast(request);
    await seedGuestCart(page, language);
    await page.goto(`/${language}/booking/cart/`);

    const addons = page.locator('stay-addons');
    const apartment = addons.getByRole('region', {
      name: new RegExp(`^${text(language, 'apartmentHeading', { number: 1, roomType: '' })}`),
    });
    await expect(apartment).toBeVisible();
    const adults = apartment.getByRole('spinbutton', { name: text(language, 'adults') }).first();
    await expect(adults).toHaveAttribute('aria-valuemax', '2');
    expect(await accessibilityViolations(page, 'stay-addons')).toEqual([]);

    await tabTo(page, adults);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(adults).toHaveAttribute('aria-valuenow', '2');

    const price = sixAdultNights(breakfast.defaultPriceForAdult);
    const tax = sixAdultNights(breakfast.defaultTaxForAdult);
    const line = apartment.locator('.stay-addons__addon[data-display-type="BREAKFAST"] .stay-addons__line');
    const expected = text(language, 'line', {
      units: text(language, 'unitsAdultNights', { count: 6 }),
      price: money(language, price),
      tax: money(language, tax),
    });
    await expect.poll(async () => normalised(await line.textContent())).toBe(normalised(expected));
    expect(await accessibilityViolations(page, 'stay-addons')).toEqual([]);

    const save = apartment.getByRole('button', { name: text(language, 'save') });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expect(apartment.getByRole('status')).toHaveText(text(language, 'saved', { number: 1 }));
    expect(await accessibilityViolations(page, 'stay-addons')).toEqual([]);

    // The cart holds the line, and the sandbox prices the stored cart's line the same, to the cent.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('stay:guest-cart') ?? 'null'));
    const isBreakfast = (addon: { serviceInventoryCode: string }) => addon.serviceInventoryCode === breakfast.serviceInventoryCode;
    expect(stored.value.items[0].addons.find(isBreakfast)).toMatchObject({
      numberOfAdult: 2,
      numberOfNight: 3,
      priceWithoutTax: price,
      tax,
    });
    const priced = await request.post('/api/getShoppingCartWhenNonLogin', {
      headers: API_HEADERS,
      data: { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', items: stored.value.items },
    });
    expect(priced.ok()).toBe(true);
    const sandboxCart = ((await priced.json()) as { content: { items: { addons: { serviceInventoryCode: string }[] }[] } }).content;
    expect(sandboxCart.items[0]!.addons.find(isBreakfast)).toMatchObject({ priceWithoutTax: price, tax });

    await page.reload();
    await expect(apartment.getByRole('spinbutton', { name: text(language, 'adults') }).first()).toHaveAttribute('aria-valuenow', '2');
    expect(messages.errors).toEqual([]);
  });

  test(`${language}: loading shows a skeleton, a failed search offers a retry, axe clean in each state`, async ({
    page,
    context,
    baseURL,
  }) => {
    const faults = (rules: unknown[]) =>
      context.addCookies([{ name: 'stay-sandbox-faults', value: encodeURIComponent(JSON.stringify(rules)), url: baseURL! }]);
    await seedGuestCart(page, language);
    const addons = page.locator('stay-addons');

    const release = await holdResponses(page, '**/addons/search*');
    await page.goto(`/${language}/booking/cart/`);
    await expect(addons.locator('.stay-addons__apartment [aria-busy="true"]')).toHaveText(text(language, 'loading'));
    expect(await accessibilityViolations(page, 'stay-addons')).toEqual([]);
    release();
    await page.unroute('**/addons/search*');

    await faults([{ match: 'addons/search', kind: 'error', status: 503 }]);
    await page.reload();
    await expect(addons.getByRole('alert')).toContainText(text(language, 'loadFailed'));
    expect(await accessibilityViolations(page, 'stay-addons')).toEqual([]);

    await context.clearCookies({ name: 'stay-sandbox-faults' });
    const retry = addons.getByRole('button', { name: text(language, 'retry') });
    await tabTo(page, retry);
    await page.keyboard.press('Enter');
    await expect(addons.getByRole('spinbutton', { name: text(language, 'adults') }).first()).toBeVisible();
  });
}
