import { expect, readOnlyTest, type BrowserContext } from './test';

/*
 * The read-only specs' browser context (./test.ts `readOnlyTest`): one per worker, and each test
 * starts as a new visitor in it. Serial, so both tests run in order in one worker.
 */
readOnlyTest.describe('the browser context shared by read-only specs', () => {
  readOnlyTest.describe.configure({ mode: 'serial' });
  let first: BrowserContext | undefined;

  readOnlyTest('a test may leave cookies and storage behind (the page writes them)', async ({ page, context }) => {
    first = context;
    await page.goto('/en/plain/');
    await page.evaluate(() => {
      localStorage.setItem('stay-e2e-left', '1');
      sessionStorage.setItem('stay-e2e-left', '1');
      document.cookie = 'stay-e2e-left=1; path=/';
    });
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('stay-e2e-left');
  });

  readOnlyTest('the next test has the same context, on a new page, without those cookies and storage', async ({ page, context }) => {
    expect(first).toBeDefined();
    expect(context).toBe(first);
    expect(context.pages()).toEqual([page]);
    expect(await context.cookies()).toEqual([]);
    await page.goto('/en/plain/');
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie])).toEqual([0, 0, '']);
  });

  readOnlyTest('records its own CSP violations in the shared context', async ({ page, cspViolations }) => {
    expect(cspViolations).toEqual([]);
    await page.goto('/en/plain/');
    await page.evaluate(() => document.body.setAttribute('style', 'outline: 3px solid red'));
    await expect.poll(() => cspViolations.map((violation) => violation.description).join('\n')).toMatch(/style-src-attr blocked inline/);
    // Provoked on purpose: emptied, so the fixture does not fail this test for it.
    cspViolations.splice(0);
  });
});
