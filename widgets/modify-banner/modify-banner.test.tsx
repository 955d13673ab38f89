import { expect } from 'chai';
import { loadTranslations } from '../../shared/i18n/catalogue';
import { guestCartEntry } from '../../shared/store/booking-session-entries';
import { isModifying } from '../../shared/store/modify-flag';
import { beginModify } from '../../shared/store/modify-session';
import { readEntry, writeEntry } from '../../shared/storage';
import { renderComponent } from '../../testing/component-host';
import { waitFor } from '../../testing/fixtures';
import { resetPageForTest } from '../../testing/page-state';
import { byRole, queryByRole } from '../../testing/roles';
import { ModifyBanner, ModifyBannerView, translate } from './ModifyBanner';
import { StayComparison } from './StayComparison';

const record = {
  confirmNo: 'SR4100001',
  pointsRedeemed: 0,
  returnVoucher: false,
  promotionType: 0 as const,
  hotelCode: 'SGORCH',
  startDate: '2027-03-10',
  endDate: '2027-03-12',
};

beforeEach(async () => {
  await resetPageForTest({ language: 'en' });
});

describe('modify banner (issue 18: "Changing reservation SR…" with a way to leave)', () => {
  it('names the reservation in a labelled region, in Arabic too', async () => {
    const { host, rerender } = renderComponent(<ModifyBannerView record={record} label="" language="en" onLeave={() => undefined} />);
    expect(byRole(host, 'region', { name: 'Changing reservation SR4100001' })).to.be.instanceOf(HTMLElement);
    await loadTranslations('ar');
    rerender(<ModifyBannerView record={record} label="" language="ar" onLeave={() => undefined} />);
    expect(host.textContent).to.contain('تغيير الحجز SR4100001');
  });

  it('shows nothing when no modification is under way', () => {
    const { host } = renderComponent(<ModifyBanner label="" />);
    expect(host.textContent).to.equal('');
  });

  it('leaving ends the flow, says so and gives the guest cart back', async () => {
    const cart = { currencyCode: 'SGD', shoppingCartDeviceType: 'desktop' as const, lastModified: 1, items: [] };
    writeEntry(guestCartEntry, cart);
    beginModify(record);
    expect(isModifying()).to.equal(true);
    const { host } = renderComponent(<ModifyBanner label="" />);
    const leave = await waitFor(
      () => queryByRole<HTMLButtonElement>(host, 'button', { name: 'Keep my reservation as it is' }),
      'the leave button',
    );
    leave.click();
    const status = await waitFor(() => queryByRole(host, 'status'), 'the status message');
    expect(status.textContent).to.contain('no longer changing reservation SR4100001');
    expect(isModifying()).to.equal(false);
    expect(readEntry(guestCartEntry)).to.deep.equal(cart);
  });

  it('shows old and new side by side with the difference, once per total (issue 18)', () => {
    const t = (
      id: 'was' | 'becomes' | 'dates' | 'total' | 'difference' | 'comparison' | 'guestPaysProperty' | 'propertySettles',
      values?: Record<string, string>,
    ) => translate('en', id, values);
    const withTotal = { ...record, total: 436, currencyCode: 'SGD' };
    const next = { startDate: '2027-03-17', endDate: '2027-03-20', total: 654.1, currencyCode: 'SGD' };
    const { host, rerender } = renderComponent(<StayComparison record={withTotal} next={next} language="en" t={t} />);
    const table = host.querySelector('table')!;
    expect(table.caption?.textContent).to.equal(t('comparison'));
    expect(Array.from(table.querySelectorAll('th[scope="col"]'), (cell) => cell.textContent)).to.deep.equal([t('was'), t('becomes')]);
    const difference = table.rows[table.rows.length - 1]!;
    expect(difference.textContent).to.match(/\+.*218\.10/);
    // Issue 18 gap 4: no payment call for a modification; the summary says who settles the difference.
    expect(host.querySelector('.stay-modify-banner__settlement')?.textContent?.replace(/\s+/g, ' ')).to.equal(
      'Nothing is charged now: you pay the difference of SGD 218.10 at the property.',
    );
    rerender(<StayComparison record={withTotal} next={{ ...next, total: 400 }} language="en" t={t} />);
    expect(host.querySelector('.stay-modify-banner__settlement')?.textContent?.replace(/\s+/g, ' ')).to.equal(
      'Nothing is refunded now: the property settles the difference of SGD 36.00 with you.',
    );
    rerender(<StayComparison record={withTotal} next={{ ...next, total: 436 }} language="en" t={t} />);
    expect(host.querySelector('.stay-modify-banner__settlement')).to.equal(null);
    // Another currency: no comparison (a guess across currencies is not shown).
    rerender(<StayComparison record={withTotal} next={{ ...next, currencyCode: 'JPY' }} language="en" t={t} />);
    expect(host.textContent).to.equal('');
  });
});
