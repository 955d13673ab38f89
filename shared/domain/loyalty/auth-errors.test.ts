import { describe, expect, it } from 'vitest';
import { authErrorNeedsNextStep, authErrorOf, type AuthError } from './auth-errors';

// Loyalty spec §8, read in order from 551 (see auth-errors.ts).
describe('authErrorOf: each login and registration code to its own message', () => {
  it.each<[string, AuthError]>([
    ['551', 'passwordRequired'],
    ['553', 'badCredentials'],
    ['554', 'socialAccount'],
    ['555', 'sessionExpired'],
    ['556', 'notActivated'],
    ['557', 'locked'],
    ['558', 'captcha'],
    ['559', 'emailTooLong'],
    ['560', 'emailInvalid'],
    ['561', 'weakPassword'],
    ['562', 'emailUsed'],
    ['563', 'wechatCode'],
    ['564', 'passwordMismatch'],
    ['CPRV_1005', 'emailRegistered'],
    ['cprv_1005', 'emailRegistered'],
    [' 557 ', 'locked'],
    ['565', 'generic'],
    ['500', 'generic'],
    ['E999', 'generic'],
  ])('backend code %j -> %s', (code, expected) => {
    expect(authErrorOf({ kind: 'backend', code })).toBe(expected);
  });

  it('reads 552 as an invalid referral only when a referral code was sent, else as a missing field', () => {
    expect(authErrorOf({ kind: 'backend', code: '552' })).toBe('requiredField');
    expect(authErrorOf({ kind: 'backend', code: '552' }, { referralCodeGiven: false })).toBe('requiredField');
    expect(authErrorOf({ kind: 'backend', code: '552' }, { referralCodeGiven: true })).toBe('invalidReferral');
  });

  it.each<[string, string | undefined, AuthError]>([
    ['network', undefined, 'offline'],
    ['timeout', undefined, 'offline'],
    ['http', undefined, 'generic'],
    ['invalid-response', undefined, 'generic'],
    ['http', '553', 'badCredentials'],
  ])('a %s failure (code %j) -> %s', (kind, code, expected) => {
    expect(authErrorOf({ kind, code })).toBe(expected);
  });

  it('every code has a different message', () => {
    const codes = ['551', '552', '553', '554', '555', '556', '557', '558', '559', '560', '561', '562', '563', '564', 'CPRV_1005'];
    const messages = codes.map((code) => authErrorOf({ kind: 'backend', code }));
    expect(new Set(messages).size).toBe(codes.length);
  });

  it('locked, not activated and an unlinked social account name a next step', () => {
    expect((['locked', 'notActivated', 'socialAccount', 'badCredentials', 'generic'] as const).map(authErrorNeedsNextStep)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
