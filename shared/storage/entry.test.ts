// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_CHANGE_EVENT, subscribeEntry, type StorageChangeDetail } from './change-events';
import { defineEntry, readEntry, removeEntry, writeEntry } from './entry';

interface Guest {
  name: string;
}

function parseGuest(raw: unknown): Guest | undefined {
  if (typeof raw !== 'object' || raw === null || !('name' in raw) || typeof raw.name !== 'string') return undefined;
  return { name: raw.name };
}

const guestEntry = defineEntry({ key: 'guest', area: 'local', lifetimeMs: 30_000, parse: parseGuest });
const sessionGuestEntry = defineEntry({ key: 'guest', area: 'session', parse: parseGuest });

function storageChanges(): StorageChangeDetail[] {
  const changes: StorageChangeDetail[] = [];
  window.addEventListener(STORAGE_CHANGE_EVENT, ({ detail }) => changes.push(detail));
  return changes;
}

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('defineEntry', () => {
  it('prefixes the key with stay:', () => {
    expect(guestEntry.key).toBe('stay:guest');
  });
});

describe('writeEntry and readEntry', () => {
  it('stores the value with its storage time', () => {
    writeEntry(guestEntry, { name: 'Ana' }, 1_000);

    expect(JSON.parse(localStorage.getItem('stay:guest') ?? '')).toEqual({ value: { name: 'Ana' }, storedAt: 1_000 });
    expect(readEntry(guestEntry, 1_000)).toEqual({ name: 'Ana' });
  });

  it('keeps session and local entries apart', () => {
    writeEntry(sessionGuestEntry, { name: 'Session' });

    expect(readEntry(sessionGuestEntry)).toEqual({ name: 'Session' });
    expect(readEntry(guestEntry)).toBeUndefined();
  });

  it('keeps null as a value: only undefined means rejected', () => {
    const parseRegion = (raw: unknown): string | null | undefined => (raw === null || typeof raw === 'string' ? raw : undefined);
    const regionEntry = defineEntry({ key: 'region', area: 'local', parse: parseRegion });
    writeEntry(regionEntry, null);

    expect(readEntry(regionEntry)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads an absent entry as undefined without a warning', () => {
    expect(readEntry(guestEntry)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a removed entry as undefined', () => {
    writeEntry(guestEntry, { name: 'Ana' });
    removeEntry(guestEntry);

    expect(readEntry(guestEntry)).toBeUndefined();
    expect(localStorage.getItem('stay:guest')).toBeNull();
  });
});

describe('lifetimes (spec booking §9: fresh while now − storedAt < lifetime)', () => {
  it.each([
    { case: 'just stored', now: 10_000, fresh: true },
    { case: 'one ms before the lifetime ends', now: 39_999, fresh: true },
    { case: 'age equal to the lifetime', now: 40_000, fresh: false },
    { case: 'long after', now: 1_000_000, fresh: false },
  ])('$case', ({ now, fresh }) => {
    writeEntry(guestEntry, { name: 'Ana' }, 10_000);

    expect(readEntry(guestEntry, now)).toEqual(fresh ? { name: 'Ana' } : undefined);
  });

  it('keeps a stale value in storage and does not warn', () => {
    writeEntry(guestEntry, { name: 'Ana' }, 10_000);

    expect(readEntry(guestEntry, 50_000)).toBeUndefined();
    expect(readEntry(guestEntry, 10_001)).toEqual({ name: 'Ana' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('never expires an entry without a lifetime', () => {
    writeEntry(sessionGuestEntry, { name: 'Ana' }, 0);

    expect(readEntry(sessionGuestEntry, Number.MAX_SAFE_INTEGER)).toEqual({ name: 'Ana' });
  });
});

describe('malformed values', () => {
  it.each([
    { case: 'not JSON', stored: '{"value":' },
    { case: 'a bare value without envelope', stored: '"Ana"' },
    { case: 'null', stored: 'null' },
    { case: 'no storedAt', stored: '{"value":{"name":"Ana"}}' },
    { case: 'storedAt not a number', stored: '{"value":{"name":"Ana"},"storedAt":"yesterday"}' },
    { case: 'no value', stored: '{"storedAt":1000}' },
    { case: 'value rejected by parse', stored: '{"value":{"name":42},"storedAt":1000}' },
  ])('$case: reads undefined, warns once naming the key, removes it', ({ stored }) => {
    localStorage.setItem('stay:guest', stored);

    expect(readEntry(guestEntry, 1_000)).toBeUndefined();
    expect(readEntry(guestEntry, 1_000)).toBeUndefined();

    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('stay:guest');
    expect(localStorage.getItem('stay:guest')).toBeNull();
  });

  it.each([
    { case: 'prototype-pollution JSON', stored: '{"__proto__":{"polluted":1}}' },
    {
      case: 'a polluting value',
      stored: '{"value":{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}},"storedAt":1000}',
    },
    { case: 'deeply nested arrays', stored: `{"value":${'['.repeat(100_000)}${']'.repeat(100_000)},"storedAt":1000}` },
    { case: 'deeply nested arrays without envelope', stored: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
  ])('garbage ($case, issue 12 §8): reads undefined with a warning, pollutes nothing', ({ stored }) => {
    localStorage.setItem('stay:guest', stored);

    expect(readEntry(guestEntry, 1_000)).toBeUndefined();

    expect(warn).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('stay:guest')).toBeNull();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('stores a value it cannot turn into JSON (nested beyond the engine) nowhere, with a warning, never throwing', () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 1_000_000; level += 1) deep = [deep];

    expect(() => writeEntry(guestEntry, deep as Guest)).not.toThrow();
    expect(localStorage.getItem('stay:guest')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"stay:guest"'));
  });

  it('treats a throwing parse like a rejecting one', () => {
    const throwingEntry = defineEntry({
      key: 'throwing',
      area: 'local',
      parse: (): never => {
        throw new TypeError('bad');
      },
    });
    localStorage.setItem('stay:throwing', JSON.stringify({ value: 'anything', storedAt: 0 }));

    expect(readEntry(throwingEntry)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('fields storage may never hold (issue 12 §7)', () => {
  it('leaves out staff codes, token, e-mail and card data, warning with the key and the fields', () => {
    const anything = defineEntry({ key: 'anything', area: 'session', parse: (raw: unknown) => raw });

    writeEntry(anything, {
      name: 'Ana',
      email: 'ana@example.com',
      session: { token: 't0k3n' },
      ListStaffCode: ['STAFFHQ'],
      card: { cardNumber: '4111' },
    });

    const stored = sessionStorage.getItem('stay:anything') ?? '';
    expect(JSON.parse(stored).value).toEqual({ name: 'Ana', session: {}, card: {} });
    expect(stored).not.toMatch(/ana@example|t0k3n|STAFFHQ|4111/);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/"stay:anything".*email, token, ListStaffCode, cardNumber/));
  });
});

describe('change events', () => {
  it('announces writes and removals in this tab', () => {
    const changes = storageChanges();

    writeEntry(guestEntry, { name: 'Ana' });
    removeEntry(sessionGuestEntry);

    expect(changes).toEqual([
      { key: 'stay:guest', area: 'local' },
      { key: 'stay:guest', area: 'session' },
    ]);
  });

  it('subscribeEntry hears same-tab changes of its own entry only', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeEntry(guestEntry, listener);

    writeEntry(guestEntry, { name: 'Ana' });
    writeEntry(sessionGuestEntry, { name: 'Other area' });
    writeEntry(defineEntry({ key: 'other', area: 'local', parse: parseGuest }), { name: 'Other key' });
    removeEntry(guestEntry);
    unsubscribe();
    writeEntry(guestEntry, { name: 'After unsubscribe' });

    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('subscribeEntry hears local storage events from other tabs for its key', () => {
    const listener = vi.fn();
    subscribeEntry(guestEntry, listener);

    window.dispatchEvent(new StorageEvent('storage', { key: 'stay:guest', storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'stay:other', storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'stay:guest', storageArea: sessionStorage }));

    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('session entries do not listen to storage events', () => {
    const listener = vi.fn();
    subscribeEntry(sessionGuestEntry, listener);

    window.dispatchEvent(new StorageEvent('storage', { key: 'stay:guest', storageArea: sessionStorage }));

    expect(listener).not.toHaveBeenCalled();
  });
});
