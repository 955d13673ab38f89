import { describe, expect, it } from 'vitest';
import { advancesOnVideoEnd, isRotating, ROTATION_INTERVAL_MS, type RotationConditions } from './rotation';

const idle: RotationConditions = {
  enabled: true,
  stoppedByVisitor: false,
  hovered: false,
  focusWithin: false,
  touched: false,
  pageHidden: false,
  videoPlaying: false,
  pageCount: 3,
};

describe('rotation interval (content spec §5, §9)', () => {
  it('is the 3000 ms delay plus 1000 ms', () => expect(ROTATION_INTERVAL_MS).toBe(4000));
});

describe('isRotating', () => {
  it.each<[string, Partial<RotationConditions>, boolean]>([
    ['enabled and nobody around', {}, true],
    ['autoplay not configured, author mode or reduced motion', { enabled: false }, false],
    ['a single page', { pageCount: 1 }, false],
    ['stopped with the pause control or an indicator', { stoppedByVisitor: true }, false],
    ['hovered', { hovered: true }, false],
    ['focus inside', { focusWithin: true }, false],
    ['touched', { touched: true }, false],
    ['page hidden', { pageHidden: true }, false],
    ['the shown video is playing', { videoPlaying: true }, false],
  ])('%s → %s', (_, change, expected) => {
    expect(isRotating({ ...idle, ...change })).toBe(expected);
  });
});

describe('advancesOnVideoEnd', () => {
  it.each<[string, Partial<RotationConditions & { authorMode: boolean }>, boolean]>([
    ['nobody around', {}, true],
    ['without autoplay too', { enabled: false }, true],
    ['the page is hidden (the video was playing)', { pageHidden: true }, true],
    ['author mode', { authorMode: true }, false],
    ['stopped by the visitor', { stoppedByVisitor: true }, false],
    ['hovered', { hovered: true }, false],
    ['focus inside', { focusWithin: true }, false],
    ['touched', { touched: true }, false],
    ['a single page', { pageCount: 1 }, false],
  ])('%s → %s', (_, change, expected) => {
    expect(advancesOnVideoEnd({ ...idle, authorMode: false, ...change })).toBe(expected);
  });
});
