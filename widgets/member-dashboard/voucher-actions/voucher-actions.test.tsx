import { expect } from 'chai';
import axe from 'axe-core';
import widgetStyles from '../../styles.css?inline';
import { getApiClient } from '../../../shared/api/page-client';
import { renderComponent } from '../../../testing/component-host';
import { addWidgetStyles, waitFor } from '../../../testing/fixtures';
import { resetPageForTest } from '../../../testing/page-state';
import { allByRole, byRole, queryByRole } from '../../../testing/roles';
import { VoucherActions } from './VoucherActions';

/*
 * The member area's voucher forms (issue 17 item 2; loyalty spec §4, §7, §8) against the sandbox:
 * gold@ already holds GLD-CASH-300 (linking it again answers E142), GUEST-CASH-100 is a guest
 * voucher nobody linked. Nothing here changes the shared sandbox's state.
 */
addWidgetStyles(widgetStyles);

function signIn(token: string | undefined): void {
  document.cookie = token ? `stay-member-token=${token}; path=/` : 'stay-member-token=; path=/; max-age=0';
  window.dispatchEvent(new CustomEvent('stay:session-change'));
}
after(() => signIn(undefined));

async function submit(host: HTMLElement, field: string, button: string, code: string): Promise<void> {
  const input = byRole(host, 'textbox', { name: field }) as HTMLInputElement;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, code);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  byRole(host, 'button', { name: button }).click();
}

const violations = async (root: HTMLElement) =>
  (await axe.run(root, { rules: { region: { enabled: false } } })).violations.map((violation) => violation.id);

describe('VoucherActions', () => {
  it('a member linking a voucher already linked reads E142; a guest voucher shows as available', async () => {
    signIn(undefined);
    await resetPageForTest({ language: 'en' });
    const login = await getApiClient().post(
      '/api/authen/login',
      { email: 'gold@demo.stay.example', password: 'StayDemo!1' },
      { parse: (raw) => (raw as { token: string }).token },
    );
    if (!login.ok) throw new Error(login.error.message);
    signIn(login.data);
    const { host } = renderComponent(<VoucherActions language="en" signedIn />);
    await waitFor(() => queryByRole(host, 'textbox', { name: 'Voucher code to add to your account' }), 'the forms');
    await submit(host, 'Voucher code to add to your account', 'Add to my account', 'GLD-CASH-300');
    await waitFor(
      () => allByRole(host, 'alert').some((alert) => alert.textContent === 'Voucher already linked to current account'),
      'E142',
    );
    await submit(host, 'Check a voucher code', 'Check voucher', 'GUEST-CASH-100');
    await waitFor(() => host.textContent?.includes('100 off a stay: available until'), 'the guest voucher');
    // A member's check is validate-voucher, as theirs: another member's voucher is not valid for them
    // (E111), where the guest check would say it does not exist (335).
    await submit(host, 'Check a voucher code', 'Check voucher', 'DIA-FREE-2N');
    await waitFor(() => allByRole(host, 'alert').some((alert) => alert.textContent === 'This voucher is not valid.'), 'E111');
    await submit(host, 'Check a voucher code', 'Check voucher', 'GLD-CASH-300');
    await waitFor(
      () => allByRole(host, 'status').some((status) => status.textContent?.startsWith('300 off your next stay: available until')),
      'own voucher',
    );
    expect(await violations(host)).to.deep.equal([]);
  });

  it('a visitor who is not signed in can only check a guest voucher', async () => {
    signIn(undefined);
    await resetPageForTest({ language: 'en' });
    const { host } = renderComponent(<VoucherActions language="en" signedIn={false} />);
    await waitFor(() => queryByRole(host, 'textbox', { name: 'Check a voucher code' }), 'the guest form');
    expect(queryByRole(host, 'textbox', { name: 'Voucher code to add to your account' })).to.equal(null);
    await submit(host, 'Check a voucher code', 'Check voucher', 'GUEST-OLD-50');
    await waitFor(() => allByRole(host, 'alert').some((alert) => alert.textContent === 'This voucher has expired.'), '331');
  });
});
