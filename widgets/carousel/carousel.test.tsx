import { expect } from 'chai';
import { emulateMedia, resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import './element';
import '../banner/element';
import widgetStyles from '../styles.css?inline';
import { defineWidget } from '../../shared/element/define-widget';
import { testNowPlus } from '../../testing/clock';
import { addWidgetStyles, captureWarnings, removeFixtures, renderFixture, setPageConfig, sleep, waitFor } from '../../testing/fixtures';
import { resetPageForTest } from '../../testing/page-state';
import { allByRole, byRole, namesByRole, queryByRole } from '../../testing/roles';
import { defineMessages, loadTranslations, translationsOf } from '../../shared/i18n/catalogue';
import english from './messages/en.json';
import { Carousel, type CarouselProps } from './Carousel';
import { carouselSchema } from './element';
import { readAuthoredSlides } from './authored-slides';

addWidgetStyles(widgetStyles);
// The test page's path names no language (a Chinese page): read English, as on /en/ pages.
setPageConfig({ language: 'en' });

/** The same element with a short rotation interval, so rotation can be watched in a test. */
const TEST_INTERVAL_MS = 400;
defineWidget(
  'stay-test-carousel',
  (props: CarouselProps) => <Carousel {...props} rotationIntervalMs={TEST_INTERVAL_MS} />,
  carouselSchema,
  { content: readAuthoredSlides },
);

const slides = (count: number) =>
  Array.from(
    { length: count },
    (_, index) => `<article style="height: 120px">Slide ${index + 1} <a href="#s${index + 1}">Link ${index + 1}</a></article>`,
  ).join('');

const q = <T extends Element = HTMLElement>(root: ParentNode, selector: string) => root.querySelector<T>(selector);
const qa = <T extends Element = HTMLElement>(root: ParentNode, selector: string) => Array.from(root.querySelectorAll<T>(selector));
/** Read as a screen reader does (WAI-ARIA carousel): slides are groups described as "slide", inactive ones inert. */
const slideGroups = (root: ParentNode) =>
  allByRole(root, 'group', { hidden: true }).filter((group) => group.getAttribute('aria-roledescription') === 'slide');
/** The slide picker: the buttons of the group named "Choose a slide" (or "Choose a page"), if shown. */
const indicators = (root: ParentNode) => {
  const picker = queryByRole(root, 'group', { name: /^Choose a (slide|page)$/ });
  return picker ? allByRole<HTMLButtonElement>(picker, 'button') : [];
};
const selectedIndicator = (root: ParentNode) => indicators(root).findIndex((button) => button.getAttribute('aria-current') === 'true');
const shownSlides = (root: ParentNode) =>
  slideGroups(root)
    .map((slide, index) => (slide.inert ? -1 : index))
    .filter((index) => index >= 0);
const button = (root: ParentNode, name: string) => byRole<HTMLButtonElement>(root, 'button', { name });
const rotationControl = (root: ParentNode) => queryByRole(root, 'button', { name: /automatic slide show$/ });
/** The slides' container: the carousel's live region (embla moves it with a transform). */
const liveRegion = (root: ParentNode) => q(root, '[aria-live]')!;
/** Where the slides show: the box that clips the live region. */
const slideViewport = (root: ParentNode) => liveRegion(root).parentElement!.getBoundingClientRect();
/** Renders a fixture and waits until embla has measured the pages: the controls then appear. */
const renderCarousel = (html: string) => renderFixture(html, 'button[aria-controls]');
/** The slides have rendered (the controls may not: a single page has none). */
const SLIDES_RENDERED = '[aria-roledescription="slide"]';
/**
 * Component tests load media from the project root through Vite (200 with the file); the demo
 * site's /demo-assets/ route answers with status 404 inside the test runner.
 */
const MEDIA = '/demo-pages/site/public/demo-assets/banners';

afterEach(async () => {
  removeFixtures();
  window.scrollTo(0, 0);
  window.dataLayer = [];
  await resetMouse();
  await setViewport({ width: 800, height: 600 });
});

describe('stay-carousel structure (WAI-ARIA carousel pattern)', () => {
  it('renders a labelled carousel region of "n of m" slide groups, with only the shown slide reachable', async () => {
    const root = await renderCarousel(`<stay-carousel data-label="Featured stays">${slides(3)}</stay-carousel>`);
    const region = byRole(root, 'region', { name: 'Featured stays' });
    expect(region.getAttribute('aria-roledescription')).to.equal('carousel');
    expect(region.getAttribute('aria-label')).to.equal('Featured stays');
    expect(
      slideGroups(root).map((slide) => [
        slide.getAttribute('role'),
        slide.getAttribute('aria-roledescription'),
        slide.getAttribute('aria-label'),
      ]),
    ).to.deep.equal([
      ['group', 'slide', '1 of 3'],
      ['group', 'slide', '2 of 3'],
      ['group', 'slide', '3 of 3'],
    ]);
    expect(shownSlides(root)).to.deep.equal([0]);
    expect(indicators(root).map((indicator) => [indicator.textContent, indicator.getAttribute('aria-label')])).to.deep.equal([
      ['1', 'Slide 1'],
      ['2', 'Slide 2'],
      ['3', 'Slide 3'],
    ]);
    expect(liveRegion(root).getAttribute('aria-live')).to.equal('polite');
    // Tab skips the hidden slides: from the next button, Tab reaches the first slide's link, then the indicators.
    button(root, 'Next slide').focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.textContent).to.equal('Link 1');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(indicators(root)[0]);
  });

  it('moves the authored slide elements into the carousel instead of copying them', async () => {
    const container = document.createElement('div');
    container.innerHTML = `<stay-carousel>${slides(2)}</stay-carousel>`;
    const first = container.querySelector('article')!;
    document.body.append(container);
    await waitFor(() => slideGroups(container)[0]?.querySelector('article'), 'slides inside the carousel');
    expect(container.querySelector('article')).to.equal(first);
    container.remove();
  });
});

describe('stay-carousel indicators and controls', () => {
  it('hides indicators and arrows for a single slide', async () => {
    const root = await renderFixture(`<stay-carousel data-autoplay>${slides(1)}</stay-carousel>`, SLIDES_RENDERED);
    await sleep(50);
    expect(indicators(root)).to.have.length(0);
    expect(queryByRole(root, 'button', { name: 'Next slide' })).to.equal(null);
    expect(rotationControl(root)).to.equal(null);
  });

  it('hides indicators in multi-item when there are fewer slides than items per view', async () => {
    await setViewport({ width: 1280, height: 800 });
    const root = await renderFixture(
      `<stay-carousel data-kind="multi-item" data-items-per-view="3">${slides(2)}</stay-carousel>`,
      SLIDES_RENDERED,
    );
    await waitFor(() => liveRegion(root).style.transform, 'the page to be measured');
    await sleep(50);
    expect(indicators(root)).to.have.length(0);
    expect(shownSlides(root)).to.deep.equal([0, 1]);
  });

  it('hides indicators when every slide fits one page, and shows a dot per page otherwise', async () => {
    await setViewport({ width: 1280, height: 800 });
    const root = await renderCarousel(`<stay-carousel id="three" data-kind="multi-item" data-items-per-view="3">${slides(3)}</stay-carousel>
       <stay-carousel id="four" data-kind="multi-item" data-items-per-view="3">${slides(4)}</stay-carousel>`);
    const three = q(root, '#three')!;
    const four = q(root, '#four')!;
    await waitFor(() => liveRegion(three).style.transform, 'the single page to be measured');
    await sleep(50);
    expect(indicators(three)).to.have.length(0);
    expect(queryByRole(three, 'button', { name: 'Next slide' })).to.equal(null);
    expect(indicators(four).map((dot) => [dot.textContent, dot.getAttribute('aria-label')])).to.deep.equal([
      ['', 'Page 1 of 2'],
      ['', 'Page 2 of 2'],
    ]);
    expect(shownSlides(four)).to.deep.equal([0, 1, 2]);
    indicators(four)[1]!.click();
    await waitFor(() => selectedIndicator(four) === 1, 'second page');
    expect(shownSlides(four)).to.include(3);
  });

  it('lays out multi-item slides at 80% width up to 1023 px and by items per view above', async () => {
    await setViewport({ width: 800, height: 600 });
    const root = await renderCarousel(
      `<div style="width: 600px"><stay-carousel data-kind="multi-item" data-items-per-view="3">${slides(4)}</stay-carousel></div>`,
    );
    const firstArticle = () => slideGroups(root)[0]!.querySelector('article')!.getBoundingClientRect().width;
    expect(firstArticle()).to.be.closeTo(480, 1);
    await waitFor(() => indicators(root).length === 4, 'a page per slide');
    await setViewport({ width: 1280, height: 800 });
    await waitFor(() => Math.abs(firstArticle() - (600 - 2 * 16) / 3) < 1, 'three per view');
    await waitFor(() => indicators(root).length === 2, 'two pages');
  });
});

describe('stay-carousel navigation', () => {
  it('wraps around: next on the last slide shows the first, previous on the first shows the last', async () => {
    const root = await renderCarousel(`<stay-carousel>${slides(3)}</stay-carousel>`);
    button(root, 'Previous slide').click();
    await waitFor(() => selectedIndicator(root) === 2, 'last slide');
    expect(shownSlides(root)).to.deep.equal([2]);
    button(root, 'Next slide').click();
    await waitFor(() => selectedIndicator(root) === 0, 'first slide again');
    button(root, 'Next slide').click();
    await waitFor(() => selectedIndicator(root) === 1, 'second slide');
    expect(window.dataLayer).to.deep.include({
      event: 'userInteraction',
      Category: 'content',
      Component: 'carousel',
      Element: 'next',
      Action: 'click',
      Parameter1: 'Highlights',
      Parameter2: '2',
    });
  });

  it('wraps around with two slides in both directions', async () => {
    const root = await renderCarousel(`<stay-carousel>${slides(2)}</stay-carousel>`);
    button(root, 'Next slide').click();
    await waitFor(() => selectedIndicator(root) === 1, 'second slide');
    button(root, 'Next slide').click();
    await waitFor(() => selectedIndicator(root) === 0, 'first slide after wrapping forward');
    button(root, 'Previous slide').click();
    await waitFor(() => selectedIndicator(root) === 1, 'second slide after wrapping back');
    // The shown slide is really in view, not only marked selected.
    await waitFor(() => {
      const viewport = slideViewport(root);
      const second = slideGroups(root)[1]!.getBoundingClientRect();
      return Math.abs(second.left - viewport.left) < 1;
    }, 'second slide in the viewport');
  });

  it('works by keyboard: arrows on the controls and indicators move, and focus follows the indicator', async () => {
    const root = await renderCarousel(`<stay-carousel>${slides(3)}</stay-carousel>`);
    button(root, 'Next slide').focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => selectedIndicator(root) === 1, 'ArrowRight to the second slide');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => selectedIndicator(root) === 2, 'Enter on next to the third slide');
    indicators(root)[2]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => selectedIndicator(root) === 0, 'ArrowRight wraps to the first slide');
    expect(document.activeElement).to.equal(indicators(root)[0]);
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => selectedIndicator(root) === 2, 'ArrowLeft wraps to the last slide');
    expect(document.activeElement).to.equal(indicators(root)[2]);
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.closest('stay-carousel')).to.equal(null);
  });

  it('picks the first and last slide with Home and End on the indicators (APG slide picker), not on the other controls', async () => {
    const root = await renderCarousel(`<stay-carousel>${slides(4)}</stay-carousel>`);
    indicators(root)[1]!.focus();
    await sendKeys({ press: 'End' });
    await waitFor(() => selectedIndicator(root) === 3, 'End to the last slide');
    expect(document.activeElement).to.equal(indicators(root)[3]);
    await sendKeys({ press: 'Home' });
    await waitFor(() => selectedIndicator(root) === 0, 'Home to the first slide');
    expect(document.activeElement).to.equal(indicators(root)[0]);
    // With a modifier the keys are the browser's (Alt+Left is Back: Ctrl stands in for it here).
    await sendKeys({ press: 'Control+ArrowLeft' });
    await sleep(100);
    expect(selectedIndicator(root)).to.equal(0);
    // On the previous and next buttons Home and End stay the page's.
    button(root, 'Next slide').focus();
    await sendKeys({ press: 'End' });
    await sleep(100);
    expect(selectedIndicator(root)).to.equal(0);
  });

  it('leaves arrow keys alone inside a slide', async () => {
    const root = await renderCarousel(`<stay-carousel>${slides(3)}</stay-carousel>`);
    slideGroups(root)[0]!.querySelector('a')!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await sleep(100);
    expect(selectedIndicator(root)).to.equal(0);
  });
});

describe('stay-carousel swipe (30 px threshold up to 1023 px)', () => {
  async function swipe(target: Element, deltaX: number, pointerType = 'touch') {
    const box = target.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const x = box.left + box.width / 2;
    const init = { bubbles: true, composed: true, pointerId: 7, pointerType, isPrimary: true, clientY: y };
    target.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: x }));
    target.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: x + deltaX / 2 }));
    target.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: x + deltaX }));
  }

  it('changes slide for 30 px and not for 29 px', async () => {
    const root = await renderCarousel(`<stay-carousel>${slides(3)}</stay-carousel>`);
    const slide = slideGroups(root)[0]!;
    await swipe(slide, -29);
    await sleep(100);
    expect(selectedIndicator(root)).to.equal(0);
    await swipe(slide, -30);
    await waitFor(() => selectedIndicator(root) === 1, 'next slide after a 30 px swipe to the left');
    await swipe(slideGroups(root)[1]!, 30, 'mouse');
    await waitFor(() => selectedIndicator(root) === 0, 'previous slide after a 30 px swipe to the right');
  });

  it('does not follow a link the swipe started on', async () => {
    const root = await renderCarousel(`<stay-carousel>${slides(3)}</stay-carousel>`);
    const link = slideGroups(root)[0]!.querySelector('a')!;
    let followed = false;
    link.addEventListener('click', () => (followed = true));
    await swipe(link, -40, 'mouse');
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(followed).to.equal(false);
    await waitFor(() => selectedIndicator(root) === 1, 'next slide');
  });

  it('ignores swipes on screens from 1024 px', async () => {
    await setViewport({ width: 1280, height: 800 });
    const root = await renderCarousel(`<stay-carousel>${slides(3)}</stay-carousel>`);
    await swipe(slideGroups(root)[0]!, -120);
    await sleep(100);
    expect(selectedIndicator(root)).to.equal(0);
  });
});

describe('stay-carousel autoplay', () => {
  const rotating = (root: ParentNode) => liveRegion(root).getAttribute('aria-live') === 'off';

  it('rotates every interval, with the rotation control first in tab order and aria-live off', async () => {
    const root = await renderCarousel(`<stay-test-carousel data-autoplay>${slides(3)}</stay-test-carousel>`);
    const rotation = button(root, 'Stop automatic slide show');
    const focusable = qa(root, 'button, a').filter((element) => !element.closest('[inert]'));
    expect(focusable[0]).to.equal(rotation);
    expect(rotating(root)).to.equal(true);
    const started = performance.now();
    await waitFor(() => selectedIndicator(root) === 1, 'first rotation', 5000);
    expect(performance.now() - started).to.be.greaterThan(TEST_INTERVAL_MS - 50);
    await waitFor(() => selectedIndicator(root) === 2, 'second rotation', 5000);
    await waitFor(() => selectedIndicator(root) === 0, 'rotation wraps to the first slide', 5000);
  });

  it('pauses while hovered and resumes when the mouse leaves', async () => {
    const root = await renderCarousel(`<stay-test-carousel data-autoplay>${slides(3)}</stay-test-carousel>`);
    const box = slideViewport(root);
    await sendMouse({ type: 'move', position: [Math.round(box.left + 20), Math.round(box.top + 20)] });
    await waitFor(() => !rotating(root), 'paused on hover');
    // On a loaded machine a rotation may come before the mouse does: the slide it paused on stays.
    const pausedOn = selectedIndicator(root);
    await sleep(TEST_INTERVAL_MS * 2);
    expect(selectedIndicator(root)).to.equal(pausedOn);
    expect(liveRegion(root).getAttribute('aria-live')).to.equal('polite');
    await sendMouse({ type: 'move', position: [Math.round(box.left + 20), Math.round(box.bottom + 200)] });
    await waitFor(() => rotating(root), 'rotating again');
    await waitFor(() => selectedIndicator(root) === (pausedOn + 1) % 3, 'next slide after the mouse left', 5000);
  });

  it('pauses while focus is inside and resumes when focus leaves', async () => {
    const root = await renderCarousel(
      `<stay-test-carousel data-autoplay>${slides(3)}</stay-test-carousel><button id="outside">Outside</button>`,
    );
    button(root, 'Next slide').focus();
    await waitFor(() => !rotating(root), 'paused by focus');
    await sleep(TEST_INTERVAL_MS * 2);
    expect(selectedIndicator(root)).to.equal(0);
    q<HTMLButtonElement>(root, '#outside')!.focus();
    await waitFor(() => selectedIndicator(root) === 1, 'rotating after focus left', 5000);
  });

  it('pauses while touched and resumes when the touch ends', async () => {
    const root = await renderCarousel(`<stay-test-carousel data-autoplay>${slides(3)}</stay-test-carousel>`);
    const slide = slideGroups(root)[0]!;
    const init = { bubbles: true, composed: true, pointerId: 3, pointerType: 'touch', isPrimary: true, clientX: 10, clientY: 10 };
    slide.dispatchEvent(new PointerEvent('pointerdown', init));
    await waitFor(() => !rotating(root), 'paused by touch');
    await sleep(TEST_INTERVAL_MS * 2);
    expect(selectedIndicator(root)).to.equal(0);
    slide.dispatchEvent(new PointerEvent('pointerup', init));
    await waitFor(() => selectedIndicator(root) === 1, 'rotating after the touch', 5000);
  });

  it('stops for good with the rotation control or an indicator, and restarts with the control', async () => {
    const root = await renderCarousel(
      `<stay-test-carousel data-autoplay>${slides(3)}</stay-test-carousel><button id="outside">Outside</button>`,
    );
    button(root, 'Stop automatic slide show').click();
    q<HTMLButtonElement>(root, '#outside')!.focus();
    await waitFor(() => !rotating(root), 'stopped');
    expect(button(root, 'Start automatic slide show')).to.be.instanceOf(HTMLButtonElement);
    await sleep(TEST_INTERVAL_MS * 2);
    expect(selectedIndicator(root)).to.equal(0);
    button(root, 'Start automatic slide show').click();
    q<HTMLButtonElement>(root, '#outside')!.focus();
    await waitFor(() => selectedIndicator(root) === 1, 'rotating again', 5000);
    indicators(root)[2]!.click();
    q<HTMLButtonElement>(root, '#outside')!.focus();
    await waitFor(() => selectedIndicator(root) === 2, 'picked slide');
    await sleep(TEST_INTERVAL_MS * 2);
    expect(selectedIndicator(root)).to.equal(2);
    expect(button(root, 'Start automatic slide show')).to.be.instanceOf(HTMLButtonElement);
    expect(window.dataLayer).to.deep.include({
      event: 'userInteraction',
      Category: 'content',
      Component: 'carousel',
      Element: 'rotation',
      Action: 'stop',
      Parameter1: 'Highlights',
    });
    expect(window.dataLayer).to.deep.include({
      event: 'userInteraction',
      Category: 'content',
      Component: 'carousel',
      Element: 'indicator',
      Action: 'click',
      Parameter1: 'Highlights',
      Parameter2: '3',
    });
  });

  it('does not tick while the page is hidden', async () => {
    const root = await renderCarousel(`<stay-test-carousel data-autoplay>${slides(3)}</stay-test-carousel>`);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      await waitFor(() => !rotating(root), 'paused while hidden');
      await sleep(TEST_INTERVAL_MS * 2);
      expect(selectedIndicator(root)).to.equal(0);
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
      document.dispatchEvent(new Event('visibilitychange'));
    }
    await waitFor(() => selectedIndicator(root) === 1, 'rotating once visible', 5000);
  });

  it('shows no rotation control and does not rotate without data-autoplay', async () => {
    const root = await renderCarousel(`<stay-test-carousel>${slides(3)}</stay-test-carousel>`);
    expect(rotationControl(root)).to.equal(null);
    await sleep(TEST_INTERVAL_MS * 2);
    expect(selectedIndicator(root)).to.equal(0);
  });
});

describe('stay-carousel with prefers-reduced-motion', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('does not rotate and moves without animation', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const root = await renderCarousel(`<stay-test-carousel data-autoplay>${slides(3)}</stay-test-carousel>`);
    expect(rotationControl(root)).to.equal(null);
    expect(liveRegion(root).getAttribute('aria-live')).to.equal('polite');
    const viewport = slideViewport(root);
    button(root, 'Next slide').click();
    // Already in place at the next frame: no animated transition.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(slideGroups(root)[1]!.getBoundingClientRect().left).to.be.closeTo(viewport.left, 1);
    await sleep(TEST_INTERVAL_MS * 2);
    expect(selectedIndicator(root)).to.equal(1);
  });
});

describe('stay-carousel with banners', () => {
  const banner = (attributes: string, title: string) =>
    `<stay-banner ${attributes}><img src="${MEDIA}/garden.svg" alt="" width="1680" height="720"><div><h2>${title}</h2></div></stay-banner>`;
  /** The wall-clock time in Singapore (the default banner zone), `offsetMs` from now, to the second. */
  const singaporeTime = (offsetMs: number) =>
    new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Singapore', dateStyle: 'short', timeStyle: 'medium' })
      .format(new Date(testNowPlus(offsetMs)))
      .replace(' ', 'T');

  it('advances when the shown banner video ends', async () => {
    const root = await renderCarousel(`<stay-carousel>
        ${banner(`data-video-mobile="${MEDIA}/one-second.webm" data-video-tablet="${MEDIA}/one-second.webm" data-video-desktop="${MEDIA}/one-second.webm"`, 'Video')}
        ${banner('', 'Image')}
      </stay-carousel>`);
    const ended: unknown[] = [];
    root.addEventListener('stay:banner-video-ended', (event) => ended.push((event as CustomEvent).detail));
    await waitFor(() => ended.length === 1, 'the video to end', 5000);
    await waitFor(() => selectedIndicator(root) === 1, 'the image slide after the video ended');
  });

  it('advances when the shown banner video fails, and marks the banner', async () => {
    const root = await renderCarousel(`<stay-carousel>
        ${banner(`data-video-mobile="${MEDIA}/missing.webm" data-video-tablet="${MEDIA}/missing.webm" data-video-desktop="${MEDIA}/missing.webm"`, 'Broken video')}
        ${banner('', 'Image')}
        ${banner('', 'Another image')}
      </stay-carousel>`);
    await waitFor(() => selectedIndicator(root) === 1, 'the next slide after the video failed', 5000);
    expect(q(root, 'stay-banner .stay-banner')!.classList.contains('stay-banner--video-error')).to.equal(true);
    expect(q(root, 'video')).to.equal(null);
  });

  it('advances when a plain video authored as a slide ends', async () => {
    const root = await renderCarousel(`<stay-carousel>
        <video src="${MEDIA}/one-second.webm" muted autoplay playsinline></video>
        <article>After the video</article>
      </stay-carousel>`);
    await waitFor(() => selectedIndicator(root) === 1, 'the next slide after the video ended', 5000);
  });

  it('leaves out-of-window banners out of the slide set and the indicators, and adds them when their window opens', async () => {
    const root = await renderFixture(
      `<stay-carousel>
        ${banner('', 'Always')}
        ${banner(`data-end="${singaporeTime(-1000)}"`, 'Ended a second ago')}
        ${banner(`data-start="${singaporeTime(1500)}"`, 'Starts in a second')}
        ${banner(`data-start="${singaporeTime(-60_000)}" data-end="${singaporeTime(60_000)}"`, 'Running')}
      </stay-carousel>`,
      'button[aria-current]',
    );
    const titles = () => slideGroups(root).flatMap((slide) => namesByRole(slide, 'heading', { hidden: true }));
    await waitFor(() => titles().join() === 'Always,Running', 'the banners inside their window');
    expect(indicators(root)).to.have.length(2);
    expect(slideGroups(root).map((slide) => slide.getAttribute('aria-label'))).to.deep.equal(['1 of 2', '2 of 2']);
    await waitFor(() => titles().join() === 'Always,Starts in a second,Running', 'the scheduled banner once its window opens', 4000);
    await waitFor(() => indicators(root).length === 3, 'three indicators');
  });
});

describe('stay-carousel attributes', () => {
  it('warns once per invalid attribute and renders with defaults', async () => {
    const warnings = captureWarnings();
    try {
      const root = await renderCarousel(`<stay-carousel data-kind="grid" data-items-per-view="9">${slides(2)}</stay-carousel>`);
      // The slider-banner kind: numbered slide indicators, not page dots.
      expect(indicators(root).map((indicator) => [indicator.textContent, indicator.getAttribute('aria-label')])).to.deep.equal([
        ['1', 'Slide 1'],
        ['2', 'Slide 2'],
      ]);
      const carouselWarnings = warnings.messages.filter((message) => message.includes('<stay-carousel>'));
      expect(carouselWarnings).to.have.length(2);
      expect(carouselWarnings.some((message) => message.includes('data-kind="grid"'))).to.equal(true);
      expect(carouselWarnings.some((message) => message.includes('data-items-per-view="9"'))).to.equal(true);
    } finally {
      warnings.restore();
    }
  });
});

describe('stay-carousel in author mode', () => {
  before(() => resetPageForTest({ language: 'en', authorMode: true }));
  after(() => resetPageForTest({ language: 'en' }));

  const authoredBanner = (attributes: string, title: string) =>
    `<stay-banner ${attributes}>
      <img src="/demo-pages/site/public/demo-assets/banners/garden.svg" alt="" width="1680" height="720">
      <div><h2><a href="#${title.replace(/\W/g, '')}">${title}</a></h2></div>
    </stay-banner>`;

  it('keeps every slide, including out-of-window banners, in the DOM and reachable, and does not rotate', async () => {
    const root = await renderFixture(
      `<stay-carousel data-autoplay>
        ${authoredBanner('', 'Always')}
        ${authoredBanner('data-end="2020-01-01T00:00"', 'Expired')}
        ${authoredBanner('data-start="2999-01-01T00:00"', 'Future')}
      </stay-carousel>`,
      'button[aria-controls]',
    );
    const slides = allByRole(root, 'group', { hidden: true }).filter((group) => group.getAttribute('aria-roledescription') === 'slide');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).to.deep.equal(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.some((slide) => slide.inert || slide.hasAttribute('aria-hidden'))).to.equal(false);
    expect(allByRole(byRole(root, 'group', { name: 'Choose a slide' }), 'button')).to.have.length(3);
    expect(queryByRole(root, 'button', { name: /automatic slide show$/ })).to.equal(null);
    await waitFor(() => root.querySelectorAll('.stay-banner__badge').length === 2, 'badges on the out-of-window banners');

    // Tab reaches the links of inactive slides, and embla brings the focused slide into view.
    const links = () => slides.flatMap((slide) => allByRole<HTMLAnchorElement>(slide, 'link', { hidden: true }));
    await waitFor(() => links().length === 3, 'three banner links');
    links()[0]!.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(links()[1]);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(links()[2]);
    await waitFor(() => {
      // Where the slides show: the box that clips the slides' live region.
      const viewport = root.querySelector('[aria-live]')!.parentElement!.getBoundingClientRect();
      const third = slides[2]!.getBoundingClientRect();
      return Math.abs(third.left - viewport.left) < 2;
    }, 'the focused slide in view');
    await sleep(100);
    expect(root.querySelector('[aria-live]')!.getAttribute('aria-live')).to.equal('polite');
  });
});

// An Arabic page, right to left.
describe('stay-carousel right to left', () => {
  let pageDirection = '';
  before(async () => {
    await resetPageForTest({ language: 'ar' });
    pageDirection = document.documentElement.dir;
    document.documentElement.dir = 'rtl';
    await loadTranslations('ar');
  });
  after(async () => {
    document.documentElement.dir = pageDirection;
    await resetPageForTest({ language: 'en' });
  });

  const translate = defineMessages({ en: english, translations: translationsOf('widgets/carousel') });
  const arabicSlides = Array.from({ length: 3 }, (_, index) => `<article style="height: 100px">${index + 1}</article>`).join('');
  /** The slides (groups described as "slide") and the slide picker's buttons, by role: the names are in Arabic here. */
  const arabicSlideGroups = (root: ParentNode) =>
    allByRole(root, 'group', { hidden: true }).filter((group) => group.getAttribute('aria-roledescription') === 'slide');
  const arabicIndicators = (root: ParentNode) =>
    allByRole<HTMLButtonElement>(byRole(root, 'group', { name: translate('ar', 'indicators') }), 'button');
  const arabicSelected = (root: ParentNode) => arabicIndicators(root).findIndex((button) => button.getAttribute('aria-current') === 'true');
  const slideLeft = (root: ParentNode, index: number) => arabicSlideGroups(root)[index]!.getBoundingClientRect().left;

  const nextButton = (root: ParentNode) => byRole<HTMLButtonElement>(root, 'button', { name: translate('ar', 'next') });
  const previousButton = (root: ParentNode) => byRole<HTMLButtonElement>(root, 'button', { name: translate('ar', 'previous') });

  it('labels its controls and slides in Arabic, the page language', async () => {
    const root = await renderFixture(`<stay-carousel>${arabicSlides}</stay-carousel>`, 'button[aria-controls]');
    expect(translate('ar', 'next')).not.to.equal(translate('en', 'next'));
    expect(queryByRole(root, 'button', { name: translate('ar', 'next') })).to.not.equal(null);
    expect(arabicSlideGroups(root)[0]!.getAttribute('aria-label')).to.equal(translate('ar', 'slide', { number: 1, count: 3 }));
  });

  it('lays slides out from the right and moves the other way: next brings in the slide on the left', async () => {
    const root = await renderFixture(`<stay-carousel>${arabicSlides}</stay-carousel>`, 'button[aria-controls]');
    expect(slideLeft(root, 1)).to.be.lessThan(slideLeft(root, 0));
    const next = nextButton(root);
    const previous = previousButton(root);
    expect(next.getBoundingClientRect().left).to.be.lessThan(previous.getBoundingClientRect().left);
    // Where the slides show: the box that clips the slides' live region.
    const viewport = root.querySelector('[aria-live]')!.parentElement!.getBoundingClientRect();
    next.click();
    await waitFor(() => arabicSelected(root) === 1, 'second slide');
    await waitFor(() => Math.abs(slideLeft(root, 1) - viewport.left) < 1, 'second slide in view');
  });

  it('mirrors arrow keys: the left arrow shows the next slide', async () => {
    const root = await renderFixture(`<stay-carousel>${arabicSlides}</stay-carousel>`, 'button[aria-controls]');
    nextButton(root).focus();
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => arabicSelected(root) === 1, 'next slide with ArrowLeft');
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => arabicSelected(root) === 0, 'previous slide with ArrowRight');
  });

  it('mirrors swipes: a swipe to the right shows the next slide', async () => {
    const root = await renderFixture(`<stay-carousel>${arabicSlides}</stay-carousel>`, 'button[aria-controls]');
    const slide = arabicSlideGroups(root)[0]!;
    const init = { bubbles: true, composed: true, pointerId: 4, pointerType: 'touch', isPrimary: true, clientY: 50 };
    slide.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: 100 }));
    slide.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: 129 }));
    await sleep(100);
    expect(arabicSelected(root)).to.equal(0);
    slide.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: 100 }));
    slide.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: 130 }));
    await waitFor(() => arabicSelected(root) === 1, 'next slide after a swipe to the right');
  });
});
