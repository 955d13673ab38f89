import { expect } from 'chai';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import './element';
import widgetStyles from '../styles.css?inline';
import { testNowPlus } from '../../testing/clock';
import { addWidgetStyles, captureWarnings, removeFixtures, renderFixture, nextFrame, setPageConfig, waitFor } from '../../testing/fixtures';
import { resetPageForTest } from '../../testing/page-state';
import { allByRole, byRole, queryByRole } from '../../testing/roles';
import { inWords, shownDates, visibleText } from '../../testing/shown-dates';

addWidgetStyles(widgetStyles);
// The test page's path names no language (a Chinese page): read English, as on /en/ pages.
setPageConfig({ language: 'en' });

/**
 * Component tests load media from the project root through Vite (200 with the file); the demo
 * site's /demo-assets/ route answers with status 404 inside the test runner.
 */
const MEDIA = '/demo-pages/site/public/demo-assets/banners';
const VIDEO = `${MEDIA}/one-second.webm`;

const banner = (attributes: string, heading = '<h2><a href="/en/properties/marina-bay/">Marina <em>Bay</em> Residences</a></h2>') =>
  `<stay-banner ${attributes}>
    <img src="${MEDIA}/harbour.svg" alt="Harbour at dusk" width="1680" height="720">
    <div>${heading}<p>From SGD 280 a night.</p></div>
  </stay-banner>`;

/** Wall-clock time in `timeZone`, `offsetMs` from now, to the second: what an author would type. */
function wallClock(timeZone: string, offsetMs: number): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' })
    .format(new Date(testNowPlus(offsetMs)))
    .replace(' ', 'T');
}

/** The banner has rendered: shown, or hidden outside its window. */
const RENDERED = '.stay-banner, .stay-banner--hidden';
const q = <T extends Element = HTMLElement>(root: ParentNode, selector: string) => root.querySelector<T>(selector);
/** The banner's one link (its title's), or the chatbot button that takes its place. */
const titleLink = (root: ParentNode) => queryByRole<HTMLAnchorElement>(root, 'link', { name: /^Marina Bay Residences/ });
/** The video's play/pause and mute buttons, whatever state they name. */
const playPauseButton = (root: ParentNode) => queryByRole<HTMLButtonElement>(root, 'button', { name: /^(Play|Pause) video$/ });
const muteButton = (root: ParentNode) => queryByRole<HTMLButtonElement>(root, 'button', { name: /^(Mute|Unmute) video$/ });
const isShown = (root: ParentNode) => {
  const host = q(root, 'stay-banner')!;
  return getComputedStyle(host).display !== 'none' && Boolean(q(host, RENDERED));
};
const isHidden = (root: ParentNode) => {
  const host = q(root, 'stay-banner')!;
  return getComputedStyle(host).display === 'none' && Boolean(q(host, '.stay-banner--hidden'));
};

/**
 * The banner's observers (visibility, reduced motion) have reported and it has acted on them: a
 * `play()` it called would already show, since `paused` turns false at the call.
 */
async function videoCouldPlay(video: HTMLVideoElement): Promise<void> {
  await waitFor(() => video.isConnected, 'the video');
  await nextFrame();
  await nextFrame();
}

afterEach(async () => {
  removeFixtures();
  window.dataLayer = [];
  window.scrollTo(0, 0);
  await emulateMedia({ reducedMotion: 'no-preference' });
  await setViewport({ width: 800, height: 600 });
});

describe('stay-banner link', () => {
  it('turns the title link into one link that covers the banner, and reports the click', async () => {
    const root = await renderFixture(banner(''), titleLink);
    const link = titleLink(root)!;
    expect(byRole(root, 'heading', { name: 'Marina Bay Residences' }).contains(link)).to.equal(true);
    expect(link.getAttribute('href')).to.equal('/en/properties/marina-bay/');
    expect(link.target).to.equal('');
    expect(link.textContent).to.equal('Marina Bay Residences');
    expect(q(link, 'em')!.textContent).to.equal('Bay');
    expect(root.querySelectorAll('stay-banner a, stay-banner button')).to.have.length(1);
    // Stretched link: a click anywhere on the banner lands on the link.
    const box = q(root, 'stay-banner')!.getBoundingClientRect();
    expect(document.elementFromPoint(box.left + 20, box.top + 20)).to.equal(link);
    expect(byRole(root, 'img', { name: 'Harbour at dusk' }).localName).to.equal('img');
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(window.dataLayer).to.deep.equal([
      {
        event: 'linkClick',
        component: 'banner',
        linkText: 'Marina Bay Residences',
        linkUrl: '/en/properties/marina-bay/',
        linkType: 'internal',
      },
    ]);
  });

  it('opens a new tab with data-new-tab, saying so to screen readers', async () => {
    const root = await renderFixture(banner('data-new-tab'), titleLink);
    const link = titleLink(root)!;
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.equal('noopener');
    expect(link.textContent).to.equal('Marina Bay Residences (Opens in a new tab)');
  });

  it('opens the chatbot with data-open-chatbot: a button that sends stay:chatbot-open', async () => {
    const root = await renderFixture(banner('data-open-chatbot'), (root) => queryByRole(root, 'button'));
    const opened: unknown[] = [];
    document.addEventListener('stay:chatbot-open', (event) => opened.push((event as CustomEvent).detail), { once: true });
    const chat = byRole<HTMLButtonElement>(root, 'button', { name: /^Marina Bay Residences/ });
    expect(queryByRole(root, 'link')).to.equal(null);
    expect(chat.type).to.equal('button');
    chat.click();
    expect(opened).to.deep.equal([{ source: 'banner', title: 'Marina Bay Residences' }]);
  });

  it('is not clickable without a link, and drops an unsafe link with a warning', async () => {
    const warnings = captureWarnings();
    try {
      const root = await renderFixture(
        `${banner('', '<h2>No link</h2>')}${banner('', '<h2><a href="javascript:alert(1)">Unsafe</a></h2>')}`,
        (root) => queryByRole(root, 'heading', { name: 'Unsafe' }),
      );
      expect(allByRole(root, 'link').concat(allByRole(root, 'button'))).to.have.length(0);
      expect(warnings.messages.some((message) => message.includes('unsafe link "javascript:alert(1)"'))).to.equal(true);
    } finally {
      warnings.restore();
    }
  });
});

describe('stay-banner publishing window (content spec §2, §5, §9)', () => {
  it('shows a banner whose window is open now and hides one that ended a second ago', async () => {
    const open = await renderFixture(
      banner(`data-start="${wallClock('Asia/Singapore', -60_000)}" data-end="${wallClock('Asia/Singapore', 60_000)}"`),
      RENDERED,
    );
    await waitFor(() => isShown(open), 'the open banner');
    const ended = await renderFixture(banner(`data-end="${wallClock('Asia/Singapore', -1000)}"`), RENDERED);
    await waitFor(() => isHidden(ended), 'the ended banner to hide');
    expect(ended.querySelector('stay-banner')!.getBoundingClientRect().height).to.equal(0);
  });

  it('appears when its start passes and disappears when its end passes, while the page stays open', async () => {
    // Bounds a few seconds ahead: rendering on a loaded machine must not reach them first.
    const starting = await renderFixture(banner(`data-start="${wallClock('Asia/Singapore', 4000)}"`), RENDERED);
    const ending = await renderFixture(banner(`data-end="${wallClock('Asia/Singapore', 4000)}"`), RENDERED);
    expect(isHidden(starting)).to.equal(true);
    expect(isShown(ending)).to.equal(true);
    await waitFor(() => isShown(starting), 'the banner to appear after its start', 10_000);
    await waitFor(() => isHidden(ending), 'the banner to disappear after its end', 10_000);
  });

  it('reads the window in its own time zone', async () => {
    // Tokyo is an hour ahead of Singapore: Tokyo's "a minute ago" is an hour from now in Singapore.
    const start = wallClock('Asia/Tokyo', -60_000);
    const tokyo = await renderFixture(banner(`data-start="${start}" data-time-zone="Asia/Tokyo"`), RENDERED);
    const singapore = await renderFixture(banner(`data-start="${start}"`), RENDERED);
    await waitFor(() => isShown(tokyo), 'the banner read in Tokyo');
    expect(isHidden(singapore)).to.equal(true);
  });

  it('treats an invalid date as now and an unknown zone as Asia/Singapore, with one warning each', async () => {
    const warnings = captureWarnings();
    try {
      const root = await renderFixture(
        banner(`data-start="next Tuesday" data-end="2024-02-30T10:00" data-time-zone="Mars/Base"`),
        '.stay-banner__link',
      );
      expect(isShown(root)).to.equal(true);
      const bannerWarnings = warnings.messages.filter((message) => message.includes('<stay-banner>'));
      expect(bannerWarnings).to.have.length(3);
      expect(
        bannerWarnings.some((message) => message.includes('data-time-zone="Mars/Base"') && message.includes('"Asia/Singapore"')),
      ).to.equal(true);
      expect(bannerWarnings.some((message) => message.includes('data-start="next Tuesday"'))).to.equal(true);
      expect(bannerWarnings.some((message) => message.includes('data-end="2024-02-30T10:00"'))).to.equal(true);
    } finally {
      warnings.restore();
    }
  });
});

describe('stay-banner video', () => {
  const videos = `data-video-mobile="${VIDEO}" data-video-tablet="${VIDEO}" data-video-desktop="${VIDEO}"`;

  it('plays muted in view, with labelled play/pause and mute buttons above the link', async () => {
    const root = await renderFixture(banner(videos), 'video');
    const video = q<HTMLVideoElement>(root, 'video')!;
    await waitFor(() => !video.paused, 'the video to play');
    expect(video.muted).to.equal(true);
    const [playPause, mute] = [playPauseButton(root), muteButton(root)];
    await waitFor(() => playPause!.getAttribute('aria-label') === 'Pause video', 'the pause label');
    expect(mute!.getAttribute('aria-label')).to.equal('Unmute video');
    const box = playPause!.getBoundingClientRect();
    expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('button')).to.equal(playPause);
    playPause!.click();
    await waitFor(() => video.paused && playPause!.getAttribute('aria-label') === 'Play video', 'paused by the visitor');
    mute!.click();
    await waitFor(() => !video.muted && mute!.getAttribute('aria-label') === 'Mute video', 'sound on');
  });

  it('sends stay:banner-video-ended when the video ends', async () => {
    const root = await renderFixture(banner(videos), 'video');
    const ended = await new Promise<CustomEvent>((resolve) =>
      root.addEventListener('stay:banner-video-ended', (event) => resolve(event as CustomEvent)),
    );
    expect(ended.detail).to.deep.equal({ breakpoint: 'tablet', src: VIDEO });
  });

  it('on a source error hides the video for that breakpoint only, marks the banner and sends stay:banner-video-error', async () => {
    const root = await renderFixture(banner(`data-video-tablet="${MEDIA}/missing.webm" data-video-desktop="${VIDEO}"`), 'video');
    const failure = await new Promise<CustomEvent>((resolve) =>
      root.addEventListener('stay:banner-video-error', (event) => resolve(event as CustomEvent)),
    );
    expect(failure.detail).to.deep.equal({ breakpoint: 'tablet', src: `${MEDIA}/missing.webm` });
    await waitFor(() => q(root, '.stay-banner--video-error'), 'the banner marked video-error');
    expect(q(root, 'video')).to.equal(null);
    expect([playPauseButton(root), muteButton(root)]).to.deep.equal([null, null]);
    expect(byRole(root, 'img', { name: 'Harbour at dusk' }).checkVisibility()).to.equal(true);
    await setViewport({ width: 1280, height: 800 });
    await waitFor(() => q<HTMLVideoElement>(root, 'video')?.getAttribute('src') === VIDEO, 'the desktop video');
    expect(q(root, '.stay-banner--video-error')).to.equal(null);
  });

  it('shows no video on a breakpoint without a source', async () => {
    const root = await renderFixture(banner(`data-video-desktop="${VIDEO}"`), titleLink);
    expect(q(root, 'video')).to.equal(null);
    await setViewport({ width: 1280, height: 800 });
    await waitFor(() => q(root, 'video'), 'the desktop video');
  });

  it('does not autoplay for visitors who prefer reduced motion, but plays on request', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const root = await renderFixture(banner(videos), 'video');
    const video = q<HTMLVideoElement>(root, 'video')!;
    await videoCouldPlay(video);
    expect(video.paused).to.equal(true);
    const playPause = playPauseButton(root)!;
    expect(playPause.getAttribute('aria-label')).to.equal('Play video');
    playPause.click();
    await waitFor(() => !video.paused || video.ended, 'playing on request');
  });

  it('does not play while out of view', async () => {
    const root = await renderFixture(`<div style="height: 2000px"></div>${banner(videos)}`, 'video');
    const video = q<HTMLVideoElement>(root, 'video')!;
    await videoCouldPlay(video);
    expect(video.paused).to.equal(true);
    q(root, 'stay-banner')!.scrollIntoView();
    await waitFor(() => !video.paused || video.ended, 'playing once in view');
  });
});

describe('stay-banner before the upgrade', () => {
  it('lays out the authored markup exactly as the upgraded banner', async () => {
    const authored = document.createElement('div');
    authored.style.width = '700px';
    // A tag that is never defined stands for the banner before its chunk arrives.
    authored.innerHTML = banner('').replace(/stay-banner/g, 'stay-banner-authored');
    const upgraded = await renderFixture(`<div style="width: 700px">${banner('')}</div>`, titleLink);
    document.body.append(authored);
    try {
      const style = document.createElement('style');
      style.textContent = Array.from(document.querySelectorAll('style'))
        .map((element) => element.textContent ?? '')
        .join('\n')
        .replace(/stay-banner(?![-_\w])/g, 'stay-banner-authored');
      document.head.append(style);
      const box = (root: ParentNode, selector: string) => {
        const rect = q(root, selector)!.getBoundingClientRect();
        return [Math.round(rect.width), Math.round(rect.height)];
      };
      expect(box(authored, 'stay-banner-authored')).to.deep.equal(box(upgraded, 'stay-banner'));
      expect(box(authored, 'h2')).to.deep.equal(box(upgraded, 'h2'));
      expect(box(authored, 'p')).to.deep.equal(box(upgraded, 'p'));
      const offset = (root: ParentNode, selector: string, host: string) =>
        q(root, selector)!.getBoundingClientRect().top - q(root, host)!.getBoundingClientRect().top;
      expect(offset(authored, 'h2', 'stay-banner-authored')).to.be.closeTo(offset(upgraded, 'h2', 'stay-banner'), 0.5);
      style.remove();
    } finally {
      authored.remove();
    }
  });
});

describe('stay-banner in author mode', () => {
  before(() => resetPageForTest({ language: 'en', authorMode: true }));
  after(() => resetPageForTest({ language: 'en' }));

  const gardenBanner = (attributes: string) =>
    `<stay-banner ${attributes}>
      <img src="${MEDIA}/garden.svg" alt="Garden" width="1680" height="720">
      <div><h2><a href="/en/offers/">Garden suites</a></h2></div>
    </stay-banner>`;
  /** The badge has no role of its own: it is text read with the banner (README "Author mode"). */
  const badgeOf = (root: ParentNode) => root.querySelector<HTMLElement>('.stay-banner__badge');

  it('stays visible outside its window, with a badge naming the window in its time zone', async () => {
    const root = await renderFixture(
      gardenBanner('data-start="2020-01-01T09:00" data-end="2020-01-31T18:30" data-time-zone="Europe/London"'),
      '.stay-banner__badge',
    );
    const host = root.querySelector('stay-banner')!;
    expect(getComputedStyle(host).display).to.not.equal('none');
    expect(host.getBoundingClientRect().height).to.be.greaterThan(100);
    expect(root.querySelector('.stay-banner--outside-window')).to.not.equal(null);
    const badge = badgeOf(root)!;
    // Content spec §9: dates shown as DD-MM-YYYY; each bound a <time> read in words.
    expect(visibleText(badge)).to.equal('Outside publishing window: 01-01-2020 09:00 – 31-01-2020 18:30 (\u2068Europe/London\u2069)');
    expect(shownDates(badge)).to.deep.equal([
      { datetime: '2020-01-01T09:00', shown: '01-01-2020 09:00', words: `${inWords('2020-01-01')} 09:00` },
      { datetime: '2020-01-31T18:30', shown: '31-01-2020 18:30', words: `${inWords('2020-01-31')} 18:30` },
    ]);
    expect(badge.checkVisibility()).to.equal(true);
    expect(byRole(root, 'link', { name: 'Garden suites' }).getAttribute('href')).to.equal('/en/offers/');
  });

  it('names an open bound as open, and shows no badge inside the window', async () => {
    const root = await renderFixture(
      `${gardenBanner('data-start="2999-01-01"')}<div id="open">${gardenBanner('data-end="2999-01-01"')}</div>`,
      '.stay-banner__badge',
    );
    expect(visibleText(badgeOf(root)!)).to.equal('Outside publishing window: 01-01-2999 00:00 – open (\u2068Asia/Singapore\u2069)');
    expect(root.querySelectorAll('.stay-banner__badge')).to.have.length(1);
    expect(root.querySelector('#open .stay-banner--outside-window')).to.equal(null);
  });

  it('lists invalid attributes in place', async () => {
    const root = await renderFixture(gardenBanner('data-time-zone="Nowhere/City"'), '[role="note"]');
    expect(queryByRole(root, 'note')!.textContent).to.contain('data-time-zone="Nowhere/City"');
  });
});
