import { useState, type FormEvent } from 'react';
import type { TierMatchOverview } from '../../shared/api/gateway-service';
import type { Language } from '../../shared/domain/languages';
import { programmeErrorOf, type ProgrammeError } from '../../shared/domain/loyalty/programme-errors';
import { EMPTY_TIER_MATCH, tierMatchErrors, type TierMatchField, type TierMatchValues } from '../../shared/domain/loyalty/tier-match-form';
import { formatDateInWords } from '../../shared/i18n/format';
import { pageStore } from '../../shared/store/page-store';
import { usePageValue } from '../../shared/store/use-page-value';
import { ErrorSummary } from '../../shared/ui/form-field/ErrorSummary';
import { FormField } from '../../shared/ui/form-field/FormField';
import { errorText } from './MilesCard';
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
  const [values, setValues] = useState<TierMatchValues>(EMPTY_TIER_MATCH);
  const [refusal, setRefusal] = useState<ProgrammeError>();
  const [sent, setSent] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const form = useProgrammeForm<TierMatchField>();
  const pending = usePageValue(tierMatchWrite.pending);
  const errors = tierMatchErrors(values);
  const shown = form.visible(errors);
  const problemText = (field: TierMatchField) => {
    const problem = errors.find((error) => error.field === field)?.problem;
    return problem && translate(language, `tierMatch.problem.${problem}` as MessageKey, { field: translate(language, LABELS[field]) });
  };
  const fieldError = (field: TierMatchField) => (shown.some((error) => error.field === field) ? problemText(field) : undefined);
  const programme = overview.programmes.find((candidate) => candidate.code === values.programmeCode);
  const nameOf = (code: string) => overview.programmes.find((candidate) => candidate.code === code)?.name ?? code;

  const change = (field: TierMatchField, value: string) => {
    setValues((current) => ({ ...current, [field]: value, ...(field === 'programmeCode' ? { tierCode: '' } : {}) }));
    setRefusal(undefined);
    form.dispatch({ type: 'changed', field });
  };
  const leave = (field: TierMatchField) => {
    form.dispatch({ type: 'left', field });
    setAnnouncement(problemText(field) ?? '');
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    form.dispatch({ type: 'submitted' });
    setSent(false);
    if (errors.length > 0) return;
    const submission = {
      programmeCode: values.programmeCode,
      tierCode: values.tierCode,
      membershipNo: values.membershipNo.trim(),
      proof: values.proof.trim(),
    };
    const result = await pageStore.set(tierMatchWrite.run, { submission, language });
    if (result.ok) {
      setSent(true);
      setValues(EMPTY_TIER_MATCH);
      return;
    }
    console.warn(`[stay-widgets] <stay-member-programmes>: the tier match was refused: ${result.error.code ?? result.error.kind}`);
    setRefusal(programmeErrorOf(result.error.code));
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
      <form
        className="stay-member-programmes__form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={translate(language, 'tierMatch.formLabel')}
      >
        <ErrorSummary
          id="stay-tier-match-errors"
          headingLevel={3}
          title={translate(language, 'errorSummary')}
          errors={shown.map((error) => ({ fieldId: idOf(error.field), message: problemText(error.field) ?? '' }))}
          submitCount={form.interaction.submitCount}
        />
        <FormField id={idOf('programmeCode')} label={translate(language, LABELS.programmeCode)} error={fieldError('programmeCode')}>
          {(control) => (
            <select
              {...control}
              value={values.programmeCode}
              onChange={(event) => change('programmeCode', event.target.value)}
              onBlur={() => leave('programmeCode')}
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
        <FormField id={idOf('tierCode')} label={translate(language, LABELS.tierCode)} error={fieldError('tierCode')}>
          {(control) => (
            <select
              {...control}
              value={values.tierCode}
              onChange={(event) => change('tierCode', event.target.value)}
              onBlur={() => leave('tierCode')}
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
        <FormField id={idOf('membershipNo')} label={translate(language, LABELS.membershipNo)} error={fieldError('membershipNo')}>
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              value={values.membershipNo}
              onChange={(event) => change('membershipNo', event.target.value)}
              onBlur={() => leave('membershipNo')}
            />
          )}
        </FormField>
        <FormField
          id={idOf('proof')}
          label={translate(language, LABELS.proof)}
          hint={translate(language, 'tierMatch.proofHint')}
          error={fieldError('proof')}
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={values.proof}
              onChange={(event) => change('proof', event.target.value)}
              onBlur={() => leave('proof')}
            />
          )}
        </FormField>
        <p className="stay-visually-hidden" aria-live="polite">
          {announcement}
        </p>
        {refusal && (
          <p className="stay-member-programmes__refusal" role="alert">
            {errorText(language, refusal)}
          </p>
        )}
        {sent && (
          <p className="stay-member-programmes__done" role="status">
            {translate(language, 'tierMatch.done')}
          </p>
        )}
        <button type="submit" aria-disabled={pending || undefined}>
          {translate(language, pending ? 'sending' : 'tierMatch.submit')}
        </button>
      </form>
    </>
  );
}
