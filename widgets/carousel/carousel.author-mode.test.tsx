import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import widgetStyles from '../styles.css?inline';
import { addWidgetStyles, removeFixtures, renderFixture, sleep, waitFor } from '../../shared/testing/fixtures';
import { allByRole, byRole, queryByRole } from '../../shared/testing/roles';

// Page configuration is read once per page, so author mode gets a test file (a page) of its own.
const config = document.createElement('script');
config.type = 'application/json';
config.id = 'stay-widgets-config';
config.textContent = JSON.stringify({ authorMode: true, language: 'en' });
document.head.append(config);
await import('./element');
await import('../banner/element');
addWidgetStyles(widgetStyles);

afterEach(removeFixtures);

const banner = (attributes: string, title: string) =>
  `<stay-banner ${attributes}>
    <img src="/demo-pages/site/public/demo-assets/banners/garden.svg" alt="" width="1680" height="720">
    <div><h2><a href="#${title.replace(/\W/g, '')}">${title}</a></h2></div>
  </stay-banner>`;

describe('stay-carousel in author mode', () => {
  it('keeps every slide, including out-of-window banners, in the DOM and reachable, and does not rotate', async () => {
    const root = await renderFixture(
      `<stay-carousel data-autoplay>
        ${banner('', 'Always')}
        ${banner('data-end="2020-01-01T00:00"', 'Expired')}
        ${banner('data-start="2999-01-01T00:00"', 'Future')}
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
