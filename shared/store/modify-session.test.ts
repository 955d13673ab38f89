// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEntry, writeEntry } from '../storage';
import { guestCartEntry } from './booking-session-entries';
import { cartSummaryEntry } from './cart/cart-count-entry';
import { beginModify, leaveModify, modifyRecordAtom, modifyRecordEntry, type ModifyReservationRecord } from './modify-session';
import { pageStore } from './page-store';

const record: ModifyReservationRecord = {
  confirmNo: 'SR4100001',
  pointsRedeemed: 0,
  returnVoucher: false,
  promotionType: 5,
  hotelCode: 'SGSOM',
  startDate: '2026-12-01',
  endDate: '2026-12-03',
};
const guestCart = { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop' as const, lastModified: 1, items: [] };

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('modify session (booking spec §4 "Modify flow"; issue 18: the guest cart is untouched)', () => {
  it('flags the flow with the record, sets the guest cart aside and restores it on leave', () => {
    writeEntry(guestCartEntry, guestCart);
    writeEntry(cartSummaryEntry, { count: 3, currencyCode: 'SGD', revision: 7 });
    beginModify(record);
    expect(pageStore.get(modifyRecordAtom)).toMatchObject({ confirmNo: 'SR4100001', promotionType: 5 });
    expect(readEntry(guestCartEntry)).toBeUndefined();
    expect(readEntry(cartSummaryEntry)).toMatchObject({ count: 0 });

    // The journey writes a modify cart; leaving puts the guest's back.
    writeEntry(guestCartEntry, { ...guestCart, currencyCode: 'JPY' });
    leaveModify();
    expect(pageStore.get(modifyRecordAtom)).toBeUndefined();
    expect(readEntry(guestCartEntry)).toEqual(guestCart);
    expect(readEntry(cartSummaryEntry)).toEqual({ count: 0, currencyCode: 'SGD', revision: 9 });
  });

  it('a second beginModify keeps the cart set aside by the first', () => {
    writeEntry(guestCartEntry, guestCart);
    beginModify(record);
    writeEntry(guestCartEntry, { ...guestCart, currencyCode: 'JPY' });
    beginModify({ ...record, confirmNo: 'SR4100002' });
    leaveModify();
    expect(readEntry(guestCartEntry)).toEqual(guestCart);
  });

  it('never stores an e-mail, and refuses a bad record with a warning', () => {
    beginModify({ ...record, email: 'a@b.co' } as ModifyReservationRecord);
    expect(sessionStorage.getItem(modifyRecordEntry.key)).not.toContain('a@b.co');
    leaveModify();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    beginModify({ ...record, confirmNo: '' });
    expect(pageStore.get(modifyRecordAtom)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('modify-reservation'), expect.anything());
    warn.mockRestore();
  });
});
