import { loginDialog, submitLogin } from './account';
import { expect, test, type Page } from './test';
import { bookingConfiguration } from '../sandbox/seed/booking-config.ts';
import { isForbiddenField } from '../../shared/storage/forbidden-fields.ts';
import { sellableStay } from '../../testing/sellable-stays';

/**
 * Issue 12 §7: after a journey (search, listing, sign-in), nothing the site keeps in the browser
 * holds the staff codes, the token, the member's e-mail or card data, except the token in its own
 * login cookie and the staff codes base64-encoded in theirs (booking spec §6).
 */
const LOGIN_COOKIE = 'stay-member-token';
const STAFF_CODES_COOKIE = 'stay-staff-codes';
const MEMBER = 'silver@demo.stay.example';
const STAFF_CODES = bookingConfiguration().ListStaffCode;

/** Two nights from 30 days ahead that the seed sells at the Orchard property: the search finds rates. */
const STAY = sellableStay({ hotelCode: 'SGORCH' });

interface KeptValue {
  where: string;
  value: string;
}

/** Every local and session storage value and every cookie the page can see. */
async function everythingKept(page: Page): Promise<KeptValue[]> {
  return page.evaluate(() => {
    const kept: { where: string; value: string }[] = [];
    for (const [area, storage] of [
      ['local', localStorage],
      ['session', sessionStorage],
    ] as const) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index)!;
        kept.push({ where: `${area}:${key}`, value: storage.getItem(key) ?? '' });
      }
    }
    for (const pair of document.cookie.split('; ').filter(Boolean)) {
      const separator = pair.indexOf('=');
      kept.push({ where: `cookie:${pair.slice(0, separator)}`, value: decodeURIComponent(pair.slice(separator + 1)) });
    }
    return kept;
  });
}

/** Forbidden field names anywhere in a JSON value (issue 12 §7). */
function forbiddenFieldsIn(json: unknown, path = ''): string[] {
  if (typeof json !== 'object' || json === null) return [];
  return Object.entries(json).flatMap(([name, value]) => {
    const fieldPath = path ? `${path}.${name}` : name;
    return isForbiddenField(name) ? [fieldPath] : forbiddenFieldsIn(value, fieldPath);
  });
}

function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

test('after search, listing and sign-in, storage and cookies hold no staff codes, token, e-mail or card data', async ({ page }) => {
  // Search: the booking search reads the booking configuration, with its staff code list.
  const configuration = page.waitForResponse((response) => response.url().includes('masterdata/booking/config.json'));
  await page.goto(`/en/booking/search/?hotel=SGORCH&dateType=3&arrive=${STAY.arrive}&depart=${STAY.depart}`);
  expect(await (await configuration).text()).toContain(STAFF_CODES[0]);
  const form = page.locator('section.site-section stay-booking-search');
  await expect(form.getByRole('combobox', { name: 'Destination or property' })).toHaveValue(/Aster Residences Orchard/);
  await form.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/\/en\/booking\/select-apartment-and-rates/);

  // Listing.
  await page.goto('/en/booking/property-listing/?searchdest=Tokyo&type=city');
  await expect(page.locator('stay-property-listing').getByRole('heading', { level: 2, name: /properties in Tokyo/ })).toBeVisible();

  // Sign-in: the member's currency preference is fetched and applied.
  await page.goto('/en/sign-in/#login');
  await submitLogin(page, MEMBER);
  await expect(loginDialog(page)).toBeHidden();
  await expect(page.locator('stay-navigation').getByLabel('Currency')).toHaveValue('JPY');

  const kept = await everythingKept(page);
  const token = kept.find(({ where }) => where === `cookie:${LOGIN_COOKIE}`)?.value;
  expect(token, 'the login cookie').toBeTruthy();
  expect(kept.filter(({ where }) => where.startsWith('local:stay:api:')).length, 'cached answers').toBeGreaterThan(2);

  const leaks = kept.flatMap(({ where, value }) => {
    const found: string[] = [];
    if (where !== `cookie:${LOGIN_COOKIE}` && value.includes(token!)) found.push('the token');
    if (value.toLowerCase().includes(MEMBER)) found.push("the member's e-mail");
    for (const code of STAFF_CODES) if (value.includes(code)) found.push(`staff code ${code}`);
    found.push(...forbiddenFieldsIn(parsedOrUndefined(value)).map((field) => `field ${field}`));
    return found.map((what) => `${where} holds ${what}`);
  });
  expect(leaks).toEqual([]);

  // The staff codes are kept as the spec says: base64 in their cookie.
  const staffCookie = kept.find(({ where }) => where === `cookie:${STAFF_CODES_COOKIE}`)?.value ?? '';
  expect(JSON.parse(Buffer.from(staffCookie, 'base64').toString('utf8'))).toEqual(STAFF_CODES);
});
