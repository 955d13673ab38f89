import type { ModifyReservationRecord } from '../../shared/domain/booking/modify/modify-record';
import { compareStays, differenceSettlement } from '../../shared/domain/booking/modify/stay-comparison';
import type { Language } from '../../shared/domain/languages';
import { fromMinor } from '../../shared/domain/money';
import { formatCurrency, formatIsoDate } from '../../shared/i18n/format';

export interface NewStay {
  startDate: string;
  endDate: string;
  total: number;
  currencyCode: string;
}

type Translate = (
  id: 'was' | 'becomes' | 'dates' | 'total' | 'difference' | 'comparison' | 'guestPaysProperty' | 'propertySettles',
  values?: Record<string, string>,
) => string;

/**
 * Old and new side by side with the price difference, before anything is committed (issue 18).
 * Amounts in minor units through `compareStays` (each total rounded once, the difference of the
 * two). Shown only when the record carries the original total in the cart's currency (decision:
 * a difference across currencies would be a guess). Below it, who settles a difference: nothing is
 * charged or refunded online (`differenceSettlement`, booking spec §4/§7 name no payment call).
 */
export function StayComparison({
  record,
  next,
  language,
  t,
}: {
  record: ModifyReservationRecord;
  next: NewStay;
  language: Language;
  t: Translate;
}) {
  if (record.total === undefined || record.currencyCode !== next.currencyCode) return null;
  const currency = next.currencyCode;
  const comparison = compareStays(
    { startDate: record.startDate, endDate: record.endDate, lines: { total: record.total } },
    { startDate: next.startDate, endDate: next.endDate, lines: { total: next.total } },
    currency,
  );
  const money = (minor: number) => formatCurrency(language, fromMinor(minor, currency), currency);
  const dates = (start: string, end: string) => `${formatIsoDate(language, start)} – ${formatIsoDate(language, end)}`;
  const settlement = differenceSettlement(comparison.differenceMinor);
  return (
    <>
      <table className="stay-modify-banner__comparison">
        <caption>{t('comparison')}</caption>
        <thead>
          <tr>
            <td>
              <span className="stay-visually-hidden">{t('comparison')}</span>
            </td>
            <th scope="col">{t('was')}</th>
            <th scope="col">{t('becomes')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('dates')}</th>
            <td>{dates(record.startDate, record.endDate)}</td>
            <td>{dates(next.startDate, next.endDate)}</td>
          </tr>
          <tr>
            <th scope="row">{t('total')}</th>
            <td>{money(comparison.oldTotalMinor)}</td>
            <td>{money(comparison.newTotalMinor)}</td>
          </tr>
          <tr>
            <th scope="row">{t('difference')}</th>
            <td colSpan={2}>{(comparison.differenceMinor > 0 ? '+' : '') + money(comparison.differenceMinor)}</td>
          </tr>
        </tbody>
      </table>
      {settlement !== 'none' && (
        <p className="stay-modify-banner__settlement">{t(settlement, { amount: money(Math.abs(comparison.differenceMinor)) })}</p>
      )}
    </>
  );
}
