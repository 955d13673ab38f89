import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import './element';
import widgetStyles from '../styles.css?inline';
import { defineWidget } from '../../shared/element/define-widget';
import { addWidgetStyles, captureWarnings, removeFixtures, renderFixture, setPageConfig, sleep, waitFor } from '../../testing/fixtures';
import { resetPageForTest } from '../../testing/page-state';
import { allByRole, byRole, queryByRole } from '../../testing/roles';

addWidgetStyles(widgetStyles);
// The test page's path names no language (a Chinese page): read English, as on /en/ pages.
setPageConfig({ language: 'en' });

const FAQ = `
  <stay-accordion id="faq" data-heading-level="4">
    <details id="first"><summary>First</summary><p>First panel</p></details>
    <details id="second" open><summary><h2>Second</h2></summary><p>Second panel</p><p id="inside-second">Deep</p></details>
    <details id="third"><summary>Third</summary><p>Third panel</p></details>
  </stay-accordion>`;

/** Read as a screen reader does (WAI-ARIA accordion): header buttons that expand a region, each in a heading. */
const buttons = (root: ParentNode) => allByRole<HTMLButtonElement>(root, 'button').filter((button) => button.hasAttribute('aria-expanded'));
const panels = (root: ParentNode) => allByRole(root, 'region', { hidden: true });
const expandedFlags = (root: ParentNode) => panels(root).map((panel) => !panel.hasAttribute('hidden'));
const headingLevels = (root: ParentNode) => buttons(root).map((button) => button.parentElement!.localName);
/** The accordion has rendered: its header buttons exist. */
const RENDERED = 'button[aria-expanded]';

afterEach(() => {
  removeFixtures();
  history.replaceState(null, '', location.pathname + location.search);
  window.dataLayer = [];
});

describe('stay-accordion structure', () => {
  it('renders each authored item as a heading button controlling a labelled region', async () => {
    const root = await renderFixture(FAQ, RENDERED);
    expect(headingLevels(root)).to.deep.equal(['h4', 'h4', 'h4']);
    expect(buttons(root).map((button) => button.textContent)).to.deep.equal(['First', 'Second', 'Third']);
    buttons(root).forEach((button, index) => {
      const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(panel).to.equal(panels(root)[index]);
      expect(panel.getAttribute('role')).to.equal('region');
      expect(panel.getAttribute('aria-labelledby')).to.equal(button.id);
    });
    expect(root.querySelector('details')).to.equal(null);
    expect(root.querySelector('#second')!.classList.contains('stay-accordion__item')).to.equal(true);
  });

  it('keeps preset expanded items open and collapses the rest with hidden="until-found"', async () => {
    const root = await renderFixture(FAQ, RENDERED);
    expect(expandedFlags(root)).to.deep.equal([false, true, false]);
    expect(panels(root)[0]!.getAttribute('hidden')).to.equal('until-found');
    expect(buttons(root).map((button) => button.getAttribute('aria-expanded'))).to.deep.equal(['false', 'true', 'false']);
  });

  it('moves the authored nodes instead of re-creating them, so their listeners survive', async () => {
    const container = document.createElement('div');
    container.innerHTML = `<stay-accordion><details open><summary>Item</summary><button class="authored">Count</button></details></stay-accordion>`;
    const authoredButton = container.querySelector<HTMLButtonElement>('.authored')!;
    let clicks = 0;
    authoredButton.addEventListener('click', () => (clicks += 1));
    document.body.append(container);
    await waitFor(() => panels(container)[0]?.querySelector('.authored'), 'authored button in the panel');
    expect(container.querySelector('.authored')).to.equal(authoredButton);
    authoredButton.click();
    expect(clicks).to.equal(1);
    container.remove();
  });

  it('renders again with its content after being moved in the document', async () => {
    const root = await renderFixture(FAQ, RENDERED);
    const other = document.createElement('section');
    document.body.append(other);
    other.append(root.querySelector('stay-accordion')!);
    await waitFor(() => other.querySelector(RENDERED), 'accordion after the move');
    expect(other.querySelector('#inside-second')!.textContent).to.equal('Deep');
    other.remove();
  });
});

describe('stay-accordion expansion', () => {
  it('toggles on click, showing the panel at once and announcing aria-expanded 100 ms later', async () => {
    const root = await renderFixture(FAQ, RENDERED);
    const first = buttons(root)[0]!;
    first.click();
    await waitFor(() => expandedFlags(root)[0], 'first panel to open');
    expect(first.getAttribute('aria-expanded')).to.equal('false');
    await sleep(150);
    expect(first.getAttribute('aria-expanded')).to.equal('true');
    expect(expandedFlags(root)).to.deep.equal([true, true, false]);
    first.click();
    await waitFor(() => !expandedFlags(root)[0], 'first panel to close');
  });

  it('with single-expansion keeps only the last preset item and collapses others on expand', async () => {
    const root = await renderFixture(
      `<stay-accordion data-single-expansion>
        <details open><summary>A</summary>a</details>
        <details open><summary>B</summary>b</details>
        <details><summary>C</summary>c</details>
      </stay-accordion>`,
      RENDERED,
    );
    expect(expandedFlags(root)).to.deep.equal([false, true, false]);
    buttons(root)[2]!.click();
    await waitFor(() => expandedFlags(root)[2], 'third panel');
    expect(expandedFlags(root)).to.deep.equal([false, false, true]);
  });

  it('follows find-in-page: a beforematch on a hidden panel expands its item', async () => {
    const root = await renderFixture(FAQ, RENDERED);
    panels(root)[2]!.dispatchEvent(new Event('beforematch'));
    await waitFor(() => expandedFlags(root)[2], 'third panel after beforematch');
    expect(root.querySelector('#third')!.classList.contains('stay-accordion__item--expanded')).to.equal(true);
  });

  it('pushes show and hide analytics events and a stay:accordion-change DOM event', async () => {
    const root = await renderFixture(FAQ, RENDERED);
    const changes: unknown[] = [];
    root.addEventListener('stay:accordion-change', (event) => changes.push((event as CustomEvent).detail));
    buttons(root)[0]!.click();
    await waitFor(() => changes.length === 1, 'change event');
    buttons(root)[0]!.click();
    await waitFor(() => changes.length === 2, 'second change event');
    expect(window.dataLayer).to.deep.equal([
      { event: 'cmp:show', eventInfo: { path: 'accordion.first' } },
      { event: 'cmp:hide', eventInfo: { path: 'accordion.first' } },
    ]);
    expect(changes).to.deep.equal([
      { index: 0, itemId: 'first', expanded: true },
      { index: 0, itemId: 'first', expanded: false },
    ]);
  });
});

describe('stay-accordion keyboard', () => {
  it('moves focus with Up/Down (wrapping), Home and End, and toggles with Enter and Space', async () => {
    const root = await renderFixture(FAQ, RENDERED);
    const [first, second, third] = buttons(root);
    first!.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(document.activeElement).to.equal(second);
    await sendKeys({ press: 'End' });
    expect(document.activeElement).to.equal(third);
    await sendKeys({ press: 'ArrowDown' });
    expect(document.activeElement).to.equal(first);
    await sendKeys({ press: 'ArrowUp' });
    expect(document.activeElement).to.equal(third);
    await sendKeys({ press: 'Home' });
    expect(document.activeElement).to.equal(first);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expandedFlags(root)[0], 'Enter to open');
    await sendKeys({ press: 'Space' });
    await waitFor(() => !expandedFlags(root)[0], 'Space to close');
  });
});

describe('stay-accordion URL fragment', () => {
  it('expands the item named by the fragment on load', async () => {
    history.replaceState(null, '', '#third');
    const root = await renderFixture(FAQ, RENDERED);
    await waitFor(() => expandedFlags(root)[2], 'third panel from the fragment');
  });

  it('expands the item the fragment names before the first paint, so it never shows collapsed first', async () => {
    history.replaceState(null, '', '#third');
    const container = document.createElement('div');
    // A MutationObserver's callback runs before the browser paints: every state a frame could show.
    const seen: boolean[][] = [];
    const observer = new MutationObserver(() => panels(container).length && seen.push(expandedFlags(container)));
    observer.observe(container, { subtree: true, childList: true, attributes: true });
    container.innerHTML = FAQ;
    document.body.append(container);
    try {
      await waitFor(() => seen.length, 'the accordion to render');
      expect(
        seen.every((flags) => flags[2] === true),
        `third panel shown in every state: ${JSON.stringify(seen)}`,
      ).to.equal(true);
    } finally {
      observer.disconnect();
      container.remove();
    }
  });

  it('expands the item containing the element the fragment names, on hashchange, and scrolls to it', async () => {
    const root = await renderFixture(
      `<div style="height: 3000px"></div>
       <stay-accordion>
         <details><summary>Late</summary><p style="margin-top: 400px" id="deep-target">Target</p></details>
       </stay-accordion>`,
      RENDERED,
    );
    expect(expandedFlags(root)).to.deep.equal([false]);
    location.hash = '#deep-target';
    await waitFor(() => expandedFlags(root)[0], 'panel containing the target');
    await waitFor(() => {
      const { top } = document.getElementById('deep-target')!.getBoundingClientRect();
      return top >= 0 && top < window.innerHeight;
    }, 'target scrolled into view');
  });

  it('leaves the accordion alone when the fragment names something outside it', async () => {
    const root = await renderFixture(`<p id="elsewhere">Elsewhere</p>${FAQ}`, RENDERED);
    location.hash = '#elsewhere';
    await sleep(50);
    expect(expandedFlags(root)).to.deep.equal([false, true, false]);
  });
});

describe('stay-accordion attributes', () => {
  it('re-renders when an attribute changes or is removed', async () => {
    const root = await renderFixture(FAQ, RENDERED);
    const accordion = root.querySelector('stay-accordion')!;
    accordion.setAttribute('data-heading-level', '2');
    await waitFor(() => headingLevels(root).every((level) => level === 'h2'), 'h2 headers');
    accordion.removeAttribute('data-heading-level');
    await waitFor(() => headingLevels(root).every((level) => level === 'h3'), 'default h3 headers');
  });

  it('renders with defaults and warns once per invalid attribute, naming element and attribute', async () => {
    const warnings = captureWarnings();
    try {
      const root = await renderFixture(
        `<stay-accordion data-heading-level="9" data-single-expansion="sometimes">
          <details open><summary>A</summary>a</details><details open><summary>B</summary>b</details>
        </stay-accordion>`,
        RENDERED,
      );
      expect(headingLevels(root)).to.deep.equal(['h3', 'h3']);
      expect(expandedFlags(root)).to.deep.equal([true, true]);
      const accordionWarnings = warnings.messages.filter((message) => message.includes('<stay-accordion>'));
      expect(accordionWarnings.length).to.equal(2);
      expect(accordionWarnings.some((message) => message.includes('data-heading-level="9"'))).to.equal(true);
      expect(accordionWarnings.some((message) => message.includes('data-single-expansion="sometimes"'))).to.equal(true);
      expect(queryByRole(root, 'note')).to.equal(null);
    } finally {
      warnings.restore();
    }
  });
});

describe('error isolation', () => {
  function Broken(): never {
    throw new Error('render failed on purpose');
  }
  defineWidget('stay-test-broken', Broken, {});

  it('shows an in-place message for a widget that throws while an accordion beside it keeps working', async () => {
    const originalError = console.error;
    const errors: unknown[][] = [];
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const root = await renderFixture(`<stay-test-broken></stay-test-broken>${FAQ}`, RENDERED);
      const message = await waitFor(() => root.querySelector('stay-test-broken [role="alert"]'), 'error message');
      expect(message.textContent).to.contain('could not be displayed');
      expect(errors.some((args) => String(args[0]).includes('<stay-test-broken> failed'))).to.equal(true);
      buttons(root)[0]!.click();
      await waitFor(() => expandedFlags(root)[0], 'accordion still toggles');
    } finally {
      console.error = originalError;
    }
  });
});

// Author mode (DESIGN.md §3) on a page with no language (Chinese, the default), as it had its own page before.
describe('stay-accordion in author mode', () => {
  before(() => resetPageForTest({ authorMode: true }));
  after(() => resetPageForTest({ language: 'en' }));

  it('shows a visible notice naming each invalid attribute, and still renders with defaults', async () => {
    const root = await renderFixture(
      `<stay-accordion data-heading-level="nine"><details><summary>A</summary>a</details></stay-accordion>`,
      'button[aria-expanded]',
    );
    const notice = byRole(root, 'note');
    expect(notice.textContent).to.contain('<stay-accordion>');
    expect(notice.textContent).to.contain('data-heading-level="nine"');
    expect(allByRole(root, 'button', { name: 'A' }).map((button) => button.parentElement!.localName)).to.deep.equal(['h3']);
  });

  it('shows no notice when every attribute is valid', async () => {
    const root = await renderFixture(
      `<stay-accordion data-heading-level="2"><details><summary>A</summary>a</details></stay-accordion>`,
      'button[aria-expanded]',
    );
    expect(queryByRole(root, 'note')).to.equal(null);
  });
});
