import { expect } from 'chai';
import axe from 'axe-core';
import widgetStyles from '../../../styles.css?inline';
import { getApiClient } from '../../../../shared/api/page-client';
import { pageStore } from '../../../../shared/store/page-store';
import { sampleCartItem } from '../../../../testing/cart-fixtures';
import { renderComponent } from '../../../../testing/component-host';
import { addWidgetStyles, waitFor } from '../../../../testing/fixtures';
import { resetPageForTest, type SandboxFault } from '../../../../testing/page-state';
import { byRole, queryByRole } from '../../../../testing/roles';
import { appliedVoucherAtom, voucherHoldFields } from './applied-voucher';
import { VoucherEntry } from './VoucherEntry';
import { VoucherSection } from './VoucherSection';

/*
 * The summary step's voucher section (issue 17 item 2) against the sandbox's voucher store
 * (loyalty spec §3-§5, §7, §8): gold@ has GLD-FREE-1N (one free night), GLD-STAY3-FREE (3 nights
 * at least) and others. Applying only checks, so the shared sandbox's state is not changed.
 */
addWidgetStyles(widgetStyles);

const STAY = {
  totalChargeIncludeTax: 600,
  hotelCode: 'SGORCH',
  checkinDate: '2027-02-10',
  checkoutDate: '2027-02-12',
  currencyCode: 'SGD',
};

function signIn(token: string | undefined): void {
  document.cookie = token ? `stay-member-token=${token}; path=/` : 'stay-member-token=; path=/; max-age=0';
  window.dispatchEvent(new CustomEvent('stay:session-change'));
}

async function signedInPage(faults: SandboxFault[] = []): Promise<void> {
  signIn(undefined);
  await resetPageForTest({ language: 'en', faults });
  const login = await getApiClient().post(
    '/api/authen/login',
    { email: 'gold@demo.stay.example', password: 'StayDemo!1' },
    { parse: (raw) => (raw as { token: string }).token },
  );
  if (!login.ok) throw new Error(login.error.message);
  signIn(login.data);
}

after(() => signIn(undefined));

const violations = async (root: HTMLElement) =>
  (await axe.run(root, { rules: { region: { enabled: false } } })).violations.map((violation) => violation.id);

async function section() {
  const { host } = renderComponent(<VoucherSection language="en" stay={STAY} total={600} />);
  await waitFor(() => queryByRole(host, 'group', { name: 'Your vouchers for this stay' }), 'the voucher list');
  return host;
}

describe('VoucherSection', () => {
  it('applies a chosen free-stay voucher: the amount, the total after it, the promo code, and the hold fields', async () => {
    await signedInPage();
    const host = await section();
    expect(await violations(host)).to.deep.equal([]);
    byRole(host, 'radio', { name: /GLD-FREE-1N/ }).click();
    byRole(host, 'button', { name: 'Apply voucher' }).click();
    const status = await waitFor(() => host.querySelector('[role="status"]'), 'the applied voucher');
    // Currency formats put a no-break space between code and amount.
    const shown = (status.textContent ?? '').replace(/\u00a0/g, ' ');
    expect(shown).to.contain('Voucher GLD-FREE-1N applied: SGD 300.00 off.').and.contain('Total after voucher: SGD 300.00');
    expect(shown).to.contain('Promotion code VFREE1 goes with this booking.');
    expect(voucherHoldFields(pageStore.get(appliedVoucherAtom))).to.deep.equal({
      voucherCode: 'GLD-FREE-1N',
      voucherCurrency: 'SGD',
      voucherAmountRedeemed: 300,
      voucherCategory: 'free-stay',
      isRedeemVoucher: true,
    });
    expect(await violations(host)).to.deep.equal([]);
    byRole(host, 'button', { name: 'Remove voucher' }).click();
    await waitFor(() => pageStore.get(appliedVoucherAtom) === undefined, 'the voucher removed');
  });

  it("a stay too short shows the category's minimum-stay message, in the list and when applied", async () => {
    await signedInPage();
    const host = await section();
    expect(host.textContent).to.contain('This voucher needs a minimum length of stay (nights: 3).');
    byRole(host, 'radio', { name: /GLD-STAY3-FREE/ }).click();
    byRole(host, 'button', { name: 'Apply voucher' }).click();
    const alert = await waitFor(() => byRole(host, 'alert').textContent || undefined, 'the minimum-stay message');
    expect(alert).to.equal('This voucher needs a minimum length of stay (nights: 3).');
    expect(await violations(host)).to.deep.equal([]);
  });

  it('an injected 330 reads as out of stock; a typed code with bad characters is refused before any call', async () => {
    await signedInPage([{ match: 'validate-apply-voucher-booking', kind: 'error', status: 409, errorCode: '330' }]);
    const host = await section();
    const field = byRole(host, 'textbox', { name: 'Or type a voucher code' }) as HTMLInputElement;
    const type = (value: string) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('GLD FREE!');
    byRole(host, 'button', { name: 'Apply voucher' }).click();
    await waitFor(() => host.textContent?.includes('A voucher code has 4 to 32 letters'), 'the field error');
    type('gld-cash-300');
    byRole(host, 'button', { name: 'Apply voucher' }).click();
    await waitFor(() => byRole(host, 'alert').textContent === 'This voucher is out of stock.', 'the 330 message');
    expect(await violations(host)).to.deep.equal([]);
  });
});

describe('VoucherEntry', () => {
  const items = [sampleCartItem()];
  const totals = { totalBeforeTax: 300, totalTax: 30, total: 330, currencyCode: 'SGD' };

  it('shows nothing to a guest, and to a member a button that opens the section', async () => {
    signIn(undefined);
    await resetPageForTest({ language: 'en' });
    const guest = renderComponent(<VoucherEntry language="en" items={items} totals={totals} />);
    expect(guest.host.textContent).to.equal('');
    await signedInPage();
    const { host } = renderComponent(<VoucherEntry language="en" items={items} totals={totals} />);
    const open = await waitFor(() => queryByRole<HTMLButtonElement>(host, 'button', { name: 'Use a voucher' }), 'the button');
    expect(open.getAttribute('aria-expanded')).to.equal('false');
    open.click();
    // The button goes: the focus moves to the section's heading (never to the page's start).
    await waitFor(() => document.activeElement === byRole(host, 'heading', { name: 'Voucher' }), 'the focus on the heading');
    await waitFor(() => queryByRole(host, 'button', { name: 'Apply voucher' }), 'the section', 5000);
  });
});
