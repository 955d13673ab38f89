import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import widgetStyles from '../styles.css?inline';
import { addFixture, addWidgetStyles, removeFixtures, setPageConfig, waitFor } from '../../testing/fixtures';
import { byRole, allByRole, queryByRole } from '../../testing/roles';
import { searchNavigation } from './navigation';

/*
 * The destination combobox's editing keys (WAI-ARIA APG combobox, "listbox popup" keyboard
 * interaction): with an option active, Left/Right/Home/End return to editing the text, the
 * list stays open and no option is active any more.
 */

setPageConfig({ language: 'en' });
await import('./element');

addWidgetStyles(widgetStyles);

searchNavigation.currentQuery = () => '';
searchNavigation.assign = () => undefined;

beforeEach(() => sessionStorage.clear());
afterEach(removeFixtures);

async function typedCombobox(text: string): Promise<HTMLInputElement> {
  const root = addFixture('<stay-booking-search></stay-booking-search>');
  await waitFor(() => queryByRole(root, 'button', { name: 'Search' }), 'the search form');
  const input = byRole<HTMLInputElement>(root, 'combobox', { name: 'Destination or property' });
  input.focus();
  await sendKeys({ type: text });
  await waitFor(() => allByRole(root, 'option').length > 1, 'suggestions');
  return input;
}

const activeOption = (input: HTMLInputElement) => input.getAttribute('aria-activedescendant');
const selectedOptions = () => allByRole(document, 'option').filter((option) => option.getAttribute('aria-selected') === 'true').length;

describe('stay-booking-search destination combobox: editing keys leave the list', () => {
  for (const { key, caret } of [
    { key: 'ArrowLeft', caret: 3 },
    { key: 'ArrowRight', caret: 4 },
    { key: 'Home', caret: 0 },
    { key: 'End', caret: 4 },
  ]) {
    it(`${key} clears the active option, keeps the list open and moves the caret to ${caret}`, async () => {
      const input = await typedCombobox('sing');
      input.setSelectionRange(4, 4);
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'ArrowDown' });
      expect(activeOption(input)).to.not.equal(null);
      expect(selectedOptions()).to.equal(1);

      await sendKeys({ press: key });
      expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
      expect(selectedOptions()).to.equal(0);
      expect(input.getAttribute('aria-expanded')).to.equal('true');
      expect(document.activeElement).to.equal(input);
      expect([input.selectionStart, input.selectionEnd]).to.deep.equal([caret, caret]);
      expect(input.value).to.equal('sing');

      // Down starts again from the first option.
      await sendKeys({ press: 'ArrowDown' });
      expect(activeOption(input)).to.equal(allByRole(document, 'option')[0]!.id);
    });
  }

  it('Enter with no active option closes the list without choosing', async () => {
    const input = await typedCombobox('sing');
    input.closest('form')!.addEventListener('submit', (event) => event.preventDefault());
    await sendKeys({ press: 'Enter' });
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(input.value).to.equal('sing');
  });
});
