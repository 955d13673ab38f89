import { describe, expect, it } from 'vitest';
import { collapse } from './collapse';

describe('collapse', () => {
  it.each([
    { total: 7, limit: 3, expanded: false, expected: { visibleCount: 3, hiddenCount: 4 } },
    { total: 4, limit: 3, expanded: false, expected: { visibleCount: 3, hiddenCount: 1 } },
    { total: 3, limit: 3, expanded: false, expected: { visibleCount: 3, hiddenCount: 0 } },
    { total: 2, limit: 3, expanded: false, expected: { visibleCount: 2, hiddenCount: 0 } },
    { total: 0, limit: 3, expanded: false, expected: { visibleCount: 0, hiddenCount: 0 } },
    { total: 7, limit: 1, expanded: false, expected: { visibleCount: 1, hiddenCount: 6 } },
    { total: 7, limit: 3, expanded: true, expected: { visibleCount: 7, hiddenCount: 0 } },
    { total: 5, limit: -2, expanded: false, expected: { visibleCount: 0, hiddenCount: 5 } },
  ])('$total items, limit $limit, expanded $expanded → $expected', ({ total, limit, expanded, expected }) => {
    expect(collapse(total, limit, expanded)).toEqual(expected);
  });
});
