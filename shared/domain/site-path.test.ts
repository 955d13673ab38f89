import { describe, expect, it } from 'vitest';
import { isSafeUrl } from './safe-url';
import { isSitePath } from './site-path';

describe('isSitePath: a path attribute stays on this site (README "URLs from attributes")', () => {
  it.each([
    ['', true],
    ['/en/booking/select-apartment-and-rates/', true],
    ['/booking/select-apartment-and-rates?x=1#rates', true],
    ['booking/select-apartment-and-rates/', true],
    ['../rates/', true],
    ['?hotel=SGORCH', true],
    ['https://evil.example/rates', false],
    ['http://evil.example/rates', false],
    ['//evil.example/rates', false],
    ['/\\evil.example/rates', false],
    ['\\\\evil.example/rates', false],
    ['/\t/evil.example/rates', false],
    ['javascript:alert(1)', false],
    ['java\nscript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['mailto:stay@example.com', false],
    ['tel:+6560000000', false],
  ])('%j → %s', (value, expected) => {
    expect(isSitePath(value)).toBe(expected);
    // Every site path is also a safe URL: the path check only narrows the one safe-URL check.
    if (expected) expect(isSafeUrl(value)).toBe(true);
  });
});
