import { useLayoutEffect, useRef } from 'react';

export interface SummarisedError {
  /** Id of the control the message is about: its link moves the focus there. */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  id: string;
  title: string;
  errors: readonly SummarisedError[];
  /**
   * How many times the form was submitted: each submit with errors moves the focus to the summary
   * (GOV.UK error summary; WCAG 3.3.1), so the visitor hears what is wrong, then follows a link.
   */
  submitCount: number;
  /** Level of the title: one below the heading the form sits under (default 2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** The problems of a form after a submit, each a link to its field. Renders nothing without errors. */
export function ErrorSummary({ id, title, errors, submitCount, headingLevel = 2 }: ErrorSummaryProps) {
  const Title = `h${headingLevel}` as const;
  const summary = useRef<HTMLDivElement>(null);
  // After a submit only (GOV.UK error summary): a summary that appeared when a field was left would
  // push the submit button down between the press and the release of a click, and the click missed it.
  const shown = submitCount > 0 && errors.length > 0;
  // Only a submit moves the focus: fixing one error while others remain, or making a new one, must not steal it.
  const handledSubmit = useRef(0);
  // In the commit, not after paint: the summary and its focus arrive together.
  useLayoutEffect(() => {
    if (submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    if (shown) summary.current?.focus();
  }, [submitCount, shown]);
  if (!shown) return null;
  return (
    <div ref={summary} className="stay-error-summary" role="group" aria-labelledby={`${id}-title`} tabIndex={-1}>
      <Title id={`${id}-title`} className="stay-error-summary__title">
        {title}
      </Title>
      <ul className="stay-error-summary__list">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                // The field, not the page's fragment: the address keeps its deep link (content spec §2).
                event.preventDefault();
                document.getElementById(error.fieldId)?.focus();
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
