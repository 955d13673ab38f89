/**
 * When each connected `stay-*` element renders (issue 12, items 10 and 11; DESIGN.md §7).
 *
 * One commit per batch. Elements connect one by one (the parser, a chunk's `customElements.define`,
 * a CMS script appending a list), and a React root of its own per element would commit in a task
 * of its own: the roots then commit over many frames, and every frame styles and lays out the whole
 * page again, which grows with each commit, so the upgrade of N elements cost more than N times one
 * (1,000 accordions: 6.4 s, mostly layout). So a batch first reads the DOM for all its elements
 * (authored content, direction: no layout is forced between writes), then renders and commits them
 * all in one `commit` (`flushSync`): one style and layout pass for the batch, and nothing painted
 * half-upgraded (no layout shift).
 *
 * Batches that leave the browser room. One commit for everything a page holds was one long task
 * (the home page: 110–150 ms under Lighthouse's 4× slower CPU, most of its total blocking time),
 * in the very task that evaluated the widget's chunk. So:
 * - the upgrade starts in a task of its own, after the one that connected the elements;
 * - the elements the visitor sees (in or near the viewport) render first, all together: the
 *   first paint of the upgraded page is whole where the visitor looks;
 * - the rest follow in the order they connected (the document's), the browser getting a turn
 *   (input, paint) between two batches: a widget below the fold no longer holds up a tap; each
 *   batch takes `GROWTH` times the elements upgraded so far, at least one, and at least one
 *   `MAX_BATCHES`th of those still waiting: a page of a few dozen widgets upgrades a widget or two
 *   at a time, and a page of thousands in about a dozen commits, not one per element (each commit
 *   costs a layout of the whole page), so the upgrade cost stays linear in the number of elements
 *   (scripts/upgrade-benchmark.mjs).
 * An element that throws while reading or mounting is reported and skipped; the others upgrade.
 */

import { flushSync } from 'react-dom';

/** An element ready to upgrade: `read` looks at the DOM (authored content, direction), `mount` renders. */
export interface Upgrade<Target = Element> {
  tag: string;
  element: Target;
  /** False when the element left the page meanwhile: it is then not mounted. */
  read(): boolean;
  mount(): void;
}

/** What the scheduler needs from the page: injected, so the rules can be tested without a browser. */
export interface UpgradeHost<Target> {
  /** The visitor sees the element, or is about to (near the viewport). */
  isInView(element: Target): boolean;
  /** Resolves in a later task, after the browser has had its turn: input, style, layout, paint. */
  yieldToBrowser(): Promise<void>;
  /** Runs the mounts of one batch so that they render and commit together. */
  commit(mounts: () => void): void;
}

/** Each batch after the visible elements' takes this share of the elements upgraded so far (at least one)… */
export const GROWTH = 0.25;
/** …and at least this fraction of those still waiting: however many, they take about this many commits. */
export const MAX_BATCHES = 8;

/** Returns `schedule(upgrade)`: the element upgrades in one of the coming batches. */
export function createUpgradeScheduler<Target>(host: UpgradeHost<Target>): (upgrade: Upgrade<Target>) => void {
  const seen: Upgrade<Target>[] = [];
  const later: Upgrade<Target>[] = [];
  let running = false;
  let upgraded = 0;

  async function run(): Promise<void> {
    while (seen.length || later.length) {
      // Leave the task that connected the elements (or the last batch): the browser gets its turn.
      await host.yieldToBrowser();
      const batch = seen.length
        ? seen.splice(0)
        : later.splice(0, Math.max(1, Math.ceil(upgraded * GROWTH), Math.ceil(later.length / MAX_BATCHES)));
      upgraded += batch.length;
      const ready = batch.filter((upgrade) => isolated(upgrade, () => upgrade.read()));
      host.commit(() => ready.forEach((upgrade) => isolated(upgrade, () => upgrade.mount())));
    }
    running = false;
  }

  return (upgrade) => {
    (host.isInView(upgrade.element) ? seen : later).push(upgrade);
    if (running) return;
    running = true;
    void run();
  };
}

function isolated<Result>(upgrade: Upgrade<unknown>, step: () => Result): Result | false {
  try {
    return step();
  } catch (error) {
    console.error(`[stay-widgets] <${upgrade.tag}> could not upgrade; its authored content stays as it is.`, error);
    return false;
  }
}

/**
 * In or near the viewport: half a viewport's height above and below it counts (what a first scroll
 * shows). An element without a box of its own (`display: none` or `contents`) measures 0 × 0 at
 * the top: in view, so it does not wait.
 */
function isInView(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return bottom > -innerHeight / 2 && top < innerHeight * 1.5;
}

/** `scheduler.yield()` where the browser has it (the rest of the upgrade keeps its place ahead of other tasks), else a task. */
export function yieldToBrowser(): Promise<void> {
  return (globalThis as { scheduler?: { yield?(): Promise<void> } }).scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve));
}

/** The page's one scheduler: every `stay-*` element of the page upgrades through it (define-widget.tsx). */
export const scheduleUpgrade = createUpgradeScheduler<Element>({
  isInView,
  yieldToBrowser,
  commit: flushSync,
});
