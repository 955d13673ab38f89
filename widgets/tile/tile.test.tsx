import { expect } from 'chai';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import './element';
import widgetStyles from '../styles.css?inline';
import { addWidgetStyles, captureWarnings, removeFixtures, renderFixture, setPageConfig, waitFor } from '../../testing/fixtures';
import { byRole, queryByRole } from '../../testing/roles';

addWidgetStyles(widgetStyles);
// The test page's path names no language (a Chinese page): read English, as on /en/ pages.
setPageConfig({ language: 'en' });

const IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="tan"/></svg>')}`;

const tile = (attributes: string, title = 'Long stays') => `
  <div style="inline-size: 320px">
    <stay-tile ${attributes}>
      <img src="${IMAGE}" alt="" width="300" height="200">
      <h4>${title}</h4>
      <p>Stay a month or more and save on every night.</p>
      <p data-cta>Explore long stays</p>
    </stay-tile>
  </div>`;

/** The tile's one link (README "Behaviour": on the title). */
const link = (root: ParentNode) => queryByRole<HTMLAnchorElement>(root, 'link');
const lastPush = () => window.dataLayer?.at(-1);

/** Clicks stay on this page: the test checks the click, not the navigation. */
const stayOnPage = (event: Event) => event.preventDefault();
before(() => document.addEventListener('click', stayOnPage));
after(() => document.removeEventListener('click', stayOnPage));

afterEach(async () => {
  removeFixtures();
  window.dataLayer = [];
  await resetMouse();
});

describe('stay-tile structure', () => {
  it('has one link, on the title, named by the title, and keeps the authored heading level and nodes', async () => {
    const container = document.createElement('div');
    container.innerHTML = tile('data-href="/en/long-stays/"');
    const image = container.querySelector('img')!;
    const description = container.querySelector('p')!;
    document.body.append(container);
    const anchor = await waitFor(() => link(container), 'tile link');
    const host = container.querySelector('stay-tile')!;
    expect(host.querySelectorAll('a, button, [tabindex]').length).to.equal(1);
    expect(anchor.parentElement!.localName).to.equal('h4');
    expect(anchor.textContent).to.equal('Long stays');
    expect(anchor.getAttribute('href')).to.equal('/en/long-stays/');
    expect(host.querySelector('img')).to.equal(image);
    expect(host.querySelector('p')).to.equal(description);
    container.remove();
  });

  it('opens in the same window by default', async () => {
    const root = await renderFixture(tile('data-href="/en/long-stays/"'), link);
    expect(link(root)!.hasAttribute('target')).to.equal(false);
    expect(link(root)!.hasAttribute('rel')).to.equal(false);
    expect(link(root)!.hasAttribute('aria-describedby')).to.equal(false);
  });

  it('opens in a new tab with rel="noopener" for an internal target, and says so to screen readers', async () => {
    const root = await renderFixture(tile('data-href="/en/long-stays/" data-new-tab'), link);
    const anchor = link(root)!;
    expect(anchor.target).to.equal('_blank');
    expect(anchor.rel).to.equal('noopener');
    const hint = document.getElementById(anchor.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).to.equal('Opens in a new tab');
    expect(hint.hidden).to.equal(true);
  });

  it('adds noreferrer for an external target opened in a new tab', async () => {
    const root = await renderFixture(tile('data-href="https://partner.example.org/offer" data-new-tab="true"'), link);
    expect(link(root)!.rel).to.equal('noopener noreferrer');
  });

  it('clamps title and description to 2 lines and the call to action to 1 (content spec §9)', async () => {
    const longTitle = 'A very long title that certainly needs more than two lines in a narrow tile of this width';
    const root = await renderFixture(tile('data-href="/en/"', longTitle), link);
    const title = byRole(root, 'heading');
    const [description, cta] = Array.from(root.querySelectorAll<HTMLElement>('stay-tile p'));
    const clamp = (element: HTMLElement) => getComputedStyle(element).webkitLineClamp;
    expect([clamp(title), clamp(description!), clamp(cta!)]).to.deep.equal(['2', '2', '1']);
    const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
    expect(title.getBoundingClientRect().height).to.be.at.most(lineHeight * 2 + 1);
    expect(title.scrollHeight).to.be.greaterThan(lineHeight * 2);
  });
});

describe('stay-tile pointer, keyboard and analytics', () => {
  it('follows a click anywhere on the tile through its link and pushes a link-click event', async () => {
    const root = await renderFixture(tile('data-href="/en/long-stays/"'), link);
    let clicked: EventTarget | null = null;
    link(root)!.addEventListener('click', (event) => (clicked = event.currentTarget));
    const description = root.querySelector('stay-tile p')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(description.left + 10), Math.round(description.top + 5)] });
    await waitFor(() => clicked, 'click on the stretched link');
    expect(lastPush()).to.deep.equal({
      event: 'linkClick',
      component: 'tile',
      linkText: 'Long stays',
      linkUrl: '/en/long-stays/',
      linkType: 'internal',
    });
  });

  it('is reached with Tab and followed with Enter; an external target is reported as external', async () => {
    const root = await renderFixture(`<button>Before</button>${tile('data-href="https://partner.example.org/offer"')}`, link);
    byRole(root, 'button', { name: 'Before' }).focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(link(root));
    await sendKeys({ press: 'Enter' });
    await waitFor(() => window.dataLayer?.length, 'link-click event');
    expect(lastPush()).to.include({ linkUrl: 'https://partner.example.org/offer', linkType: 'external' });
  });
});

describe('stay-tile attributes', () => {
  const margins = (root: ParentNode) => {
    const style = getComputedStyle(root.querySelector('stay-tile')!);
    return { blockEnd: style.marginBlockEnd, inlineStart: style.marginInlineStart, inlineEnd: style.marginInlineEnd };
  };

  it('applies the spacing variants of content spec §9', async () => {
    const root = await renderFixture(tile('data-href="/en/" data-spacing="48" data-column-spacing="30"'), link);
    expect(margins(root)).to.deep.equal({ blockEnd: '48px', inlineStart: '15px', inlineEnd: '15px' });
    root.querySelector('stay-tile')!.setAttribute('data-spacing', '8');
    expect(margins(root).blockEnd).to.equal('8px');
  });

  it('uses the defaults and warns once per invalid attribute, naming element and attribute', async () => {
    const warnings = captureWarnings();
    try {
      const root = await renderFixture(
        tile('data-href="javascript:alert(1)" data-new-tab="maybe" data-spacing="12" data-column-spacing="wide"'),
        (root) => queryByRole(root, 'heading'),
      );
      expect(margins(root)).to.deep.equal({ blockEnd: '24px', inlineStart: '12px', inlineEnd: '12px' });
      expect(link(root)).to.equal(null);
      const tileWarnings = warnings.messages.filter((message) => message.includes('<stay-tile>'));
      expect(tileWarnings.length).to.equal(4);
      for (const attribute of [
        'data-href="javascript:alert(1)"',
        'data-new-tab="maybe"',
        'data-spacing="12"',
        'data-column-spacing="wide"',
      ]) {
        expect(
          tileWarnings.some((message) => message.includes(attribute)),
          attribute,
        ).to.equal(true);
      }
    } finally {
      warnings.restore();
    }
  });

  it('warns about authored interactive content and about a missing title', async () => {
    const warnings = captureWarnings();
    try {
      await renderFixture(`<stay-tile data-href="/en/"><p>No title <a href="/x">nested</a></p></stay-tile>`, 'stay-tile .stay-tile__part');
      expect(warnings.messages.some((message) => message.includes('must not contain links'))).to.equal(true);
      expect(warnings.messages.some((message) => message.includes('needs a heading'))).to.equal(true);
    } finally {
      warnings.restore();
    }
  });

  it('follows a changed target after the upgrade', async () => {
    const root = await renderFixture(tile('data-href="/en/a/"'), link);
    root.querySelector('stay-tile')!.setAttribute('data-href', '/en/b/');
    await waitFor(() => link(root)!.getAttribute('href') === '/en/b/', 'new href');
  });
});
