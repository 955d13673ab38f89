import type { PointMovement } from '../../shared/api/gateway-service';
import type { Language } from '../../shared/domain/languages';
import { formatDateInWords, formatNumber } from '../../shared/i18n/format';
import { translate, type MessageKey } from './programmes-messages';

const KINDS = ['earn', 'redeem', 'reverse', 'purchase', 'gift', 'voucher', 'adjust'];

/** The point history (loyalty spec §7 point-history): every movement of the member's points, newest first. */
export function PointHistoryCard({ language, movements }: { language: Language; movements: PointMovement[] }) {
  if (movements.length === 0) return <p>{translate(language, 'history.none')}</p>;
  return (
    <table className="stay-member-programmes__history">
      <caption className="stay-visually-hidden">{translate(language, 'history.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{translate(language, 'history.date')}</th>
          <th scope="col">{translate(language, 'history.kind')}</th>
          <th scope="col">{translate(language, 'history.reference')}</th>
          <th scope="col">{translate(language, 'history.points')}</th>
        </tr>
      </thead>
      <tbody>
        {movements.map((movement) => (
          <tr key={movement.movementId}>
            <td>{formatDateInWords(language, movement.date.slice(0, 10))}</td>
            <td>{translate(language, `history.kind.${KINDS.includes(movement.kind) ? movement.kind : 'adjust'}` as MessageKey)}</td>
            <td>{movement.reference}</td>
            <td className="stay-member-programmes__points">{`${movement.points > 0 ? '+' : ''}${formatNumber(language, movement.points)}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
