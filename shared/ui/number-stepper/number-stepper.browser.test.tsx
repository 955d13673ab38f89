import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { renderComponent } from '../../../testing/component-host';
import { addWidgetStyles, waitFor } from '../../../testing/fixtures';
import { byRole } from '../../../testing/roles';
import { applyStep } from './number-stepper-state';
import { NumberStepper } from './NumberStepper';
import css from './number-stepper.css?inline';

/* The NumberStepper (WAI-ARIA APG spin button, quantity example): roles, keyboard, RTL. */

addWidgetStyles(css);

let host: HTMLElement | undefined;

function Harness({ start }: { start: number }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <button type="button">before</button>
      <NumberStepper
        id="adults"
        label="Adults"
        value={value}
        min={1}
        max={3}
        incrementLabel="Add an adult"
        decrementLabel="Remove an adult"
        onStep={(action) => setValue((current) => applyStep(current, action, { min: 1, max: 3 }))}
      />
      <button type="button">after</button>
    </>
  );
}

function render(start: number, dir: 'ltr' | 'rtl' = 'ltr') {
  host = renderComponent(<Harness start={start} />, { dir }).host;
  return {
    spinbutton: byRole(host, 'spinbutton', { name: 'Adults' }),
    add: byRole<HTMLButtonElement>(host, 'button', { name: 'Add an adult' }),
    remove: byRole<HTMLButtonElement>(host, 'button', { name: 'Remove an adult' }),
  };
}

const valueOf = (spinbutton: HTMLElement) => spinbutton.getAttribute('aria-valuenow');

describe('NumberStepper', () => {
  it('is a spin button named by its label, with its value and limits; the −/+ buttons control it', () => {
    const { spinbutton, add, remove } = render(2);
    expect([valueOf(spinbutton), spinbutton.getAttribute('aria-valuemin'), spinbutton.getAttribute('aria-valuemax')]).to.deep.equal([
      '2',
      '1',
      '3',
    ]);
    expect(spinbutton.textContent).to.equal('2');
    expect(add.getAttribute('aria-controls')).to.equal(spinbutton.id);
    expect(remove.getAttribute('aria-controls')).to.equal(spinbutton.id);
  });

  it('is one Tab stop: the −/+ buttons repeat what the arrows do and stay out of the Tab sequence', async () => {
    render(2);
    byRole(host!, 'button', { name: 'before' }).focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(byRole(host!, 'spinbutton'));
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(byRole(host!, 'button', { name: 'after' }));
  });

  it('Up and Down step by one, Home and End go to the limits, and a step past a limit does nothing', async () => {
    const { spinbutton, add, remove } = render(1);
    expect(remove.getAttribute('aria-disabled')).to.equal('true');
    spinbutton.focus();
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => valueOf(spinbutton) === '2', 'Up');
    await sendKeys({ press: 'End' });
    await waitFor(() => valueOf(spinbutton) === '3', 'End');
    expect(add.getAttribute('aria-disabled')).to.equal('true');
    await sendKeys({ press: 'ArrowUp' });
    expect(valueOf(spinbutton)).to.equal('3', 'at the maximum');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => valueOf(spinbutton) === '2', 'Down');
    await sendKeys({ press: 'Home' });
    await waitFor(() => valueOf(spinbutton) === '1', 'Home');
    expect(document.activeElement).to.equal(spinbutton);
  });

  it('keeps its keys from the page even at a limit (no scrolling), and leaves other keys alone', () => {
    const { spinbutton } = render(3);
    const press = (key: string) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      spinbutton.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(press('ArrowUp')).to.equal(true);
    expect(press('End')).to.equal(true);
    expect(press('Tab')).to.equal(false);
    expect(press('ArrowLeft')).to.equal(false);
  });

  it('steps with the buttons; a button at its limit keeps the focus and changes nothing', async () => {
    const { spinbutton, add } = render(2);
    add.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => valueOf(spinbutton) === '3', 'a press of +');
    await sendKeys({ press: 'Enter' });
    expect(valueOf(spinbutton)).to.equal('3');
    expect(document.activeElement).to.equal(add, 'aria-disabled, not disabled: the focus stays');
  });

  it('mirrors in right-to-left text, and Up still increases (Up/Down are not "forward")', async () => {
    const { spinbutton, add, remove } = render(2, 'rtl');
    const left = (element: Element) => element.getBoundingClientRect().left;
    expect(left(remove)).to.be.greaterThan(left(spinbutton), '− at the start: on the right');
    expect(left(add)).to.be.lessThan(left(spinbutton), '+ at the end: on the left');
    spinbutton.focus();
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => valueOf(spinbutton) === '3', 'Up increases in RTL too');
  });
});
