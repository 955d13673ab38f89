// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLoginToken } from './login-session';

const COOKIE = 'stay-member-token';

afterEach(() => {
  document.cookie = `${COOKIE}=; max-age=0`;
  vi.restoreAllMocks();
});

describe('readLoginToken (content spec §1: the login cookie holds the token)', () => {
  it('reads the token of the login cookie', () => {
    document.cookie = `${COOKIE}=${encodeURIComponent('abc.DEF-123_=')}`;
    expect(readLoginToken(COOKIE)).toBe('abc.DEF-123_=');
  });

  it.each([
    ['a newline', 'abc%0Adef'],
    ['a carriage return and a header', 'abc%0D%0AX-Evil%3A%201'],
    ['a NUL', 'abc%00def'],
    ['a bell character', 'abc%07def'],
    ['non-Latin-1 characters', '%E4%BB%A4%E7%89%8C'],
  ])('treats a login cookie with %s as no login, with a warning that does not show it', (_case, encoded) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.cookie = `${COOKIE}=${encoded}`;

    expect(readLoginToken(COOKIE)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`"${COOKIE}"`));
    expect(String(warn.mock.calls[0]?.[0])).not.toContain('abc');
  });

  it('reads no login, with a warning, when cookies are disabled (document.cookie throws)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const doc = {
      get cookie(): string {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    } as unknown as Document;

    expect(readLoginToken(COOKIE, doc)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cookies are unavailable'), expect.anything());
  });
});
