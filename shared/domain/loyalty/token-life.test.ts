import { describe, expect, it } from 'vitest';
import { cookieMaxAgeSeconds, minutesLeft, msUntilNextTokenLife, SESSION_WARNING_MS, tokenLifeAt, type TokenLife } from './token-life';

const expiry = Date.parse('2026-11-24T22:00:00Z');
const minute = 60_000;

// Loyalty spec §4: an expired token is detected by comparing the stored expiry; WCAG 2.2.1 warning before it.
describe('token life', () => {
  it.each<[string, number, number | undefined, TokenLife, number | undefined]>([
    ['no stored expiry', expiry, undefined, 'unknown', undefined],
    ['an unreadable expiry', expiry, Number.NaN, 'unknown', undefined],
    ['an hour left', expiry - 60 * minute, expiry, 'valid', 58 * minute],
    ['just before the warning', expiry - SESSION_WARNING_MS - 1, expiry, 'valid', 1],
    ['at the warning', expiry - SESSION_WARNING_MS, expiry, 'ending', SESSION_WARNING_MS],
    ['a second left', expiry - 1000, expiry, 'ending', 1000],
    ['at the expiry', expiry, expiry, 'expired', undefined],
    ['a day later', expiry + 24 * 60 * minute, expiry, 'expired', undefined],
  ])('%s', (_name, now, stored, life, next) => {
    expect(tokenLifeAt(now, stored)).toBe(life);
    expect(msUntilNextTokenLife(now, stored)).toBe(next);
  });

  it.each([
    [expiry - 2 * minute, 2],
    [expiry - 61_000, 2],
    [expiry - 1000, 1],
    [expiry + 1000, 0],
  ])('at %i, %i minutes are left', (now, minutes) => {
    expect(minutesLeft(now, expiry)).toBe(minutes);
  });

  it.each([
    [expiry - 3_600_000, 3600],
    [expiry - 1500, 1],
    [expiry + 5000, 0],
  ])('the login cookie lives %i -> %i s', (now, seconds) => {
    expect(cookieMaxAgeSeconds(now, expiry)).toBe(seconds);
  });
});
