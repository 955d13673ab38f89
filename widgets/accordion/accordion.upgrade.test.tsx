import { expect } from 'chai';
import widgetStyles from '../styles.css?inline';
import { addWidgetStyles, removeFixtures, setPageConfig, waitFor } from '../../testing/fixtures';
import { allByRole } from '../../testing/roles';

addWidgetStyles(widgetStyles);
setPageConfig({ language: 'en' });

/**
 * Many elements on one page (issue 12, item 11): the page is painted as authored first, then the
 * widget's chunk defines the element (as the loader does after the page is parsed) and every
 * element upgrades. They must upgrade together, in one task and one frame, not one by one over
 * many frames that each lay out the whole growing page; with their authored content intact and
 * without moving anything on the page. scripts/upgrade-benchmark.mjs measures the cost at scale.
 */
const COUNT = 50;
const accordion = (index: number) => `
  <stay-accordion data-heading-level="3" id="accordion-${index}">
    <details id="item-${index}-1" open><summary>Question ${index}.1</summary><p>Answer ${index}.1 with a <a href="#item-${index}-2">link</a>.</p></details>
    <details id="item-${index}-2"><summary>Question ${index}.2</summary><p>Answer ${index}.2</p></details>
    <details id="item-${index}-3"><summary>Question ${index}.3</summary><p>Answer ${index}.3</p></details>
  </stay-accordion>`;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

afterEach(() => removeFixtures());

describe('many accordions on one page', () => {
  it(`upgrades ${COUNT} accordions in one task, authored content intact, with no layout shift`, async () => {
    const container = document.createElement('div');
    container.className = 'test-fixture';
    container.innerHTML = Array.from({ length: COUNT }, (_, index) => accordion(index)).join('');
    document.body.append(container);
    await nextFrame();
    await nextFrame();
    const hosts = Array.from(container.querySelectorAll<HTMLElement>('stay-accordion'));
    const boxesBefore = hosts.map((host) => host.getBoundingClientRect().toJSON() as DOMRect);
    // Whitespace between the authored items is not content (the upgraded markup has none).
    const textsBefore = hosts.map((host) => host.textContent!.replace(/\s+/g, ''));

    let shift = 0;
    const shifts = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shift += entry.value;
    });
    shifts.observe({ type: 'layout-shift' });
    // A task boundary between two `stay:ready` events shows as this counter moving on.
    let tasks = 0;
    const readyInTask: number[] = [];
    const ticker = new MessageChannel();
    ticker.port1.onmessage = () => (tasks += 1);
    container.addEventListener('stay:ready', () => {
      if (readyInTask.length === 0) ticker.port2.postMessage('tick');
      readyInTask.push(tasks);
    });

    await import('./element');
    await waitFor(() => readyInTask.length === COUNT, `${COUNT} accordions to render`, 10_000);
    await nextFrame();
    await nextFrame();
    shifts.disconnect();
    ticker.port1.close();

    expect(new Set(readyInTask).size, 'tasks in which the accordions rendered').to.equal(1);
    hosts.forEach((host, index) => {
      expect(
        allByRole(host, 'button').filter((button) => button.hasAttribute('aria-expanded')),
        `accordion ${index} buttons`,
      ).to.have.length(3);
      expect(host.textContent!.replace(/\s+/g, ''), `accordion ${index} text`).to.equal(textsBefore[index]);
      expect(allByRole(host, 'region', { hidden: true })[0]!.hasAttribute('hidden'), `accordion ${index} first panel`).to.equal(false);
      const box = host.getBoundingClientRect();
      expect([box.top, box.height], `accordion ${index} position and height`).to.deep.equal([
        boxesBefore[index]!.top,
        boxesBefore[index]!.height,
      ]);
    });
    expect(shift, 'layout shift').to.equal(0);
  });
});
