import { useState, type FormEvent } from 'react';
import { emailProblem } from '../../domain/loyalty/email-rules';
import type { Language } from '../../domain/languages';
import { pageStore } from '../../store/page-store';
import { Button } from '../Button';
import { FormField } from '../form-field/FormField';
import { formInteraction, initialInteraction, isErrorShown } from '../form-state/form-state';
import { useFormReducer } from '../form-state/use-form-reducer';
import { translate } from './reservation-messages';
import { shareBooking } from './share-write';

const PROBLEM_TEXT = { required: 'emailRequired', tooLong: 'emailTooLong', malformed: 'emailMalformed' } as const;

type Outcome = { kind: 'sent'; email: string } | { kind: 'failed' } | undefined;

/**
 * "Share with a friend" (issue 16 item 2; call 10): one e-mail field with the form primitives,
 * its message after the field was left or the form sent (DESIGN.md §8 forms), the e-mail rule of
 * the account forms (`email-rules.ts`). The outcome is announced: sent in a polite status, a
 * failure as an alert; the address stays so a failure can be sent again.
 */
export function ShareForm({ language, confirmNos }: { language: Language; confirmNos: readonly string[] }) {
  const [email, setEmail] = useState('');
  const [interaction, dispatch] = useFormReducer(formInteraction<'email'>, initialInteraction<'email'>);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const problem = emailProblem(email);
  const error = problem && isErrorShown(interaction, 'email') ? translate(language, PROBLEM_TEXT[problem]) : undefined;

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    dispatch({ type: 'submitted' });
    setOutcome(undefined);
    if (problem) {
      document.getElementById('stay-share-email')?.focus();
      return;
    }
    setSending(true);
    const address = email.trim();
    const result = await pageStore.set(shareBooking.run, { confirmNos, email: address });
    setSending(false);
    setOutcome(result.ok ? { kind: 'sent', email: address } : { kind: 'failed' });
  }

  return (
    <form
      className="stay-reservation-confirmation__share"
      noValidate
      onSubmit={(event) => void send(event)}
      aria-labelledby="stay-share-title"
    >
      <h3 id="stay-share-title">{translate(language, 'shareTitle')}</h3>
      <FormField id="stay-share-email" label={translate(language, 'shareEmail')} hint={translate(language, 'shareHint')} error={error}>
        {(controlProps) => (
          <input
            {...controlProps}
            type="email"
            autoComplete="off"
            inputMode="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              dispatch({ type: 'changed', field: 'email' });
            }}
            onBlur={() => dispatch({ type: 'left', field: 'email' })}
          />
        )}
      </FormField>
      <Button type="submit" className="stay-reservation-confirmation__send" aria-disabled={sending}>
        {translate(language, sending ? 'shareSending' : 'shareSend')}
      </Button>
      <p className="stay-reservation-confirmation__share-status" role="status">
        {outcome?.kind === 'sent' && translate(language, 'shareSent', { email: outcome.email })}
      </p>
      <p className="stay-reservation-confirmation__share-alert" role="alert">
        {outcome?.kind === 'failed' && translate(language, 'shareFailed')}
      </p>
    </form>
  );
}
