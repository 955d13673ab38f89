import { describe, expect, it } from 'vitest';
import { planReviewRequests, REVIEW_BATCH_SIZE } from './review-batches';

const DAY = 86_400_000;
const NOW = 1_800_000_000_000;
const ids = (count: number, prefix = 'RP-') => Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);

// Content spec §7: productIds in batches of 10, cached per productId for a day (§9).
describe('planReviewRequests (content spec §7, §9)', () => {
  const stored = (entries: Record<string, number | undefined>) => (id: string) => entries[id];
  it.each([
    { name: 'nothing stored, 3 ids: one batch', asked: ids(3), stored: {}, cached: [], batches: [ids(3)] },
    { name: 'exactly 10: one batch', asked: ids(10), stored: {}, cached: [], batches: [ids(10)] },
    { name: '11: batches of 10 and 1', asked: ids(11), stored: {}, cached: [], batches: [ids(10), ['RP-11']] },
    { name: '25: 10, 10, 5', asked: ids(25), stored: {}, cached: [], batches: [ids(10), ids(20).slice(10), ids(25).slice(20)] },
    {
      name: 'an id stored an hour ago is not asked again',
      asked: ['A', 'B'],
      stored: { A: NOW - 3_600_000 },
      cached: ['A'],
      batches: [['B']],
    },
    { name: 'an id stored exactly a day ago is stale', asked: ['A'], stored: { A: NOW - DAY }, cached: [], batches: [['A']] },
    { name: 'one ms short of a day is fresh', asked: ['A'], stored: { A: NOW - DAY + 1 }, cached: ['A'], batches: [] },
    { name: 'duplicates and blanks are asked once', asked: ['A', ' A ', '', 'B', 'A'], stored: {}, cached: [], batches: [['A', 'B']] },
    { name: 'all stored: no request', asked: ['A', 'B'], stored: { A: NOW, B: NOW - 5 }, cached: ['A', 'B'], batches: [] },
  ])('$name', ({ asked, stored: entries, cached, batches }) => {
    expect(planReviewRequests(asked, stored(entries), NOW, DAY)).toEqual({ cached, batches });
  });

  it('never puts more than the batch size in one request', () => {
    const plan = planReviewRequests(ids(97), () => undefined, NOW, DAY);
    expect(REVIEW_BATCH_SIZE).toBe(10);
    expect(plan.batches.every((batch) => batch.length <= 10)).toBe(true);
    expect(plan.batches.flat()).toEqual(ids(97));
  });
});
