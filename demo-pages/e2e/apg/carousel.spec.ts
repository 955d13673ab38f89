import { expect, readOnlyTest as test } from '../test';
import { sharedPage } from './shared-page';

/*
 * W3C APG regression tests, carousel with previous/next buttons (w3c/aria-practices
 * test/tests/carousel_carousel-1-prev-next.js), ported to <stay-carousel> on the home page /en/
 * (#home-hero: slider-banner with autoplay, three slides). carousel_carousel-2-tablist.js is N/A:
 * our slide picker is a group of buttons (indicators), not a tablist.
 *
 * | APG test                                         | here                                              |
 * | ------------------------------------------------ | ------------------------------------------------- |
 * | section element used to contain slider           | ported                                            |
 * | section has aria-roledescription set to carousel | ported                                            |
 * | section has aria-label                           | ported (data-label)                               |
 * | slide container have aria-live initially set to off | ported: off while rotating, polite while focus is inside (rotation paused), off again when it leaves, polite once stopped |
 * | pause, previous and next buttons have aria-label | ported                                            |
 * | previous and next buttons have aria-controls     | ported (the slide container)                      |
 * | slides have role group                           | ported                                            |
 * | slides have aria-label                           | ported ("1 of 3")                                 |
 * | slides have aria-roledescription set to slide    | ported                                            |
 * | TAB moves key through buttons                    | ported: rotation control, previous, next, then the shown slide's content |
 * | ENTER / SPACE pause and start carousel motion    | ported (the control's name says what it will do) |
 * | SPACE / ENTER on previous and next               | ported: the shown slide changes, wrapping         |
 */

const CAROUSEL = 'stay-carousel#home-hero';

test.describe('APG carousel (previous/next): <stay-carousel>', () => {
  const page = sharedPage('/en/');
  const section = () => page().locator(`${CAROUSEL} > section`);
  const container = () => page().locator(`${CAROUSEL} .stay-carousel__container`);
  const slides = () => container().locator('[role="group"]');
  const rotation = () => page().locator(`${CAROUSEL} .stay-carousel__rotation`);
  const previous = () => section().getByRole('button', { name: 'Previous slide' });
  const next = () => section().getByRole('button', { name: 'Next slide' });
  const shownSlide = () =>
    slides().evaluateAll((elements) =>
      elements.filter((slide) => !slide.hasAttribute('inert')).map((slide) => slide.getAttribute('aria-label')),
    );

  test.beforeAll(async () => {
    // Nothing hovers the carousel: the pointer sits outside it.
    await page().mouse.move(0, 700);
    await expect(slides()).toHaveCount(3);
  });

  test('section element with aria-roledescription "carousel" and aria-label', async () => {
    expect(await section().evaluate((element) => element.localName)).toBe('section');
    await expect(section()).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(section()).toHaveAttribute('aria-label', 'Featured stays');
  });

  test('rotation, previous and next buttons have aria-label; previous and next have aria-controls', async () => {
    for (const button of [rotation(), previous(), next()]) await expect(button).toHaveAttribute('aria-label', /.+/);
    const containerId = await container().getAttribute('id');
    await expect(previous()).toHaveAttribute('aria-controls', containerId!);
    await expect(next()).toHaveAttribute('aria-controls', containerId!);
  });

  test('slides have role group, aria-label and aria-roledescription "slide"', async () => {
    expect(await slides().evaluateAll((elements) => elements.map((slide) => slide.getAttribute('aria-label')))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    for (const slide of await slides().all()) await expect(slide).toHaveAttribute('aria-roledescription', 'slide');
  });

  test('slide container aria-live: off while rotating, polite while focus is inside, off when it leaves, polite once stopped', async () => {
    await expect(rotation()).toHaveAccessibleName('Stop automatic slide show');
    await expect(container()).toHaveAttribute('aria-live', 'off');
    await next().focus();
    await expect(container()).toHaveAttribute('aria-live', 'polite');
    await page()
      .locator('body')
      .evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(container()).toHaveAttribute('aria-live', 'off');
    await rotation().click();
    await expect(rotation()).toHaveAccessibleName('Start automatic slide show');
    await page()
      .locator('body')
      .evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(container()).toHaveAttribute('aria-live', 'polite');
  });

  test('TAB moves through the rotation control, previous and next, then the shown slide', async () => {
    await rotation().focus();
    await page().keyboard.press('Tab');
    await expect(previous()).toBeFocused();
    await page().keyboard.press('Tab');
    await expect(next()).toBeFocused();
    await page().keyboard.press('Tab');
    expect(await page().evaluate(() => document.activeElement?.closest('[role="group"]')?.getAttribute('aria-label'))).toBe(
      (await shownSlide())[0],
    );
  });

  for (const key of ['Enter', 'Space'] as const) {
    test(`${key.toUpperCase()} stops and starts the carousel motion`, async () => {
      await rotation().focus();
      const before = await rotation().getAttribute('aria-label');
      await page().keyboard.press(key);
      await expect(rotation()).not.toHaveAttribute('aria-label', before!);
      await page().keyboard.press(key);
      await expect(rotation()).toHaveAttribute('aria-label', before!);
    });

    test(`${key.toUpperCase()} on previous and next changes the shown slide, wrapping`, async () => {
      // Stopped, so that only the keys move the slides.
      if ((await rotation().getAttribute('aria-label')) === 'Stop automatic slide show') await rotation().click();
      await next().focus();
      const start = (await shownSlide())[0]!;
      const position = Number(start.split(' ')[0]);
      const label = (offset: number) => `${((position - 1 + offset + 3) % 3) + 1} of 3`;
      await page().keyboard.press(key);
      await expect.poll(shownSlide).toEqual([label(1)]);
      await previous().focus();
      await page().keyboard.press(key);
      await expect.poll(shownSlide).toEqual([label(0)]);
      await page().keyboard.press(key);
      await expect.poll(shownSlide).toEqual([label(-1)]);
    });
  }
});
