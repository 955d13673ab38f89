// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { emitStayEvent, listenStayEvent, type StayEventDetail, type StayEventMap } from './stay-events';

/** Compile-time equality: `tsc --noEmit` (the typecheck layer) fails on the lines below if a type drifts. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assertType = <T extends true>(): T | undefined => undefined;

describe('stay events (DESIGN.md §3)', () => {
  it('emits a bubbling, composed CustomEvent with the detail', () => {
    const parent = document.createElement('div');
    const child = parent.appendChild(document.createElement('span'));
    const heard = vi.fn();
    parent.addEventListener('stay:tab-change', (event) => heard(event.detail, event.bubbles, event.composed));
    emitStayEvent(child, 'stay:tab-change', { index: 2, id: 'rooms' });
    expect(heard).toHaveBeenCalledWith({ index: 2, id: 'rooms' }, true, true);
  });

  it('emits nothing without a target (an unmounted ref)', () => {
    expect(() => emitStayEvent(null, 'stay:see-more', { revealed: 3 })).not.toThrow();
  });

  it('listens through the map and stops listening', () => {
    const section = document.createElement('section');
    const ended = vi.fn();
    const stop = listenStayEvent(section, 'stay:banner-video-ended', (event) => ended(event.detail.breakpoint));
    emitStayEvent(section, 'stay:banner-video-ended', { breakpoint: 'tablet', src: '/v.mp4' });
    stop();
    emitStayEvent(section, 'stay:banner-video-ended', { breakpoint: 'mobile', src: '/v.mp4' });
    expect(ended.mock.calls).toEqual([['tablet']]);
  });

  it('types listeners of window, document and elements from the map', () => {
    window.addEventListener('stay:storage-change', (event) => {
      assertType<Equal<typeof event.detail, { key: string; area: 'local' | 'session' }>>();
    });
    document.addEventListener('stay:dialog-close', (event) => {
      assertType<Equal<typeof event.detail.choice, 'yes' | 'no'>>();
    });
    document.body.addEventListener('stay:accordion-change', (event) => {
      assertType<Equal<typeof event.detail.expanded, boolean>>();
    });
    assertType<Equal<StayEventDetail<'stay:ready'>, { tag: string }>>();
    assertType<Equal<StayEventMap['stay:session-change'], CustomEvent<null>>>();
  });

  it('refuses unknown names and wrong details at compile time', () => {
    const target = document.createElement('div');
    // @ts-expect-error: not an event of the kit
    emitStayEvent(target, 'stay:tabs-change', { index: 0, id: 'a' });
    // @ts-expect-error: the detail of stay:tab-change has an id
    emitStayEvent(target, 'stay:tab-change', { index: 0 });
    // @ts-expect-error: a listener cannot name an event the map lacks
    listenStayEvent(target, 'stay:banner-video-end', () => undefined);
    expect(true).toBe(true);
  });
});
