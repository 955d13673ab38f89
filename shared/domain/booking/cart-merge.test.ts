import { describe, expect, it } from 'vitest';
import { sampleCartItem } from '../../../testing/cart-fixtures';
import { mergeCarts } from './cart-merge';

// DESIGN.md §8 "the merge at login one pure function": nothing lost or doubled; booking spec §4 one stay per cart.
const item = (id: string, overrides = {}) => sampleCartItem({ shoppingCartItemId: id, ...overrides });
const ids = (items: { shoppingCartItemId: string; apartmentNumber: number }[]) =>
  items.map((entry) => `${entry.shoppingCartItemId}#${entry.apartmentNumber}`);

describe('merge of the guest cart into the member cart at login', () => {
  it.each([
    { name: 'both empty', member: [], guest: [], expected: [] },
    { name: 'only a member cart', member: [item('m1')], guest: [], expected: ['m1#1'] },
    { name: 'only a guest cart', member: [], guest: [item('g1'), item('g2')], expected: ['g1#1', 'g2#2'] },
    {
      name: 'the same stay: member items then guest items, renumbered',
      member: [item('m1')],
      guest: [item('g1')],
      expected: ['m1#1', 'g1#2'],
    },
    {
      name: 'an item in both (saved before): kept once',
      member: [item('g1'), item('m2')],
      guest: [item('g1')],
      expected: ['m2#1', 'g1#2'],
    },
    { name: 'a guest item twice: kept once', member: [], guest: [item('g1'), item('g1')], expected: ['g1#1'] },
    {
      name: 'another stay in the guest cart: the guest stay replaces the saved one',
      member: [item('m1', { hotelCode: 'JPSHJK' })],
      guest: [item('g1')],
      expected: ['g1#1'],
    },
  ])('$name', ({ member, guest, expected }) => {
    expect(ids(mergeCarts(member, guest))).toEqual(expected);
  });

  it('keeps the guest version of an item in both carts (the latest add-ons)', () => {
    const merged = mergeCarts([item('g1', { price: 1 })], [item('g1', { price: 2 })]);
    expect(merged.map((entry) => entry.price)).toEqual([2]);
  });
});
