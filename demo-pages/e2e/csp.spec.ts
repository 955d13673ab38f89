import { readdirSync, readFileSync } from 'node:fs';
import { expect, expectNoViolations, readOnlyTest as test } from './test';

/** The policy the demo site promises (README "Using the widgets on a page", "Content-Security-Policy"): nothing inline. */
const POLICY = "script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'";

const PAGES_DIR = 'demo-pages/site/pages';
/** Pages that need a deep link to show their widgets (content of the demo site's footer links). */
const QUERIES: Record<string, string> = {
  'booking/property-listing': '?searchdest=Tokyo&type=city',
  'booking/select-apartment-and-rates': '?hotelCode=SGORCH',
};

/** Every demo page, from the page files: in English, in Arabic when it has its own body, and the home page in Chinese. */
function demoPagePaths(): string[] {
  const files = readdirSync(PAGES_DIR, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !file.split('/').pop()!.startsWith('_'),
  );
  const paths = files.map((file) => {
    const [, page, language] = file.match(/^(.*?)(?:\.(ar))?\.html$/)!;
    const route = page === 'home' ? '' : `${page}/`;
    return `/${language ?? 'en'}/${route}${QUERIES[page!] ?? ''}`;
  });
  return ['/', ...paths.sort()];
}

test.describe('Content-Security-Policy of the demo site', () => {
  for (const path of demoPagePaths()) {
    test(`${path} is served with the strict policy and loads without a violation`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toBe(POLICY);
      // The page's widgets upgrade and fetch their data; the fixture fails the test on any violation.
      await page.waitForLoadState('networkidle');
    });
  }

  test('the fixture records an inline script and an inline style, which do not apply, and fails the test for them', async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/en/plain/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true;';
      document.body.append(script);
      document.body.setAttribute('style', 'outline: 3px solid red');
    });
    await expect.poll(() => cspViolations.map((violation) => violation.description).join('\n')).toMatch(/script-src-elem blocked inline/);
    await expect.poll(() => cspViolations.map((violation) => violation.description).join('\n')).toMatch(/style-src-attr blocked inline/);
    expect(cspViolations.some((violation) => violation.source === 'console')).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan)).toBeUndefined();
    expect(await page.evaluate(() => getComputedStyle(document.body).outlineStyle)).not.toBe('solid');
    // What the fixture does after every test: fail with the violations listed.
    expect(() => expectNoViolations(cspViolations)).toThrow(/script-src-elem blocked inline[\s\S]*style-src-attr blocked inline/);
    // Provoked on purpose and checked above: the fixture must not fail this test for them.
    cspViolations.splice(0);
  });

  test('every spec takes `test` from ./test, so the recorder runs in every test', () => {
    const specs = readdirSync('demo-pages/e2e', { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.spec.ts') || file.endsWith('shared-page.ts'),
    );
    const direct = specs.filter((file) => /from '@playwright\/test'/.test(readFileSync(`demo-pages/e2e/${file}`, 'utf8')));
    expect(direct).toEqual([]);
  });
});
