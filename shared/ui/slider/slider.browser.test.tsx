import { expect } from 'chai';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { useState } from 'react';
import { renderComponent } from '../../../testing/component-host';
import { addWidgetStyles, waitFor } from '../../../testing/fixtures';
import { byRole } from '../../../testing/roles';
import { Slider } from './Slider';
import css from './slider.css?inline';

/* The Slider (WAI-ARIA APG slider): role, values, value text, each key's effect, RTL, pointer. */

addWidgetStyles(css);

let host: HTMLElement | undefined;

function Harness({ dir }: { dir: 'ltr' | 'rtl' }) {
  const [value, setValue] = useState(500);
  return (
    <>
      <span id="points-label">Points to use</span>
      <Slider
        id="points"
        labelledBy="points-label"
        value={value}
        valueText={`${value} points`}
        min={0}
        max={2450}
        step={100}
        bigStep={1000}
        direction={dir}
        onChange={setValue}
      />
    </>
  );
}

function render(dir: 'ltr' | 'rtl' = 'ltr') {
  host?.remove();
  host = renderComponent(<Harness dir={dir} />, { dir }).host;
  const slider = byRole(host, 'slider', { name: 'Points to use' });
  slider.focus();
  return slider;
}

const KEYS: { key: string; dir: 'ltr' | 'rtl'; expected: number }[] = [
  { key: 'ArrowRight', dir: 'ltr', expected: 600 },
  { key: 'ArrowUp', dir: 'ltr', expected: 600 },
  { key: 'ArrowLeft', dir: 'ltr', expected: 400 },
  { key: 'ArrowDown', dir: 'ltr', expected: 400 },
  { key: 'PageUp', dir: 'ltr', expected: 1500 },
  { key: 'PageDown', dir: 'ltr', expected: 0 },
  { key: 'Home', dir: 'ltr', expected: 0 },
  { key: 'End', dir: 'ltr', expected: 2450 },
  { key: 'ArrowLeft', dir: 'rtl', expected: 600 },
  { key: 'ArrowRight', dir: 'rtl', expected: 400 },
];

describe('Slider (APG slider pattern)', () => {
  afterEach(() => {
    host?.remove();
    host = undefined;
  });

  it('is a slider with its range, value and value text', () => {
    const slider = render();
    expect(slider.getAttribute('aria-valuemin')).to.equal('0');
    expect(slider.getAttribute('aria-valuemax')).to.equal('2450');
    expect(slider.getAttribute('aria-valuenow')).to.equal('500');
    expect(slider.getAttribute('aria-valuetext')).to.equal('500 points');
    expect(slider.tabIndex).to.equal(0);
  });

  for (const { key, dir, expected } of KEYS) {
    it(`${key} (${dir}) from 500 -> ${expected}`, async () => {
      const slider = render(dir);
      await sendKeys({ press: key });
      await waitFor(() => slider.getAttribute('aria-valuenow') === String(expected), `value ${expected}`);
      expect(slider.getAttribute('aria-valuetext')).to.equal(`${expected} points`);
    });
  }

  it('a pointer on the track moves the thumb there', async () => {
    const slider = render();
    const track = slider.parentElement!;
    const box = track.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.right - 1), Math.round(box.top + box.height / 2)] });
    await waitFor(
      () => slider.getAttribute('aria-valuenow') === '2450',
      `the end of the track ${JSON.stringify(box)} now ${slider.getAttribute('aria-valuenow')}`,
    );
  });
});
