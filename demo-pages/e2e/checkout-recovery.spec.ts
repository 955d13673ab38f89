import { readFileSync } from 'node:fs';
import { bookingErrorEntry, type BookingErrorAction } from '../../shared/domain/booking/error-catalogue';
import type { Language } from '../../shared/domain/languages';
import { testNowMs } from '../../testing/clock';
import { sellableStay } from '../../testing/sellable-stays';
import { loginDialog } from './account';
import { accessibilityViolations, tabTo } from './helpers';
import { guestCartItem, seedGuestCart } from './guest-cart';
import { catalogueText } from './messages';
import { expect, test, type APIRequestContext, type Page } from './test';

/*
 * Issue 16 "Done when": each recovery action of the booking error catalogue
 * (shared/domain/booking/error-catalogue.ts, booking spec §8) exercised by an injected error. One
 * test per action, over one representative code of the catalogue per action: the code is injected
 * on the call that answers it with the README's documented fault rule (demo-pages/sandbox/README.md,
 * "One rule per error code of the checkout calls"), as this browser context's `stay-sandbox-faults`
 * cookie; the dialog must show the catalogue's message, its one button must be reachable by the
 * keyboard alone, axe must find nothing with it open, and Enter on it must do what the action says.
 */
const ERRORS = 'shared/ui/booking-errors';
const CHECKOUT = 'widgets/checkout';
const SUMMARY = 'widgets/checkout/summary';
const FAULTS_COOKIE = 'stay-sandbox-faults';
const API_HEADERS = { 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key' };

const ACTION_LABELS: Record<BookingErrorAction, string> = {
  retry: 'actionRetry',
  'back-to-rates': 'actionBackToRates',
  'previous-search': 'actionPreviousSearch',
  'log-in': 'actionLogIn',
  'contact-property': 'actionContactProperty',
  'start-again': 'actionStartAgain',
};

/**
 * One code per action, each the catalogue's first code of that action that the summary step's calls
 * answer (validate, hold, payment token URL) and that goes through the dialog (CPRV_1502, SABRE_242
 * and E61 are shown in place: use-summary-flow's INLINE_FAILURES).
 */
const REPRESENTATIVES: { action: BookingErrorAction; code: string; call: string }[] = [
  { action: 'retry', code: 'E143', call: '/api/v2/checkout/hold' },
  { action: 'back-to-rates', code: 'CPRV_1501', call: '/api/v2/checkout/hold' },
  { action: 'previous-search', code: 'SABRE_324', call: '/api/v2/checkout/hold' },
  { action: 'log-in', code: 'E106', call: '/api/v2/checkout/hold' },
  { action: 'contact-property', code: 'E97', call: '/api/checkout/create-token-url' },
  { action: 'start-again', code: 'E107', call: '/api/v2/checkout/hold' },
];

/** The README's documented rule for `code` on `call` (the table checkout-fault-rules.test.ts checks). */
function documentedRule(call: string, code: string): Record<string, unknown> {
  const readme = readFileSync('demo-pages/sandbox/README.md', 'utf8');
  const row = readme.split('\n').find((line) => line.includes(`\`${call}\``) && line.includes(`| ${code} |`));
  const rule = row && /`(\{.*\})`/.exec(row)?.[1];
  if (!rule) throw new Error(`the README documents no fault rule for ${code} on ${call}`);
  return JSON.parse(rule) as Record<string, unknown>;
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

/**
 * Of the two-night stays from `start` days ahead that the seed sells with Studios to spare, the first
 * that still has them (other tests hold Studios too) and that the sandbox's own pre-booking validate
 * accepts for one Studio.
 */
async function bookableStay(request: APIRequestContext, start: number): Promise<{ start: string; end: string }> {
  const available = async (date: string) => {
    const response = await request.get(`/__sandbox/inventory?hotelCode=SGORCH&roomTypeCode=STUD&date=${date}`);
    return ((await response.json()) as { content: { available: number } }).content.available;
  };
  // The retry and contact tests hold one Studio each run (for the hold's 15 minutes).
  const spare = 6;
  let from = start;
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const sellable = sellableStay({ hotelCode: 'SGORCH', nights: 2, from, apartmentTypeCode: 'STUD', units: spare });
    from = sellable.offset + 1;
    const dates = { start: sellable.arrive, end: sellable.depart };
    const left = await Promise.all(sellable.nights.map(available));
    if (left.some((units) => units < spare)) continue;
    const items = [guestCartItem({ id: 'probe', apartmentNumber: 1, startDate: dates.start, endDate: dates.end })];
    const validated = await request.post('/api/pre-booking-validate', {
      headers: API_HEADERS,
      data: { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop', items },
    });
    if (!validated.ok()) continue;
    const { content } = (await validated.json()) as { content: { unavailableItemIds: string[] } };
    if (content.unavailableItemIds.length === 0) return dates;
  }
  throw new Error(`no bookable two nights from ${start} days ahead`);
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`checkout recovery actions (${language})`, () => {
    const c = (id: string) => catalogueText(CHECKOUT, language, id);
    const checkout = (page: Page) => page.getByRole('region', { name: c('label') });
    const dialog = (page: Page) => page.getByRole('alertdialog');
    let dates: { start: string; end: string };

    // Far from the nights checkout-payment.spec.ts books; one stay shared by the file's tests.
    test.beforeAll(async ({ request }) => {
      dates = await bookableStay(request, language === 'en' ? 200 : 215);
    });

    /** The summary of a one-Studio guest cart with the fault rule of `code` on `call` in this context. */
    async function summaryWithFault(page: Page, { code, call }: { code: string; call: string }): Promise<void> {
      await page.goto(`/${language}/booking/checkout/?step=2`);
      const item = guestCartItem({ id: 'e2e-recovery-1', apartmentNumber: 1, startDate: dates.start, endDate: dates.end });
      await seedGuestCart(page, [item]);
      await page.evaluate(
        ({ id, guest, storedAt }) => {
          const value = { apartments: { [id]: guest }, acceptConditions: true };
          sessionStorage.setItem('stay:guest-details', JSON.stringify({ value, storedAt }));
          // The results page the visitor came from (the dialog's previous-search close action goes back to it).
          sessionStorage.setItem(
            'stay:previous-search-url',
            JSON.stringify({ value: location.origin + '/' + document.documentElement.lang + '/booking/search/', storedAt }),
          );
        },
        { id: item.shoppingCartItemId, guest, storedAt: testNowMs() },
      );
      await page.context().addCookies([
        {
          name: FAULTS_COOKIE,
          value: encodeURIComponent(JSON.stringify([documentedRule(call, code)])),
          url: new URL('/', page.url()).href,
        },
      ]);
      await page.reload();
      // The page keeps the e-mail only in memory: the checkout asks for it on the guest details first.
      const email = checkout(page)
        .getByRole('textbox', { name: c('field.email'), exact: true })
        .first();
      await email.fill(`mei.tan.${Math.random().toString(36).slice(2)}@example.com`);
      await checkout(page)
        .getByRole('button', { name: c('continue') })
        .click();
      await expect(page.locator('.stay-checkout-summary__payments')).toBeVisible();
    }

    /** Pay, then the dialog: the catalogue's message, its action's button by the keyboard, axe clean. */
    async function failAndReachAction(page: Page, code: string, action: BookingErrorAction) {
      const entry = bookingErrorEntry(code);
      expect(entry.action, `${code} is a ${action} code of the catalogue`).toBe(action);
      await checkout(page)
        .getByRole('button', { name: catalogueText(SUMMARY, language, 'pay'), exact: true })
        .click();
      await expect(dialog(page)).toContainText(catalogueText(ERRORS, language, entry.messageKey));
      const button = dialog(page).getByRole('button', { name: catalogueText(ERRORS, language, ACTION_LABELS[action]) });
      await tabTo(page, button);
      expect(await accessibilityViolations(page)).toEqual([]);
      return button;
    }

    const actions = language === 'en' ? REPRESENTATIVES : REPRESENTATIVES.filter(({ action }) => action === 'back-to-rates');
    for (const representative of actions) {
      const { action, code } = representative;

      test(`${action} (${code}): the catalogue's message, its button by keyboard, axe clean, and it ${action}`, async ({ page }) => {
        await summaryWithFault(page, representative);
        await failAndReachAction(page, code, action);
        await expectAction[action](page, language);
      });
    }

    const expectAction: Record<BookingErrorAction, (page: Page, language: Language) => Promise<void>> = {
      async retry(page) {
        // The service is back: Try again holds the same cart and goes on to the hosted payment page.
        await page.context().clearCookies({ name: FAULTS_COOKIE });
        const paying = page.waitForURL(/\/__sandbox\/payment\//);
        await page.keyboard.press('Enter');
        await paying;
      },
      async 'back-to-rates'(page, language) {
        // The rates page of the cart's stay: its hotel and dates as the page's search.
        const rates = page.waitForURL(
          (url) =>
            url.pathname === `/${language}/booking/select-apartment-and-rates/` &&
            url.searchParams.get('hotel') === 'SGORCH' &&
            url.searchParams.get('arrive') === dates.start &&
            url.searchParams.get('depart') === dates.end,
        );
        await page.keyboard.press('Enter');
        await rates;
      },
      async 'previous-search'(page, language) {
        // As the dialog's close action does: the previous search's page with the cart's search.
        const search = page.waitForURL((url) => url.pathname === `/${language}/booking/search/` && url.search.includes('SGORCH'));
        await page.keyboard.press('Enter');
        await search;
        expect(decodeURIComponent(page.url())).toContain(dates.start);
      },
      async 'log-in'(page) {
        await page.keyboard.press('Enter');
        await expect(loginDialog(page)).toBeVisible();
      },
      async 'contact-property'(page) {
        // The property's contact from its data (the sandbox's SGORCH record): shown, and the button calls it.
        await expect(dialog(page)).toContainText('+65 6000 1001');
        await expect(dialog(page)).toContainText('sgorch@aster-residences.example');
        // A tel: address is no page load: Chromium's own record of the navigation the page asked for.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Page.enable');
        const requested: string[] = [];
        cdp.on('Page.frameRequestedNavigation', ({ url }) => requested.push(url));
        await page.keyboard.press('Enter');
        await expect.poll(() => requested).toEqual(['tel:+6560001001']);
      },
      async 'start-again'(page, language) {
        const home = page.waitForURL((url) => url.pathname === `/${language}/`);
        await page.keyboard.press('Enter');
        await home;
        const cart = await page.evaluate(
          () => JSON.parse(localStorage.getItem('stay:guest-cart') ?? 'null') as { value?: { items: unknown[] } } | null,
        );
        expect(cart?.value?.items ?? []).toEqual([]);
      },
    };
  });
}
