import { useState } from 'react';
import type { RepresentativePanelData } from '../../shared/api/gateway-service';
import type { Language } from '../../shared/domain/languages';
import { programmeErrorOf, type ProgrammeError } from '../../shared/domain/loyalty/programme-errors';
import { formatDateInWords, formatNumber } from '../../shared/i18n/format';
import { pageStore } from '../../shared/store/page-store';
import { usePageValue } from '../../shared/store/use-page-value';
import { FormField } from '../../shared/ui/form-field/FormField';
import { ProgrammeForm } from './ProgrammeForm';
import { distributeWrite } from './programmes-data';
import { translate } from './programmes-messages';

type Field = 'voucherProgrammeCode' | 'memberId';
const idOf = (field: Field) => `stay-representative-${field}`;
const MEMBER_ID = /^[A-Za-z]{2}\d{5,10}$/;

/**
 * The representative panel (loyalty spec §1 "Representatives … fetch representative information,
 * vouchers and activities, and distribute point vouchers"; §3 Representative data; §6 the login
 * token authorises it): info, the point vouchers left, activities, what was distributed, and a
 * form to give one point voucher to a member by member id (errors 10121-10127, §8).
 */
export function RepresentativeCard({ language, panel }: { language: Language; panel: RepresentativePanelData }) {
  const [voucherProgrammeCode, setVoucher] = useState('');
  const [memberId, setMemberId] = useState('');
  const [submits, setSubmits] = useState(0);
  const [refusal, setRefusal] = useState<ProgrammeError>();
  const [given, setGiven] = useState<string>();
  const pending = usePageValue(distributeWrite.pending);
  const problems: { field: Field; message: string }[] = [
    ...(voucherProgrammeCode
      ? []
      : [{ field: 'voucherProgrammeCode' as const, message: translate(language, 'representative.problem.voucher') }]),
    ...(MEMBER_ID.test(memberId.trim())
      ? []
      : [{ field: 'memberId' as const, message: translate(language, 'representative.problem.memberId') }]),
  ];
  const shown = submits > 0 ? problems : [];
  const errorOf = (field: Field) => shown.find((problem) => problem.field === field)?.message;
  const points = (value: number) => formatNumber(language, value);

  const submit = async () => {
    setSubmits((count) => count + 1);
    setGiven(undefined);
    setRefusal(undefined);
    if (problems.length > 0) return;
    const result = await pageStore.set(distributeWrite.run, { memberId: memberId.trim(), voucherProgrammeCode, language });
    if (result.ok) {
      setGiven(memberId.trim().toUpperCase());
      setMemberId('');
      setSubmits(0);
      return;
    }
    console.warn(`[stay-widgets] <stay-member-programmes>: the distribution was refused: ${result.error.code ?? result.error.kind}`);
    setRefusal(programmeErrorOf(result.error.code));
  };

  return (
    <>
      <dl className="stay-member-programmes__facts">
        <div>
          <dt>{translate(language, 'representative.name')}</dt>
          <dd>{panel.info.name}</dd>
        </div>
        <div>
          <dt>{translate(language, 'representative.company')}</dt>
          <dd>{panel.info.company}</dd>
        </div>
        <div>
          <dt>{translate(language, 'representative.region')}</dt>
          <dd>{panel.info.region}</dd>
        </div>
      </dl>
      <h3 className="stay-member-programmes__subtitle">{translate(language, 'representative.vouchers')}</h3>
      <ul className="stay-member-programmes__list">
        {panel.vouchers.map((voucher) => (
          <li key={voucher.voucherProgrammeCode}>
            {translate(language, 'representative.voucher', { title: voucher.title, remaining: voucher.remaining })}
          </li>
        ))}
      </ul>
      <h3 className="stay-member-programmes__subtitle">{translate(language, 'representative.activities')}</h3>
      <ul className="stay-member-programmes__list">
        {panel.activities.map((activity) => (
          <li key={activity.activityId}>
            {activity.title} ({formatDateInWords(language, activity.date)})
          </li>
        ))}
      </ul>
      <h3 className="stay-member-programmes__subtitle" id="stay-representative-distributed">
        {translate(language, 'representative.distributed')}
      </h3>
      {panel.distributed.length === 0 ? (
        <p>{translate(language, 'representative.noneDistributed')}</p>
      ) : (
        <ul className="stay-member-programmes__list" aria-labelledby="stay-representative-distributed">
          {panel.distributed.map((item) => (
            <li key={item.distributionId}>
              {translate(language, 'representative.distributedItem', {
                title: item.title,
                member: `${item.memberName} (${item.memberId})`,
                code: item.voucherCode,
                points: points(item.points),
              })}
            </li>
          ))}
        </ul>
      )}
      <ProgrammeForm
        language={language}
        label={translate(language, 'representative.formLabel')}
        idPrefix="stay-representative"
        summary={shown.map((problem) => ({ fieldId: idOf(problem.field), message: problem.message }))}
        submitCount={submits}
        refusal={refusal}
        done={given && translate(language, 'representative.done', { member: given })}
        submitLabel={translate(language, 'representative.submit')}
        pending={pending}
        onSubmit={() => void submit()}
      >
        <FormField
          id={idOf('voucherProgrammeCode')}
          label={translate(language, 'representative.voucherField')}
          error={errorOf('voucherProgrammeCode')}
        >
          {(control) => (
            <select {...control} value={voucherProgrammeCode} onChange={(event) => setVoucher(event.target.value)}>
              <option value="">{translate(language, 'representative.chooseVoucher')}</option>
              {panel.vouchers.map((voucher) => (
                <option key={voucher.voucherProgrammeCode} value={voucher.voucherProgrammeCode} disabled={voucher.remaining < 1}>
                  {voucher.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={idOf('memberId')}
          label={translate(language, 'representative.memberId')}
          hint={translate(language, 'representative.memberIdHint')}
          error={errorOf('memberId')}
        >
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              spellCheck={false}
              value={memberId}
              onChange={(event) => setMemberId(event.target.value)}
            />
          )}
        </FormField>
      </ProgrammeForm>
    </>
  );
}
