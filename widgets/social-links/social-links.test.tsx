import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import './element';
import widgetStyles from '../styles.css?inline';
import { addWidgetStyles, captureWarnings, removeFixtures, renderFixture, nextFrame, setPageConfig, waitFor } from '../../testing/fixtures';
import { allByRole, byRole } from '../../testing/roles';

addWidgetStyles(widgetStyles);
// The test page's path names no language (a Chinese page): read English, as on /en/ pages.
setPageConfig({ language: 'en' });

const ICON = '<svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="10"/></svg>';
const svgImage = (width: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width / 3}"><rect width="100%" height="100%"/></svg>`)}`;

const CARDS = `
  <stay-social-links>
    <section>
      <h2>Connect with us</h2>
      <ul>
        <li><a href="www.facebook.com/stay.demo" aria-label="Facebook">${ICON}</a></li>
        <li><a href="https://x.com/stay"><svg width="32" height="32" viewBox="0 0 24 24"><title>X</title><rect width="20" height="20"/></svg></a></li>
        <li><a href="www.weibo.com/stay" aria-label="Weibo"><svg width="0" height="0" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"/></svg></a></li>
      </ul>
    </section>
    <section>
      <h2>Download our app</h2>
      <ul>
        <li><a href="apps.apple.com/app/stay-demo"><img src="${svgImage(120)}" alt="App Store" width="120" height="40"></a></li>
        <li><a href="/en/app/android/"><img src="${svgImage(120)}" alt="Android app" width="120" height="40"></a></li>
      </ul>
    </section>
  </stay-social-links>`;

/** Every link the widget keeps, shown or not (a hidden widget is measured once shown). */
const links = (root: ParentNode) => allByRole<HTMLAnchorElement>(root.querySelector('stay-social-links')!, 'link', { hidden: true });
/** The widget has rendered its links. */
const rendered = (root: ParentNode) => links(root).length > 0;
const cards = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLElement>('.stay-social-links__card'));

/** Clicks stay on this page: the test checks the click, not the navigation. */
const stayOnPage = (event: Event) => event.preventDefault();
before(() => document.addEventListener('click', stayOnPage));
after(() => document.removeEventListener('click', stayOnPage));

afterEach(() => {
  removeFixtures();
  window.dataLayer = [];
});

describe('stay-social-links links', () => {
  it('fixes authored URLs: https:// for a URL without a scheme, the site origin before "/"', async () => {
    const root = await renderFixture(CARDS, rendered);
    await waitFor(() => links(root).length === 4, 'the zero-size icon to go');
    expect(links(root).map((link) => link.getAttribute('href'))).to.deep.equal([
      'https://www.facebook.com/stay.demo',
      'https://x.com/stay',
      'https://apps.apple.com/app/stay-demo',
      `${location.origin}/en/app/android/`,
    ]);
  });

  it('opens other sites in a new tab with noopener noreferrer, and the site itself in the same window', async () => {
    const root = await renderFixture(CARDS, rendered);
    await waitFor(() => links(root).length === 4, 'the zero-size icon to go');
    const [facebook, , , android] = links(root);
    expect([facebook!.target, facebook!.rel]).to.deep.equal(['_blank', 'noopener noreferrer']);
    expect(document.getElementById(facebook!.getAttribute('aria-describedby')!)!.textContent).to.equal('Opens in a new tab');
    expect([android!.hasAttribute('target'), android!.hasAttribute('rel'), android!.hasAttribute('aria-describedby')]).to.deep.equal([
      false,
      false,
      false,
    ]);
    expect(facebook!.getAttribute('aria-label')).to.equal('Facebook');
  });

  it('pushes a link-click event per click, named by aria-label, SVG title or image alt', async () => {
    const root = await renderFixture(CARDS, rendered);
    await waitFor(() => links(root).length === 4, 'the zero-size icon to go');
    for (const link of links(root)) link.click();
    expect(window.dataLayer).to.deep.equal([
      {
        event: 'linkClick',
        component: 'social-links',
        linkText: 'Facebook',
        linkUrl: 'https://www.facebook.com/stay.demo',
        linkType: 'external',
      },
      { event: 'linkClick', component: 'social-links', linkText: 'X', linkUrl: 'https://x.com/stay', linkType: 'external' },
      {
        event: 'linkClick',
        component: 'social-links',
        linkText: 'App Store',
        linkUrl: 'https://apps.apple.com/app/stay-demo',
        linkType: 'external',
      },
      {
        event: 'linkClick',
        component: 'social-links',
        linkText: 'Android app',
        linkUrl: `${location.origin}/en/app/android/`,
        linkType: 'internal',
      },
    ]);
  });

  it('works by keyboard: Tab goes from icon to icon, Enter follows the link', async () => {
    const root = await renderFixture(`<button>Before</button>${CARDS}`, rendered);
    await waitFor(() => links(root).length === 4, 'the zero-size icon to go');
    byRole(root, 'button', { name: 'Before' }).focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(links(root)[0]);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(links(root)[1]);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => window.dataLayer?.length, 'link-click event');
    expect(window.dataLayer![0]).to.include({ linkText: 'X' });
  });

  it('drops a link whose URL is unsafe, with a warning', async () => {
    const warnings = captureWarnings();
    try {
      const root = await renderFixture(
        `<stay-social-links><section><ul>
          <li><a href="javascript:alert(1)" aria-label="Bad">${ICON}</a></li>
          <li><a href="line.me/stay" aria-label="LINE">${ICON}</a></li>
        </ul></section></stay-social-links>`,
        rendered,
      );
      expect(links(root).map((link) => link.getAttribute('aria-label'))).to.deep.equal(['LINE']);
      expect(warnings.messages.some((message) => message.includes('<stay-social-links> ignores a list item'))).to.equal(true);
    } finally {
      warnings.restore();
    }
  });
});

describe('stay-social-links zero-size icons', () => {
  it('removes icons whose SVG has zero size; two cards remain, neither single', async () => {
    const root = await renderFixture(CARDS, rendered);
    await waitFor(() => links(root).length === 4, 'the zero-size icon to go');
    expect(links(root).some((link) => link.getAttribute('aria-label') === 'Weibo')).to.equal(false);
    expect(cards(root).map((card) => card.classList.contains('stay-social-links__card--single'))).to.deep.equal([false, false]);
  });

  it('removes empty drawings and broken or zero-size images; the card left alone is styled single', async () => {
    const root = await renderFixture(
      `<stay-social-links>
        <section>
          <h2>Connect with us</h2>
          <ul>
            <li><a href="https://x.com/stay" aria-label="Empty drawing"><svg width="32" height="32" viewBox="0 0 24 24"></svg></a></li>
            <li><a href="https://x.com/stay" aria-label="Broken image"><img src="/demo-assets/icons/missing-icon.svg" alt="Broken"></a></li>
            <li><a href="https://x.com/stay" aria-label="Zero-size SVG file"><img src="${svgImage(0)}" alt="Zero"></a></li>
          </ul>
        </section>
        <section>
          <h2>Download our app</h2>
          <ul><li><a href="apps.apple.com/app/stay-demo"><img src="${svgImage(120)}" alt="App Store" width="120" height="40"></a></li></ul>
        </section>
      </stay-social-links>`,
      rendered,
    );
    await waitFor(() => cards(root).length === 1, 'the emptied card to go', 5000);
    const [card] = cards(root);
    expect(card!.classList.contains('stay-social-links__card--single')).to.equal(true);
    expect(card!.textContent).to.contain('Download our app');
    expect(links(root).map((link) => link.textContent + (link.querySelector('img')?.alt ?? ''))).to.deep.equal(['App Store']);
    const { width } = card!.getBoundingClientRect();
    expect(width).to.be.closeTo(root.getBoundingClientRect().width, 1);
  });

  it('measures a widget that was hidden once it is shown', async () => {
    const root = await renderFixture(`<div hidden>${CARDS}</div>`, rendered);
    // Measured while hidden: a zero size, which must not count yet (the observers run before the frame).
    await nextFrame();
    expect(links(root).length).to.equal(5);
    root.querySelector('div')!.hidden = false;
    await waitFor(() => links(root).length === 4, 'the zero-size icon to go once shown');
  });
});
