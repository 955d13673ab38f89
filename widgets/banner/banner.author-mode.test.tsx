import { expect } from 'chai';
import { removeFixtures, renderFixture } from '../../shared/testing/fixtures';
import { inWords, shownDates, visibleText } from '../../shared/testing/shown-dates';
import widgetStyles from '../styles.css?inline';
import { addWidgetStyles } from '../../shared/testing/fixtures';

// Page configuration is read once per page, so author mode gets a test file (a page) of its own.
const config = document.createElement('script');
config.type = 'application/json';
config.id = 'stay-widgets-config';
config.textContent = JSON.stringify({ authorMode: true, language: 'en' });
document.head.append(config);
await import('./element');
addWidgetStyles(widgetStyles);

afterEach(removeFixtures);

const banner = (attributes: string) =>
  `<stay-banner ${attributes}>
    <img src="/demo-pages/site/public/demo-assets/banners/garden.svg" alt="Garden" width="1680" height="720">
    <div><h2><a href="/en/offers/">Garden suites</a></h2></div>
  </stay-banner>`;

describe('stay-banner in author mode', () => {
  it('stays visible outside its window, with a badge naming the window in its time zone', async () => {
    const root = await renderFixture(
      banner('data-start="2020-01-01T09:00" data-end="2020-01-31T18:30" data-time-zone="Europe/London"'),
      '.stay-banner__badge',
    );
    const host = root.querySelector('stay-banner')!;
    expect(getComputedStyle(host).display).to.not.equal('none');
    expect(host.getBoundingClientRect().height).to.be.greaterThan(100);
    expect(root.querySelector('.stay-banner--outside-window')).to.not.equal(null);
    const badge = root.querySelector('.stay-banner__badge')!;
    // Content spec §9: dates shown as DD-MM-YYYY; each bound a <time> read in words.
    expect(visibleText(badge)).to.equal('Outside publishing window: 01-01-2020 09:00 – 31-01-2020 18:30 (\u2068Europe/London\u2069)');
    expect(shownDates(badge)).to.deep.equal([
      { datetime: '2020-01-01T09:00', shown: '01-01-2020 09:00', words: `${inWords('2020-01-01')} 09:00` },
      { datetime: '2020-01-31T18:30', shown: '31-01-2020 18:30', words: `${inWords('2020-01-31')} 18:30` },
    ]);
    expect(badge.checkVisibility()).to.equal(true);
    expect(root.querySelector('.stay-banner__link')!.getAttribute('href')).to.equal('/en/offers/');
  });

  it('names an open bound as open, and shows no badge inside the window', async () => {
    const root = await renderFixture(
      `${banner('data-start="2999-01-01"')}<div id="open">${banner('data-end="2999-01-01"')}</div>`,
      '.stay-banner__badge',
    );
    expect(visibleText(root.querySelector('.stay-banner__badge')!)).to.equal(
      'Outside publishing window: 01-01-2999 00:00 – open (\u2068Asia/Singapore\u2069)',
    );
    expect(root.querySelectorAll('.stay-banner__badge')).to.have.length(1);
    expect(root.querySelector('#open .stay-banner--outside-window')).to.equal(null);
  });

  it('lists invalid attributes in place', async () => {
    const root = await renderFixture(banner('data-time-zone="Nowhere/City"'), '.stay-author-notice');
    expect(root.querySelector('.stay-author-notice')!.textContent).to.contain('data-time-zone="Nowhere/City"');
  });
});
