import { useState, type FormEvent } from 'react';
import type { Reservation } from '../../shared/domain/booking/reservation';
import { parseConfirmationNumbers } from '../../shared/domain/booking/confirmation-numbers';
import { emailProblem } from '../../shared/domain/loyalty/email-rules';
import type { Language } from '../../shared/domain/languages';
import type { ReservationKey } from '../../shared/api/reservation-service';
import { pageStore } from '../../shared/store/page-store';
import { Button } from '../../shared/ui/Button';
import { ErrorSummary } from '../../shared/ui/form-field/ErrorSummary';
import { FormField } from '../../shared/ui/form-field/FormField';
import { formInteraction, initialInteraction, isErrorShown } from '../../shared/ui/form-state/form-state';
import { useFormReducer } from '../../shared/ui/form-state/use-form-reducer';
import { translate } from './manage-messages';
import { lookupWrite } from './manage-writes';

type Field = 'confirmNo' | 'email';
const EMAIL_TEXT = { required: 'emailRequired', tooLong: 'emailTooLong', malformed: 'emailMalformed' } as const;
/** Booking spec §8 codes the lookup answers with their own message; anything else is "try again". */
const LOOKUP_CODES = ['E91', 'E118', 'E164'] as const;

function confirmNoProblem(value: string): 'confirmNoRequired' | 'confirmNoMalformed' | undefined {
  if (!value.trim()) return 'confirmNoRequired';
  const { confirmNos, rejected } = parseConfirmationNumbers(value);
  return confirmNos.length === 1 && rejected.length === 0 ? undefined : 'confirmNoMalformed';
}

export interface LookupFormProps {
  language: Language;
  /** The number to start from (a reload asks for the e-mail again, issue 12 §7). */
  initialConfirmNo: string;
  onFound: (key: ReservationKey, reservation: Reservation) => void;
}

/**
 * The reservation lookup (issue 18 item 1; booking spec §2): confirmation number and e-mail, the
 * form primitives' messages after a field was left or the form sent, and the service's answer:
 * E91 not found, E118 cancelled, E164 made in the app, each in words, as an alert. What was typed stays.
 */
export function LookupForm({ language, initialConfirmNo, onFound }: LookupFormProps) {
  const [values, setValues] = useState({ confirmNo: initialConfirmNo, email: '' });
  const [interaction, dispatch] = useFormReducer(formInteraction<Field>, initialInteraction<Field>);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const problems = { confirmNo: confirmNoProblem(values.confirmNo), email: emailProblem(values.email) };
  const messageOf = (field: Field): string | undefined => {
    const problem = problems[field];
    if (!problem) return undefined;
    return translate(language, field === 'email' ? EMAIL_TEXT[problem as keyof typeof EMAIL_TEXT] : (problem as 'confirmNoRequired'));
  };
  const shown = (field: Field) => (isErrorShown(interaction, field) ? messageOf(field) : undefined);
  const errors = (['confirmNo', 'email'] as const).flatMap((field) => {
    const message = messageOf(field);
    return message ? [{ fieldId: `stay-lookup-${field}`, message }] : [];
  });

  async function find(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    dispatch({ type: 'submitted' });
    setFailure(undefined);
    if (errors.length > 0) return;
    setSending(true);
    const key = { confirmNo: values.confirmNo.trim().toUpperCase(), email: values.email.trim() };
    const result = await pageStore.set(lookupWrite.run, key);
    setSending(false);
    if (result.ok) return onFound(key, result.data);
    const code = LOOKUP_CODES.find((known) => known === result.error.code);
    setFailure(translate(language, code ?? 'lookupFailed'));
  }

  const field = (name: Field, type: 'text' | 'email', extra: { hint?: string; autoComplete: string }) => (
    <FormField id={`stay-lookup-${name}`} label={translate(language, name)} hint={extra.hint} error={shown(name)}>
      {(controlProps) => (
        <input
          {...controlProps}
          type={type}
          autoComplete={extra.autoComplete}
          spellCheck={false}
          value={values[name]}
          onChange={(event) => {
            const value = event.target.value;
            setValues((current) => ({ ...current, [name]: value }));
            dispatch({ type: 'changed', field: name });
          }}
          onBlur={() => dispatch({ type: 'left', field: name })}
        />
      )}
    </FormField>
  );

  return (
    <form className="stay-manage-reservation__lookup" noValidate aria-labelledby="stay-lookup-title" onSubmit={(event) => void find(event)}>
      <h2 id="stay-lookup-title">{translate(language, 'lookupTitle')}</h2>
      <p>{translate(language, 'lookupIntro')}</p>
      <ErrorSummary
        id="stay-lookup-errors"
        title={translate(language, 'errorsTitle')}
        errors={errors}
        submitCount={interaction.submitCount}
        headingLevel={3}
      />
      {field('confirmNo', 'text', { hint: translate(language, 'confirmNoHint'), autoComplete: 'off' })}
      {field('email', 'email', { autoComplete: 'email' })}
      <Button type="submit" className="stay-manage-reservation__find" aria-disabled={sending || undefined}>
        {translate(language, sending ? 'finding' : 'find')}
      </Button>
      <p className="stay-manage-reservation__lookup-alert" role="alert">
        {failure}
      </p>
    </form>
  );
}
