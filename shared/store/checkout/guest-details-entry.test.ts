// @vitest-environment jsdom
import { createStore } from 'jotai/vanilla';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_APARTMENT_GUEST, type GuestDetails } from '../../domain/booking/guest-details';
import { readEntry } from '../../storage';
import { guestDetailsAtom, guestDetailsEntry } from './guest-details-entry';

/** Issue 16 item 1: values kept as typed in session storage; issue 12 §7: never the e-mail. */
const typed: GuestDetails = {
  apartments: { 'item-1': { ...EMPTY_APARTMENT_GUEST, firstName: ' Aiko', email: 'aiko@stay.example', arrivalTime: '9:3' } },
  acceptConditions: true,
};

beforeEach(() => sessionStorage.clear());

describe('guest details entry', () => {
  it('keeps every value as typed, the e-mail in the page only', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createStore();
    store.set(guestDetailsAtom, typed);
    expect(store.get(guestDetailsAtom)).toEqual(typed);
    const { email: _email, ...withoutEmail } = typed.apartments['item-1']!;
    expect(readEntry(guestDetailsEntry)?.apartments['item-1']).toEqual(withoutEmail);
    expect(sessionStorage.getItem(guestDetailsEntry.key)).not.toContain('aiko@stay.example');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('after a reload (a new store) everything but the e-mail comes back', () => {
    createStore().set(guestDetailsAtom, typed);
    expect(createStore().get(guestDetailsAtom)).toEqual({
      ...typed,
      apartments: { 'item-1': { ...typed.apartments['item-1'], email: '' } },
    });
  });
});
