import { describe, expect, it } from 'vitest';
import { MESSAGE_ID_ALPHABET, messageId } from './message-id';

/** Loyalty spec §7 "Representative and tier-match services": a prefix, the date and 8 random characters. */
describe('messageId', () => {
  const at = new Date(Date.UTC(2026, 10, 25, 4, 5, 6));
  const sequence = (values: number[]) => {
    let index = 0;
    return () => values[index++ % values.length] ?? 0;
  };

  it.each<[string, string, () => number, string]>([
    ['first character of the alphabet every time', 'STAY', () => 0, 'STAY20261125040506AAAAAAAA'],
    ['last character every time (random just under 1)', 'STAY', () => 0.999999, 'STAY2026112504050699999999'],
    ['a cycling source picks each position on its own', 'WEB-', sequence([0, 0.5, 0.999]), 'WEB-20261125040506AS9AS9AS'],
    ['an empty prefix leaves date and random part', '', () => 0, '20261125040506AAAAAAAA'],
  ])('%s', (_case, prefix, random, expected) => {
    expect(messageId(prefix, at, random)).toBe(expected);
  });

  it('always 8 random characters from the alphabet, after the 14-digit UTC date', () => {
    const id = messageId('P', at);
    expect(id).toMatch(new RegExp(`^P20261125040506[${MESSAGE_ID_ALPHABET}]{8}$`));
  });

  it('two ids of the same second differ (the random part)', () => {
    expect(messageId('P', at)).not.toBe(messageId('P', at));
  });
});
