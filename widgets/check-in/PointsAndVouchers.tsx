import { useState, type FormEvent } from 'react';
import type { StayKey } from '../../shared/api/checkin-service';
import type { Language } from '../../shared/domain/languages';
import { pageStore } from '../../shared/store/page-store';
import { Button } from '../../shared/ui/Button';
import { FormField } from '../../shared/ui/form-field/FormField';
import { pointConversionWrite, type CheckinData } from './checkin-data';
import { money, translate } from './checkin-messages';

/**
 * Where the property offers them to a signed-in member (get-property-info with isLoggedIn):
 * the vouchers the stay can use (listofredeemablevoucher) and points that pay the balance
 * (pointer-conversion, through the points ledger). Nothing for guests.
 */
export function PointsAndVouchers({ language, stay, data }: { language: Language; stay: StayKey; data: CheckinData }) {
  const [points, setPoints] = useState('');
  const [outcome, setOutcome] = useState<string | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const { property, vouchers, bill } = data;

  async function convert(event: FormEvent) {
    event.preventDefault();
    const count = Number(points);
    setOutcome(undefined);
    setFailed(false);
    if (!Number.isInteger(count) || count <= 0) return setFailed(true);
    const result = await pageStore.set(pointConversionWrite.run, { stay, points: count, balance: bill.balance });
    if (!result.ok) return setFailed(true);
    setOutcome(
      translate(language, 'pointsConverted', {
        points: result.data.pointsConverted,
        amount: money(language, result.data.amount, bill.currencyCode),
      }),
    );
    setPoints('');
  }

  return (
    <>
      {property.vouchersOffered && vouchers.length > 0 && (
        <section className="stay-check-in__vouchers" aria-labelledby="stay-check-in-vouchers">
          <h4 id="stay-check-in-vouchers">{translate(language, 'vouchers')}</h4>
          {/* Loyalty spec §7 lists listofredeemablevoucher but no call that applies a voucher at check-in (issue 18). */}
          <p className="stay-check-in__vouchers-note">{translate(language, 'vouchersAtProperty')}</p>
          <ul>
            {vouchers.map((voucher) => (
              <li key={voucher.voucherCode}>{voucher.title}</li>
            ))}
          </ul>
        </section>
      )}
      {property.pointConversionOffered && bill.balance > 0 && (
        <form className="stay-check-in__points" noValidate onSubmit={(event) => void convert(event)} aria-labelledby="stay-check-in-points">
          <h4 id="stay-check-in-points">{translate(language, 'pointsTitle')}</h4>
          <FormField
            id="stay-check-in-points-count"
            label={translate(language, 'pointsLabel')}
            error={failed ? translate(language, 'pointsFailed') : undefined}
          >
            {(controlProps) => (
              <input {...controlProps} inputMode="numeric" value={points} onChange={(event) => setPoints(event.target.value)} />
            )}
          </FormField>
          <Button type="submit" className="stay-check-in__secondary">
            {translate(language, 'pointsConvert')}
          </Button>
          <p role="status">{outcome}</p>
        </form>
      )}
    </>
  );
}
