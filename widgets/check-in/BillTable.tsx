import { useId } from 'react';
import type { Bill } from '../../shared/api/checkin-service';
import type { Language } from '../../shared/domain/languages';
import { money, translate } from './checkin-messages';

/** The charges (getreservationcharges) or the final bill (reservationcheckout): each line, then the totals. */
export function BillTable({ language, bill, caption }: { language: Language; bill: Bill; caption: string }) {
  const amount = (value: number) => money(language, value, bill.currencyCode);
  const captionId = useId();
  return (
    <table className="stay-check-in__bill" aria-labelledby={captionId}>
      <caption id={captionId}>{caption}</caption>
      <tbody>
        {bill.lines.map((line) => (
          <tr key={line.code + line.description}>
            <th scope="row">{line.description}</th>
            <td>{amount(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{translate(language, 'total')}</th>
          <td>{amount(bill.total)}</td>
        </tr>
        <tr>
          <th scope="row">{translate(language, 'paid')}</th>
          <td>{amount(bill.paid)}</td>
        </tr>
        {bill.paidWithPoints > 0 && (
          <tr>
            <th scope="row">{translate(language, 'paidWithPoints')}</th>
            <td>{amount(bill.paidWithPoints)}</td>
          </tr>
        )}
        <tr>
          <th scope="row">{translate(language, 'balance')}</th>
          <td>{amount(bill.balance)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
