import { describe, expect, it } from 'vitest';
import { buyPointsBlock } from './buy-points-block';

describe('buyPointsBlock (content spec §4)', () => {
  it.each([
    { region: 'CN', list: ['CN', 'VN'], expected: { status: 'ok', blocked: true } },
    { region: 'cn', list: ['CN'], expected: { status: 'ok', blocked: true } },
    { region: 'SG', list: ['CN', 'VN'], expected: { status: 'ok', blocked: false } },
    { region: 'SG', list: [], expected: { status: 'ok', blocked: false } },
    { region: undefined, list: ['CN'], expected: { status: -1, blocked: false } },
    { region: 'CN', list: undefined, expected: { status: -1, blocked: false } },
  ])('region $region, list $list → $expected', ({ region, list, expected }) => {
    expect(buyPointsBlock(region, list)).toEqual(expected);
  });
});
