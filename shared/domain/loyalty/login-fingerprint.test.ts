import { describe, expect, it } from 'vitest';
import { isUnhandledLogin, loginFingerprint } from './login-fingerprint';

describe('loginFingerprint', () => {
  it('is stable per token, differs between tokens and does not contain the token', () => {
    expect(loginFingerprint('token-a')).toBe(loginFingerprint('token-a'));
    expect(loginFingerprint('token-a')).not.toBe(loginFingerprint('token-b'));
    expect(loginFingerprint('')).toBe('811c9dc5');
    expect(loginFingerprint('a')).toBe('e40c292c');
    expect(loginFingerprint('a-long-secret-token')).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe('isUnhandledLogin (the preference applies once per login)', () => {
  const handled = loginFingerprint('token-a');
  it.each([
    { case: 'a guest', token: undefined, handled: [], unhandled: false },
    { case: 'a first login', token: 'token-a', handled: [undefined], unhandled: true },
    { case: 'the same login on a later page', token: 'token-a', handled: [handled], unhandled: false },
    { case: 'the same login while its answer is awaited', token: 'token-a', handled: [undefined, handled], unhandled: false },
    { case: 'another login in the same tab', token: 'token-b', handled: [handled], unhandled: true },
  ])('$case → $unhandled', ({ token, handled: fingerprints, unhandled }) => {
    expect(isUnhandledLogin(token, fingerprints)).toBe(unhandled);
  });
});
