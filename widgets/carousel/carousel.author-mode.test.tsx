import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import widgetStyles from '../styles.css?inline';
import { addWidgetStyles, removeFixtures, renderFixture, sleep, waitFor } from '../../shared/testing/fixtures';

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
      '.stay-carousel__arrow',
    );
    const slides = Array.from(root.querySelectorAll<HTMLElement>('.stay-carousel__slide'));
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).to.deep.equal(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.some((slide) => slide.inert || slide.hasAttribute('aria-hidden'))).to.equal(false);
    expect(root.querySelectorAll('.stay-carousel__indicator')).to.have.length(3);
    expect(root.querySelector('.stay-carousel__rotation')).to.equal(null);
    await waitFor(() => root.querySelectorAll('.stay-banner__badge').length === 2, 'badges on the out-of-window banners');

    // Tab reaches the links of inactive slides, and embla brings the focused slide into view.
    const links = () => Array.from(root.querySelectorAll<HTMLAnchorElement>('.stay-banner__link'));
    await waitFor(() => links().length === 3, 'three banner links');
    links()[0]!.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(links()[1]);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(links()[2]);
    await waitFor(() => {
      const viewport = root.querySelector('.stay-carousel__viewport')!.getBoundingClientRect();
      const third = slides[2]!.getBoundingClientRect();
      return Math.abs(third.left - viewport.left) < 2;
    }, 'the focused slide in view');
    await sleep(100);
    expect(root.querySelector('.stay-carousel__container')!.getAttribute('aria-live')).to.equal('polite');
  });
});
