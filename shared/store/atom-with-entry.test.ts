// @vitest-environment jsdom
import { createStore } from 'jotai/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testNowMs, testNowPlus } from '../../testing/clock';
import { atomWithEntry } from './atom-with-entry';
import { defineEntry, readEntry, removeEntry, STORAGE_CHANGE_EVENT, writeEntry } from '../storage';

const parseCurrency = (raw: unknown): string | undefined => (typeof raw === 'string' ? raw : undefined);
const currencyEntry = defineEntry({ key: 'currency', area: 'local', lifetimeMs: 60_000, parse: parseCurrency });

/** What another tab does: write local storage, and this tab receives a `storage` event. */
function writeFromOtherTab(value: string): void {
  const stored = JSON.stringify({ value, storedAt: testNowMs() });
  localStorage.setItem(currencyEntry.key, stored);
  window.dispatchEvent(new StorageEvent('storage', { key: currencyEntry.key, newValue: stored, storageArea: localStorage }));
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('atomWithEntry', () => {
  it('reads the fallback when the entry is absent', () => {
    const store = createStore();

    expect(store.get(atomWithEntry(currencyEntry, 'SGD'))).toBe('SGD');
  });

  it('reads the stored value when fresh, the fallback when stale', () => {
    writeEntry(currencyEntry, 'JPY');
    const store = createStore();
    expect(store.get(atomWithEntry(currencyEntry, 'SGD'))).toBe('JPY');

    writeEntry(currencyEntry, 'JPY', testNowPlus(-60_000));
    expect(createStore().get(atomWithEntry(currencyEntry, 'SGD'))).toBe('SGD');
  });

  it('reads a stored null as null, not as the fallback', () => {
    const parseRegion = (raw: unknown): string | null | undefined => (raw === null || typeof raw === 'string' ? raw : undefined);
    const regionEntry = defineEntry({ key: 'region', area: 'local', parse: parseRegion });
    writeEntry(regionEntry, null);

    expect(createStore().get(atomWithEntry<string | null>(regionEntry, 'SG'))).toBeNull();
  });

  it('writes go to storage and are announced', () => {
    const store = createStore();
    const currencyAtom = atomWithEntry(currencyEntry, 'SGD');
    const announced = vi.fn();
    window.addEventListener(STORAGE_CHANGE_EVENT, announced);

    store.set(currencyAtom, 'USD');
    store.set(currencyAtom, (previous) => `${previous}!`);

    expect(store.get(currencyAtom)).toBe('USD!');
    expect(readEntry(currencyEntry)).toBe('USD!');
    expect(announced).toHaveBeenCalledTimes(2);
    window.removeEventListener(STORAGE_CHANGE_EVENT, announced);
  });

  it('follows same-tab changes made outside the store while mounted', () => {
    const store = createStore();
    const currencyAtom = atomWithEntry(currencyEntry, 'SGD');
    const onChange = vi.fn();
    const unmount = store.sub(currencyAtom, onChange);

    writeEntry(currencyEntry, 'CNY');
    expect(store.get(currencyAtom)).toBe('CNY');
    removeEntry(currencyEntry);
    expect(store.get(currencyAtom)).toBe('SGD');

    expect(onChange).toHaveBeenCalledTimes(2);
    unmount();
  });

  it('takes in storage events from other tabs while mounted', () => {
    const store = createStore();
    const currencyAtom = atomWithEntry(currencyEntry, 'SGD');
    const onChange = vi.fn();
    const unmount = store.sub(currencyAtom, onChange);

    writeFromOtherTab('KRW');

    expect(store.get(currencyAtom)).toBe('KRW');
    expect(onChange).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('reads storage again when mounted after changes it could not hear', () => {
    const store = createStore();
    const currencyAtom = atomWithEntry(currencyEntry, 'SGD');
    expect(store.get(currencyAtom)).toBe('SGD');

    writeFromOtherTab('VND');
    const unmount = store.sub(currencyAtom, () => undefined);

    expect(store.get(currencyAtom)).toBe('VND');
    unmount();
  });

  it('shares one value between elements using the same store', () => {
    const store = createStore();
    const currencyAtom = atomWithEntry(currencyEntry, 'SGD');
    const first = vi.fn();
    const second = vi.fn();
    store.sub(currencyAtom, first);
    store.sub(currencyAtom, second);

    store.set(currencyAtom, 'IDR');

    expect(first).toHaveBeenCalled();
    expect(second).toHaveBeenCalled();
    expect(store.get(currencyAtom)).toBe('IDR');
  });
});

describe('atomWithEntry in the page store', () => {
  it('reads changes made while nothing subscribed to it', async () => {
    const { pageStore } = await import('./page-store');
    const currencyAtom = atomWithEntry(currencyEntry, 'SGD');
    expect(pageStore.get(currencyAtom)).toBe('SGD');

    writeEntry(currencyEntry, 'THB');
    expect(pageStore.get(currencyAtom)).toBe('THB');

    writeFromOtherTab('EUR');
    expect(pageStore.get(currencyAtom)).toBe('EUR');

    removeEntry(currencyEntry);
    expect(pageStore.get(currencyAtom)).toBe('SGD');
  });
});
