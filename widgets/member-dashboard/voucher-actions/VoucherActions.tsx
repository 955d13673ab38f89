import { useId, useState, type FormEvent } from 'react';
import { fetchGuestVoucher, linkVoucher, redeemNonBookingVoucher, validateVoucherCode } from '../../../shared/api/voucher-service';
import type { ApiResult } from '../../../shared/api/types';
import { getApiClient } from '../../../shared/api/page-client';
import type { Language } from '../../../shared/domain/languages';
import { checkVoucherCode, voucherErrorOf } from '../../../shared/domain/loyalty/voucher-rules';
import { refreshMemberProfile } from '../../../shared/store/member-session';
import { Button } from '../../../shared/ui/Button';
import { FormField } from '../../../shared/ui/form-field/FormField';
import { useTranslationsLoaded } from '../../../shared/ui/use-translations-loaded';
import { translateVoucherAction, type VoucherActionMessage } from './voucher-actions-messages';

type Outcome = { ok: true; text: string } | { ok: false; text: string } | undefined;

interface CodeFormProps<Data> {
  language: Language;
  label: VoucherActionMessage;
  action: VoucherActionMessage;
  send: (code: string) => Promise<ApiResult<Data>>;
  done: (data: Data, code: string) => string;
}

/** One code, one action: the code's characters checked first (loyalty §5), then the call; its answer or its error's message. */
function CodeForm<Data>({ language, label, action, send, done }: CodeFormProps<Data>) {
  const id = useId();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setOutcome(undefined);
    const checked = checkVoucherCode(code);
    if (!checked.ok)
      return setFieldError(translateVoucherAction(language, checked.reason === 'required' ? 'chooseOrType' : 'codeCharacters'));
    setFieldError(undefined);
    setPending(true);
    const answer = await send(checked.code);
    setPending(false);
    setOutcome(
      answer.ok
        ? { ok: true, text: done(answer.data, checked.code) }
        : { ok: false, text: translateVoucherAction(language, voucherErrorOf(answer.error)) },
    );
  }

  return (
    <form className="stay-voucher-actions__form" onSubmit={(event) => void submit(event)} noValidate>
      <FormField id={`${id}-code`} label={translateVoucherAction(language, label)} error={fieldError}>
        {(control) => <input {...control} type="text" autoComplete="off" value={code} onChange={(event) => setCode(event.target.value)} />}
      </FormField>
      <Button type="submit" aria-disabled={pending || undefined}>
        {translateVoucherAction(language, action)}
      </Button>
      <div role={outcome && !outcome.ok ? 'alert' : 'status'} className="stay-voucher-actions__outcome">
        {outcome && <p>{outcome.text}</p>}
      </div>
    </form>
  );
}

/**
 * The member area's voucher actions (issue 17 item 2; loyalty §4 "vouchers can be linked to an
 * account; non-booking vouchers are redeemed"): a member links a voucher (E142 when it is already
 * theirs) and redeems a non-booking one (a points voucher raises the balance shown in the header
 * and dashboard); anyone checks a voucher code: a member's with validate-voucher, a guest's with
 * get-voucher-guest-available.
 */
export function VoucherActions({ language, signedIn }: { language: Language; signedIn: boolean }) {
  const client = () => getApiClient();
  // Loaded on demand: shown once this part's texts are there, never in English for a moment.
  if (!useTranslationsLoaded(language)) return <div aria-busy="true" />;
  return (
    <div className="stay-voucher-actions">
      {signedIn && (
        <>
          <CodeForm
            language={language}
            label="linkLabel"
            action="link"
            send={(code) => linkVoucher(client(), code)}
            done={(_data, code) => translateVoucherAction(language, 'linked', { code })}
          />
          <CodeForm
            language={language}
            label="redeemLabel"
            action="redeem"
            send={(code) => redeemNonBookingVoucher(client(), code)}
            done={(data, code) => {
              if (data.points > 0) void refreshMemberProfile();
              return data.points > 0
                ? translateVoucherAction(language, 'redeemedPoints', { code, points: data.points })
                : translateVoucherAction(language, 'redeemed', { code });
            }}
          />
        </>
      )}
      <CodeForm
        language={language}
        label="guestLabel"
        action="check"
        // A member's code is checked as theirs (loyalty §7 POST vouchers/validate-voucher: linked,
        // not expired, not held by another booking); a guest's as a guest voucher nobody linked.
        send={async (code) => {
          if (!signedIn) return fetchGuestVoucher(client(), code);
          const checked = await validateVoucherCode(client(), code);
          return checked.ok ? { ok: true as const, data: { ...checked.data, available: checked.data.status === 'success' } } : checked;
        }}
        done={(data) =>
          translateVoucherAction(language, data.available ? 'guestAvailable' : 'guestUnavailable', {
            title: data.title,
            expiryDate: data.expiryDate,
          })
        }
      />
    </div>
  );
}
