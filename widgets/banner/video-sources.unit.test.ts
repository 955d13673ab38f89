import { describe, expect, it } from 'vitest';
import { breakpointOf, videoSourceFor, type Breakpoint } from './video-sources';

describe('breakpointOf (content spec §9)', () => {
  it.each([
    { tablet: false, desktop: false, expected: 'mobile' },
    { tablet: true, desktop: false, expected: 'tablet' },
    { tablet: true, desktop: true, expected: 'desktop' },
  ])('tablet query $tablet, desktop query $desktop → $expected', ({ tablet, desktop, expected }) => {
    expect(breakpointOf({ tablet, desktop })).toBe(expected);
  });
});

describe('videoSourceFor', () => {
  const sources = { mobile: '', tablet: '/t.webm', desktop: '/d.webm' };
  it.each<{ breakpoint: Breakpoint; failed: Breakpoint[]; expected: string | undefined }>([
    { breakpoint: 'desktop', failed: [], expected: '/d.webm' },
    { breakpoint: 'tablet', failed: [], expected: '/t.webm' },
    { breakpoint: 'mobile', failed: [], expected: undefined },
    { breakpoint: 'desktop', failed: ['desktop'], expected: undefined },
    { breakpoint: 'tablet', failed: ['desktop'], expected: '/t.webm' },
  ])('$breakpoint with failures $failed → $expected', ({ breakpoint, failed, expected }) => {
    expect(videoSourceFor(sources, breakpoint, new Set(failed))).toBe(expected);
  });
});
