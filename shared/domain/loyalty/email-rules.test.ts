import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, emailProblem, type EmailProblem } from './email-rules';

/**
 * Loyalty spec §5 (e-mail patterns exist, not shown) and §8 (559 too long, 560 bad e-mail); the
 * account contract puts the limit at 100 characters.
 */
describe('emailProblem', () => {
  const at = (local: number) => `${'a'.repeat(local)}@stay.example`;

  it.each<[string, string, EmailProblem | undefined]>([
    ['empty: required', '', 'required'],
    ['only spaces: required', '   ', 'required'],
    ['a plain address', 'guest@stay.example', undefined],
    ['spaces around are trimmed', '  guest@stay.example ', undefined],
    ['plus and dots in the local part', 'first.last+tag@mail.stay.example', undefined],
    ['no @', 'guest.stay.example', 'malformed'],
    ['two @', 'guest@@stay.example', 'malformed'],
    ['nothing before @', '@stay.example', 'malformed'],
    ['no dot in the domain', 'guest@localhost', 'malformed'],
    ['a space inside', 'gu est@stay.example', 'malformed'],
    ['a trailing dot', 'guest@stay.example.', 'malformed'],
    ['exactly 100 characters', at(EMAIL_MAX_LENGTH - '@stay.example'.length), undefined],
    ['101 characters: too long (559), before the shape is looked at', at(EMAIL_MAX_LENGTH - '@stay.example'.length + 1), 'tooLong'],
  ])('%s', (_case, email, expected) => {
    expect(emailProblem(email)).toBe(expected);
  });

  it('limits at 100 characters (account contract, 559)', () => {
    expect(EMAIL_MAX_LENGTH).toBe(100);
  });
});
