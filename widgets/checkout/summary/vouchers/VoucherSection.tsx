import { useId, useMemo, useState } from 'react';
import { fetchAvailableVouchers, validateApplyVoucher, type StayVoucher, type VoucherStay } from '../../../../shared/api/voucher-service';
import type { ApiError } from '../../../../shared/api/types';
import { fractionDigitsOf } from '../../../../shared/domain/currency';
import type { Language } from '../../../../shared/domain/languages';
import { checkVoucherCode, minimumStayMessageOf } from '../../../../shared/domain/loyalty/voucher-rules';
import { formatCurrency } from '../../../../shared/i18n/format';
import { pageStore } from '../../../../shared/store/page-store';
import { defineServerRead } from '../../../../shared/store/server-read';
import { defineServerWrite } from '../../../../shared/store/server-write';
import { loginTokenAtom } from '../../../../shared/store/session-atoms';
import { usePageAtom } from '../../../../shared/store/use-page-value';
import { useServerRead } from '../../../../shared/store/use-server-read';
import { Button } from '../../../../shared/ui/Button';
import { FormField } from '../../../../shared/ui/form-field/FormField';
import { Skeleton } from '../../../../shared/ui/Skeleton';
import { appliedVoucherAtom } from './applied-voucher';
import { voucherErrorText } from './voucher-error-message';
import { translateVoucher } from './voucher-messages';

/** The member's vouchers for this stay (loyalty §7 get-list-available-voucher); read again on login change. */
const availableVouchersRead = defineServerRead({
  read: (stay: VoucherStay, { client }) => fetchAvailableVouchers(client, stay),
  login: loginTokenAtom,
});

/** Validate and apply (loyalty §7): a check, not a change, so nothing to invalidate. */
const applyVoucherWrite = defineServerWrite({
  write: ({ stay, code }: { stay: VoucherStay; code: string }, { client }) => validateApplyVoucher(client, stay, code),
  invalidates: [],
});

export interface VoucherSectionProps {
  language: Language;
  stay: VoucherStay;
  /** The cart's total before the voucher, in `stay.currencyCode`. */
  total: number;
}

const money = (language: Language, amount: number, currency: string) =>
  formatCurrency(language, amount, currency, fractionDigitsOf(currency));

/** Why a listed voucher does not apply to this stay, or undefined when it does. */
function reasonOf(language: Language, voucher: StayVoucher): string | undefined {
  if (voucher.applicable) return undefined;
  if (voucher.minimumStayMessage)
    return translateVoucher(language, minimumStayMessageOf(voucher.category), { nights: voucher.minimumNights });
  return voucherErrorText(language, { kind: 'backend', code: voucher.errorCode });
}

/**
 * The summary step's voucher section (issue 17 item 2): the member chooses one of the vouchers
 * listed for this stay or types a code, applies it (validate-apply), and sees the amount, the
 * total after it and whether a promotion code goes with the booking (loyalty §3). The applied
 * voucher goes with the hold (`applied-voucher.ts`).
 */
export function VoucherSection({ language, stay, total }: VoucherSectionProps) {
  const id = useId();
  const { state } = useServerRead(availableVouchersRead, stay);
  const [applied, setApplied] = usePageAtom(appliedVoucherAtom);
  const [chosen, setChosen] = useState('');
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const vouchers = useMemo(() => (state.state === 'hasData' ? state.data : []), [state]);
  const currency = stay.currencyCode;

  async function apply() {
    setFieldError(undefined);
    setFailure(undefined);
    const wanted = typed.trim() === '' ? chosen : typed;
    const checked = checkVoucherCode(wanted);
    if (!checked.ok) {
      const message = translateVoucher(language, checked.reason === 'required' ? 'chooseOrType' : 'codeCharacters');
      return typed.trim() === '' ? setFailure(message) : setFieldError(message);
    }
    setPending(true);
    const answer = await pageStore.set(applyVoucherWrite.run, { stay, code: checked.code });
    setPending(false);
    if (!answer.ok) return setFailure(voucherErrorText(language, answer.error as ApiError));
    const { voucherCode, category, amountRedeemed, promoCode } = answer.data;
    setApplied({ voucherCode, category, amountRedeemed, promoCode, currency: answer.data.currency || currency });
  }

  if (applied) {
    return (
      <div className="stay-checkout-vouchers__applied" role="status">
        <p>
          {translateVoucher(language, 'applied', { code: applied.voucherCode, amount: money(language, applied.amountRedeemed, currency) })}
        </p>
        <p className="stay-checkout-vouchers__total">
          {translateVoucher(language, 'totalAfter', { total: money(language, Math.max(0, total - applied.amountRedeemed), currency) })}
        </p>
        <p>
          {applied.promoCode
            ? translateVoucher(language, 'promoCarried', { promoCode: applied.promoCode })
            : translateVoucher(language, 'promoBlank')}
        </p>
        <Button className="stay-checkout-summary__secondary" onClick={() => setApplied(undefined)}>
          {translateVoucher(language, 'remove')}
        </Button>
      </div>
    );
  }

  return (
    <div className="stay-checkout-vouchers__form">
      {state.state === 'loading' ? (
        <Skeleton className="stay-checkout-vouchers__loading" label={translateVoucher(language, 'loading')} />
      ) : vouchers.length === 0 ? (
        <p>{translateVoucher(language, 'noVouchers')}</p>
      ) : (
        <fieldset className="stay-checkout-vouchers__list">
          <legend>{translateVoucher(language, 'listLegend')}</legend>
          {vouchers.map((voucher) => {
            const reason = reasonOf(language, voucher);
            const optionId = `${id}-${voucher.voucherCode}`;
            return (
              <div key={voucher.voucherCode} className="stay-checkout-vouchers__option">
                <input
                  type="radio"
                  id={optionId}
                  name={`${id}-voucher`}
                  value={voucher.voucherCode}
                  checked={chosen === voucher.voucherCode}
                  onChange={() => setChosen(voucher.voucherCode)}
                  aria-describedby={reason ? `${optionId}-reason` : undefined}
                />
                <label htmlFor={optionId}>
                  {translateVoucher(language, 'voucherOption', {
                    title: voucher.title,
                    code: voucher.voucherCode,
                    amount: money(language, voucher.amountRedeemed, currency),
                  })}
                </label>
                {reason && (
                  <p id={`${optionId}-reason`} className="stay-checkout-vouchers__reason">
                    {reason}
                  </p>
                )}
              </div>
            );
          })}
        </fieldset>
      )}
      <FormField id={`${id}-code`} label={translateVoucher(language, 'codeLabel')} error={fieldError}>
        {(control) => (
          <input {...control} type="text" autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
        )}
      </FormField>
      <div role="alert" className="stay-checkout-vouchers__error">
        {failure && <p>{failure}</p>}
      </div>
      <Button className="stay-checkout-summary__secondary" aria-disabled={pending || undefined} onClick={() => !pending && void apply()}>
        {translateVoucher(language, 'apply')}
      </Button>
    </div>
  );
}
