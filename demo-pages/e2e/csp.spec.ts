import { readdirSync, readFileSync } from 'node:fs';
import { CSP_POLICY } from './demo-pages';
import { expect, expectNoViolations, readOnlyTest as test } from './test';

test.describe('Content-Security-Policy of the demo site', () => {
  // Every demo page loads under the strict policy without a violation: checked with its layout at a
  // phone's width (layout-shift.spec.ts), which loads each page anyway; here, how the check works.
  test('the demo site sends the strict policy', async ({ page }) => {
    const response = await page.goto('/en/plain/');
    expect(response?.headers()['content-security-policy']).toBe(CSP_POLICY);
  });

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
