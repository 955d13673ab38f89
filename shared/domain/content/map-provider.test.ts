import { describe, expect, it } from 'vitest';
import { mapLinkFor, mapProviderFor } from './map-provider';

// Content spec §6: China region -> Baidu map, every other region (or none) -> Google map.
describe('mapProviderFor (content spec §6)', () => {
  it.each([
    ['CN', 'baidu'],
    ['cn', 'baidu'],
    ['SG', 'google'],
    ['HK', 'google'],
    [undefined, 'google'],
    ['', 'google'],
  ] as const)('%s -> %s', (region, provider) => {
    expect(mapProviderFor(region)).toBe(provider);
  });

  it('links to the point on the provider', () => {
    expect(mapLinkFor('google', 1.3, 103.8, 'Aster')).toBe('https://www.google.com/maps/search/?api=1&query=1.3%2C103.8');
    expect(mapLinkFor('baidu', 31.2, 121.4, 'A & B')).toContain('location=31.2,121.4&title=A%20%26%20B');
  });
});
