import { useState, type FormEvent } from 'react';
import type { MilesProgramme } from '../../shared/api/gateway-service';
import type { Language } from '../../shared/domain/languages';
import { EMPTY_MILES_LINK, milesLinkErrors, type MilesLinkField, type MilesLinkValues } from '../../shared/domain/loyalty/miles-link';
import { programmeErrorOf, type ProgrammeError } from '../../shared/domain/loyalty/programme-errors';
import { pageStore } from '../../shared/store/page-store';
import { usePageValue } from '../../shared/store/use-page-value';
import { ErrorSummary } from '../../shared/ui/form-field/ErrorSummary';
import { FormField } from '../../shared/ui/form-field/FormField';
import { linkMilesWrite } from './programmes-data';
import { translate, type MessageKey } from './programmes-messages';
import { useProgrammeForm } from './use-programme-form';

const idOf = (field: MilesLinkField) => `stay-miles-${field}`;
const LABELS: Record<MilesLinkField, MessageKey> = {
  programmeCode: 'miles.programme',
  membershipNo: 'miles.membershipNo',
  firstName: 'miles.firstName',
  lastName: 'miles.lastName',
};

export function errorText(language: Language, error: ProgrammeError): string {
  return translate(language, `error.${error}` as MessageKey);
}

/**
 * The miles-programme link (loyalty spec §1, §7 getmilesprogram and membermilesprogramme; §8
 * E381-E394): the programmes with the member's linked numbers, and a form to link one more.
 */
export function MilesCard({ language, programmes }: { language: Language; programmes: MilesProgramme[] }) {
  const [values, setValues] = useState<MilesLinkValues>(EMPTY_MILES_LINK);
  const [refusal, setRefusal] = useState<ProgrammeError>();
  const [linked, setLinked] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const form = useProgrammeForm<MilesLinkField>();
  const pending = usePageValue(linkMilesWrite.pending);
  const errors = milesLinkErrors(values);
  const problemText = (field: MilesLinkField) => {
    const problem = errors.find((error) => error.field === field)?.problem;
    return problem && translate(language, `miles.problem.${problem}` as MessageKey, { field: translate(language, LABELS[field]) });
  };
  const shown = form.visible(errors);
  const fieldError = (field: MilesLinkField) => (shown.some((error) => error.field === field) ? problemText(field) : undefined);

  const change = (field: MilesLinkField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setRefusal(undefined);
    form.dispatch({ type: 'changed', field });
  };
  const leave = (field: MilesLinkField) => {
    form.dispatch({ type: 'left', field });
    setAnnouncement(problemText(field) ?? '');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    form.dispatch({ type: 'submitted' });
    setLinked(undefined);
    if (errors.length > 0) return;
    const result = await pageStore.set(linkMilesWrite.run, { values, language });
    if (result.ok) {
      setLinked(programmes.find((programme) => programme.code === values.programmeCode)?.name ?? values.programmeCode);
      setValues(EMPTY_MILES_LINK);
      return;
    }
    console.warn(`[stay-widgets] <stay-member-programmes>: the miles link was refused: ${result.error.code ?? result.error.kind}`);
    setRefusal(programmeErrorOf(result.error.code));
  };

  const field = (name: Exclude<MilesLinkField, 'programmeCode'>, autoComplete: string) => (
    <FormField id={idOf(name)} label={translate(language, LABELS[name])} error={fieldError(name)}>
      {(control) => (
        <input
          {...control}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => change(name, event.target.value)}
          onBlur={() => leave(name)}
        />
      )}
    </FormField>
  );

  return (
    <>
      <ul className="stay-member-programmes__list">
        {programmes.map((programme) => (
          <li key={programme.code}>
            <span>{programme.name}</span>{' '}
            <span>
              {programme.linkedMembershipNo
                ? translate(language, 'miles.linked', { number: programme.linkedMembershipNo })
                : translate(language, 'miles.notLinked')}
            </span>
          </li>
        ))}
      </ul>
      <form
        className="stay-member-programmes__form"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={translate(language, 'miles.formLabel')}
      >
        <ErrorSummary
          id="stay-miles-errors"
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
              <option value="">{translate(language, 'miles.choose')}</option>
              {programmes.map((programme) => (
                <option key={programme.code} value={programme.code}>
                  {programme.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {field('membershipNo', 'off')}
        {field('firstName', 'given-name')}
        {field('lastName', 'family-name')}
        <p className="stay-visually-hidden" aria-live="polite">
          {announcement}
        </p>
        {refusal && (
          <p className="stay-member-programmes__refusal" role="alert">
            {errorText(language, refusal)}
          </p>
        )}
        {linked && (
          <p className="stay-member-programmes__done" role="status">
            {translate(language, 'miles.done', { programme: linked })}
          </p>
        )}
        <button type="submit" aria-disabled={pending || undefined}>
          {translate(language, pending ? 'sending' : 'miles.submit')}
        </button>
      </form>
    </>
  );
}
