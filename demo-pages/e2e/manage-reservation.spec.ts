import type { Language } from '../../shared/domain/languages';
import { accessibilityViolations } from './helpers';
import { catalogueText } from './messages';
import { book, post } from './reservation-booking';
import { expect, test, type APIRequestContext, type Page } from './test';

/*
 * Reservation lookup and manage (issue 18 items 1, 2, 6) in English and Arabic against the
 * sandbox, after a real booking made through its API (hold, hosted payment page, commit): find
 * it, E91 for another e-mail, E164 for an app booking, cancel (policy and returns shown first) ->
 * the night's unit is back in the ledger and the next lookup says E118, a departed stay e-mails
 * its invoice. Axe on every state.
 */
const FOLDER = 'widgets/manage-reservation';
const text = (language: Language, id: string, values?: Record<string, string | number>) => catalogueText(FOLDER, language, id, values);

async function reservedUnits(request: APIRequestContext, date: string): Promise<number> {
  const response = await request.get(`/__sandbox/inventory?hotelCode=SGORCH&roomTypeCode=STUD&date=${date}`);
  return ((await response.json()) as { content: { reserved: number } }).content.reserved;
}

async function expectAxeClean(page: Page, include = 'stay-manage-reservation'): Promise<void> {
  expect(await accessibilityViolations(page, include)).toEqual([]);
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`manage reservation (${language})`, () => {
    const region = (page: Page) => page.getByRole('region', { name: text(language, 'label') });
    const alert = (page: Page) => region(page).locator('.stay-manage-reservation__lookup-alert');

    async function lookUp(page: Page, confirmNo: string, email: string) {
      await region(page)
        .getByRole('textbox', { name: text(language, 'confirmNo') })
        .fill(confirmNo);
      await region(page)
        .getByRole('textbox', { name: text(language, 'email') })
        .fill(email);
      await region(page)
        .getByRole('button', { name: text(language, 'find') })
        .click();
    }

    async function openPage(page: Page) {
      await page.goto(`/${language}/booking/property-listing/search-for-reservation/`);
      await expect(region(page).getByRole('button', { name: text(language, 'find') })).toBeVisible();
      await expectAxeClean(page);
    }

    test('finds a booking; another e-mail is E91; an app booking is E164', async ({ page, request }) => {
      const booked = await book(request, language);
      await openPage(page);
      await lookUp(page, booked.confirmNo, 'someone.else@example.com');
      await expect(alert(page)).toHaveText(text(language, 'E91'));
      await expectAxeClean(page);
      await lookUp(page, booked.confirmNo, booked.email);
      await expect(region(page).getByRole('heading', { name: booked.confirmNo })).toBeVisible();
      await expect(region(page)).toContainText(text(language, 'status', { status: 'Reserved' }));
      await expect(region(page)).toContainText('Aiko Tanaka');
      await expectAxeClean(page);
      await post(request, '/__sandbox/reservation', { confirmNo: booked.confirmNo, source: 'app' });
      await region(page)
        .getByRole('button', { name: text(language, 'another') })
        .click();
      await lookUp(page, booked.confirmNo, booked.email);
      await expect(alert(page)).toHaveText(text(language, 'E164'));
      await expectAxeClean(page);
    });

    test('cancel shows the policy and returns first, gives the night back, and the next lookup says E118', async ({ page, request }) => {
      const booked = await book(request, language);
      const reservedBefore = await reservedUnits(request, booked.startDate);
      await openPage(page);
      await lookUp(page, booked.confirmNo, booked.email);
      await region(page)
        .getByRole('button', { name: text(language, 'cancel') })
        .click();
      const dialog = page.getByRole('alertdialog', { name: text(language, 'cancelTitle', { confirmNo: booked.confirmNo }) });
      await expect(dialog.locator('[data-return="refund"]')).toBeVisible();
      await expect(dialog).toContainText(text(language, 'noPenalty'));
      await expectAxeClean(page, '.stay-manage-reservation__cancel');
      await dialog.getByRole('button', { name: text(language, 'confirmCancel') }).click();
      await expect(region(page)).toContainText(text(language, 'status', { status: 'Cancelled' }));
      await expectAxeClean(page);
      expect(await reservedUnits(request, booked.startDate)).toBe(reservedBefore - 1);
      await region(page)
        .getByRole('button', { name: text(language, 'another') })
        .click();
      await lookUp(page, booked.confirmNo, booked.email);
      await expect(alert(page)).toHaveText(text(language, 'E118'));
      await expectAxeClean(page);
    });

    test('a departed stay e-mails its invoice', async ({ page, request }) => {
      const booked = await book(request, language);
      await post(request, '/__sandbox/reservation', { confirmNo: booked.confirmNo, status: 'Departed' });
      await openPage(page);
      await lookUp(page, booked.confirmNo, booked.email);
      await expect(region(page).getByRole('button', { name: text(language, 'cancel') })).toHaveCount(0);
      await region(page)
        .getByRole('button', { name: text(language, 'invoices') })
        .click();
      await expect(
        region(page)
          .getByRole('status')
          .filter({ hasText: text(language, 'invoicesSent') }),
      ).toBeVisible();
      await expectAxeClean(page);
      const state = await post<{ mailed: string[] }>(request, '/__sandbox/reservation', { confirmNo: booked.confirmNo });
      expect(state.mailed).toEqual([`invoice:${booked.email}`]);
    });
  });
}
