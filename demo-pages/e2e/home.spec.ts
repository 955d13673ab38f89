import { expect, readOnlyTest as test, test as freshContextTest, type Locator, type Page } from './test';
import { accessibilityViolations, collectConsole, delayChunks, layoutShiftOf, pageSettled, watchLayoutShift } from './helpers';
import { catalogueText } from './messages';

/** Every chunk is held back 800 ms in the layout-shift tests: the widgets appear after several round trips (chunk, runtime, texts). */
const CHUNKS_DELAYED = 15_000;

const hero = (page: Page) => page.locator('stay-carousel#home-hero');
const offers = (page: Page) => page.locator('stay-carousel#home-offers');
const indicators = (carousel: Locator) => carousel.locator('.stay-carousel__indicator');
const currentIndicator = (carousel: Locator) => carousel.locator('.stay-carousel__indicator[aria-current="true"]');
const slides = (carousel: Locator) => carousel.locator('.stay-carousel__slide');
/** The slide group that is not inert: the one a visitor sees and reaches. */
const shownSlide = (carousel: Locator) => carousel.locator('.stay-carousel__slide:not([inert])');

/** The only console error the home page may log: the hero's broken video, on purpose. */
const BROKEN_VIDEO = /Failed to load resource.*404|garden-walk\.webm/;

async function leftOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box.x;
}

test.describe('home page in English', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('hero slider: banners out of their window are left out, arrows and indicators move and wrap, keyboard works', async ({ page }) => {
    const console = collectConsole(page);
    await page.goto('/en/');
    const carousel = hero(page);
    await expect(carousel.getByRole('region', { name: 'Featured stays' })).toHaveAttribute('aria-roledescription', 'carousel');
    // Five banners authored; the September 2024 and the 2031 ones are outside their windows.
    await expect(slides(carousel)).toHaveCount(3);
    await expect(indicators(carousel)).toHaveText(['1', '2', '3']);
    await expect(slides(carousel).first()).toHaveAttribute('aria-label', '1 of 3');
    await expect(carousel.getByText('Lantern festival nights')).toHaveCount(0);

    // The rotation control comes first; stopping it keeps the slide still.
    const rotation = carousel.getByRole('button', { name: 'Stop automatic slide show' });
    await rotation.click();
    await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeFocused();
    await expect(carousel.locator('.stay-carousel__container')).toHaveAttribute('aria-live', 'polite');

    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(currentIndicator(carousel)).toHaveText('3');
    await expect(shownSlide(carousel)).toContainText('Ask our concierge');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(currentIndicator(carousel)).toHaveText('1');
    await page.keyboard.press('ArrowRight');
    await expect(currentIndicator(carousel)).toHaveText('2');
    await expect(shownSlide(carousel)).toContainText('Staying a month or longer?');
    // Next moves the content towards the start edge: the second slide now sits where the first was.
    const viewport = carousel.locator('.stay-carousel__viewport');
    await expect.poll(async () => Math.round((await leftOf(slides(carousel).nth(1))) - (await leftOf(viewport)))).toBe(0);

    await carousel.getByRole('button', { name: 'Slide 3' }).click();
    await expect(currentIndicator(carousel)).toHaveText('3');
    expect(console.errors.filter((text) => !BROKEN_VIDEO.test(text))).toEqual([]);
  });

  test('hero slides link as their flags say: same window, new tab, or the chatbot', async ({ page }) => {
    await page.goto('/en/');
    const carousel = hero(page);
    await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
    const first = carousel.getByRole('link', { name: 'Harbourfront Residences, Singapore' });
    await expect(first).toHaveAttribute('href', '/en/properties/harbourfront/');
    await expect(first).not.toHaveAttribute('target', /./);

    await carousel.getByRole('button', { name: 'Slide 2' }).click();
    const newTab = carousel.getByRole('link', { name: 'Staying a month or longer? (Opens in a new tab)' });
    await expect(newTab).toHaveAttribute('target', '_blank');
    await expect(newTab).toHaveAttribute('rel', 'noopener');

    await carousel.getByRole('button', { name: 'Slide 3' }).click();
    const chat = carousel.getByRole('button', { name: 'Ask our concierge (Opens the chat)' });
    const opened = page.evaluate(
      () =>
        new Promise((resolve) =>
          document.addEventListener('stay:chatbot-open', (event) => resolve((event as CustomEvent).detail), { once: true }),
        ),
    );
    await chat.click();
    expect(await opened).toEqual({ source: 'banner', title: 'Ask our concierge' });
  });

  test('the video slide advances when its video ends, and the broken video slide when its source fails', async ({ page }) => {
    await page.goto('/en/');
    const carousel = hero(page);
    const video = carousel.locator('#hero-harbourfront video');
    await expect(video).toHaveAttribute('src', '/demo-assets/banners/harbour-dusk-wide.webm');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
    await expect(carousel.getByRole('button', { name: 'Pause video' })).toBeVisible();
    // A playing video holds the rotation: its end (a 4 s clip) moves to slide 2.
    await expect(currentIndicator(carousel)).toHaveText('2', { timeout: 10_000 });
    // Slide 3's video source is missing: shown, it fails, is marked, and the carousel moves on to slide 1.
    await expect(carousel.locator('#hero-concierge .stay-banner--video-error')).toHaveCount(1, { timeout: 10_000 });
    await expect(currentIndicator(carousel)).toHaveText('1', { timeout: 5_000 });
    await expect(carousel.locator('#hero-concierge video')).toHaveCount(0);
  });

  test('offers carousel shows three per page with page dots, and wraps', async ({ page }) => {
    await page.goto('/en/');
    const carousel = offers(page);
    await expect(indicators(carousel)).toHaveCount(2);
    await expect(indicators(carousel).first()).toHaveAttribute('aria-label', 'Page 1 of 2');
    await expect(shownSlide(carousel)).toHaveCount(3);
    await expect(carousel.locator('.stay-carousel__rotation')).toHaveCount(0);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(indicators(carousel).nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(shownSlide(carousel).filter({ hasText: 'Weekend escapes' })).toHaveCount(1);
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/en/');
    await expect(indicators(hero(page))).toHaveCount(3);
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('the carousels and banners upgrade without layout shift', async ({ page }) => {
    // Tall enough for both carousels and the FAQ, where shifts count.
    await page.setViewportSize({ width: 1280, height: 1400 });
    await watchLayoutShift(page);
    // Hold every widget chunk back so the authored markup is painted first, as on a slow network.
    await delayChunks(page, '**/chunks/*.js', 800);
    await page.goto('/en/');
    await expect(page.locator('stay-carousel#home-hero > stay-banner').first()).toBeVisible();
    await expect(indicators(hero(page))).toHaveCount(3, { timeout: CHUNKS_DELAYED });
    await expect(indicators(offers(page))).toHaveCount(2, { timeout: CHUNKS_DELAYED });
    await expect(page.locator('#home-faq .stay-accordion__button').first()).toBeVisible();
    await pageSettled(page);
    const shift = await layoutShiftOf(page);
    expect(shift).toBeLessThan(0.01);
  });
});

/** The carousel's texts on Arabic pages. */
const arabicCarousel = (id: string) => catalogueText('widgets/carousel', 'ar', id);

test.describe('home page in Arabic', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('mirrors the hero: next brings the slide in from the left, arrows keys are mirrored', async ({ page }) => {
    await page.goto('/ar/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const carousel = hero(page);
    await carousel.getByRole('button', { name: arabicCarousel('stopRotation') }).click();
    const viewport = carousel.locator('.stay-carousel__viewport');
    // Right to left: the second slide waits on the left of the first.
    expect(await leftOf(slides(carousel).nth(1))).toBeLessThan(await leftOf(slides(carousel).first()));
    const next = carousel.getByRole('button', { name: arabicCarousel('next') });
    const previous = carousel.getByRole('button', { name: arabicCarousel('previous') });
    expect(await leftOf(next)).toBeLessThan(await leftOf(previous));
    await next.click();
    await expect(currentIndicator(carousel)).toHaveText('2');
    await expect.poll(async () => Math.round((await leftOf(slides(carousel).nth(1))) - (await leftOf(viewport)))).toBe(0);
    await page.keyboard.press('ArrowLeft');
    await expect(currentIndicator(carousel)).toHaveText('3');
    await page.keyboard.press('ArrowRight');
    await expect(currentIndicator(carousel)).toHaveText('2');
  });

  test('a swipe to the right shows the next slide on a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/ar/');
    const carousel = hero(page);
    await carousel.getByRole('button', { name: arabicCarousel('stopRotation') }).click();
    const box = (await carousel.locator('.stay-carousel__viewport').boundingBox())!;
    const y = box.y + box.height / 3;
    await page.mouse.move(box.x + 100, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 160, y, { steps: 4 });
    await page.mouse.up();
    await expect(currentIndicator(carousel)).toHaveText('2');
  });

  test('has no axe-core violations', async ({ page }) => {
    await page.goto('/ar/');
    await expect(indicators(hero(page))).toHaveCount(3);
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('the upgrade shifts no layout in Arabic either', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1400 });
    await watchLayoutShift(page);
    await delayChunks(page, '**/chunks/*.js', 800);
    await page.goto('/ar/');
    await expect(indicators(hero(page))).toHaveCount(3, { timeout: CHUNKS_DELAYED });
    await expect(indicators(offers(page))).toHaveCount(2, { timeout: CHUNKS_DELAYED });
    await pageSettled(page);
    expect(await layoutShiftOf(page)).toBeLessThan(0.01);
  });
});

// The page clock is the context's (it stays installed for later pages): a fresh context per test.
freshContextTest.describe('scheduled banners with a frozen clock', () => {
  const scheduled = (page: Page, id: string) => page.locator(`stay-banner#${id}`);

  freshContextTest('in September 2024 the lantern festival runs and the others wait', async ({ page }) => {
    await page.clock.install({ time: new Date('2024-09-15T12:00:00+08:00') });
    await page.goto('/en/');
    await expect(scheduled(page, 'scheduled-past')).toBeVisible();
    await expect(scheduled(page, 'scheduled-past')).toContainText('Lantern festival nights');
    await expect(scheduled(page, 'scheduled-now')).toBeHidden();
    await expect(scheduled(page, 'scheduled-future')).toBeHidden();
    await expect(indicators(hero(page))).toHaveCount(4);
    await expect(slides(hero(page))).toContainText(['Harbourfront', 'Staying a month', 'Ask our concierge', 'Lantern festival nights']);
  });

  freshContextTest('today only the running banner shows; the past and future ones take no space', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-06-15T12:00:00+08:00') });
    await page.goto('/en/');
    await expect(scheduled(page, 'scheduled-now')).toBeVisible();
    await expect(scheduled(page, 'scheduled-past')).toBeHidden();
    await expect(scheduled(page, 'scheduled-future')).toBeHidden();
    expect(await scheduled(page, 'scheduled-past').evaluate((element) => element.getBoundingClientRect().height)).toBe(0);
    await expect(indicators(hero(page))).toHaveCount(3);
  });

  freshContextTest('a banner appears the second its window opens in its own time zone, in the hero too', async ({ page }) => {
    // 09:00 in Dubai (UTC+4) is 05:00 UTC. The clock stands still from two seconds before.
    const opening = Date.parse('2031-01-01T05:00:00Z');
    await page.clock.install({ time: opening - 3000 });
    await page.clock.pauseAt(opening - 2000);
    await page.goto('/en/');
    await expect(scheduled(page, 'scheduled-now')).toBeVisible();
    await expect(scheduled(page, 'scheduled-future')).toBeHidden();
    await expect(indicators(hero(page))).toHaveCount(3);
    await page.clock.runFor(1000);
    await expect(scheduled(page, 'scheduled-future')).toBeHidden();
    await page.clock.runFor(2000);
    await expect(scheduled(page, 'scheduled-future')).toBeVisible();
    await expect(indicators(hero(page))).toHaveCount(4);
    await expect(slides(hero(page)).last()).toContainText('Now open: Desert Oasis, Dubai');
  });

  freshContextTest('a banner disappears the second its window closes', async ({ page }) => {
    // 2035-12-31T23:59:59 in Singapore (UTC+8) is 15:59:59 UTC.
    const closing = Date.parse('2035-12-31T15:59:59Z');
    await page.clock.install({ time: closing - 3000 });
    await page.clock.pauseAt(closing - 2000);
    await page.goto('/en/');
    await expect(scheduled(page, 'scheduled-now')).toBeVisible();
    await page.clock.runFor(2000);
    await expect(scheduled(page, 'scheduled-now')).toBeVisible();
    await page.clock.runFor(1000);
    await expect(scheduled(page, 'scheduled-now')).toBeHidden();
  });

  freshContextTest('author mode keeps every banner, marked with its window, and every hero slide', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-06-15T12:00:00+08:00') });
    await page.goto('/en/?wcmmode=edit');
    await expect(scheduled(page, 'scheduled-past')).toBeVisible();
    // Content spec §9: each bound shown as DD-MM-YYYY in a <time>.
    const pastBadge = scheduled(page, 'scheduled-past').locator('.stay-banner__badge');
    await expect(pastBadge).toContainText('Outside publishing window:');
    await expect(pastBadge.locator('time > [aria-hidden="true"]')).toHaveText(['01-09-2024 00:00', '30-09-2024 23:59']);
    await expect(pastBadge).toContainText('(\u2068Asia/Singapore\u2069)');
    const futureBadge = scheduled(page, 'scheduled-future').locator('.stay-banner__badge');
    await expect(futureBadge.locator('time > [aria-hidden="true"]')).toHaveText(['01-01-2031 09:00']);
    await expect(futureBadge).toContainText('– open (\u2068Asia/Dubai\u2069)');
    await expect(scheduled(page, 'scheduled-now').locator('.stay-banner__badge')).toHaveCount(0);
    const carousel = hero(page);
    await expect(indicators(carousel)).toHaveCount(5);
    await expect(carousel.locator('.stay-carousel__rotation')).toHaveCount(0);
    await expect(carousel.locator('.stay-carousel__slide[inert]')).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
