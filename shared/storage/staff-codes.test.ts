// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeStaffCodes, encodeStaffCodes, readStaffCodes, STAFF_CODES_COOKIE, writeStaffCodes } from './staff-codes';

afterEach(() => {
  document.cookie = `${STAFF_CODES_COOKIE}=; path=/; max-age=0`;
  vi.restoreAllMocks();
});

describe('staff codes in their cookie (booking spec §6: base64 in a cookie)', () => {
  it('stores the list base64-encoded and reads it back', () => {
    writeStaffCodes(['STAFFHQ', 'STAFFOPS'], 86_400_000);

    const stored = decodeURIComponent(document.cookie.match(/stay-staff-codes=([^;]*)/)?.[1] ?? '');
    expect(atob(stored)).toBe('["STAFFHQ","STAFFOPS"]');
    expect(document.cookie).not.toContain('STAFFHQ');
    expect(readStaffCodes()).toEqual(['STAFFHQ', 'STAFFOPS']);
  });

  it('round-trips codes outside Latin-1', () => {
    expect(decodeStaffCodes(encodeStaffCodes(['職員', 'STAFF']))).toEqual(['職員', 'STAFF']);
  });

  it('removes the cookie for an empty list', () => {
    writeStaffCodes(['STAFFHQ'], 60_000);
    writeStaffCodes([], 60_000);
    expect(document.cookie).not.toContain(STAFF_CODES_COOKIE);
    expect(readStaffCodes()).toEqual([]);
  });

  it.each(['not base64!', btoa('{"a":1}'), btoa('[1,2]'), btoa('[')])('ignores the unreadable value %s with a warning', (value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.cookie = `${STAFF_CODES_COOKIE}=${encodeURIComponent(value)}; path=/`;
    expect(readStaffCodes()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(STAFF_CODES_COOKIE));
  });
});
