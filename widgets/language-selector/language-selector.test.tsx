import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import './element';
import { removeFixtures, renderFixture, waitFor } from '../../shared/testing/fixtures';

const originalUrl = location.href;
afterEach(() => {
  removeFixtures();
  history.replaceState(null, '', originalUrl);
});

describe('stay-language-selector', () => {
  it('links each language to the same page, keeping path, query and fragment', async () => {
    history.replaceState(null, '', '/en/booking/select-apartment-and-rates?hotelCode=X#rates');
    const root = await renderFixture('<stay-language-selector></stay-language-selector>', '.stay-language-selector__link');
    const href = (language: string) => root.querySelector(`a[hreflang="${language}"]`)!.getAttribute('href');
    expect(href('ja')).to.equal('/ja/booking/select-apartment-and-rates?hotelCode=X#rates');
    expect(href('zh')).to.equal('/booking/select-apartment-and-rates?hotelCode=X#rates');
    expect(root.querySelectorAll('.stay-language-selector__link')).to.have.length(11);

    history.pushState(null, '', '/en/booking/select-apartment-and-rates?hotelCode=X#addons');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => href('ja')?.endsWith('#addons'), 'links to follow in-page navigation');
  });

  it('opens as a disclosure and closes with Escape, returning focus to its button', async () => {
    const root = await renderFixture('<stay-language-selector></stay-language-selector>', '.stay-language-selector__button');
    const button = root.querySelector<HTMLButtonElement>('.stay-language-selector__button')!;
    const list = root.querySelector<HTMLElement>('.stay-language-selector__list')!;
    expect(list.hidden).to.equal(true);
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !list.hidden, 'list open');
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.classList.contains('stay-language-selector__link')).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => list.hidden, 'list closed');
    expect(document.activeElement).to.equal(button);
  });

  it('closes when the visitor clicks elsewhere', async () => {
    const root = await renderFixture('<p id="elsewhere">Elsewhere</p><stay-language-selector></stay-language-selector>', '.stay-language-selector__button');
    root.querySelector<HTMLButtonElement>('.stay-language-selector__button')!.click();
    const list = root.querySelector<HTMLElement>('.stay-language-selector__list')!;
    await waitFor(() => !list.hidden, 'list open');
    root.querySelector<HTMLElement>('#elsewhere')!.click();
    await waitFor(() => list.hidden, 'list closed by an outside click');
  });
});
