import { useState } from 'react';
import type { Language } from '../../shared/domain/languages';
import type { ProgrammeError } from '../../shared/domain/loyalty/programme-errors';
import {
  formInteraction,
  initialInteraction,
  shownErrors,
  type FormInteraction,
  type InteractionEvent,
} from '../../shared/ui/form-state/form-state';
import { useFormReducer } from '../../shared/ui/form-state/use-form-reducer';
import { translate, type MessageKey } from './programmes-messages';

interface ProgrammeFormRules<Field extends string, Values extends Record<Field, string>> {
  language: Language;
  empty: Values;
  /** The pure validator of shared/domain/loyalty: one entry per problem field. */
  validate: (values: Values) => readonly { field: Field; problem: string }[];
  labels: Record<Field, MessageKey>;
  /** Where the problem texts live: `${prefix}.problem.${problem}`. */
  problemPrefix: 'miles' | 'tierMatch';
}

/**
 * The state of one of the programme forms (shared/ui/form-state): the values, errors shown once a
 * field was left or the form submitted, the server's refusal, and `announcement`: the message of
 * the field just left, for a polite live region (the focus has moved on, so the field's own
 * message would go unheard).
 */
export function useProgrammeForm<Field extends string, Values extends Record<Field, string>>(rules: ProgrammeFormRules<Field, Values>) {
  const { language, empty, validate, labels, problemPrefix } = rules;
  const [values, setValues] = useState<Values>(empty);
  const [refusal, setRefusal] = useState<ProgrammeError>();
  const [announcement, setAnnouncement] = useState('');
  const [interaction, dispatch] = useFormReducer<FormInteraction<Field>, InteractionEvent<Field>>(formInteraction, initialInteraction);
  const errors = validate(values);
  const shown = shownErrors(interaction, errors);
  const problemText = (field: Field) => {
    const problem = errors.find((error) => error.field === field)?.problem;
    return (
      problem && translate(language, `${problemPrefix}.problem.${problem}` as MessageKey, { field: translate(language, labels[field]) })
    );
  };
  return {
    values,
    refusal,
    announcement,
    interaction,
    errors,
    summary: shown.map((error) => ({ field: error.field, message: problemText(error.field) ?? '' })),
    fieldError: (field: Field) => (shown.some((error) => error.field === field) ? problemText(field) : undefined),
    /** A typed value; `also` sets dependent fields with it (a new programme clears its tier). */
    change(field: Field, value: string, also: Partial<Values> = {}) {
      setValues((current) => ({ ...current, [field]: value, ...also }));
      setRefusal(undefined);
      dispatch({ type: 'changed', field });
    },
    leave(field: Field) {
      dispatch({ type: 'left', field });
      setAnnouncement(problemText(field) ?? '');
    },
    /** Counts the submit; true when the values may be sent. */
    submitted(): boolean {
      dispatch({ type: 'submitted' });
      return errors.length === 0;
    },
    accepted: () => setValues(empty),
    refused: setRefusal,
  };
}
