import { test, type Page, type ViewportSize } from '@playwright/test';

/**
 * One page load per describe (the APG suites are many small assertions on one state): the
 * describe runs serially on a page opened in `beforeAll`. Returns a getter for that page.
 */
export function sharedPage(path: string, viewport: ViewportSize = { width: 1280, height: 800 }): () => Page {
  let page: Page | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport });
    await page.goto(path);
  });
  test.afterAll(async () => {
    await page?.close();
  });
  return () => {
    if (!page) throw new Error('the shared page is not open');
    return page;
  };
}

/** The id-referenced element of `attribute` on `element` (aria-controls, aria-labelledby, …). */
export async function referencedIds(page: Page, selector: string, attribute: string): Promise<string[]> {
  return page.locator(selector).evaluateAll(
    (elements, name) => elements.map((element) => element.getAttribute(name) ?? ''),
    attribute,
  );
}
