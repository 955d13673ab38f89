import type { FormEvent, ReactNode } from 'react';
import type { Language } from '../../shared/domain/languages';
import type { ProgrammeError } from '../../shared/domain/loyalty/programme-errors';
import { ErrorSummary } from '../../shared/ui/form-field/ErrorSummary';
import { translate, type MessageKey } from './programmes-messages';

export function errorText(language: Language, error: ProgrammeError): string {
  return translate(language, `error.${error}` as MessageKey);
}

interface ProgrammeFormProps {
  language: Language;
  /** The form's accessible name. */
  label: string;
  /** Prefix of the form's ids (`${idPrefix}-errors`, the fields' ids are the caller's). */
  idPrefix: string;
  summary: readonly { fieldId: string; message: string }[];
  submitCount: number;
  /** The message of the field just left, spoken politely; absent where fields do not announce. */
  announcement?: string;
  refusal: ProgrammeError | undefined;
  /** What the last accepted submit did, as a status. */
  done: string | undefined;
  submitLabel: string;
  pending: boolean;
  /** Called on a submit while nothing is pending. */
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * The frame the programme forms share (miles link, tier match, distribution): the error summary,
 * the fields, the server's refusal as an alert, the outcome as a status, and a submit button that
 * stays focusable while a request is out (aria-disabled, never disabled: focus is not lost).
 */
export function ProgrammeForm(props: ProgrammeFormProps) {
  const { language, pending, onSubmit } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <form className="stay-member-programmes__form" noValidate onSubmit={submit} aria-label={props.label}>
      <ErrorSummary
        id={`${props.idPrefix}-errors`}
        headingLevel={3}
        title={translate(language, 'errorSummary')}
        errors={props.summary}
        submitCount={props.submitCount}
      />
      {props.children}
      {props.announcement !== undefined && (
        <p className="stay-visually-hidden" aria-live="polite">
          {props.announcement}
        </p>
      )}
      {props.refusal && (
        <p className="stay-member-programmes__refusal" role="alert">
          {errorText(language, props.refusal)}
        </p>
      )}
      {props.done && (
        <p className="stay-member-programmes__done" role="status">
          {props.done}
        </p>
      )}
      <button type="submit" aria-disabled={pending || undefined}>
        {pending ? translate(language, 'sending') : props.submitLabel}
      </button>
    </form>
  );
}
