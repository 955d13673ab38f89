import { expect } from 'chai';
import { captureWarnings, removeFixtures, setPageConfig } from '../../testing/fixtures';
import { expectEveryWidgetWorks, importEveryWidget } from '../../testing/every-widget-page';

/**
 * Issue 12 §8: garbage in every storage key the widgets read (prototype-pollution JSON, deeply
 * nested arrays, broken JSON) and a login cookie with control characters leave every widget
 * working, each problem with a console warning.
 */
const DEEP = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
const GARBAGE = [
  '{"__proto__":{"polluted":1}}',
  '{"value":{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}},"storedAt":1}',
  `{"value":${DEEP},"storedAt":1}`,
  DEEP,
  '{"value":',
];
const KEYS = [
  'booking-search',
  'booking-search-criteria',
  'deep-link',
  'previous-search-url',
  'summary-payment-url',
  'criteria-from-cart',
  'browser-notice-dismissed',
  'guest-cart',
  'display-currency',
  'member-currency-login',
];

setPageConfig({ language: 'en' });
KEYS.forEach((key, index) => {
  const garbage = GARBAGE[index % GARBAGE.length]!;
  localStorage.setItem(`stay:${key}`, garbage);
  sessionStorage.setItem(`stay:${key}`, garbage);
});
document.cookie = 'stay-member-token=member%0D%0AX-Injected%3A%201; path=/';
document.cookie = 'stay-staff-codes=%%%not-base64; path=/';
const warnings = captureWarnings();
await importEveryWidget();

after(() => {
  warnings.restore();
  removeFixtures();
  document.cookie = 'stay-member-token=; path=/; max-age=0';
  document.cookie = 'stay-staff-codes=; path=/; max-age=0';
});

describe('every widget with garbage in storage and a damaged login cookie', () => {
  it('works, and says what it ignored in console warnings', async () => {
    const root = await expectEveryWidgetWorks();
    // The damaged login counts as signed out: the membership banner shows.
    expect(root.querySelector<HTMLElement>('.stay-membership-banner')!.hidden).to.equal(false);
    expect(warnings.messages.some((message) => message.includes('"stay-member-token"'))).to.equal(true);
    expect(warnings.messages.some((message) => /storage key "stay:[\w-]+" held a malformed value/.test(message))).to.equal(true);
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });
});
