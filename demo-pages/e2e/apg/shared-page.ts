import { expectNoViolations, recordViolations, test, type CspViolation, type Page, type ViewportSize } from '../test';

/**
 * One page load per describe (the APG suites are many small assertions on one state): the
 * describe runs serially on a page opened in `beforeAll`. Returns a getter for that page.
 */
export function sharedPage(path: string, viewport: ViewportSize = { width: 1280, height: 800 }): () => Page {
  let page: Page | undefined;
  // The page's own context is not the test's: it records its CSP violations itself (./test.ts).
  const violations: CspViolation[] = [];
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    await recordViolations(context, violations);
    page = await context.newPage();
    await page.goto(path);
  });
  test.afterAll(async () => {
    await page?.context().close();
    expectNoViolations(violations);
  });
  return () => {
    if (!page) throw new Error('the shared page is not open');
    return page;
  };
}

/** The id-referenced element of `attribute` on `element` (aria-controls, aria-labelledby, …). */
export async function referencedIds(page: Page, selector: string, attribute: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements, name) => elements.map((element) => element.getAttribute(name) ?? ''), attribute);
}
