import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { sandboxAreaOf } from './areas.ts';
import { bearerTokenOf } from './authorization.ts';
import { parseCookies } from './cookies.ts';

function requestWith(authorization: string | undefined): IncomingMessage {
  return { headers: authorization === undefined ? {} : { authorization } } as IncomingMessage;
}

describe('bearerTokenOf', () => {
  it.each([
    ['Bearer abc.def', 'abc.def'],
    ['bearer  abc ', 'abc'],
    ['Basic abc', null],
    ['Bearer', null],
    ['Bearer a b', null],
    [undefined, null],
  ])('%s gives %s', (header, token) => {
    expect(bearerTokenOf(requestWith(header))).toBe(token);
  });
});

describe('parseCookies', () => {
  it('reads names and URL-decoded values, first one wins', () => {
    const cookies = parseCookies('a=1; stay-sandbox-faults=%5B%7B%22match%22%3A%22x%22%7D%5D; a=2; b="quoted"; broken; c=%E0%A4%A');
    expect(Object.fromEntries(cookies)).toEqual({ a: '1', 'stay-sandbox-faults': '[{"match":"x"}]', b: 'quoted', c: '%E0%A4%A' });
  });

  it('reads a missing header as no cookies', () => {
    expect(parseCookies(undefined).size).toBe(0);
  });
});

describe('sandboxAreaOf', () => {
  it.each([
    ['/api/configurations', 'api'],
    ['/api', 'api'],
    ['/apis/stay/x.json', 'content'],
    ['/apis/stay', null],
    ['/apisx/stay/x.json', null],
    ['/odx/translate', 'gateway'],
    ['/__sandbox/faults', 'admin'],
    ['/en/properties/sgorch', null],
  ])('%s is %s', (path, area) => {
    expect(sandboxAreaOf(path)).toBe(area);
  });
});
