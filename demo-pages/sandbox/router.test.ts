import { describe, expect, it } from 'vitest';
import { Router, compilePattern } from './router.ts';
import type { RouteHandler } from './route-context.ts';

const noop: RouteHandler = () => undefined;

describe('compilePattern', () => {
  it.each([
    ['/apis/:product/masterdata/booking/config.json', '/apis/stay/masterdata/booking/config.json', { product: 'stay' }],
    ['/apis/:product/x/p_lang/eq/:lang.json', '/apis/stay/x/p_lang/eq/ja.json', { product: 'stay', lang: 'ja' }],
    ['/a/:lang/b/:codes.json', '/a/en/b/SGORCH,JPSHJK.json', { lang: 'en', codes: 'SGORCH,JPSHJK' }],
  ])('%s reads %s', (pattern, path, params) => {
    expect(compilePattern(pattern).exec(path)?.groups).toEqual(params);
  });

  it.each([
    ['/apis/:product/config.json', '/apis/stay/config.jsonx'],
    ['/apis/:product/config.json', '/apis/stay/extra/config.json'],
    ['/a/:lang.json', '/a/.json'],
    ['/a.b', '/aXb'],
  ])('%s does not read %s', (pattern, path) => {
    expect(compilePattern(pattern).exec(path)).toBeNull();
  });
});

describe('Router', () => {
  const getHandler: RouteHandler = () => undefined;
  const router = new Router().add('GET', '/items/:id', getHandler).add('DELETE', '/items/:id', noop);

  it('finds the handler and decodes parameters', () => {
    expect(router.match('GET', '/items/a%20b')).toEqual({ kind: 'found', handler: getHandler, params: { id: 'a b' } });
  });

  it('answers HEAD with the GET route', () => {
    expect(router.match('HEAD', '/items/1').kind).toBe('found');
  });

  it('tells a wrong method from an unknown path', () => {
    expect(router.match('POST', '/items/1')).toEqual({ kind: 'method-not-allowed', allowed: ['GET', 'DELETE'] });
    expect(router.match('GET', '/things/1')).toEqual({ kind: 'not-found' });
  });

  it('does not match a parameter that is not valid URL encoding', () => {
    expect(router.match('GET', '/items/%E0%A4%A')).toEqual({ kind: 'not-found' });
  });
});
