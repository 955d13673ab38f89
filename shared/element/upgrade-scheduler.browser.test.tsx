import { expect } from 'chai';
import { defineWidget } from './define-widget';
import { attr } from './attribute-schema';
import { addFixture, removeFixtures, waitFor } from '../../testing/fixtures';

/**
 * The upgrade scheduler in a real page (upgrade-scheduler.ts): what the elements of a page see.
 * The rules themselves (batch sizes, yields) are tested in upgrade-scheduler.test.ts.
 */
function Marker({ label }: { label: string }) {
  return <p className="marker">{label}</p>;
}
defineWidget('stay-test-marker', Marker, { label: attr.string('') });

/** Ids of the elements in the order they announced `stay:ready`, with repeats. */
const readyOrder: string[] = [];
document.addEventListener('stay:ready', (event) => readyOrder.push((event.target as HTMLElement).id));

afterEach(() => {
  removeFixtures();
  readyOrder.splice(0);
});

/** Resolves after `count` microtasks: still in the task that connected the elements. */
async function microtasks(count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) await Promise.resolve();
}

describe('upgrade scheduler in the page', () => {
  it('upgrades in a task after the one that connected the element, and announces stay:ready once', async () => {
    const container = addFixture('<stay-test-marker id="only" data-label="hello"></stay-test-marker>');
    await microtasks(20);
    expect(container.querySelector('.marker')).to.equal(null);
    await waitFor(() => container.querySelector('.marker'), 'the marker to render');
    expect(readyOrder).to.deep.equal(['only']);
  });

  it('upgrades the elements in view before those far below, even when these come first in the page; every one once', async () => {
    const far = Array.from(
      { length: 6 },
      (_, index) => `<stay-test-marker id="far-${index}" data-label="far ${index}"></stay-test-marker>`,
    ).join('');
    const near = '<stay-test-marker id="near-0"></stay-test-marker><stay-test-marker id="near-1"></stay-test-marker>';
    // In the document the far elements come first; flex `order` places them three screens down.
    const container = addFixture(`<div class="far">${far}</div><div class="near">${near}</div>`);
    container.style.cssText = 'display: flex; flex-direction: column';
    container.querySelector<HTMLElement>('.far')!.style.cssText = `order: 2; margin-block-start: ${innerHeight * 3}px`;
    container.querySelector<HTMLElement>('.near')!.style.cssText = 'order: 1';
    await waitFor(() => readyOrder.length === 8, 'all eight markers to be ready');
    expect(readyOrder.slice(0, 2).sort()).to.deep.equal(['near-0', 'near-1']);
    expect(readyOrder.slice(2)).to.deep.equal(['far-0', 'far-1', 'far-2', 'far-3', 'far-4', 'far-5']);
    expect(container.querySelectorAll('.marker')).to.have.length(8);
  });

  it('upgrades an element that connects while a page is still upgrading', async () => {
    const container = addFixture(
      Array.from({ length: 5 }, (_, index) => `<stay-test-marker id="first-${index}"></stay-test-marker>`).join(''),
    );
    await waitFor(() => readyOrder.length > 0, 'the first batch');
    const late = document.createElement('stay-test-marker');
    late.id = 'late';
    container.append(late);
    await waitFor(() => readyOrder.includes('late'), 'the late marker to be ready');
    await waitFor(() => readyOrder.length === 6, 'all six markers to be ready');
    expect([...readyOrder].sort()).to.deep.equal(['first-0', 'first-1', 'first-2', 'first-3', 'first-4', 'late']);
  });
});
