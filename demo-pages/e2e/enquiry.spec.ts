import type { Language } from '../../shared/domain/languages';
import { testDay, uniqueSuffix } from '../../testing/clock';
import { expect, test, type Page } from './test';
import { accessibilityViolations } from './helpers';
import { catalogueText } from './messages';

/*
 * Issue 19 items 6 and 7 end to end against the sandbox, in English and Arabic: an enquiry the
 * sandbox records (availability, consent, confirmation; axe on every state), and a failed send
 * that keeps what was typed and reaches the sandbox's error log without personal data.
 */
const text = (language: Language, id: string, values?: Record<string, string | number>) =>
  catalogueText('widgets/enquiry-form', language, id, values);

/** e2e workers share one sandbox: every run uses its own address and name. */
const unique = (label: string) => `${label}${uniqueSuffix()}`;

interface Lead {
  email: string;
  form: string;
  propertyCode: string;
  marketingConsent: { agreed: boolean; version: string | null };
}

async function fillEnquiry(page: Page, language: Language, person: { firstName: string; lastName: string; email: string }): Promise<void> {
  const form = page.locator('stay-enquiry-form');
  await form.getByLabel(text(language, 'field.arrivalDate'), { exact: true }).fill(testDay(20));
  await form.getByLabel(text(language, 'field.departureDate'), { exact: true }).fill(testDay(50));
  await form.getByRole('textbox', { name: text(language, 'field.firstName') }).fill(person.firstName);
  await form.getByRole('textbox', { name: text(language, 'field.lastName') }).fill(person.lastName);
  await form.getByRole('textbox', { name: text(language, 'field.email') }).fill(person.email);
  await form.getByRole('textbox', { name: text(language, 'field.phone') }).fill('+65 6123 4567');
}

for (const language of ['en', 'ar'] as const) {
  const prefix = `/${language}`;

  test.describe(`enquiry (${language})`, () => {
    test('sends an enquiry that the sandbox records, with axe on every state', async ({ page, request }) => {
      await page.goto(`${prefix}/dr-enquiry/`);
      const form = page.locator('stay-enquiry-form');
      const send = form.getByRole('button', { name: text(language, 'submit') });
      await expect(send).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);

      await send.click();
      await expect(form.getByRole('group', { name: text(language, 'errorSummary') })).toBeFocused();
      expect(await accessibilityViolations(page)).toEqual([]);

      const email = `${unique('lead')}@e2e.stay.example`;
      await fillEnquiry(page, language, { firstName: 'Aiko', lastName: 'Tanaka', email });
      await expect(form.getByRole('status').filter({ hasText: text(language, 'availability.available') })).toBeVisible();
      await form.getByRole('checkbox').check();
      expect(await accessibilityViolations(page)).toEqual([]);

      await send.click();
      const heading = form.getByRole('heading', { name: text(language, 'sent.title', { name: 'Aiko' }) });
      await expect(heading).toBeFocused();
      expect(await accessibilityViolations(page)).toEqual([]);

      const leads = ((await (await request.get('/__sandbox/leads')).json()) as { content: Lead[] }).content.filter(
        (lead) => lead.email === email,
      );
      expect(leads).toEqual([
        expect.objectContaining({ form: 'dr-enquiry', propertyCode: 'SGORCH', marketingConsent: { agreed: true, version: '2026-01' } }),
      ]);
    });

    test('a failed send keeps what was typed and reaches the error log without personal data', async ({ page, context, request }) => {
      await context.addCookies([
        {
          name: 'stay-sandbox-faults',
          value: encodeURIComponent(JSON.stringify([{ match: '/odx/leads', kind: 'error', status: 503 }])),
          url: test.info().project.use.baseURL!,
        },
      ]);
      await page.goto(`${prefix}/extended-stay/`);
      const form = page.locator('stay-enquiry-form');
      const lastName = unique('Quill');
      const email = `${unique('failed')}@e2e.stay.example`;
      await fillEnquiry(page, language, { firstName: 'Marisol', lastName, email });
      await form.getByRole('button', { name: text(language, 'submit') }).click();
      await expect(form.getByRole('alert').filter({ hasText: text(language, 'sendFailed') })).toBeVisible();
      await expect(form.getByRole('textbox', { name: text(language, 'field.email') })).toHaveValue(email);
      expect(await accessibilityViolations(page)).toEqual([]);

      const reportsOfThisPage = async () => {
        const all = ((await (await request.get('/__sandbox/error-reports')).json()) as { content: { report: Record<string, unknown> }[] })
          .content;
        return all
          .map((entry) => entry.report)
          .filter((report) => report.page === `${prefix}/extended-stay/` && String(report.message).includes('/odx/leads'));
      };
      await expect.poll(async () => (await reportsOfThisPage()).length, { timeout: 10_000 }).toBeGreaterThan(0);
      const reports = await reportsOfThisPage();
      expect(reports[0]).toMatchObject({ source: 'api', status: 503, language });
      const sent = JSON.stringify(reports);
      for (const personal of [email, lastName, 'Marisol', '6123 4567']) expect(sent).not.toContain(personal);
    });
  });
}
