import type { Language } from '../../shared/domain/languages';
import { countryName } from '../../shared/domain/countries';
import { testDay } from '../../testing/clock';
import { isSellable } from '../../testing/sellable-stays';
import { accessibilityViolations, chooseByKeyboard, collectConsole, tabTo } from './helpers';
import { catalogueText } from './messages';
import { loginDialog, submitLogin } from './account';
import { expect, test, type APIRequestContext, type Page } from './test';

/*
 * Issue 15 "Done when", end to end against the sandbox: from a deep link a guest picks two
 * apartments at two different rates and breakfast for 2 adults over 3 nights, with the keyboard
 * alone from the rates to the cart; the cart's total equals the sandbox's to the cent, after a
 * reload, in a second tab and after the display currency changes. A member-only rate opens the
 * login, and after it the member's cart holds it merged with the guest's apartment.
 */

const API_HEADERS = { 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key' };
const HOTEL = 'SGORCH';
const ROOMS = [
  { numberOfAdult: 2, numberOfChildren: 0 },
  { numberOfAdult: 2, numberOfChildren: 0 },
];

interface SandboxRoomRate {
  ratePlanCode: string;
  roomTypeCode: string;
  numberOfUnits: number;
}
interface SandboxRates {
  available: boolean;
  currencyCode: string;
  standardRates: { roomRates: SandboxRoomRate[] };
  memberExclusives: { roomRates: SandboxRoomRate[] };
}
interface PricedCart {
  items: { roomRate: { ratePlanCode: string }; addons: { addonDisplayType: string; numberOfAdult: number; numberOfNight: number }[] }[];
  totals: { totalBeforeTax: number; totalTax: number; total: number; currencyCode: string };
}

/**
 * A 3-night stay for two apartments of 2 adults that the seed sells, with two standard rates on one
 * apartment type that still has both units (other tests hold units too), and a member rate.
 */
async function findStay(request: APIRequestContext, from: number) {
  for (let offset = from; offset < from + 90; offset += 1) {
    const arrive = testDay(offset);
    if (!isSellable(HOTEL, arrive, 3, { rooms: ROOMS })) continue;
    const depart = testDay(offset + 3);
    const response = await request.post('/api/v2/property/search-property-rate', {
      headers: API_HEADERS,
      data: { hotelCode: HOTEL, startDate: arrive, endDate: depart, apartmentList: ROOMS },
    });
    const rates = ((await response.json()) as { content: SandboxRates }).content;
    const standard = rates.standardRates.roomRates.filter((rate) => rate.numberOfUnits >= 2);
    const first = standard[0];
    const second = standard.find((rate) => rate.roomTypeCode === first?.roomTypeCode && rate.ratePlanCode !== first.ratePlanCode);
    const member = rates.memberExclusives.roomRates[0];
    if (rates.available && first && second && member) return { arrive, depart, first, second, member, currency: rates.currencyCode };
  }
  throw new Error('no stay with two standard rates and a member rate');
}

async function sandboxCart(request: APIRequestContext, stored: { items: unknown[] }, currencyCode: string): Promise<PricedCart> {
  const response = await request.post('/api/getShoppingCartWhenNonLogin', {
    headers: API_HEADERS,
    data: { currencyCode, shoppingCartDeviceType: 'desktop', items: stored.items },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { content: PricedCart }).content;
}

const ratesPath = (language: Language, stay: { arrive: string; depart: string }) =>
  `/${language}/booking/select-apartment-and-rates/?hotel=${HOTEL}&dateType=3&arrive=${stay.arrive}&depart=${stay.depart}&rooms=2&adult=2,2&child=0,0`;

const storedGuestCart = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('stay:guest-cart') ?? 'null') as { value: { items: unknown[] } } | null)?.value);

/** Chooses a rate by the keyboard alone: Tab to its Select button, Enter, and waits for the cart to confirm. */
async function chooseRate(page: Page, language: Language, rate: SandboxRoomRate): Promise<void> {
  const selector = page.locator('stay-rate-selector');
  const select = selector
    .locator(`[data-room-type="${rate.roomTypeCode}"] [data-rate-plan="${rate.ratePlanCode}"]`)
    .getByRole('button', { name: new RegExp(`^${catalogueText('widgets/rate-selector', language, 'select')} `) });
  await tabTo(page, select, 200);
  await page.keyboard.press('Enter');
}

for (const language of ['en', 'ar'] as const) {
  const rateText = (id: string, values?: Record<string, string | number>) => catalogueText('widgets/rate-selector', language, id, values);
  const cartText = (id: string, values?: Record<string, string | number>) => catalogueText('widgets/cart', language, id, values);
  const addonText = (id: string, values?: Record<string, string | number>) => catalogueText('widgets/addons', language, id, values);

  test(`${language}: a guest books two apartments at two rates and breakfast by keyboard; the total is the sandbox's everywhere`, async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    const console = collectConsole(page);
    const stay = await findStay(request, 35 + (language === 'ar' ? 20 : 0));
    await page.goto(ratesPath(language, stay));
    const selector = page.locator('stay-rate-selector');
    await expect(selector.getByText(rateText('choosingFor', { number: 1, count: 2 }))).toBeVisible();

    await chooseRate(page, language, stay.first);
    await expect(selector.getByText(rateText('choosingFor', { number: 2, count: 2 }))).toBeVisible();
    await chooseRate(page, language, stay.second);
    const toCart = selector.getByRole('link', { name: rateText('goToCart') });
    await tabTo(page, toCart, 200);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${language}/booking/cart/`));

    // Breakfast for the 2 adults of apartment 1: 2 x 3 nights, counted by the page, never typed.
    const apartment = page
      .locator('stay-addons')
      .getByRole('region', { name: new RegExp(`^${addonText('apartmentHeading', { number: 1, roomType: '' })}`) });
    const breakfast = apartment.locator('.stay-addons__addon[data-display-type="BREAKFAST"]');
    const adults = breakfast.getByRole('spinbutton', { name: addonText('adults') });
    await tabTo(page, adults, 200);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(adults).toHaveAttribute('aria-valuenow', '2');
    await tabTo(page, apartment.getByRole('button', { name: addonText('save') }), 200);
    await page.keyboard.press('Enter');
    await expect(apartment.getByRole('status')).toHaveText(addonText('saved', { number: 1 }));

    // The stored cart: two apartments at the two rates, the breakfast line; priced by the sandbox.
    const stored = (await storedGuestCart(page))!;
    const priced = await sandboxCart(request, stored, stay.currency);
    expect(priced.items.map((item) => item.roomRate.ratePlanCode)).toEqual([stay.first.ratePlanCode, stay.second.ratePlanCode]);
    expect(priced.items[0]!.addons).toEqual([
      expect.objectContaining({ addonDisplayType: 'BREAKFAST', numberOfAdult: 2, numberOfNight: 3 }),
    ]);
    const cart = page.getByRole('region', { name: cartText('label') });
    const total = cart.locator('[data-total]');
    await expect(total).toHaveAttribute('data-total', String(priced.totals.total));
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.reload();
    await expect(total).toHaveAttribute('data-total', String(priced.totals.total));
    const second = await context.newPage();
    await second.goto(`/${language}/booking/cart/`);
    await expect(second.getByRole('region', { name: cartText('label') }).locator('[data-total]')).toHaveAttribute(
      'data-total',
      String(priced.totals.total),
    );
    await second.close();

    // Another display currency changes no cart total: the cart keeps its own currency.
    await page.goto(`/${language}/booking/cart/?currency=JPY`);
    await expect(total).toHaveAttribute('data-total', String(priced.totals.total));
    await expect(cart.getByText(cartText('displayEquivalent', { currency: 'JPY' }))).toBeVisible();
    expect(console.errors).toEqual([]);
  });
}

test('a member-only rate opens the login; after it the member cart holds it with the guest apartment', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const stay = await findStay(request, 100);
  const rateText = (id: string, values?: Record<string, string | number>) => catalogueText('widgets/rate-selector', 'en', id, values);
  await page.goto(ratesPath('en', stay));
  const selector = page.locator('stay-rate-selector');
  await chooseRate(page, 'en', stay.first);
  await expect(selector.getByText(rateText('choosingFor', { number: 2, count: 2 }))).toBeVisible();
  // Guests see no points estimate (loyalty spec §3-§4: members only).
  await expect(selector.locator('.stay-rate-selector__points')).toHaveCount(0);

  await selector.getByRole('tab', { name: rateText('package.memberExclusives') }).click();
  await chooseRate(page, 'en', stay.member);
  await expect(loginDialog(page)).toBeVisible();
  await submitLogin(page, 'silver@demo.stay.example');
  await expect(loginDialog(page)).toBeHidden();
  await expect(selector.getByRole('link', { name: rateText('goToCart') })).toBeVisible();
  // The member now sees the estimate of what the standard rate earns, without a reload.
  await selector.getByRole('tab', { name: rateText('package.standardRates') }).click();
  await expect(
    selector.locator(
      `[data-room-type="${stay.first.roomTypeCode}"] [data-rate-plan="${stay.first.ratePlanCode}"] .stay-rate-selector__points`,
    ),
  ).toHaveText(/^Earn about [\d,]+ points$/);

  // The member's cart in the service: the guest's apartment and the member rate, once each.
  const token = (await context.cookies()).find((cookie) => cookie.name === 'stay-member-token')!.value;
  const response = await request.get(`/api/shopping-cart/get-shopping-cart?currencyCode=${stay.currency}&shoppingCartDeviceType=desktop`, {
    headers: { ...API_HEADERS, Authorization: `Bearer ${decodeURIComponent(token)}` },
  });
  const memberCart = ((await response.json()) as { content: PricedCart }).content;
  expect(memberCart.items.map((item) => item.roomRate.ratePlanCode).sort()).toEqual(
    [stay.first.ratePlanCode, stay.member.ratePlanCode].sort(),
  );
  await page.goto('/en/booking/cart/');
  await expect(page.getByRole('region', { name: catalogueText('widgets/cart', 'en', 'label') }).locator('[data-total]')).toHaveAttribute(
    'data-total',
    String(memberCart.totals.total),
  );
});

for (const language of ['en', 'ar'] as const) {
  test(`${language}: the whole journey by keyboard to a confirmation: two apartments, breakfast, guest details, payment approved, two numbers, the inventory lower by two`, async ({
    page,
    request,
  }) => {
    test.slow();
    const stay = await findStay(request, language === 'en' ? 160 : 200);
    const reserved = async () => {
      const response = await request.get(
        `/__sandbox/inventory?hotelCode=${HOTEL}&roomTypeCode=${stay.first.roomTypeCode}&date=${stay.arrive}`,
      );
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { content: { reserved: number } }).content.reserved;
    };
    const reservedBefore = await reserved();
    const text = (folder: string, id: string, values?: Record<string, string | number>) => catalogueText(folder, language, id, values);
    const press = async (target: ReturnType<Page['locator']>) => {
      await tabTo(page, target, 250);
      await page.keyboard.press('Enter');
    };

    await page.goto(ratesPath(language, stay));
    await chooseRate(page, language, stay.first);
    await expect(
      page.locator('stay-rate-selector').getByText(text('widgets/rate-selector', 'choosingFor', { number: 2, count: 2 })),
    ).toBeVisible();
    await chooseRate(page, language, stay.second);
    await press(page.locator('stay-rate-selector').getByRole('link', { name: text('widgets/rate-selector', 'goToCart') }));

    // Breakfast for apartment 1's 2 adults, saved into the cart.
    const addons = page
      .locator('stay-addons')
      .getByRole('region', { name: new RegExp(`^${text('widgets/addons', 'apartmentHeading', { number: 1, roomType: '' })}`) });
    const adults = addons
      .locator('.stay-addons__addon[data-display-type="BREAKFAST"]')
      .getByRole('spinbutton', { name: text('widgets/addons', 'adults') });
    await tabTo(page, adults, 250);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await press(addons.getByRole('button', { name: text('widgets/addons', 'save') }));
    await expect(addons.getByRole('status')).toHaveText(text('widgets/addons', 'saved', { number: 1 }));
    await press(page.getByRole('link', { name: text('widgets/cart', 'continue') }));

    // Guest details by keyboard: apartment 2 keeps "same contact details as apartment 1".
    const checkout = page.getByRole('region', { name: text('widgets/checkout', 'label') });
    const first = checkout.getByRole('group', { name: text('widgets/checkout', 'apartmentName', { number: 1, name: '' }).trim() });
    const field = (role: 'textbox' | 'combobox', id: string) => first.getByRole(role, { name: text('widgets/checkout', id), exact: true });
    for (const [id, value] of [
      ['field.firstName', 'Ann'],
      ['field.lastName', 'Lee'],
      ['field.email', 'ann@example.com'],
      ['field.phoneCountryCode', '+65'],
      ['field.phone', '8123 4567'],
    ] as const) {
      await tabTo(page, field('textbox', id), 250);
      await page.keyboard.type(value);
    }
    await tabTo(page, field('combobox', 'field.countryOfResidence'), 250);
    await chooseByKeyboard(page, field('combobox', 'field.countryOfResidence'), 'SG', countryName('SG', language)!);
    await tabTo(page, checkout.getByRole('checkbox', { name: text('widgets/checkout', 'field.acceptConditions') }), 250);
    await page.keyboard.press('Space');
    await press(checkout.getByRole('button', { name: text('widgets/checkout', 'continue') }));

    // The payment lines name the property (its content read), not its hotel code.
    const paymentFor = checkout.locator('.stay-checkout-summary__payment-for').first();
    await expect(paymentFor).toBeVisible();
    await expect(paymentFor).not.toContainText(HOTEL);
    await press(checkout.getByRole('button', { name: text('widgets/checkout/summary', 'pay'), exact: true }));
    await page.waitForURL(/\/__sandbox\/payment\//);
    await press(page.getByRole('button', { name: 'Approve' }));
    await page.waitForURL(/\/booking\/confirmation\/\?confirmNo=/);
    const confirmNos = new URL(page.url()).searchParams.get('confirmNo')!.split(',');
    expect(confirmNos).toHaveLength(2);
    await expect(page.locator('.stay-reservation-confirmation__number-list li')).toHaveText(confirmNos);
    // Each rate's cancellation terms in words, from the sandbox's reservation.
    await expect(page.getByText(text('shared/ui/reservation', 'cancellation'), { exact: true })).toHaveCount(2);
    await expect(page.getByText(text('shared/ui/reservation', 'cancelUnknown'))).toHaveCount(0);
    // Apartment 1's guests and breakfast line, as the sandbox's reservation (held from the cart) says them.
    const { guests, addons: booked } = (
      (await (await request.post('/api/statusReservation', { headers: API_HEADERS, data: { confirmNo: confirmNos[0] } })).json()) as {
        content: { guests: { numberOfAdult: number; numberOfChildren: number }[]; addons: { title: string; quantity: number }[] };
      }
    ).content;
    const card = page.locator('.stay-reservation-confirmation__reservation').first();
    await expect(card).toContainText(
      text('shared/ui/reservation', 'guests', { adults: guests[0]!.numberOfAdult, children: guests[0]!.numberOfChildren }),
    );
    expect(booked).toHaveLength(1);
    await expect(card.locator('.stay-reservation-confirmation__addons li')).toContainText(
      text('shared/ui/reservation', 'addonLine', { name: booked[0]!.title, quantity: booked[0]!.quantity }),
    );
    expect(await reserved()).toBe(reservedBefore + 2);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}
