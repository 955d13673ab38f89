import type { Language } from '../../shared/domain/languages';
import { DEMO_PASSWORD } from './account';
import { freshMember } from './fresh-member';
import { accessibilityViolations } from './helpers';
import { catalogueText } from './messages';
import { book, post } from './reservation-booking';
import { expect, test, type Page } from './test';

/*
 * The member's reservation list (issue 18 item 4) in English and Arabic: a fresh member books
 * through the sandbox's API with their token; the list shows it under Upcoming (both
 * getreservationsbyresid calls), and its link opens the manage page with the number filled in.
 * Signed out, the login and the lookup are offered. Axe on every state.
 */
const text = (language: Language, id: string, values?: Record<string, string | number>) =>
  catalogueText('widgets/reservation-list', language, id, values);

for (const language of ['en', 'ar'] as const) {
  test.describe(`reservation list (${language})`, () => {
    const region = (page: Page) => page.getByRole('region', { name: text(language, 'label') });

    test('signed out: the login and the lookup', async ({ page }) => {
      await page.goto(`/${language}/member/reservations/`);
      await expect(region(page).getByRole('button', { name: text(language, 'logIn') })).toBeVisible();
      await expect(region(page).getByRole('link', { name: text(language, 'lookup') })).toBeVisible();
      expect(await accessibilityViolations(page, 'stay-reservation-list')).toEqual([]);
    });

    test("a member's booking is listed as upcoming and opens the manage page with its number", async ({
      page,
      request,
      context,
      baseURL,
    }) => {
      const { email } = await freshMember(request);
      const { token } = await post<{ token: string }>(request, '/api/authen/login', { email, password: DEMO_PASSWORD });
      const booked = await book(request, language, `Bearer ${token}`);
      await context.addCookies([{ name: 'stay-member-token', value: token, url: baseURL! }]);
      await page.goto(`/${language}/member/reservations/`);
      const upcoming = region(page).getByRole('region', { name: text(language, 'upcoming') });
      const link = upcoming.getByRole('link', { name: text(language, 'manage', { confirmNo: booked.confirmNo }) });
      await expect(link).toBeVisible();
      expect(await accessibilityViolations(page, 'stay-reservation-list')).toEqual([]);
      await link.click();
      const number = page.getByRole('textbox', { name: catalogueText('widgets/manage-reservation', language, 'confirmNo') });
      await expect(number).toHaveValue(booked.confirmNo);
    });
  });
}
