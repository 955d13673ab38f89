import { useState } from 'react';
import type { MilesProgramme } from '../../shared/api/gateway-service';
import type { Language } from '../../shared/domain/languages';
import { EMPTY_MILES_LINK, milesLinkErrors, type MilesLinkField } from '../../shared/domain/loyalty/miles-link';
import { programmeErrorOf } from '../../shared/domain/loyalty/programme-errors';
import { pageStore } from '../../shared/store/page-store';
import { usePageValue } from '../../shared/store/use-page-value';
import { FormField } from '../../shared/ui/form-field/FormField';
import { ProgrammeForm } from './ProgrammeForm';
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

/**
 * The miles-programme link (loyalty spec §1, §7 getmilesprogram and membermilesprogramme; §8
 * E381-E394): the programmes with the member's linked numbers, and a form to link one more.
 */
export function MilesCard({ language, programmes }: { language: Language; programmes: MilesProgramme[] }) {
  const form = useProgrammeForm({ language, empty: EMPTY_MILES_LINK, validate: milesLinkErrors, labels: LABELS, problemPrefix: 'miles' });
  const [linked, setLinked] = useState<string>();
  const pending = usePageValue(linkMilesWrite.pending);
  const { values } = form;

  const submit = async () => {
    setLinked(undefined);
    if (!form.submitted()) return;
    const result = await pageStore.set(linkMilesWrite.run, { values, language });
    if (result.ok) {
      setLinked(programmes.find((programme) => programme.code === values.programmeCode)?.name ?? values.programmeCode);
      form.accepted();
      return;
    }
    console.warn(`[stay-widgets] <stay-member-programmes>: the miles link was refused: ${result.error.code ?? result.error.kind}`);
    form.refused(programmeErrorOf(result.error.code));
  };

  const field = (name: Exclude<MilesLinkField, 'programmeCode'>, autoComplete: string) => (
    <FormField id={idOf(name)} label={translate(language, LABELS[name])} error={form.fieldError(name)}>
      {(control) => (
        <input
          {...control}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(event) => form.change(name, event.target.value)}
          onBlur={() => form.leave(name)}
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
      <ProgrammeForm
        language={language}
        label={translate(language, 'miles.formLabel')}
        idPrefix="stay-miles"
        summary={form.summary.map(({ field: name, message }) => ({ fieldId: idOf(name), message }))}
        submitCount={form.interaction.submitCount}
        announcement={form.announcement}
        refusal={form.refusal}
        done={linked && translate(language, 'miles.done', { programme: linked })}
        submitLabel={translate(language, 'miles.submit')}
        pending={pending}
        onSubmit={() => void submit()}
      >
        <FormField id={idOf('programmeCode')} label={translate(language, LABELS.programmeCode)} error={form.fieldError('programmeCode')}>
          {(control) => (
            <select
              {...control}
              value={values.programmeCode}
              onChange={(event) => form.change('programmeCode', event.target.value)}
              onBlur={() => form.leave('programmeCode')}
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
      </ProgrammeForm>
    </>
  );
}
