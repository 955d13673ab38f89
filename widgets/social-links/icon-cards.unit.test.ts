import { describe, expect, it } from 'vitest';
import { iconKey, remainingCards } from './icon-cards';

describe('remainingCards (content spec §2: zero-size icons removed, card styled single)', () => {
  it.each([
    {
      counts: [3, 2],
      removed: [],
      expected: [
        { card: 0, links: [0, 1, 2], single: false },
        { card: 1, links: [0, 1], single: false },
      ],
    },
    {
      counts: [3, 2],
      removed: ['0:1'],
      expected: [
        { card: 0, links: [0, 2], single: false },
        { card: 1, links: [0, 1], single: false },
      ],
    },
    { counts: [3, 2], removed: ['1:0', '1:1'], expected: [{ card: 0, links: [0, 1, 2], single: true }] },
    { counts: [1, 2], removed: ['0:0'], expected: [{ card: 1, links: [0, 1], single: true }] },
    { counts: [2], removed: [], expected: [{ card: 0, links: [0, 1], single: true }] },
    { counts: [1], removed: ['0:0'], expected: [] },
    { counts: [0, 1], removed: [], expected: [{ card: 1, links: [0], single: true }] },
  ])('links per card $counts, removed $removed → $expected', ({ counts, removed, expected }) => {
    expect(remainingCards(counts, new Set(removed))).toEqual(expected);
  });

  it('keys a link by card and position', () => {
    expect(iconKey(1, 2)).toBe('1:2');
  });
});
