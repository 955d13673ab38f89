import { describe, expect, it } from 'vitest';
import { unwrapPreloadCalls } from './no-preload-helper';

describe('unwrapPreloadCalls: the no-op preload helper calls leave the built chunks', () => {
  it.each([
    ['"a":()=>e(()=>import(`./chunks/a.js`),[],import.meta.url)', '"a":()=>import(`./chunks/a.js`)'],
    ['x=Le(()=>import(`./b.js`).then(e=>e.t),[],import.meta.url);', 'x=import(`./b.js`).then(e=>e.t);'],
    ['h( () => import("./c.js"), [], import.meta.url )', 'import("./c.js")'],
    // Not the helper's shape: left alone.
    ['f(()=>import(`./d.js`),[1],import.meta.url)', 'f(()=>import(`./d.js`),[1],import.meta.url)'],
    ['g(()=>import(`./e.js`))', 'g(()=>import(`./e.js`))'],
    ['s="e(()=>import(`x`),[],import.meta.url"', 's="e(()=>import(`x`),[],import.meta.url"'],
  ])('%s', (code, expected) => {
    expect(unwrapPreloadCalls(code).code).toBe(expected);
  });
});
