import { expect, readOnlyTest as test } from './test';
import { collectConsole, widgetChunkFiles } from './helpers';

/**
 * Issue 12 §8: when the chunk of a widget cannot be loaded, its authored content stays visible
 * and usable (slides as a list, menu links as links) and the browser-support notice appears.
 */
test.describe('progressive enhancement', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a carousel and a navigation whose chunks fail to load keep their authored slides and links, with the browser notice', async ({
    page,
  }) => {
    const console = collectConsole(page);
    const chunks = widgetChunkFiles();
    const failing = [chunks.get('carousel')!, chunks.get('navigation')!];
    await page.route(
      (url) => failing.includes(url.pathname),
      (route) => route.abort(),
    );
    await page.goto('/en/');

    const notice = page.locator('stay-site-notices').getByRole('status');
    await expect(notice).toContainText('Chrome or Firefox');
    const offers = page.locator('stay-carousel#home-offers');
    await expect(offers).toHaveAttribute('data-stay-fallback', '');
    await expect(page.locator('stay-navigation')).toHaveAttribute('data-stay-fallback', '');

    // Every authored offer is on screen, one below the other, and its link works as a link.
    const slides = offers.locator(':scope > *');
    const count = await slides.count();
    expect(count).toBeGreaterThan(2);
    let previousBottom = -Infinity;
    for (let index = 0; index < count; index += 1) {
      const slide = slides.nth(index);
      await expect(slide).toBeVisible();
      const box = (await slide.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(previousBottom - 1);
      previousBottom = box.y + box.height;
    }
    const offerLink = slides.last().getByRole('link').first();
    await offerLink.scrollIntoViewIfNeeded();
    await expect(offerLink).toBeInViewport();

    // The authored menu: every top-level link is a visible, working link.
    const menuLinks = page.locator('stay-navigation > nav > ul > li > a');
    expect(await menuLinks.count()).toBeGreaterThan(2);
    for (const link of await menuLinks.all()) await expect(link).toBeVisible();
    const destination = await menuLinks.last().getAttribute('href');
    await menuLinks.last().click();
    await page.waitForURL((url) => url.pathname === destination);

    expect(console.errors.some((message) => message.includes('could not load <stay-carousel>'))).toBe(true);
  });
});
