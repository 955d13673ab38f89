// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The area state is kept for the page's lifetime, so each case loads fresh modules. */
async function loadStorage(): Promise<typeof import('./index')> {
  vi.resetModules();
  return import('./index');
}

const parseText = (raw: unknown): string | undefined => (typeof raw === 'string' ? raw : undefined);

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('storage that cannot be opened (cookies disabled)', () => {
  beforeEach(() => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
  });

  it('keeps values in memory, warns once and reports the area unavailable', async () => {
    const { defineEntry, isStorageAvailable, readEntry, removeEntry, writeEntry } = await loadStorage();
    const entry = defineEntry({ key: 'cart', area: 'local', parse: parseText });

    writeEntry(entry, 'first');
    writeEntry(entry, 'second');
    expect(readEntry(entry)).toBe('second');
    removeEntry(entry);
    expect(readEntry(entry)).toBeUndefined();

    expect(isStorageAvailable('local')).toBe(false);
    expect(isStorageAvailable('session')).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('local storage');
  });

  it('still announces changes', async () => {
    const { defineEntry, subscribeEntry, writeEntry } = await loadStorage();
    const entry = defineEntry({ key: 'cart', area: 'local', parse: parseText });
    const listener = vi.fn();
    subscribeEntry(entry, listener);

    writeEntry(entry, 'in memory');

    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('a write that fails (quota exceeded)', () => {
  it('keeps that value in memory, other stored values stay readable, warns once per area', async () => {
    const { defineEntry, isStorageAvailable, readEntry, writeEntry } = await loadStorage();
    const stored = defineEntry({ key: 'stored', area: 'local', parse: parseText });
    const overflowing = defineEntry({ key: 'overflowing', area: 'local', parse: parseText });
    writeEntry(stored, 'on disk');
    expect(isStorageAvailable('local')).toBe(true);

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    writeEntry(overflowing, 'in memory');
    writeEntry(overflowing, 'in memory again');

    expect(readEntry(overflowing)).toBe('in memory again');
    expect(readEntry(stored)).toBe('on disk');
    expect(isStorageAvailable('local')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
