import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

describe('readCookie', () => {
  it.each([
    { cookies: '', name: 'stay-member-token', value: undefined },
    { cookies: 'stay-member-token=abc', name: 'stay-member-token', value: 'abc' },
    { cookies: 'a=1; stay-member-token=abc%20def; b=2', name: 'stay-member-token', value: 'abc def' },
    { cookies: 'x-stay-member-token=abc', name: 'stay-member-token', value: undefined },
    { cookies: 'stay-member-token=', name: 'stay-member-token', value: undefined },
    { cookies: 'stay-member-token=%E0%A4%A', name: 'stay-member-token', value: '%E0%A4%A' },
    { cookies: 'token=a=b', name: 'token', value: 'a=b' },
  ])('$name in "$cookies" → $value', ({ cookies, name, value }) => {
    expect(readCookie(name, cookies)).toBe(value);
  });
});
