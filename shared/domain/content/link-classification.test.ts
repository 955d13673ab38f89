import { describe, expect, it } from 'vitest';
import { classifyLink } from './link-classification';

const site = { host: 'www.stay-group.com', internalHostPatterns: ['*.stay-group.com', 'stay-group.cn', '*.stay-group.cn'] };

describe('classifyLink (content spec §5)', () => {
  it.each([
    { href: '/en/offers/', kind: 'internal' },
    { href: 'offers/', kind: 'internal' },
    { href: '#faq', kind: 'internal' },
    { href: '?page=2', kind: 'internal' },
    { href: '', kind: 'internal' },
    { href: 'https://www.stay-group.com/en/', kind: 'internal' },
    { href: 'HTTPS://WWW.STAY-GROUP.COM/en/', kind: 'internal' },
    { href: 'https://booking.www.stay-group.com/', kind: 'internal' },
    { href: 'http://stay-group.com/', kind: 'internal' },
    { href: 'https://careers.stay-group.com/', kind: 'internal' },
    { href: 'https://stay-group.cn/zh/', kind: 'internal' },
    { href: '//cdn.stay-group.com/a.png', kind: 'internal' },
    { href: 'https://www.facebook.com/stay', kind: 'external' },
    { href: 'https://stay-group.com.evil.example/', kind: 'external' },
    { href: 'https://notstay-group.com/', kind: 'external' },
    { href: 'mailto:hello@stay-group.com', kind: 'external' },
    { href: 'tel:+6561234567', kind: 'external' },
    { href: 'https://', kind: 'external' },
  ])('$href → $kind', ({ href, kind }) => {
    expect(classifyLink(href, site)).toBe(kind);
  });

  it('needs both hosts to match the internal patterns', () => {
    const partner = { host: 'partner.example', internalHostPatterns: ['*.stay-group.com'] };
    expect(classifyLink('https://careers.stay-group.com/', partner)).toBe('external');
  });

  it('treats a subdomain of the page host as internal without patterns', () => {
    expect(classifyLink('https://m.example.org/x', { host: 'example.org', internalHostPatterns: [] })).toBe('internal');
  });
});
