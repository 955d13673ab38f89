import { describe, expect, it } from 'vitest';
import { PROGRAMME_CARDS, programmeCardsOf } from './programme-cards';

describe('programmeCardsOf', () => {
  it.each<[string, string, ReturnType<typeof programmeCardsOf>]>([
    ['two cards, in the widget order', 'tier-match miles', { cards: ['miles', 'tier-match'], unknown: [] }],
    ['an unknown token is left out and named', 'miles bingo', { cards: ['miles'], unknown: ['bingo'] }],
    ['empty: every card', '', { cards: [...PROGRAMME_CARDS], unknown: [] }],
    ['only unknown tokens: every card', 'bingo', { cards: [...PROGRAMME_CARDS], unknown: ['bingo'] }],
  ])('%s', (_case, value, expected) => {
    expect(programmeCardsOf(value)).toEqual(expected);
  });
});
