import { describe, expect, it } from 'vitest';
import { isFresh } from './freshness';

describe('isFresh (spec booking §9: fresh while now − storedAt < lifetime)', () => {
  it.each([
    { case: 'just stored', storedAt: 1_000, now: 1_000, lifetimeMs: 30_000, fresh: true },
    { case: 'one ms before the lifetime ends', storedAt: 1_000, now: 30_999, lifetimeMs: 30_000, fresh: true },
    { case: 'age equal to the lifetime is stale', storedAt: 1_000, now: 31_000, lifetimeMs: 30_000, fresh: false },
    { case: 'older than the lifetime', storedAt: 1_000, now: 90_000, lifetimeMs: 30_000, fresh: false },
    { case: 'one day lifetime, 23 h 59 min old', storedAt: 0, now: 86_340_000, lifetimeMs: 86_400_000, fresh: true },
    { case: 'one day lifetime, exactly one day old', storedAt: 0, now: 86_400_000, lifetimeMs: 86_400_000, fresh: false },
    { case: 'zero lifetime is never fresh', storedAt: 1_000, now: 1_000, lifetimeMs: 0, fresh: false },
    { case: 'stored in the future (clock moved back) follows the formula', storedAt: 5_000, now: 1_000, lifetimeMs: 1_000, fresh: true },
  ])('$case', ({ storedAt, now, lifetimeMs, fresh }) => {
    expect(isFresh(storedAt, now, lifetimeMs)).toBe(fresh);
  });
});
