import { describe, expect, it } from 'vitest';
import { linkTarget, normaliseAppUrl } from './app-link';

const ORIGIN = 'https://www.stay.example';

describe('normaliseAppUrl (content spec §2)', () => {
  it.each([
    { authored: 'www.facebook.com/stay', expected: 'https://www.facebook.com/stay' },
    { authored: '  apps.apple.com/app/stay-demo  ', expected: 'https://apps.apple.com/app/stay-demo' },
    { authored: 'play.google.com/store/apps/details?id=com.stay', expected: 'https://play.google.com/store/apps/details?id=com.stay' },
    { authored: 'www.stay.example:8080/app', expected: 'https://www.stay.example:8080/app' },
    { authored: 'localhost:4173', expected: 'https://localhost:4173' },
    { authored: '/en/app/', expected: 'https://www.stay.example/en/app/' },
    { authored: '/', expected: 'https://www.stay.example/' },
    { authored: '//cdn.stay.example/app', expected: 'https://cdn.stay.example/app' },
    { authored: 'https://x.com/stay', expected: 'https://x.com/stay' },
    { authored: 'HTTP://weibo.com/stay', expected: 'HTTP://weibo.com/stay' },
    { authored: 'mailto:hello@stay.example', expected: 'mailto:hello@stay.example' },
    { authored: 'tel:+6561234567', expected: 'tel:+6561234567' },
    { authored: '#download', expected: '#download' },
    { authored: '?app=ios', expected: '?app=ios' },
    { authored: 'javascript:alert(1)', expected: undefined },
    { authored: 'JavaScript:alert(1)', expected: undefined },
    { authored: 'data:text/html,<script>alert(1)</script>', expected: undefined },
    { authored: 'itms-apps://apps.apple.com/app/id1', expected: undefined },
    { authored: '', expected: undefined },
    { authored: '   ', expected: undefined },
  ])('"$authored" → $expected', ({ authored, expected }) => {
    expect(normaliseAppUrl(authored, ORIGIN)).toBe(expected);
  });
});

describe('linkTarget', () => {
  it.each([
    { kind: 'external', newTab: true, expected: { target: '_blank', rel: 'noopener noreferrer' } },
    { kind: 'internal', newTab: true, expected: { target: '_blank', rel: 'noopener' } },
    { kind: 'external', newTab: false, expected: { target: undefined, rel: undefined } },
    { kind: 'internal', newTab: false, expected: { target: undefined, rel: undefined } },
  ] as const)('$kind link, new tab $newTab → $expected', ({ kind, newTab, expected }) => {
    expect(linkTarget(kind, newTab)).toEqual(expected);
  });
});
