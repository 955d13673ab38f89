import { expect } from 'chai';
import widgetStyles from '../styles.css?inline';
import { addWidgetStyles, captureWarnings, removeFixtures, setPageConfig, addFixture, waitFor } from '../../testing/fixtures';

/**
 * Issue 12 §8: a browser without ResizeObserver cannot run the carousel (embla measures with it).
 * The authored slides then stay as the page wrote them, every one visible as a list, and the
 * browser-support notice appears. Each test file is a page of its own, so deleting the API here
 * touches no other test.
 */
addWidgetStyles(widgetStyles);
setPageConfig({ language: 'en' });
delete (window as { ResizeObserver?: unknown }).ResizeObserver;
const errors: unknown[][] = [];
const originalError = console.error;
console.error = (...args: unknown[]) => errors.push(args);
await import('./element');
await import('../site-notices/element');

afterEach(removeFixtures);
after(() => (console.error = originalError));

const SLIDES = ['Orchard', 'Marina', 'Tanjong Pagar']
  .map((name) => `<article style="height: 80px">${name} <a href="#${name.length}">Book ${name}</a></article>`)
  .join('');

describe('stay-carousel without ResizeObserver', () => {
  it('keeps the authored slides, all visible as a list, with their links, and shows the browser notice', async () => {
    const warnings = captureWarnings();
    const root = addFixture(`<stay-site-notices></stay-site-notices><stay-carousel data-label="Featured">${SLIDES}</stay-carousel>`);
    const carousel = root.querySelector('stay-carousel')!;
    try {
      await waitFor(() => carousel.hasAttribute('data-stay-fallback'), 'the carousel to fall back to its authored slides');
      const notice = await waitFor(() => root.querySelector('.stay-site-notices__notice--browser'), 'the browser-support notice');
      expect(notice.textContent).to.contain('Chrome or Firefox');
    } finally {
      warnings.restore();
    }

    expect(carousel.textContent).not.to.contain('could not be displayed');
    const slides = Array.from(carousel.children) as HTMLElement[];
    expect(slides.map((slide) => slide.localName)).to.deep.equal(['article', 'article', 'article']);
    const carouselBox = carousel.getBoundingClientRect();
    for (const slide of slides) {
      const box = slide.getBoundingClientRect();
      expect(box.width, slide.textContent!).to.be.greaterThan(0);
      expect(box.left).to.be.at.least(carouselBox.left - 1);
      expect(box.right).to.be.at.most(carouselBox.right + 1);
      expect(box.bottom).to.be.at.most(carouselBox.bottom + 1);
    }
    // A list: one below the other.
    expect(slides[1]!.getBoundingClientRect().top).to.be.at.least(slides[0]!.getBoundingClientRect().bottom - 1);
    const link = carousel.querySelector<HTMLAnchorElement>('a[href="#6"]')!;
    link.focus();
    expect(document.activeElement).to.equal(link);
    expect(errors.some((args) => String(args[0]).includes('<stay-carousel>'))).to.equal(true);
  });
});
