import { describe, expect, it } from 'vitest';
import { buyPointLinks, buyPointsBlock, type BuyPointLinks, type BuyPointsLookup } from './buy-points-block';

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

describe('buyPointLinks (content spec §4)', () => {
  it.each<{ lookup: BuyPointsLookup; expected: BuyPointLinks }>([
    { lookup: { state: 'loading' }, expected: 'pending' },
    { lookup: { state: 'hasData', data: { status: 'ok', blocked: true } }, expected: 'hidden' },
    { lookup: { state: 'hasData', data: { status: 'ok', blocked: false } }, expected: 'shown' },
    { lookup: { state: 'hasData', data: { status: -1, blocked: false } }, expected: 'shown' },
    { lookup: { state: 'hasError', error: new Error('lookup failed') }, expected: 'shown' },
  ])('$lookup → $expected', ({ lookup, expected }) => {
    expect(buyPointLinks(lookup)).toBe(expected);
  });
});
