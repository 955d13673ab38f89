import type { ReactNode } from 'react';
import { useFormField } from '../../shared/ui/form-field/use-form-field';

interface PanelFieldProps {
  /** Id of the summary button; the label, error and panel derive theirs from it. */
  id: string;
  className: string;
  label: string;
  /** What the button shows: the chosen dates or the guest totals. Its accessible name is the label and this. */
  summary: ReactNode;
  open: boolean;
  error?: string;
  doneLabel: string;
  onToggle: () => void;
  /** Escape or Done: the panel closes and the summary gets the focus back. */
  onClose: () => void;
  children: ReactNode;
  /** After the panel (the guests' live region). */
  after?: ReactNode;
}

/**
 * A summary button that opens a panel below it (WAI-ARIA APG disclosure), with a Done button:
 * the dates and the guests (README "Fields").
 */
export function PanelField({ id, className, label, summary, open, error, doneLabel, onToggle, onClose, children, after }: PanelFieldProps) {
  const field = useFormField({ id, hasError: !!error });
  return (
    <div className={`stay-booking-search__field ${className}`}>
      <span className="stay-booking-search__label" id={field.labelProps.id}>
        {label}
      </span>
      <button
        type="button"
        {...field.controlProps}
        className="stay-booking-search__toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${field.labelProps.id} ${id}`}
        onClick={onToggle}
      >
        {summary}
      </button>
      {error && (
        <p {...field.errorProps} className="stay-form-field__error">
          {error}
        </p>
      )}
      {/* oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from any control in the panel closes it (APG date picker dialog, disclosure): delegation on the container, which is not a control itself */}
      <div
        id={`${id}-panel`}
        className="stay-booking-search__panel"
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          // Handled here: a surrounding modal (the navigation's search) must not close as well.
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }}
      >
        {children}
        <button type="button" className="stay-booking-search__done" onClick={onClose}>
          {doneLabel}
        </button>
      </div>
      {after}
    </div>
  );
}
