import { useState } from 'react';
import type { TierMatchOverview } from '../../shared/api/gateway-service';
import type { Language } from '../../shared/domain/languages';
import { programmeErrorOf } from '../../shared/domain/loyalty/programme-errors';
import { EMPTY_TIER_MATCH, tierMatchErrors, type TierMatchField } from '../../shared/domain/loyalty/tier-match-form';
import { formatDateInWords } from '../../shared/i18n/format';
import { pageStore } from '../../shared/store/page-store';
import { usePageValue } from '../../shared/store/use-page-value';
import { FormField } from '../../shared/ui/form-field/FormField';
import { ProgrammeForm } from './ProgrammeForm';
import { tierMatchWrite } from './programmes-data';
import { translate, type MessageKey } from './programmes-messages';
import { useProgrammeForm } from './use-programme-form';

const idOf = (field: TierMatchField) => `stay-tier-match-${field}`;
const LABELS: Record<TierMatchField, MessageKey> = {
  programmeCode: 'tierMatch.programme',
  tierCode: 'tierMatch.tier',
  membershipNo: 'tierMatch.membershipNo',
  proof: 'tierMatch.proof',
};

/** Tier match (loyalty spec §1; §7 tiermatchloyaltyprogram, submitmembertiermatch): the member's requests and a form for a new one. */
export function TierMatchCard({ language, overview }: { language: Language; overview: TierMatchOverview }) {
  const form = useProgrammeForm({
    language,
    empty: EMPTY_TIER_MATCH,
    validate: tierMatchErrors,
    labels: LABELS,
    problemPrefix: 'tierMatch',
  });
  const [sent, setSent] = useState(false);
  const pending = usePageValue(tierMatchWrite.pending);
  const { values } = form;
  const programme = overview.programmes.find((candidate) => candidate.code === values.programmeCode);
  const nameOf = (code: string) => overview.programmes.find((candidate) => candidate.code === code)?.name ?? code;

  const submit = async () => {
    setSent(false);
    if (!form.submitted()) return;
    const submission = {
      programmeCode: values.programmeCode,
      tierCode: values.tierCode,
      membershipNo: values.membershipNo.trim(),
      proof: values.proof.trim(),
    };
    const result = await pageStore.set(tierMatchWrite.run, { submission, language });
    if (result.ok) {
      setSent(true);
      form.accepted();
      return;
    }
    console.warn(`[stay-widgets] <stay-member-programmes>: the tier match was refused: ${result.error.code ?? result.error.kind}`);
    form.refused(programmeErrorOf(result.error.code));
  };

  return (
    <>
      {overview.requests.length > 0 ? (
        <ul className="stay-member-programmes__list" aria-label={translate(language, 'tierMatch.requests')}>
          {overview.requests.map((request) => (
            <li key={request.requestId}>
              {translate(language, 'tierMatch.request', {
                programme: nameOf(request.programmeCode),
                date: formatDateInWords(language, request.submittedAt.slice(0, 10)),
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p>{translate(language, 'tierMatch.none')}</p>
      )}
      <ProgrammeForm
        language={language}
        label={translate(language, 'tierMatch.formLabel')}
        idPrefix="stay-tier-match"
        summary={form.summary.map(({ field, message }) => ({ fieldId: idOf(field), message }))}
        submitCount={form.interaction.submitCount}
        announcement={form.announcement}
        refusal={form.refusal}
        done={sent ? translate(language, 'tierMatch.done') : undefined}
        submitLabel={translate(language, 'tierMatch.submit')}
        pending={pending}
        onSubmit={() => void submit()}
      >
        <FormField id={idOf('programmeCode')} label={translate(language, LABELS.programmeCode)} error={form.fieldError('programmeCode')}>
          {(control) => (
            <select
              {...control}
              value={values.programmeCode}
              onChange={(event) => form.change('programmeCode', event.target.value, { tierCode: '' })}
              onBlur={() => form.leave('programmeCode')}
            >
              <option value="">{translate(language, 'tierMatch.choose')}</option>
              {overview.programmes.map((candidate) => (
                <option key={candidate.code} value={candidate.code}>
                  {candidate.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={idOf('tierCode')} label={translate(language, LABELS.tierCode)} error={form.fieldError('tierCode')}>
          {(control) => (
            <select
              {...control}
              value={values.tierCode}
              onChange={(event) => form.change('tierCode', event.target.value)}
              onBlur={() => form.leave('tierCode')}
            >
              <option value="">{translate(language, 'tierMatch.chooseTier')}</option>
              {(programme?.tiers ?? []).map((tier) => (
                <option key={tier.code} value={tier.code}>
                  {tier.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={idOf('membershipNo')} label={translate(language, LABELS.membershipNo)} error={form.fieldError('membershipNo')}>
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              value={values.membershipNo}
              onChange={(event) => form.change('membershipNo', event.target.value)}
              onBlur={() => form.leave('membershipNo')}
            />
          )}
        </FormField>
        <FormField
          id={idOf('proof')}
          label={translate(language, LABELS.proof)}
          hint={translate(language, 'tierMatch.proofHint')}
          error={form.fieldError('proof')}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={values.proof}
              onChange={(event) => form.change('proof', event.target.value)}
              onBlur={() => form.leave('proof')}
            />
          )}
        </FormField>
      </ProgrammeForm>
    </>
  );
}
