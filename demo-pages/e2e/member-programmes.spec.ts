import type { Language } from '../../shared/domain/languages';
import { accessibilityViolations, chooseByKeyboard, tabTo } from './helpers';
import { catalogueText } from './messages';
import { freshMember } from './fresh-member';
import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from './test';

/*
 * The member programmes (issue 17 item 4) against the sandbox, by keyboard, in English and Arabic:
 * the member signs in through the sandbox API and the login cookie is set in the context (as in
 * member-dashboard.spec.ts); what the cards must show is read from the sandbox, never copied.
 * Each language uses its own members, so the sandbox's state from one does not meet the other.
 */
const API_HEADERS = { 'Ocp-Apim-Subscription-Key': 'sandbox-subscription-key' };
const FOLDER = 'widgets/member-programmes';
const t = (language: Language, id: string, values?: Record<string, string | number>) => catalogueText(FOLDER, language, id, values);

const PEOPLE: Record<'en' | 'ar', { email: string; memberId: string; programme: string; programmeName: string; recipient: string }> = {
  en: {
    email: 'silver@demo.stay.example',
    memberId: 'SM1000002',
    programme: 'SKYMILES',
    programmeName: 'SkyMiles Club',
    recipient: 'SM1000003',
  },
  ar: {
    email: 'platinum@demo.stay.example',
    memberId: 'SM1000004',
    programme: 'ASIAFLYER',
    programmeName: 'Asia Flyer',
    recipient: 'SM1000005',
  },
};

async function login(request: APIRequestContext, email: string): Promise<{ token: string; firstName: string; lastName: string }> {
  const response = await request.post('/api/authen/login', { headers: API_HEADERS, data: { email, password: 'StayDemo!1' } });
  expect(response.ok()).toBe(true);
  const { token, profileDto } = (
    (await response.json()) as { content: { token: string; profileDto: { firstName: string; lastName: string } } }
  ).content;
  return { token, firstName: profileDto.firstName, lastName: profileDto.lastName };
}

async function signInContext(context: BrowserContext, baseURL: string, token: string): Promise<void> {
  await context.addCookies([{ name: 'stay-member-token', value: encodeURIComponent(token), url: baseURL, sameSite: 'Lax' }]);
}

async function setFaults(context: BrowserContext, baseURL: string, rules: unknown[]): Promise<void> {
  await context.addCookies([{ name: 'stay-sandbox-faults', value: encodeURIComponent(JSON.stringify(rules)), url: baseURL }]);
}

const widget = (page: Page) => page.locator('stay-member-programmes');
const card = (page: Page, language: Language, title: string) => widget(page).getByRole('region', { name: t(language, title), exact: true });

async function expectAxeClean(page: Page): Promise<void> {
  expect(await accessibilityViolations(page, 'stay-member-programmes')).toEqual([]);
}

/** Tab to a field and type into it, as a keyboard user does. */
async function typeInto(page: Page, field: Locator, value: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(value);
}

for (const language of ['en', 'ar'] as const) {
  const person = PEOPLE[language];
  const PAGE = `/${language}/member/programmes/`;

  test.describe(`member programmes (${language})`, () => {
    test('lucky draw countdown and point history from the ledger', async ({ page, context, request, baseURL }) => {
      const { token } = await login(request, person.email);
      for (const [kind, points] of [
        ['earn', 1200],
        ['redeem', -300],
      ] as const) {
        const added = await request.post('/__sandbox/points-movement', {
          data: { memberId: person.memberId, kind, points, reference: `E2E-${language}-${kind}` },
        });
        expect(added.status()).toBe(201);
      }
      const history = (await (
        await request.get('/api/loyalty/point-history', { headers: { ...API_HEADERS, Authorization: `Bearer ${token}` } })
      ).json()) as {
        content: { movements: { reference: string }[] };
      };
      await signInContext(context, baseURL!, token);
      await page.goto(PAGE);

      const lucky = card(page, language, 'lucky.title');
      await expect(lucky.locator('time')).toBeVisible();
      await expect(lucky.getByRole('timer')).toHaveText(/\S/);

      const rows = card(page, language, 'history.title').locator('tbody tr');
      await expect(rows).toHaveCount(history.content.movements.length);
      await expect(rows.first()).toContainText(`E2E-${language}-redeem`);
      await expect(rows.nth(1)).toContainText(`E2E-${language}-earn`);
      await expectAxeClean(page);
    });

    test('the dashboard page shows the lucky-draw countdown and the point history beside the dashboard', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const { token } = await login(request, person.email);
      await signInContext(context, baseURL!, token);
      await page.goto(`/${language}/member/user-profile/`);
      await expect(card(page, language, 'lucky.title').locator('time')).toBeVisible();
      await expect(card(page, language, 'history.title')).toHaveAttribute('aria-busy', 'false');
      await expect(card(page, language, 'miles.title')).toHaveCount(0);
      await expectAxeClean(page);
    });

    test('link a miles membership by keyboard; an injected E386 shows its message', async ({ page, context, request, baseURL }) => {
      const { token, firstName, lastName } = await login(request, person.email);
      await signInContext(context, baseURL!, token);
      await setFaults(context, baseURL!, [{ match: '/odx/membermilesprogramme', kind: 'error', status: 400, errorCode: 'E386' }]);
      await page.goto(PAGE);
      const miles = card(page, language, 'miles.title');
      const form = miles.getByRole('form', { name: t(language, 'miles.formLabel') });

      // An empty submit: the summary takes the focus.
      await tabTo(page, form.getByRole('button', { name: t(language, 'miles.submit') }));
      await page.keyboard.press('Enter');
      await expect(form.getByRole('group', { name: t(language, 'errorSummary') })).toBeFocused();
      await expectAxeClean(page);

      const programme = form.getByLabel(t(language, 'miles.programme'));
      await tabTo(page, programme);
      await chooseByKeyboard(page, programme, person.programme, person.programmeName);
      await typeInto(page, form.getByLabel(t(language, 'miles.membershipNo')), '8800 1234');
      await typeInto(page, form.getByLabel(t(language, 'miles.firstName')), firstName);
      await typeInto(page, form.getByLabel(t(language, 'miles.lastName')), lastName);
      await tabTo(page, form.getByRole('button', { name: t(language, 'miles.submit') }));
      await page.keyboard.press('Enter');
      await expect(form.getByRole('alert')).toHaveText(t(language, 'error.milesLinkFailed'));
      await expectAxeClean(page);

      await setFaults(context, baseURL!, []);
      await page.keyboard.press('Enter');
      await expect(form.getByRole('status')).toHaveText(t(language, 'miles.done', { programme: person.programmeName }));
      await expect(miles.getByRole('listitem').filter({ hasText: person.programmeName })).toContainText(
        t(language, 'miles.linked', { number: '88001234' }),
      );
      await expectAxeClean(page);
    });

    test('submit a tier match by keyboard', async ({ page, context, request, baseURL }) => {
      const { token } = await login(request, person.email);
      await signInContext(context, baseURL!, token);
      await page.goto(PAGE);
      const tierMatch = card(page, language, 'tierMatch.title');
      const form = tierMatch.getByRole('form', { name: t(language, 'tierMatch.formLabel') });
      const programme = form.getByLabel(t(language, 'tierMatch.programme'));
      await tabTo(page, programme);
      await chooseByKeyboard(page, programme, 'GRANDSTAY', 'Grand Stay Rewards');
      const tier = form.getByLabel(t(language, 'tierMatch.tier'));
      await tabTo(page, tier);
      await chooseByKeyboard(page, tier, 'GS-GOLD', 'Gold Elite');
      await typeInto(page, form.getByLabel(t(language, 'tierMatch.membershipNo')), 'GS998877');
      await typeInto(page, form.getByLabel(t(language, 'tierMatch.proof')), 'Gold Elite card, valid to 2027');
      await tabTo(page, form.getByRole('button', { name: t(language, 'tierMatch.submit') }));
      await page.keyboard.press('Enter');
      await expect(form.getByRole('status')).toHaveText(t(language, 'tierMatch.done'));
      await expect(tierMatch.getByRole('list', { name: t(language, 'tierMatch.requests') }).getByRole('listitem')).toContainText([
        'Grand Stay Rewards',
      ]);
      await expectAxeClean(page);
    });

    test('a member who is not a representative has no representative panel', async ({ page, context, request, baseURL }) => {
      const member = await login(request, person.email);
      await signInContext(context, baseURL!, member.token);
      await page.goto(PAGE);
      await expect(card(page, language, 'miles.title')).toBeVisible();
      await expect(card(page, language, 'representative.title')).toHaveCount(0);
    });

    test('the representative distributes a point voucher; it shows in distributed activities', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const { token } = await login(request, 'representative@demo.stay.example');
      await signInContext(context, baseURL!, token);
      await page.goto(PAGE);
      const panel = card(page, language, 'representative.title');
      await expect(panel).toContainText('Stay Partners Gulf');
      await expectAxeClean(page);
      const form = panel.getByRole('form', { name: t(language, 'representative.formLabel') });
      const voucher = form.getByLabel(t(language, 'representative.voucherField'));
      await tabTo(page, voucher);
      await chooseByKeyboard(page, voucher, 'PV1000', '1,000 points voucher');
      await typeInto(page, form.getByLabel(t(language, 'representative.memberId')), person.recipient);
      await tabTo(page, form.getByRole('button', { name: t(language, 'representative.submit') }));
      await page.keyboard.press('Enter');
      await expect(form.getByRole('status')).toHaveText(t(language, 'representative.done', { member: person.recipient }));
      const distributed = panel.getByRole('list', { name: t(language, 'representative.distributed') });
      await expect(distributed.getByRole('listitem').filter({ hasText: person.recipient })).toHaveCount(1);
      await expectAxeClean(page);

      // An injected distribution error shows its message.
      await setFaults(context, baseURL!, [{ match: '/odx/distributepointsvouchers', kind: 'error', status: 409, errorCode: '10122' }]);
      await typeInto(page, form.getByLabel(t(language, 'representative.memberId')), person.recipient);
      await tabTo(page, form.getByRole('button', { name: t(language, 'representative.submit') }));
      await page.keyboard.press('Enter');
      await expect(form.getByRole('alert')).toHaveText(t(language, 'error.distributionOutOfVouchers'));
      await expectAxeClean(page);
    });

    test('a point voucher the representative gives is linked by the member, then redeemed: the header balance rises by its points', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      // The member of this test alone (workers share the sandbox and this moves points).
      const member = await freshMember(request);
      await signInContext(context, baseURL!, (await login(request, 'representative@demo.stay.example')).token);
      await page.goto(PAGE);
      const panel = card(page, language, 'representative.title');
      const form = panel.getByRole('form', { name: t(language, 'representative.formLabel') });
      const voucher = form.getByLabel(t(language, 'representative.voucherField'));
      await tabTo(page, voucher);
      await chooseByKeyboard(page, voucher, 'PV1000', '1,000 points voucher');
      await typeInto(page, form.getByLabel(t(language, 'representative.memberId')), member.memberId);
      await tabTo(page, form.getByRole('button', { name: t(language, 'representative.submit') }));
      await page.keyboard.press('Enter');
      await expect(form.getByRole('status')).toHaveText(t(language, 'representative.done', { member: member.memberId }));
      const given = panel
        .getByRole('list', { name: t(language, 'representative.distributed') })
        .getByRole('listitem')
        .filter({ hasText: member.memberId });
      const code = /PV1000-[0-9A-F]{8}/.exec((await given.textContent()) ?? '')?.[0];
      expect(code).toBeTruthy();

      // The member signs in and links the code to the account, then redeems it.
      await context.clearCookies();
      await signInContext(context, baseURL!, (await login(request, member.email)).token);
      await page.goto(`/${language}/member/user-profile/`);
      const actions = (id: string, values?: Record<string, string | number>) =>
        catalogueText('widgets/member-dashboard/voucher-actions', language, id, values);
      const headerPoints = page.locator('stay-navigation .stay-navigation__member-points');
      await expect(headerPoints).toContainText('0');
      const open = page.getByRole('button', { name: catalogueText('widgets/member-dashboard', language, 'voucherCodesOpen') });
      await tabTo(page, open);
      await page.keyboard.press('Enter');
      const dashboard = page.locator('stay-member-dashboard');
      await typeInto(page, dashboard.getByRole('textbox', { name: actions('linkLabel') }), code!);
      await page.keyboard.press('Enter');
      await expect(dashboard.getByRole('status').filter({ hasText: actions('linked', { code: code! }) })).toBeVisible();
      await typeInto(page, dashboard.getByRole('textbox', { name: actions('redeemLabel') }), code!);
      await page.keyboard.press('Enter');
      await expect(
        dashboard.getByRole('status').filter({ hasText: actions('redeemedPoints', { code: code!, points: 1000 }) }),
      ).toBeVisible();
      const balance = await page.evaluate(
        ([locale]) => new Intl.NumberFormat(locale).format(1000),
        [language === 'en' ? 'en-GB' : language],
      );
      await expect(headerPoints).toContainText(balance);
      expect(await accessibilityViolations(page, 'stay-member-dashboard')).toEqual([]);
    });

    test('the partner page (/member/partner, loyalty §2) shows a member the partner programmes only', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const member = await freshMember(request);
      const { token } = await login(request, member.email);
      const answer = await request.post('/odx/getmilesprogram', {
        headers: API_HEADERS,
        data: { messageId: 'E2E20261125abcdefgh', language },
      });
      const { programmes } = ((await answer.json()) as { content: { programmes: { name: string }[] } }).content;
      expect(programmes.length).toBeGreaterThan(0);

      await page.goto(`/${language}/member/partner/`);
      // Signed out: the page asks to log in instead of showing a member's programmes.
      await expect(widget(page).getByRole('button', { name: t(language, 'logIn') })).toBeVisible();
      await expect(card(page, language, 'miles.title')).toHaveCount(0);
      await expectAxeClean(page);

      await signInContext(context, baseURL!, token);
      await page.reload();
      const miles = card(page, language, 'miles.title');
      await expect(miles.getByRole('listitem')).toHaveText(programmes.map(({ name }) => new RegExp(name)));
      await expect(card(page, language, 'tierMatch.title')).toBeVisible();
      for (const other of ['lucky.title', 'history.title', 'representative.title'])
        await expect(card(page, language, other)).toHaveCount(0);
      await expectAxeClean(page);
    });
  });
}
