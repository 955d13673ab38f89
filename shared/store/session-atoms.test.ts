// @vitest-environment jsdom
import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it } from 'vitest';
import { announceSessionChange } from '../session/login-session';
import { loginTokenAtom, signedInAtom } from './session-atoms';

afterEach(() => {
  document.cookie = 'stay-member-token=; max-age=0';
});

describe('session atoms', () => {
  it('follow the login cookie when the session change is announced, without reload', () => {
    const store = createStore();
    const seen: boolean[] = [];
    const unsubscribe = store.sub(signedInAtom, () => seen.push(store.get(signedInAtom)));
    expect(store.get(signedInAtom)).toBe(false);

    document.cookie = 'stay-member-token=token-1';
    announceSessionChange();
    expect(store.get(signedInAtom)).toBe(true);
    expect(store.get(loginTokenAtom)).toBe('token-1');

    document.cookie = 'stay-member-token=; max-age=0';
    announceSessionChange();
    expect(store.get(signedInAtom)).toBe(false);
    expect(seen).toEqual([true, false]);
    unsubscribe();
  });

  it('reads the cookie again when a widget starts watching after a change nobody heard', () => {
    const store = createStore();
    const first = store.sub(signedInAtom, () => {});
    expect(store.get(signedInAtom)).toBe(false);
    first();
    document.cookie = 'stay-member-token=set-while-unwatched';
    const second = store.sub(signedInAtom, () => {});
    expect(store.get(signedInAtom)).toBe(true);
    second();
  });

  it('re-reads the cookie when the tab becomes visible again (a login in another tab)', () => {
    const store = createStore();
    const unsubscribe = store.sub(signedInAtom, () => {});
    document.cookie = 'stay-member-token=from-other-tab';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(store.get(signedInAtom)).toBe(true);
    unsubscribe();
  });
});
