import { useEffect, useState } from 'react';
import type { IsoDate } from '../../domain/iso-date';

interface TypedDateProps {
  id: string;
  label: string;
  hintId: string;
  messageId: string | undefined;
  value: IsoDate | undefined;
  /** The field's text of a chosen date: DD-MM-YYYY, as every date is shown (content spec §9). */
  shown: (date: IsoDate) => string;
  /** The chosen date in words: the field's description, for screen readers. */
  inWords: (date: IsoDate) => string;
  onCommit: (text: string) => void;
}

/** A typed arrival or departure: committed on Enter or leaving the field, validated like a click. */
export function TypedDate({ id, label, hintId, messageId, value, shown, inWords, onCommit }: TypedDateProps) {
  const text = value ? shown(value) : '';
  const [draft, setDraft] = useState(text);
  useEffect(() => setDraft(text), [text]);
  const commit = () => {
    if (draft.trim() !== '' && draft !== text) onCommit(draft);
  };
  return (
    <div className="stay-date-range-picker__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={draft}
        aria-describedby={[hintId, messageId, value ? `${id}-shown` : undefined].filter(Boolean).join(' ')}
        aria-invalid={messageId ? true : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
      {value && (
        <span className="stay-date-range-picker__shown stay-visually-hidden" id={`${id}-shown`}>
          {inWords(value)}
        </span>
      )}
    </div>
  );
}
