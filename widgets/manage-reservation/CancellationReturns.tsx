import type { ReturnLine, VoucherLine } from '../../shared/domain/booking/cancellation-refund';
import type { Language } from '../../shared/domain/languages';
import { formatList } from '../../shared/i18n/format';
import { money } from '../../shared/ui/reservation/ReservationCard';
import { translate } from './manage-messages';

/** A returned voucher in words: what it was worth on the booking, with its currency, or its own description (a free night). */
function voucherText(language: Language, voucher: VoucherLine): string {
  if (voucher.kind === 'described') return voucher.title;
  return translate(language, 'voucherValue', { amount: money(language, voucher.amount, voucher.currencyCode) });
}

function lineText(language: Language, line: ReturnLine): string {
  switch (line.kind) {
    case 'refund':
      return `${translate(language, 'refund')}: ${money(language, line.amount, line.currencyCode)}`;
    case 'nothing-charged':
      return translate(language, 'nothingCharged');
    case 'no-refund':
      return translate(language, 'noRefund');
    case 'points':
      return translate(language, 'pointsBack', { points: line.points });
    case 'vouchers':
      return translate(language, 'vouchersBack', {
        vouchers: formatList(
          language,
          line.vouchers.map((voucher) => voucherText(language, voucher)),
        ),
      });
  }
}

/**
 * Which `data-return` a line carries (the README's styling contract): the card line is `refund`
 * whether it refunds or says why it does not.
 */
const RETURN_KIND: Record<ReturnLine['kind'], string> = {
  refund: 'refund',
  'nothing-charged': 'refund',
  'no-refund': 'refund',
  points: 'points',
  vouchers: 'vouchers',
};

/** What a cancellation gives back, each kind on its own line (issue 18 item 2; issue 28 item 5: `cancellationLines`). */
export function CancellationReturns({ language, returns }: { language: Language; returns: readonly ReturnLine[] }) {
  return (
    <ul>
      {returns.map((line) => (
        <li key={line.kind} data-return={RETURN_KIND[line.kind]}>
          {lineText(language, line)}
        </li>
      ))}
    </ul>
  );
}
