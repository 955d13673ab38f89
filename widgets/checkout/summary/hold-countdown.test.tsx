import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { renderComponent } from '../../../testing/component-host';
import { waitFor } from '../../../testing/fixtures';
import { byRole, queryByRole } from '../../../testing/roles';
import { HoldCountdown, type HoldCountdownProps } from './HoldCountdown';
import { manualClock, type ManualClock } from './manual-clock';
import { setPageClock } from './page-clock';

/* The hold's countdown (issue 16 item 2; WCAG 2.2.1) on a page clock the test advances: no sleeps. */

const MINUTE = 60_000;
let clock: ManualClock;

beforeEach(() => {
  clock = manualClock(Date.UTC(2026, 10, 25, 10, 0, 0));
  setPageClock(clock);
});
afterEach(() => setPageClock(undefined));

function mount(overrides: Partial<HoldCountdownProps> = {}) {
  const calls = { keep: 0, expired: 0 };
  const props: HoldCountdownProps = {
    language: 'en',
    direction: 'ltr',
    expiresAt: clock.now() + 15 * MINUTE,
    extensionsLeft: 2,
    onKeep: async () => {
      calls.keep += 1;
      return true;
    },
    onExpired: () => {
      calls.expired += 1;
    },
    ...overrides,
  };
  const { host, rerender } = renderComponent(<HoldCountdown {...props} />);
  return { host, calls, rerender: (next: Partial<HoldCountdownProps>) => rerender(<HoldCountdown {...props} {...next} />) };
}

// The timer role is not among the roles the queries know: found by its attribute.
const timerText = (host: HTMLElement) => host.querySelector('[role="timer"]')?.textContent;
const statusText = (host: HTMLElement) => byRole(host, 'status', { hidden: true }).textContent;

/** Moves the page clock in steps, each once the countdown has set its next timer (as a real page would have). */
async function advance(ms: number, step = 1000) {
  for (let moved = 0; moved < ms; moved += step) {
    await waitFor(() => clock.pending() > 0, 'the countdown waiting');
    clock.advance(Math.min(step, ms - moved));
  }
}

describe('HoldCountdown', () => {
  it('shows the time left and follows the page clock', async () => {
    const { host } = mount();
    expect(timerText(host)).to.equal('Your apartments are held for 15:00');
    await advance(3_000);
    await waitFor(() => timerText(host) === 'Your apartments are held for 14:57', 'the countdown moved');
  });

  it('tells screen readers the time left at 5 minutes and at 1 minute, not every second', async () => {
    const { host } = mount({ expiresAt: clock.now() + 5 * MINUTE + 2_000 });
    expect(statusText(host)).to.equal('');
    await advance(1_000);
    expect(statusText(host)).to.equal('');
    await advance(1_000);
    await waitFor(() => statusText(host) === '5 minutes left before your apartments are released.', 'the 5-minute news');
    await advance(10_000);
    expect(statusText(host)).to.equal('5 minutes left before your apartments are released.');
    await advance(4 * MINUTE - 10_000, 30_000);
    await waitFor(() => statusText(host) === '1 minute left before your apartments are released.', 'the 1-minute news');
  });

  it('warns two minutes before the end; "Keep my booking" asks for an extension and has the focus', async () => {
    const { calls, rerender } = mount({ expiresAt: clock.now() + 2 * MINUTE + 1_000 });
    expect(queryByRole(document.body, 'alertdialog')).to.equal(null);
    await advance(1_000);
    const warning = await waitFor(
      () => queryByRole(document.body, 'alertdialog', { name: 'Your apartments will soon be released' }),
      'the warning',
    );
    expect(warning.textContent).to.contain('Your hold ends in 02:00');
    const keep = byRole(warning, 'button', { name: 'Keep my booking' });
    await waitFor(() => document.activeElement === keep, 'focus on Keep my booking');
    keep.click();
    await waitFor(() => calls.keep === 1, 'the extension asked for');
    rerender({ expiresAt: clock.now() + 15 * MINUTE, extensionsLeft: 1 });
    await waitFor(() => !warning.isConnected, 'the warning closed with the later expiry');
  });

  it('the last hold cannot be kept longer: the warning says so; Escape answers "Not now"', async () => {
    mount({ expiresAt: clock.now() + 90_000, extensionsLeft: 0 });
    const warning = await waitFor(() => queryByRole(document.body, 'alertdialog'), 'the warning');
    expect(warning.textContent).to.contain('cannot be extended again');
    expect(queryByRole(warning, 'button', { name: 'Keep my booking' })).to.equal(null);
    await waitFor(() => warning.contains(document.activeElement), 'focus in the warning');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !warning.isConnected, 'dismissed');
  });

  it('reports the end once', async () => {
    const { host, calls } = mount({ expiresAt: clock.now() + 3_000 });
    (await waitFor(() => queryByRole(document.body, 'alertdialog'), 'the warning')).querySelectorAll('button')[1]?.click();
    await advance(5_000, 5_000);
    await waitFor(() => calls.expired === 1, 'expired');
    expect(timerText(host)).to.equal('Your apartments are held for 00:00');
    expect(clock.pending(), 'no timer after the end').to.equal(0);
    clock.advance(5_000);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(calls.expired).to.equal(1);
  });
});
