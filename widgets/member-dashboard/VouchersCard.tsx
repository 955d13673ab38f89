import { useId } from 'react';
import type { Voucher } from '../../shared/api/member-loyalty-service';
import type { Language } from '../../shared/domain/languages';
import { summariseVouchers } from '../../shared/domain/loyalty/voucher-summary';
import { formatNumber } from '../../shared/i18n/format';
import { textWithDates } from '../../shared/ui/shown-date';
import { translate } from './dashboard-messages';
import { Fact } from './MembershipCard';

/** One count per status, in this order; `used`: spent by a booking (issue 28), shown so a voucher never just disappears. */
const STATUS_KEYS = { success: 'voucherSuccess', reserved: 'voucherReserved', used: 'voucherUsed', expired: 'voucherExpired' } as const;
const STATUSES = Object.keys(STATUS_KEYS) as (keyof typeof STATUS_KEYS)[];

/**
 * The visitor's today (ISO), in the browser's time zone: a voucher is offered until the end of its
 * expiry day where the visitor is. Not `todayIn` of shared/domain/iso-date: importing it would load
 * the search's chunk on this page.
 */
function visitorToday(now = new Date()): string {
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

/** The vouchers summary (`get-all-voucher`): how many per status, the next to expire, the first three (issue 14 item 6). */
export function VouchersCard({ language, vouchers }: { language: Language; vouchers: readonly Voucher[] }) {
  const listId = useId();
  if (vouchers.length === 0) return <p className="stay-member-dashboard__note">{translate(language, 'noVouchers')}</p>;
  const { counts, nextExpiring, listed } = summariseVouchers(vouchers, visitorToday());
  return (
    <>
      <dl className="stay-member-dashboard__facts stay-member-dashboard__counts">
        {STATUSES.map((status) => (
          <Fact key={status} term={translate(language, STATUS_KEYS[status])}>
            {formatNumber(language, counts[status])}
          </Fact>
        ))}
      </dl>
      {nextExpiring && (
        <p className="stay-member-dashboard__note">
          {textWithDates(language, (dates) => translate(language, 'nextExpiring', { title: nextExpiring.title, ...dates }), {
            date: nextExpiring.expiryDate,
          })}
        </p>
      )}
      {listed.length > 0 && (
        <>
          <h3 id={listId} className="stay-member-dashboard__subtitle">
            {translate(language, 'upcomingVouchers')}
          </h3>
          <ul className="stay-member-dashboard__vouchers" aria-labelledby={listId}>
            {listed.map((voucher) => (
              <li key={voucher.voucherCode} className="stay-member-dashboard__voucher">
                <span className="stay-member-dashboard__voucher-title">{voucher.title}</span>
                <span className="stay-member-dashboard__voucher-meta">
                  {voucher.status === 'reserved' && `${translate(language, 'voucherReserved')} · `}
                  {textWithDates(language, (dates) => translate(language, 'voucherExpires', dates), { date: voucher.expiryDate })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
