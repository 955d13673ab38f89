// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sandboxApi } from '../../testing/sandbox-api';
import {
  fetchAvailableVouchers,
  fetchGuestVoucher,
  linkVoucher,
  parseStayVoucher,
  redeemNonBookingVoucher,
  validateApplyVoucher,
  validateVoucherCode,
  validateVoucherProgramme,
} from './voucher-service';

const { client } = sandboxApi();

async function memberClient(email: string) {
  const login = await client().post(
    '/api/authen/login',
    { email, password: 'StayDemo!1' },
    { parse: (raw) => (raw as { token: string }).token },
  );
  if (!login.ok) throw new Error(login.error.message);
  return client({ getAuthToken: () => login.data });
}

const STAY = {
  totalChargeIncludeTax: 600,
  hotelCode: 'SGORCH',
  checkinDate: '2027-03-10',
  checkoutDate: '2027-03-12',
  currencyCode: 'SGD',
};

describe('parseStayVoucher (loyalty spec §3 "Voucher")', () => {
  it('blanks a promo code the category does not carry and drops an unknown category', () => {
    expect(parseStayVoucher({ voucherCode: 'X-CASH', category: 'cash', promoCode: 'SHOULD-GO', amountRedeemed: 10 })?.promoCode).toBe('');
    expect(parseStayVoucher({ voucherCode: 'X-FREE', category: 'free-stay', promoCode: 'VF', amountRedeemed: 10 })?.promoCode).toBe('VF');
    expect(parseStayVoucher({ voucherCode: 'X', category: 'mystery', amountRedeemed: 10 })).toBeUndefined();
    expect(parseStayVoucher({ voucherCode: 'X', category: 'cash' })).toBeUndefined();
  });
});

describe('voucher calls against the sandbox (loyalty spec §7)', () => {
  it('lists, applies and checks a member voucher; links, redeems and checks a guest voucher', async () => {
    const gold = await memberClient('gold@demo.stay.example');
    const list = await fetchAvailableVouchers(gold, STAY);
    expect(list.ok && list.data.find((voucher) => voucher.voucherCode === 'GLD-STAY3-FREE')).toMatchObject({
      applicable: false,
      minimumStayMessage: 'minimumLengthOfStay',
    });
    const applied = await validateApplyVoucher(gold, STAY, 'GLD-FREE-1N');
    expect(applied.ok && applied.data).toMatchObject({ amountRedeemed: 300, promoCode: 'VFREE1' });
    const short = await validateApplyVoucher(gold, STAY, 'GLD-STAY3-FREE');
    expect(!short.ok && [short.error.code, short.error.details]).toEqual([
      'E163',
      { minimumNights: 3, category: 'free-stay', minimumStayMessage: 'minimumLengthOfStay' },
    ]);
    expect((await validateVoucherCode(gold, 'GLD-CASH-300')).ok).toBe(true);
    expect((await validateVoucherProgramme(client(), 'VPFREE')).ok).toBe(true);
    const guest = await fetchGuestVoucher(client(), 'GUEST-PTS-200');
    expect(guest.ok && guest.data.available).toBe(true);
    expect((await linkVoucher(gold, 'GUEST-PTS-200')).ok).toBe(true);
    const again = await linkVoucher(gold, 'GUEST-PTS-200');
    expect(!again.ok && again.error.code).toBe('E142');
    const redeemed = await redeemNonBookingVoucher(gold, 'GUEST-PTS-200');
    expect(redeemed.ok && redeemed.data.points).toBe(200);
  });
});
