import { describe, expect, it } from 'vitest';
import { offersSocialLogin, parseSocialCallback, parseSocialMessage, parseSocialSignUp, socialAuthorizeUrl } from './social-login';

// Loyalty spec §1-§2: China region, WeChat or Alipay popup reporting through a broadcast channel.
describe('social login rules', () => {
  it.each([
    ['CN', true],
    [' cn ', true],
    ['SG', false],
    ['HK', false],
    [undefined, false],
  ])('region %j offers social login: %j', (region, expected) => {
    expect(offersSocialLogin(region)).toBe(expected);
  });

  it('builds the provider address with state and callback', () => {
    const url = new URL(
      socialAuthorizeUrl(
        '/__sandbox/social/{provider}/authorize',
        'alipay',
        's1',
        '/en/social-login-callback/',
        'https://stay.example/en/',
      ),
    );
    expect(url.pathname).toBe('/__sandbox/social/alipay/authorize');
    expect(url.searchParams.get('state')).toBe('s1');
    expect(url.searchParams.get('redirect_uri')).toBe('/en/social-login-callback/');
  });

  it.each([
    ['?code=abc&state=s1', { state: 's1', code: 'abc' }],
    ['?error=access_denied&state=s1', { state: 's1', error: 'cancelled' }],
    ['?error=server_error&state=s1', { state: 's1', error: 'failed' }],
    ['?code=abc&error=server_error&state=s1', { state: 's1', error: 'failed' }],
    ['?state=s1', { state: 's1', error: 'failed' }],
    ['?code=abc', undefined],
  ])('callback %s -> %j', (search, expected) => {
    expect(parseSocialCallback(search)).toEqual(expected);
  });

  it.each([
    [
      { state: 's1', code: 'abc' },
      { state: 's1', code: 'abc' },
    ],
    [
      { state: 's1', error: 'cancelled' },
      { state: 's1', error: 'cancelled' },
    ],
    [{ state: 's1', error: 'other' }, undefined],
    [{ code: 'abc' }, undefined],
    ['s1', undefined],
    [null, undefined],
  ])('message %j -> %j', (data, expected) => {
    expect(parseSocialMessage(data)).toEqual(expected);
  });

  it.each([
    ['?provider=alipay&authCode=c1', { provider: 'alipay', authCode: 'c1' }],
    ['?provider=wechat&authCode=%20c2%20', { provider: 'wechat', authCode: 'c2' }],
    ['?provider=facebook&authCode=c1', undefined],
    ['?provider=alipay', undefined],
    ['', undefined],
  ])('sign-up address %j -> %j', (search, expected) => {
    expect(parseSocialSignUp(search)).toEqual(expected);
  });
});
