import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import widgetStyles from '../styles.css?inline';
import { addFixture, addWidgetStyles, captureWarnings, removeFixtures, waitFor } from '../../testing/fixtures';
import { AUTHORED_HEADER, configurePage, preventNavigation } from '../../testing/navigation-header';

/**
 * Issue 12 §8: an IntersectionObserver that throws (a broken polyfill, a locked-down browser)
 * stops the sticky header. The authored header then stays as the page wrote it: the logo and
 * every menu link usable as plain links, and the browser-support notice appears.
 */
configurePage();
addWidgetStyles(widgetStyles);
preventNavigation();
window.IntersectionObserver = class {
  constructor() {
    throw new TypeError('IntersectionObserver is not supported here');
  }
} as unknown as typeof IntersectionObserver;
const originalError = console.error;
console.error = () => undefined;
await import('./element');
await import('../site-notices/element');

afterEach(removeFixtures);
after(() => (console.error = originalError));

describe('stay-navigation with a throwing IntersectionObserver', () => {
  it('keeps the authored logo and menu links as links, and shows the browser notice', async () => {
    await setViewport({ width: 1280, height: 800 });
    const warnings = captureWarnings();
    const root = addFixture(`<stay-site-notices></stay-site-notices>${AUTHORED_HEADER}`);
    const navigation = root.querySelector('stay-navigation')!;
    try {
      await waitFor(() => navigation.hasAttribute('data-stay-fallback'), 'the navigation to fall back to its authored header');
      await waitFor(() => root.querySelector('.stay-site-notices__notice--browser'), 'the browser-support notice');
    } finally {
      warnings.restore();
    }

    expect(navigation.textContent).not.to.contain('could not be displayed');
    expect(Array.from(navigation.children, (child) => child.localName)).to.deep.equal(['a', 'nav']);
    const links = Array.from(navigation.querySelectorAll<HTMLAnchorElement>('nav > ul > li > a'));
    expect(links.map((link) => link.textContent)).to.deep.equal(['Destinations', 'Offers', 'Long stays']);
    for (const link of [navigation.querySelector<HTMLAnchorElement>(':scope > a')!, ...links]) {
      const box = link.getBoundingClientRect();
      expect(box.width, link.textContent ?? 'logo').to.be.greaterThan(0);
      expect(box.height, link.textContent ?? 'logo').to.be.greaterThan(0);
      link.focus();
      expect(document.activeElement).to.equal(link);
    }
  });
});
