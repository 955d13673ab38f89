import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import widgetStyles from '../styles.css?inline';
import { addFixture, addWidgetStyles, waitFor } from '../../testing/fixtures';
import { AUTHORED_HEADER, configurePage } from '../../testing/navigation-header';

// The authored header is measured before the element is defined, then again once React has
// rendered it: the upgrade must move nothing. The menu answers slowly so that the upgraded bar
// still shows the authored links when it is measured.
const faults = [{ match: '/navigation/p_lang/', kind: 'slow', delayMs: 4000 }];
document.cookie = `stay-sandbox-faults=${encodeURIComponent(JSON.stringify(faults))}; path=/`;
configurePage();
addWidgetStyles(widgetStyles);

interface Layout {
  host: DOMRect;
  logo: DOMRect;
  entries: { text: string; rect: DOMRect }[];
  following: DOMRect;
}

const round = (rect: DOMRect) => [rect.x, rect.y, rect.width, rect.height].map((value) => Math.round(value * 10) / 10);

function measure(container: HTMLElement): Layout {
  const host = container.querySelector<HTMLElement>('stay-navigation')!;
  const entries = Array.from(
    host.querySelectorAll<HTMLElement>(':scope > nav > ul > li > a, .stay-navigation__list > li > :is(a, button)'),
  );
  return {
    host: host.getBoundingClientRect(),
    logo: host.querySelector('a[aria-label="Stay, home"]')!.getBoundingClientRect(),
    entries: entries.map((entry) => ({ text: entry.textContent ?? '', rect: entry.getBoundingClientRect() })),
    following: container.querySelector('#following')!.getBoundingClientRect(),
  };
}

function expectSameLayout(before: Layout, after: Layout): void {
  expect(round(after.host)).to.deep.equal(round(before.host));
  expect(round(after.logo)).to.deep.equal(round(before.logo));
  expect(round(after.following)).to.deep.equal(round(before.following));
  expect(after.entries.map((entry) => entry.text)).to.deep.equal(before.entries.map((entry) => entry.text));
  after.entries.forEach((entry, index) => expect(round(entry.rect), entry.text).to.deep.equal(round(before.entries[index]!.rect)));
}

const page = (attributes: string) =>
  `${AUTHORED_HEADER.replace('<stay-navigation', `<stay-navigation ${attributes}`)}<div id="following">Content after the header</div>`;

await setViewport({ width: 800, height: 700 });
const mobile = addFixture(page(''));
const mobileBefore = measure(mobile);
await setViewport({ width: 1280, height: 800 });
const desktop = addFixture(page(''));
const transparent = addFixture(page('data-transparent'));
const desktopBefore = measure(desktop);
const transparentBefore = measure(transparent);
await import('./element');

describe('stay-navigation upgrade', () => {
  it('keeps the authored header geometry on desktop: element box, logo, every top-level entry, what follows', async () => {
    await waitFor(
      () => desktop.querySelector('.stay-navigation__list > li') && desktop.querySelector('.stay-navigation__logo > a'),
      'upgraded bar',
    );
    expect(desktopBefore.host.height).to.equal(104);
    expectSameLayout(desktopBefore, measure(desktop));
  });

  it('keeps it in transparent mode too, where what follows starts under the header', async () => {
    await waitFor(() => transparent.querySelector('.stay-navigation--transparent .stay-navigation__list > li'), 'upgraded transparent bar');
    expect(Math.round(transparentBefore.following.top)).to.equal(Math.round(transparentBefore.host.top));
    expectSameLayout(transparentBefore, measure(transparent));
  });

  it('keeps the element box, the logo and what follows on mobile, where the menu moves behind a button', async () => {
    await setViewport({ width: 800, height: 700 });
    await waitFor(() => mobile.querySelector('.stay-navigation__logo > a'), 'upgraded mobile bar');
    const after = measure(mobile);
    expect(mobileBefore.host.height).to.equal(56);
    expect(round(after.host)).to.deep.equal(round(mobileBefore.host));
    expect(round(after.logo)).to.deep.equal(round(mobileBefore.logo));
    expect(round(after.following)).to.deep.equal(round(mobileBefore.following));
    // Before the upgrade the authored links scroll sideways in the bar; after it they are in the sidebar.
    expect(mobileBefore.entries.every((entry) => entry.rect.height > 0)).to.equal(true);
    expect(getComputedStyle(mobile.querySelector('.stay-navigation__menu')!).display).to.equal('none');
  });
});
