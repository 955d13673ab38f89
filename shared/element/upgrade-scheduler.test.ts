import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUpgradeScheduler, GROWTH, MAX_BATCHES, type Upgrade } from './upgrade-scheduler';

/**
 * The upgrade scheduler's rules (upgrade-scheduler.ts; issue 12 items 10 and 11), against a fake
 * page: elements are names with a position (in view or not); the browser's turns are steps the
 * test takes.
 */
interface FakeElement {
  name: string;
  inView: boolean;
  connected: boolean;
}

function fakePage() {
  const log: string[] = [];
  const turns: (() => void)[] = [];
  const schedule = createUpgradeScheduler<FakeElement>({
    isInView: (element) => element.inView,
    yieldToBrowser: () => {
      log.push('yield');
      return new Promise((resolve) => turns.push(resolve));
    },
    commit: (mounts) => {
      log.push('commit start');
      mounts();
      log.push('commit end');
    },
  });
  const upgrade = (name: string, { inView = false, connected = true } = {}): Upgrade<FakeElement> => {
    const element = { name, inView, connected };
    return {
      tag: `stay-${name}`,
      element,
      read: () => {
        log.push(`read ${name}`);
        return element.connected;
      },
      mount: () => log.push(`mount ${name}`),
    };
  };
  /** The browser takes its turn: the pending yield resolves and the scheduler runs its next batch. */
  const browserTurn = async () => {
    const resolve = turns.shift();
    if (!resolve) throw new Error('the scheduler is not waiting for the browser');
    resolve();
    await new Promise((settled) => setTimeout(settled));
  };
  /** Every turn until the scheduler is done; the batches it committed, as lists of names. */
  const runToEnd = async () => {
    while (turns.length) await browserTurn();
    return batches(log);
  };
  return { log, schedule, upgrade, browserTurn, runToEnd, waiting: () => turns.length > 0 };
}

function batches(log: readonly string[]): string[][] {
  const result: string[][] = [];
  let current: string[] | undefined;
  for (const line of log) {
    if (line === 'commit start') current = [];
    else if (line === 'commit end' && current) result.push(current);
    else if (line.startsWith('mount ')) current?.push(line.slice(6));
  }
  return result;
}

afterEach(() => vi.restoreAllMocks());

describe('upgrade scheduler', () => {
  it('upgrades nothing in the task that connected the elements: it yields to the browser first', async () => {
    const page = fakePage();
    page.schedule(page.upgrade('accordion', { inView: true }));
    await Promise.resolve();
    expect(page.log).toEqual(['yield']);
    await page.browserTurn();
    expect(page.log).toEqual(['yield', 'read accordion', 'commit start', 'mount accordion', 'commit end']);
  });

  it('renders every element in view first, in one commit, whatever their order in the page', async () => {
    const page = fakePage();
    page.schedule(page.upgrade('footer'));
    page.schedule(page.upgrade('navigation', { inView: true }));
    page.schedule(page.upgrade('faq'));
    page.schedule(page.upgrade('carousel', { inView: true }));
    expect(await page.runToEnd()).toEqual([['navigation', 'carousel'], ['footer'], ['faq']]);
  });

  it('reads every element of a batch before it mounts any (no layout forced between writes)', async () => {
    const page = fakePage();
    for (const name of ['a', 'b', 'c']) page.schedule(page.upgrade(name, { inView: true }));
    await page.runToEnd();
    expect(page.log).toEqual(['yield', 'read a', 'read b', 'read c', 'commit start', 'mount a', 'mount b', 'mount c', 'commit end']);
  });

  it('gives the browser a turn between two batches', async () => {
    const page = fakePage();
    page.schedule(page.upgrade('seen', { inView: true }));
    page.schedule(page.upgrade('below'));
    page.schedule(page.upgrade('further'));
    await page.runToEnd();
    const commits = page.log.flatMap((line, index) => (line === 'commit end' ? [index] : []));
    expect(commits).toHaveLength(3);
    for (const [index, end] of commits.slice(0, -1).entries()) {
      expect(page.log.slice(end, commits[index + 1])).toContain('yield');
    }
  });

  it('upgrades the elements out of view a few at a time: a share of those upgraded so far, at least one', async () => {
    const page = fakePage();
    for (let index = 0; index < 8; index += 1) page.schedule(page.upgrade(`seen-${index}`, { inView: true }));
    for (let index = 0; index < 12; index += 1) page.schedule(page.upgrade(`below-${index}`));
    expect((await page.runToEnd()).map((batch) => batch.length)).toEqual([8, 2, 3, 4, 3]);
  });

  it('starts with one element at a time when none is in view', async () => {
    const page = fakePage();
    for (let index = 0; index < 7; index += 1) page.schedule(page.upgrade(`below-${index}`));
    expect((await page.runToEnd()).map((batch) => batch.length)).toEqual([1, 1, 1, 1, 1, 2]);
  });

  it('upgrades a page of thousands in about a dozen commits: a share of those upgraded and of those waiting', async () => {
    const page = fakePage();
    const count = 1000;
    for (let index = 0; index < count; index += 1) page.schedule(page.upgrade(`accordion-${index}`));
    const sizes = (await page.runToEnd()).map((batch) => batch.length);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(count);
    let before = 0;
    for (const size of sizes.slice(0, -1)) {
      expect(size).toBe(Math.max(1, Math.ceil(before * GROWTH), Math.ceil((count - before) / MAX_BATCHES)));
      before += size;
    }
    expect(sizes.length).toBeLessThanOrEqual(2 * MAX_BATCHES);
  });

  it('takes elements that connect while it runs into the same run; those in view go before the ones waiting', async () => {
    const page = fakePage();
    for (let index = 0; index < 3; index += 1) page.schedule(page.upgrade(`below-${index}`));
    await page.browserTurn();
    expect(batches(page.log)).toEqual([['below-0']]);
    page.schedule(page.upgrade('banner', { inView: true }));
    expect(page.log.filter((line) => line === 'yield')).toHaveLength(2);
    expect(await page.runToEnd()).toEqual([['below-0'], ['banner'], ['below-1'], ['below-2']]);
  });

  it('starts again when an element connects after the last batch', async () => {
    const page = fakePage();
    page.schedule(page.upgrade('first', { inView: true }));
    await page.runToEnd();
    expect(page.waiting()).toBe(false);
    page.schedule(page.upgrade('late', { inView: true }));
    expect(page.waiting()).toBe(true);
    expect(await page.runToEnd()).toEqual([['first'], ['late']]);
  });

  it('does not mount an element that left the page before its batch', async () => {
    const page = fakePage();
    page.schedule(page.upgrade('gone', { inView: true, connected: false }));
    page.schedule(page.upgrade('kept', { inView: true }));
    expect(await page.runToEnd()).toEqual([['kept']]);
  });

  it('reports an element that throws while reading or mounting, and upgrades the others of its batch', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = fakePage();
    const unreadable = page.upgrade('unreadable', { inView: true });
    unreadable.read = () => {
      throw new Error('no content');
    };
    const broken = page.upgrade('broken', { inView: true });
    broken.mount = () => {
      throw new Error('no render');
    };
    page.schedule(unreadable);
    page.schedule(broken);
    page.schedule(page.upgrade('fine', { inView: true }));
    expect(await page.runToEnd()).toEqual([['fine']]);
    expect(error.mock.calls.map(([message]) => message)).toEqual([
      '[stay-widgets] <stay-unreadable> could not upgrade; its authored content stays as it is.',
      '[stay-widgets] <stay-broken> could not upgrade; its authored content stays as it is.',
    ]);
  });
});
