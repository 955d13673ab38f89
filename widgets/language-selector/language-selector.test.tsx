import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import './element';
import { removeFixtures, renderFixture, waitFor } from '../../testing/fixtures';
import { allByRole, queryByRole } from '../../testing/roles';

const originalUrl = location.href;
afterEach(() => {
  removeFixtures();
  history.replaceState(null, '', originalUrl);
});

/** The disclosure button (README "Behaviour"), and the list it controls. */
const languageButton = (root: ParentNode) => queryByRole<HTMLButtonElement>(root, 'button');
const controlledBy = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

describe('stay-language-selector', () => {
  it('links each language to the same page, keeping path, query and fragment', async () => {
    history.replaceState(null, '', '/en/booking/select-apartment-and-rates?hotelCode=X#rates');
    const root = await renderFixture('<stay-language-selector></stay-language-selector>', languageButton);
    const href = (language: string) => root.querySelector(`a[hreflang="${language}"]`)!.getAttribute('href');
    expect(href('ja')).to.equal('/ja/booking/select-apartment-and-rates?hotelCode=X#rates');
    expect(href('zh')).to.equal('/booking/select-apartment-and-rates?hotelCode=X#rates');
    expect(allByRole(root, 'link', { hidden: true })).to.have.length(11);

    history.pushState(null, '', '/en/booking/select-apartment-and-rates?hotelCode=X#addons');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => href('ja')?.endsWith('#addons'), 'links to follow in-page navigation');
  });

  it('maps a legacy locale segment with the locale map, asked only when the list first opens (content spec §7)', async () => {
    localStorage.clear();
    const localeMapCalls = async () =>
      ((await (await fetch('/__sandbox/requests?match=locale-map')).json()) as { content: unknown[] }).content.length;
    const before = await localeMapCalls();
    history.replaceState(null, '', '/en-gb/offers?x=1#top');
    const root = await renderFixture('<stay-language-selector></stay-language-selector>', languageButton);
    const href = (language: string) => root.querySelector(`a[hreflang="${language}"]`)!.getAttribute('href');
    expect(href('ja')).to.equal('/ja/en-gb/offers?x=1#top');
    expect(await localeMapCalls()).to.equal(before);
    languageButton(root)!.click();
    await waitFor(() => href('ja') === '/ja/offers?x=1#top', 'the links with the locale map');
    expect(href('zh')).to.equal('/offers?x=1#top');
    languageButton(root)!.click();
    languageButton(root)!.click();
    expect(await localeMapCalls()).to.equal(before + 1);
  });

  it('opens as a disclosure and closes with Escape, returning focus to its button', async () => {
    const root = await renderFixture('<stay-language-selector></stay-language-selector>', languageButton);
    const button = languageButton(root)!;
    const list = controlledBy(button);
    expect(list.hidden).to.equal(true);
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !list.hidden, 'list open');
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'Tab' });
    expect(allByRole(list, 'link')).to.include(document.activeElement);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => list.hidden, 'list closed');
    expect(document.activeElement).to.equal(button);
  });

  it('closes when the visitor clicks elsewhere', async () => {
    const root = await renderFixture('<p>Elsewhere</p><stay-language-selector></stay-language-selector>', languageButton);
    languageButton(root)!.click();
    const list = controlledBy(languageButton(root)!);
    await waitFor(() => !list.hidden, 'list open');
    root.querySelector('p')!.click();
    await waitFor(() => list.hidden, 'list closed by an outside click');
  });
});
