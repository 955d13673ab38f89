import { describe, expect, it } from 'vitest';
import { loginRedirectTarget, stepAfterLogin } from './login-redirect';

// Loyalty spec §2 and booking spec §2: the step rises by one on a login redirect, capped at 2.
describe('stepAfterLogin', () => {
  it.each<[string | null, string | null]>([
    ['0', '1'],
    ['1', '2'],
    ['2', '2'],
    ['7', '2'],
    [' 1 ', '2'],
    [null, null],
    ['', ''],
    ['two', 'two'],
    ['-1', '-1'],
  ])('step %j -> %j', (step, expected) => {
    expect(stepAfterLogin(step)).toBe(expected);
  });
});

describe('loginRedirectTarget', () => {
  const at = (address: string) => new URL(address, 'https://stay.example');
  it.each<[string, string | undefined, string]>([
    ['/en/sign-in/', undefined, '/en/'],
    ['/en/sign-in/?p=/en/member/user-profile/', undefined, '/en/member/user-profile/'],
    ['/en/sign-in/?p=/en/booking/guest-details/?step=1', undefined, '/en/booking/guest-details/?step=2'],
    [
      '/en/booking/guest-details/?step=1',
      '/en/booking/guest-details/?step=1&hotelCode=SGORCH',
      '/en/booking/guest-details/?step=2&hotelCode=SGORCH',
    ],
    ['/en/booking/summary/?step=2', '/en/booking/summary/?step=2', '/en/booking/summary/?step=2'],
    ['/en/sign-in/?p=https://evil.example/', undefined, '/en/'],
    ['/en/sign-in/?p=//evil.example/x', undefined, '/en/'],
    ['/en/sign-in/?p=/\\evil.example', undefined, '/en/'],
    ['/en/', 'javascript:alert(1)', '/en/'],
    ['/en/', 'https://evil.example/', '/en/'],
  ])('at %s returning to %j -> %s', (current, returnTo, expected) => {
    expect(loginRedirectTarget(at(current), '/en/', returnTo)).toBe(expected);
  });
});
