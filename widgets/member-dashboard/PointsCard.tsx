import type { PointsBalance } from '../../shared/api/member-loyalty-service';
import type { Language } from '../../shared/domain/languages';
import { formatNumber } from '../../shared/i18n/format';
import { textWithDates } from '../../shared/ui/shown-date';
import { translate } from './dashboard-messages';
import { Fact } from './MembershipCard';

/** The points balance (`available-point`): available, pending, and what expires when (issue 14 item 6). */
export function PointsCard({ language, balance }: { language: Language; balance: PointsBalance }) {
  const points = (value: number) => formatNumber(language, value);
  return (
    <dl className="stay-member-dashboard__facts">
      <Fact term={translate(language, 'availablePoints')}>
        <span className="stay-member-dashboard__points">{points(balance.availablePoints)}</span>
      </Fact>
      <Fact term={translate(language, 'pendingPoints')}>{points(balance.pendingPoints)}</Fact>
      <Fact term={translate(language, 'expiringPoints')}>
        {balance.expiringOn
          ? textWithDates(language, (dates) => translate(language, 'expiringOn', { points: points(balance.expiringPoints), ...dates }), {
              date: balance.expiringOn,
            })
          : translate(language, 'noExpiringPoints')}
      </Fact>
    </dl>
  );
}
