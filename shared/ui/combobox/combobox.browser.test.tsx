import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { renderComponent, type ComponentHost } from '../../../testing/component-host';
import { addWidgetStyles, waitFor } from '../../../testing/fixtures';
import { accessibleName, byRole, allByRole } from '../../../testing/roles';
import formFieldCss from '../form-field/form-field.css?inline';
import { Combobox, type ComboboxGroup, type ComboboxStatus } from './Combobox';
import css from './combobox.css?inline';

/* The styled Combobox (WAI-ARIA APG combobox with a listbox popup): ARIA, keyboard, groups, async options, errors, RTL. */

addWidgetStyles(`${formFieldCss}\n${css}`);

interface Fruit {
  name: string;
  kind: 'citrus' | 'berry';
}
const FRUITS: Fruit[] = [
  { name: 'Lemon', kind: 'citrus' },
  { name: 'Lime', kind: 'citrus' },
  { name: 'Blueberry', kind: 'berry' },
  { name: 'Blackberry', kind: 'berry' },
];

let host: HTMLElement | undefined;
let chosen: Fruit[] = [];
afterEach(() => {
  chosen = [];
});

interface HarnessProps {
  grouped: boolean;
  status: ComboboxStatus;
  error?: string;
}

function Harness({ grouped, status, error }: HarnessProps) {
  const [text, setText] = useState('');
  const shown = FRUITS.filter((fruit) => fruit.name.toLowerCase().includes(text.toLowerCase()));
  const groups: ComboboxGroup<Fruit>[] = grouped
    ? [
        { key: 'citrus', label: 'Citrus', options: shown.filter((fruit) => fruit.kind === 'citrus') },
        { key: 'berry', label: 'Berries', options: shown.filter((fruit) => fruit.kind === 'berry') },
      ]
    : [{ key: 'all', options: shown }];
  const statusText = status === 'loading' ? 'Loading fruit…' : status === 'error' ? 'Fruit could not be loaded' : `${shown.length} fruit`;
  return (
    <Combobox
      id="fruit"
      label="Fruit"
      listLabel="Fruits"
      groups={groups}
      status={status}
      statusText={statusText}
      text={text}
      onTextChange={setText}
      onChoose={(fruit) => {
        chosen.push(fruit);
        setText(fruit.name);
      }}
      optionKey={(fruit) => fruit.name}
      renderOption={(fruit) => fruit.name}
      error={error}
    />
  );
}

let rerenderHost: ComponentHost['rerender'] | undefined;
function render(props: HarnessProps, dir: 'ltr' | 'rtl' = 'ltr') {
  const mounted = renderComponent(<Harness {...props} />, { dir, style: { position: 'relative', inlineSize: '20rem' } });
  host = mounted.host;
  rerenderHost = mounted.rerender;
  return byRole<HTMLInputElement>(host, 'combobox', { name: 'Fruit' });
}

const rerender = (props: HarnessProps) => rerenderHost!(<Harness {...props} />);
const options = () => allByRole(host!, 'option');
const status = () => byRole(host!, 'status').textContent;

describe('Combobox', () => {
  it('is a labelled combobox that controls a named listbox, closed at first', () => {
    const input = render({ grouped: true, status: 'ready' });
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(input.getAttribute('aria-autocomplete')).to.equal('list');
    const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
    expect(listbox.getAttribute('role')).to.equal('listbox');
    expect(accessibleName(listbox)).to.equal('Fruits');
    expect(options()).to.have.length(0, 'the popup is hidden');
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('groups options under named groups, and announces how many match', async () => {
    const input = render({ grouped: true, status: 'ready' });
    input.focus();
    await sendKeys({ type: 'l' });
    await waitFor(() => options().length > 0, 'the list');
    const listbox = byRole(host!, 'listbox');
    expect(allByRole(listbox, 'group').map(accessibleName)).to.deep.equal(['Citrus', 'Berries']);
    expect(allByRole(byRole(listbox, 'group', { name: 'Berries' }), 'option').map(accessibleName)).to.deep.equal([
      'Blueberry',
      'Blackberry',
    ]);
    expect(status()).to.equal('4 fruit');
  });

  it('shows a flat list without groups', async () => {
    const input = render({ grouped: false, status: 'ready' });
    input.focus();
    await sendKeys({ type: 'b' });
    await waitFor(() => options().length === 2, 'two berries');
    expect(allByRole(host!, 'group')).to.have.length(0);
    expect(options().map(accessibleName)).to.deep.equal(['Blueberry', 'Blackberry']);
  });

  it('Down moves the visual focus through the options (aria-activedescendant), Enter chooses and closes', async () => {
    const input = render({ grouped: true, status: 'ready' });
    input.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).to.equal('true');
    expect(input.getAttribute('aria-activedescendant')).to.equal(options()[0]!.id);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(options()[2]!.getAttribute('aria-selected')).to.equal('true', 'across the group boundary');
    expect(document.activeElement).to.equal(input, 'DOM focus stays in the field');
    await sendKeys({ press: 'Enter' });
    expect(chosen.map((fruit) => fruit.name)).to.deep.equal(['Blueberry']);
    expect(input.value).to.equal('Blueberry');
    expect(input.getAttribute('aria-expanded')).to.equal('false');
  });

  it('Escape closes, a second Escape clears; a click chooses', async () => {
    const input = render({ grouped: true, status: 'ready' });
    input.focus();
    await sendKeys({ type: 'li' });
    await sendKeys({ press: 'Escape' });
    expect(input.getAttribute('aria-expanded')).to.equal('false');
    expect(input.value).to.equal('li');
    await sendKeys({ press: 'Escape' });
    expect(input.value).to.equal('');
    await sendKeys({ type: 'lim' });
    await waitFor(() => options().length === 1, 'Lime');
    options()[0]!.click();
    await waitFor(() => input.value === 'Lime', 'chosen by a click');
    expect(chosen.map((fruit) => fruit.name)).to.deep.equal(['Lime']);
  });

  it('while options load: a busy, empty list says so; the options come when they arrive; a failure is told', async () => {
    const input = render({ grouped: true, status: 'loading' });
    input.focus();
    await sendKeys({ press: 'ArrowDown' });
    const listbox = byRole(host!, 'listbox');
    expect(listbox.getAttribute('aria-busy')).to.equal('true');
    expect(options()).to.have.length(0);
    expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
    expect(status()).to.equal('Loading fruit…');
    rerender({ grouped: true, status: 'ready' });
    expect(listbox.hasAttribute('aria-busy')).to.equal(false);
    expect(options()).to.have.length(4);
    await sendKeys({ press: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).to.equal(options()[0]!.id);
    rerender({ grouped: true, status: 'error' });
    expect(options()).to.have.length(0);
    expect(status()).to.equal('Fruit could not be loaded');
  });

  it('ties an error to the field with aria-describedby and aria-invalid', () => {
    const input = render({ grouped: true, status: 'ready', error: 'Choose a fruit from the list.' });
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).to.equal('Choose a fruit from the list.');
  });

  it('in right-to-left text the list opens under the field from its start (the right), and the keys behave the same', async () => {
    const input = render({ grouped: true, status: 'ready' }, 'rtl');
    input.focus();
    await sendKeys({ type: 'l' });
    await sendKeys({ press: 'ArrowDown' });
    const popup = byRole(host!, 'listbox').parentElement!;
    expect(Math.round(popup.getBoundingClientRect().right)).to.equal(Math.round(host!.getBoundingClientRect().right));
    expect(popup.getBoundingClientRect().top).to.be.at.least(input.getBoundingClientRect().bottom);
    // Left and Right return to editing the text, in RTL as in LTR (APG: they move the caret).
    await sendKeys({ press: 'ArrowLeft' });
    expect(input.hasAttribute('aria-activedescendant')).to.equal(false);
    expect(input.getAttribute('aria-expanded')).to.equal('true');
  });
});
