import { expect, readOnlyTest as test, type Page } from './test';

/*
 * Content spec §2 ("A page anchor fragment scrolls smoothly to the matching element") and booking
 * spec §2: arriving at a page with a `#fragment` scrolls smoothly to the element, which ends just
 * below the sticky header; with `prefers-reduced-motion: reduce` the scroll is instant.
 * The behaviour is read from the scroll calls themselves (a spy installed before any page script),
 * never from timing.
 */

interface ScrollCall {
  kind: 'scrollIntoView' | 'scrollTo' | 'scrollBy';
  target: string;
  behavior: string;
  /** Where the page was when the call came: the browser must not have jumped there already. */
  scrollY: number;
}

declare global {
  interface Window {
    stayScrollCalls: ScrollCall[];
  }
}

/** Records every programmatic scroll with its behaviour (the element's id, or "window"). */
function spyOnScrolls(): void {
  window.stayScrollCalls = [];
  const record = (kind: ScrollCall['kind'], target: string, options: unknown) => {
    const behavior = typeof options === 'object' && options !== null ? ((options as ScrollToOptions).behavior ?? 'auto') : 'auto';
    window.stayScrollCalls.push({ kind, target, behavior, scrollY: window.scrollY });
  };
  const { scrollIntoView } = Element.prototype;
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    record('scrollIntoView', this.id || this.localName, options);
    return scrollIntoView.call(this, options);
  };
  for (const kind of ['scrollTo', 'scrollBy'] as const) {
    const original = window[kind] as (...args: unknown[]) => void;
    window[kind] = function (this: Window, ...args: unknown[]) {
      record(kind, 'window', args[0]);
      return original.apply(this, args);
    } as typeof window.scrollTo;
  }
}

/** A heading in the middle of a long page with the sticky header. */
const TARGET = 'social-title';

/** Waits until the page stopped scrolling (two frames at the same position). */
async function scrollSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const before = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === before && window.scrollY > 0)));
      }),
  );
}

async function arrive(page: Page): Promise<{ calls: ScrollCall[]; targetTop: number; headerBottom: number }> {
  await page.addInitScript(spyOnScrolls);
  await page.goto(`/en/footer/#${TARGET}`);
  await expect(page.locator('stay-navigation .stay-navigation__bar')).toBeVisible();
  await page.waitForFunction((id) => window.stayScrollCalls.some((call) => call.target === id), TARGET);
  await scrollSettled(page);
  return page.evaluate((id) => {
    const header = document.querySelector('stay-navigation .stay-navigation__bar')!.closest('.stay-navigation')!;
    return {
      calls: window.stayScrollCalls,
      targetTop: document.getElementById(id)!.getBoundingClientRect().top,
      headerBottom: header.getBoundingClientRect().bottom,
    };
  }, TARGET);
}

test.describe('arrival with a URL fragment', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('scrolls smoothly to the element, which ends just below the sticky header', async ({ page }) => {
    const { calls, targetTop, headerBottom } = await arrive(page);
    // One smooth scroll, from the top: the browser did not jump to the element first.
    expect(calls.filter((call) => call.target === TARGET).map(({ behavior, scrollY }) => ({ behavior, scrollY }))).toEqual([
      { behavior: 'smooth', scrollY: 0 },
    ]);
    expect(new URL(page.url()).hash).toBe(`#${TARGET}`);
    expect(await page.locator('stay-navigation .stay-navigation--sticky').count()).toBe(1);
    expect(targetTop).toBeGreaterThanOrEqual(headerBottom);
    expect(targetTop - headerBottom).toBeLessThanOrEqual(24);
  });

  test('scrolls instantly when the visitor prefers reduced motion, to the same place', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { calls, targetTop, headerBottom } = await arrive(page);
    const behaviours = calls.filter((call) => call.target === TARGET).map((call) => call.behavior);
    expect(behaviours).toHaveLength(1);
    expect(['auto', 'instant']).toContain(behaviours[0]);
    expect(new URL(page.url()).hash).toBe(`#${TARGET}`);
    expect(targetTop).toBeGreaterThanOrEqual(headerBottom);
    expect(targetTop - headerBottom).toBeLessThanOrEqual(24);
  });
});

test.describe('arrival with a URL fragment inside widgets', () => {
  test('an accordion item named by the fragment is expanded and scrolled to, smoothly', async ({ page }) => {
    await page.addInitScript(spyOnScrolls);
    await page.goto('/en/tabs/#parking');
    const item = page.locator('#parking');
    await expect(item).toHaveClass(/stay-accordion__item--expanded/);
    await page.waitForFunction(() => window.stayScrollCalls.some((call) => call.target === 'parking'));
    const calls = await page.evaluate(() => window.stayScrollCalls.filter((call) => call.target === 'parking'));
    expect(calls.every((call) => call.behavior === 'smooth')).toBe(true);
  });
});
