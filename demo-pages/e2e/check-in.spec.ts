import type { Language } from '../../shared/domain/languages';
import { testDay, uniqueSuffix } from '../../testing/clock';
import { accessibilityViolations } from './helpers';
import { catalogueText } from './messages';
import { bookThroughApi } from './reservation-booking';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './test';

/*
 * Web check-in (issue 18 helper B; loyalty spec §3 "Web check-in", §7) in English and Arabic,
 * against the sandbox: a stay booked through the sandbox's API (hold, the hosted payment page's
 * Approve, commit), then this browser context's sandbox clock moved to the arrival day (the
 * `stay-sandbox-clock-ahead` cookie: other workers keep theirs) so the check-in window is open.
 * The guest names the stay, types the registration, reloads mid-form (the draft comes back, the
 * document number is asked again), meets an injected failure that keeps the input, checks in and
 * checks out with the bill. axe finds nothing in any of those states.
 */
const FOLDER = 'widgets/check-in';
const text = (language: Language, id: string, values?: Record<string, string | number>) => catalogueText(FOLDER, language, id, values);
/** One Studio booked for a guest named Ito, on the first of a few future stays that has one; its confirmation number and arrival offset in days. */
async function bookStay(request: APIRequestContext, intent: string): Promise<{ confirmNo: string; offset: number }> {
  return bookThroughApi(request, {
    intent,
    stay: { hotelCode: 'SGORCH', apartmentTypeCode: 'STUD', nights: 2, rooms: [{ numberOfAdult: 1, numberOfChildren: 0 }] },
    rooms: (offset) => [
      {
        shoppingCartItemId: `${intent}-1`,
        hotelCode: 'SGORCH',
        startDate: testDay(offset),
        endDate: testDay(offset + 2),
        roomTypeCode: 'STUD',
        ratePlanCode: 'BAR',
        numberOfAdult: 1,
        acceptCondition: true,
        guestDetails: { salutation: 'Mr', firstName: 'Ken', lastName: 'Ito', email: 'ken.e2e@example.com' },
      },
    ],
  });
}

async function setCookie(context: BrowserContext, baseURL: string | undefined, name: string, value: string): Promise<void> {
  await context.addCookies([{ name, value, url: baseURL! }]);
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(await accessibilityViolations(page, 'stay-check-in')).toEqual([]);
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`web check-in (${language})`, () => {
    const t = (id: string, values?: Record<string, string | number>) => text(language, id, values);
    const field = (page: Page, id: string) => page.getByLabel(`${t(id)} *`, { exact: true });

    test('checks in online: reload mid-form keeps the input but the document number, an error keeps the input, completed, check-out with the bill', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const { confirmNo, offset } = await bookStay(request, `e2e-checkin-${language}-${uniqueSuffix()}`);
      // This context's sandbox day is the arrival day at the property: the window is open (sandbox README
      // "Web check-in"). It goes by SGORCH's date (Asia/Singapore, UTC+8): 8 hours less than the days
      // ahead makes Singapore's wall clock now this worker's UTC clock on the arrival day.
      await setCookie(context, baseURL, 'stay-sandbox-clock-ahead', String(offset * 24 * 60 - 8 * 60));
      await page.goto(`/${language}/booking/check-in/`);
      const region = page.getByRole('region', { name: t('label') });
      await expect(region.getByRole('textbox', { name: t('confirmNo') })).toBeVisible();
      await expectAxeClean(page);

      // A wrong last name: said so, what was typed stays.
      await region.getByRole('textbox', { name: t('confirmNo') }).fill(confirmNo);
      await region.getByRole('textbox', { name: t('lastName') }).fill('Tanaka');
      await region.getByRole('button', { name: t('find') }).click();
      await expect(region.getByRole('alert').filter({ hasText: t('notFound') })).toBeVisible();
      await expect(region.getByRole('textbox', { name: t('confirmNo') })).toHaveValue(confirmNo);
      await expectAxeClean(page);
      await region.getByRole('textbox', { name: t('lastName') }).fill('Ito');
      await region.getByRole('button', { name: t('find') }).click();

      await expect(region.getByRole('heading', { name: t('reservationFor', { confirmNo }) })).toBeVisible();
      await expect(region.locator('table caption')).toHaveText(t('charges'));
      await expect(field(page, 'field.firstName')).toHaveValue('Ken');
      await field(page, 'field.nationality').fill('JP');
      await field(page, 'field.dateOfBirth').fill('1980-02-03');
      await field(page, 'field.documentType').selectOption('passport');
      await field(page, 'field.documentNumber').fill('TK1234567');
      await region.getByRole('checkbox', { name: t('goGreen') }).check();
      await expect(region.getByText(t('goGreenSaved'))).toBeVisible();
      await expectAxeClean(page);

      // Reload mid-form: no second lookup, the draft is back, the document number is asked again.
      await page.reload();
      await expect(field(page, 'field.nationality')).toHaveValue('JP');
      await expect(field(page, 'field.dateOfBirth')).toHaveValue('1980-02-03');
      await expect(field(page, 'field.documentType')).toHaveValue('passport');
      await expect(field(page, 'field.documentNumber')).toHaveValue('');
      await expect(region.getByRole('checkbox', { name: t('goGreen') })).toBeChecked();
      const stored = await page.evaluate(() => sessionStorage.getItem('stay:checkin-draft') ?? '');
      expect(stored).toContain('JP');
      expect(stored).not.toContain('TK1234567');
      expect(stored).not.toContain('@');
      await field(page, 'field.documentNumber').fill('TK1234567');

      // The service fails: the input stays, the guest is told.
      await setCookie(
        context,
        baseURL,
        'stay-sandbox-faults',
        encodeURIComponent(JSON.stringify([{ match: 'submitRegistration', kind: 'error', status: 503 }])),
      );
      await region.getByRole('button', { name: t('submit'), exact: true }).click();
      await expect(region.getByRole('alert').filter({ hasText: t('submitFailed') })).toBeVisible();
      await expect(field(page, 'field.documentNumber')).toHaveValue('TK1234567');
      await expect(field(page, 'field.nationality')).toHaveValue('JP');
      await expectAxeClean(page);
      await context.clearCookies({ name: 'stay-sandbox-faults' });

      await region.getByRole('button', { name: t('submit'), exact: true }).click();
      await expect(region.getByRole('heading', { name: t('completed') })).toBeVisible();
      await expectAxeClean(page);
      // The saved checked-in state: a reload shows it completed.
      await page.reload();
      await expect(region.getByRole('heading', { name: t('completed') })).toBeVisible();

      await region.getByRole('button', { name: t('checkOut'), exact: true }).click();
      await expect(region.getByText(t('checkedOut'))).toBeVisible();
      await expect(region.locator('table caption')).toHaveText(t('bill'));
      await expect(region.locator('table tfoot')).toContainText(t('balance'));
      await expectAxeClean(page);
    });

    test('a stay arriving later says when online check-in opens', async ({ page, request }) => {
      const { confirmNo } = await bookStay(request, `e2e-checkin-early-${language}-${uniqueSuffix()}`);
      await page.goto(`/${language}/booking/check-in/`);
      const region = page.getByRole('region', { name: t('label') });
      await region.getByRole('textbox', { name: t('confirmNo') }).fill(confirmNo);
      await region.getByRole('textbox', { name: t('lastName') }).fill('ito');
      await region.getByRole('button', { name: t('find') }).click();
      await expect(region.locator('.stay-check-in__notice')).toBeVisible();
      await expect(region.getByRole('button', { name: t('submit'), exact: true })).toHaveCount(0);
      await expectAxeClean(page);
    });
  });
}
