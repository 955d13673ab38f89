import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Everything the widgets keep in the browser (issue 12 §7), and what none of it may hold. Every
 * local and session storage value is written by `writeEntry` (shared/storage/entry.ts), which
 * leaves out the forbidden fields (forbidden-fields.ts); the API cache removes them from answers
 * first (shared/api/client.ts). This test keeps the list complete: a new entry or cookie fails it
 * until it is added here, with what it holds.
 */
const STORAGE_KEYS = {
  'session:stay:booking-search': 'the last search as a deep-link query (destination, dates, guests, discount code)',
  'session:stay:booking-search-criteria': 'hotel code, dates, minimum stay, session id of the current search',
  'session:stay:deep-link': 'query parameters of a validated deep link',
  'session:stay:previous-search-url': 'URL of the last results page',
  'session:stay:summary-payment-url': 'URL of the summary-and-payment page',
  'session:stay:criteria-from-cart': 'true before the dialog reloads the page',
  'session:stay:browser-notice-dismissed': 'true once the browser notice was dismissed',
  'local:stay:guest-cart': 'a guest cart: currency, device type, last-modified time, apartments with rate snapshots, prices and add-ons',
  'local:stay:cart-summary': 'the cart item count, currency and a write revision (header count, other tabs)',
  'session:stay:cart-write-intents': 'idempotency keys and item ids of cart and checkout writes under way, by intent',
  'session:stay:guest-details':
    'the checkout guest details per cart apartment as typed: salutation, names, phone, country, arrival time, requests, conditions accepted; never the e-mail',
  'session:stay:checkout-flow':
    'the checkout flow state: its step, the hold (id, expiry, extensions left), a failure code, confirmation numbers',
  'session:stay:checkout-payment':
    "the hold's payment plan (issue 28): hold id, currency, amounts to pay now and due at the property per apartment and in total, card flags",
  'session:stay:buy-points-purchase':
    'a points purchase on its way to the hosted payment page: hold and transaction ids, package, point purchase type, gift recipient id, intent key',
  'session:stay:buy-points-intent':
    "the idempotency key of the visitor's points purchase intent (member, package, type, recipient, amount), 30 minutes",
  'session:stay:checkout-to-summary': 'true once the guest details are complete (the checkout opens at summary and payment)',
  'session:stay:payment-by-reddot': 'per property code, whether it takes card payment by Red Dot now (booking spec §3)',
  'local:stay:lead-availability': 'odx/leadavailability answers by property, dates and guests, 15 minutes each (issue 19)',
  'session:stay:enquiry-draft:…': 'what an enquiry form holds (never the e-mail address) and its lead intent key, per form kind (issue 19)',
  'local:stay:purchases-sent': 'transaction ids (confirmation numbers joined) whose GA4 purchase was sent, the last 50',
  'local:stay:display-currency': 'the chosen display currency code',
  'local:stay:member-currency-login': 'a fingerprint (not the token) of the login whose preference was applied',
  'session:stay:member-profile': 'the signed-in member profile without e-mail: id, names, tier, points, country (loyalty spec §4)',
  'local:stay:member-profile': 'the same profile, so other tabs and later visits have it (loyalty spec §4)',
  'session:stay:sign-up-draft':
    'the sign-up form as typed: salutation, names, country code, referral code, terms ticked; never the passwords or the e-mail',
  'session:stay:checkout-own-guest': 'cart item ids whose guest does not take apartment 1 contact details',
  'session:stay:checkin-draft':
    'web check-in: the stay opened on the tab (confirmation number, last name) and the registration as typed per confirmation number; never document numbers or the e-mail',
  'session:stay:modify-reservation':
    'the modify-reservation record: confirmation number, points redeemed, return-voucher flag, promotion type, the original stay; never the e-mail',
  'session:stay:modify-saved-cart': 'the guest cart and cart summary set aside while a reservation is modified',
  'local:stay:token-expiry': 'when the login token expires, epoch ms (loyalty spec §4); never the token',
  'local:stay:api:…': 'cached answers of content and configuration reads, without forbidden fields',
  'local:stay:guest-reviews:…':
    'per review product id and kind (score or full), the guest reviews answer and when it came (one day, content §9)',
  'session:stay:property-base-rate:…':
    'per language and property code, the base rate configuration of the reservation variant (content §7)',
};

/**
 * Cookies: the kit writes the staff code list, and the login cookie (its name from the page
 * configuration) only in shared/store/member-session.ts, the one place that signs in and out.
 */
const KIT_COOKIES = {
  'stay-staff-codes': 'base64 of the staff code list (booking spec §6)',
};
const LOGIN_COOKIE_WRITER = 'shared/store/member-session.ts';

/** Fields no storage key may hold, one example name of each kind (forbidden-fields.ts has them all). */
const NEVER_STORED = { 'staff codes': 'ListStaffCode', token: 'token', 'e-mail': 'email', 'card data': 'cardNumber' };

const ROOT = join(import.meta.dirname, '..', '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Source without comments: a comment may name `sessionStorage.clear()` without calling it. */
const withoutComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const sources = ['shared', 'widgets']
  .flatMap((folder) => sourceFiles(join(ROOT, folder)))
  .map((path) => ({
    file: relative(ROOT, path),
    text: withoutComments(readFileSync(path, 'utf8')),
  }));

/** `defineEntry({ key: 'x', area: 'local', … })` → `local:stay:x`; a template key is listed by its fixed start. */
function definedKeys(text: string): string[] {
  return Array.from(text.matchAll(/defineEntry(?:<[^>]*>)?\(\{\s*key:\s*(['`])([^'`$]*)(\$\{)?[^'`]*\1,\s*area:\s*'(\w+)'/g), (match) => {
    const [, , fixed, template, area] = match;
    return `${area}:stay:${fixed}${template ? '…' : ''}`;
  });
}

describe('what the widgets keep in the browser (issue 12 §7)', () => {
  it('lists every storage key the widgets define', () => {
    const keys = sources.flatMap(({ text }) => definedKeys(text));
    expect(new Set(keys)).toEqual(new Set(Object.keys(STORAGE_KEYS)));
    expect(sources.filter(({ text }) => /defineEntry[(<]/.test(text)).length).toBeGreaterThan(3);
  });

  it('writes storage only through shared/storage, which leaves the forbidden fields out', () => {
    const direct = sources.filter(
      ({ file, text }) => !file.startsWith('shared/storage/') && /\b(localStorage|sessionStorage)\s*\.|document\.cookie\s*=/.test(text),
    );
    expect(direct.map(({ file }) => file)).toEqual([]);
    // writeEntry (entry.ts) is the one caller of the raw writer; entry.test.ts shows it leaves forbidden fields out.
    const rawWriters = sources.filter(({ text }) => /\bwriteItem\(/.test(text)).map(({ file }) => file);
    expect(rawWriters.sort()).toEqual(['shared/storage/entry.ts', 'shared/storage/storage-area.ts']);
  });

  it('writes only the listed cookies', async () => {
    const writers = sources.filter(
      ({ file, text }) => file !== 'shared/storage/cookie-writer.ts' && /\bwriteCookie\(|document\.cookie\s*=/.test(text),
    );
    expect(writers.map(({ file }) => file).sort()).toEqual(['shared/storage/staff-codes.ts', LOGIN_COOKIE_WRITER]);
    const loginWrites = sources.find(({ file }) => file === LOGIN_COOKIE_WRITER)?.text.match(/writeCookie\(([^,]+),/g) ?? [];
    expect(loginWrites.length).toBeGreaterThan(0);
    expect(loginWrites.every((call) => call.includes('getPageConfig().loginCookie'))).toBe(true);
    const { STAFF_CODES_COOKIE } = await import('./staff-codes');
    expect(Object.keys(KIT_COOKIES)).toEqual([STAFF_CODES_COOKIE]);
  });

  it('refuses every kind of field storage must never hold', async () => {
    const { isForbiddenField } = await import('./forbidden-fields');
    expect(Object.values(NEVER_STORED).filter((name) => !isForbiddenField(name))).toEqual([]);
  });
});
