import { useMemo } from 'react';
import { useCombobox } from '../../shared/ui/combobox/use-combobox';
import { filterSuggestions, SUGGESTION_GROUPS, type SuggestionOption } from './search-rules';
import type { SearchTexts } from './search-texts';

interface DestinationComboboxProps {
  id: string;
  errorId: string | undefined;
  /** Shown below the field (in it, so the form's grid keeps its rows). */
  error: string | undefined;
  options: SuggestionOption[];
  state: 'loading' | 'ready' | 'failed';
  query: string;
  onQuery: (query: string) => void;
  onChoose: (option: SuggestionOption) => void;
  t: SearchTexts;
}

/** WAI-ARIA APG combobox with a listbox popup, list autocomplete without automatic selection (behaviour: shared/ui/combobox). */
export function DestinationCombobox({ id, errorId, error, options, state, query, onQuery, onChoose, t }: DestinationComboboxProps) {
  const shown = useMemo(() => filterSuggestions(options, query), [options, query]);
  // Options in the order they are shown: grouped by type.
  const ordered = useMemo(() => SUGGESTION_GROUPS.flatMap((group) => shown.filter((option) => option.type === group)), [shown]);
  const combobox = useCombobox({
    id,
    optionCount: state === 'ready' ? ordered.length : 0,
    text: query,
    onTextChange: onQuery,
    onChoose: (index) => {
      const option = ordered[index];
      if (option) onChoose(option);
    },
  });
  const { open, listboxId } = combobox;

  let index = -1;
  return (
    <div className="stay-booking-search__field stay-booking-search__destination">
      <label htmlFor={id} className="stay-booking-search__label">
        {t('destination')}
      </label>
      <input
        {...combobox.inputProps}
        type="text"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        placeholder={t('destinationPlaceholder')}
      />
      {error && errorId && (
        <p className="stay-booking-search__error" id={errorId}>
          {error}
        </p>
      )}
      <div className="stay-booking-search__popup" hidden={!open}>
        {state === 'ready' ? (
          <div role="listbox" id={listboxId} aria-label={t('destinations')} className="stay-booking-search__listbox">
            {SUGGESTION_GROUPS.map((group) => {
              const inGroup = shown.filter((option) => option.type === group);
              if (inGroup.length === 0) return null;
              const headingId = `${id}-group-${group}`;
              return (
                <div role="group" key={group} aria-labelledby={headingId} className="stay-booking-search__group">
                  <div role="presentation" id={headingId} className="stay-booking-search__group-label">
                    {t(`group.${group}`)}
                  </div>
                  {inGroup.map((option) => {
                    index += 1;
                    const optionIndex = index;
                    return (
                      <div key={option.key} {...combobox.optionProps(optionIndex)} className="stay-booking-search__option">
                        <span className="stay-booking-search__option-name">{option.label}</span>
                        {option.detail && <span className="stay-booking-search__option-detail">{option.detail}</span>}
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
        ) : (
          <div role="listbox" id={listboxId} aria-label={t('destinations')} aria-busy={state === 'loading'} />
        )}
      </div>
      <p className="stay-visually-hidden" role="status">
        {open ? (state === 'loading' ? t('suggestionsLoading') : state === 'failed' ? t('suggestionsFailed') : t('suggestionsCount', { count: shown.length })) : ''}
      </p>
    </div>
  );
}
