import { useMemo, type Dispatch } from 'react';
import { Combobox, type ComboboxStatus } from '../../shared/ui/combobox/Combobox';
import type { SearchFormAction } from './search-form';
import { filterSuggestions, SUGGESTION_GROUPS, type SuggestionOption } from './search-rules';
import type { SearchTexts } from './search-texts';

interface DestinationFieldProps {
  id: string;
  query: string;
  options: readonly SuggestionOption[];
  status: ComboboxStatus;
  error: string | undefined;
  dispatch: Dispatch<SearchFormAction>;
  t: SearchTexts;
}

/**
 * The destination: the shared combobox (shared/ui/combobox) over the suggestions, grouped
 * Properties, Cities, Countries, Brands, at most 5 of each (README "Fields").
 */
export function DestinationField({ id, query, options, status, error, dispatch, t }: DestinationFieldProps) {
  const shown = useMemo(() => filterSuggestions(options, query), [options, query]);
  const groups = SUGGESTION_GROUPS.map((group) => ({
    key: group,
    label: t(`group.${group}`),
    options: shown.filter((option) => option.type === group),
  }));
  const statusText =
    status === 'loading'
      ? t('suggestionsLoading')
      : status === 'error'
        ? t('suggestionsFailed')
        : t('suggestionsCount', { count: shown.length });
  return (
    <Combobox
      id={id}
      className="stay-booking-search__field stay-booking-search__destination"
      label={t('destination')}
      placeholder={t('destinationPlaceholder')}
      listLabel={t('destinations')}
      groups={groups}
      status={status}
      statusText={statusText}
      text={query}
      onTextChange={(text) => dispatch({ type: 'typed', text })}
      onChoose={(option) => dispatch({ type: 'chosen', option })}
      optionKey={(option) => option.key}
      renderOption={(option) => (
        <>
          <span className="stay-booking-search__option-name">{option.label}</span>
          {option.detail && <span className="stay-booking-search__option-detail">{option.detail}</span>}
        </>
      )}
      error={error}
    />
  );
}
