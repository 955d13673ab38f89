import { useFormReducer } from '../../shared/ui/form-state/use-form-reducer';
import { useEffect, useId } from 'react';
import { todayIn } from '../../shared/domain/iso-date';
import { effectiveMinLengthOfStay } from '../../shared/domain/booking/destination-limits';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { defineIcuMessages } from '../../shared/i18n/intl';
import { translationsOf } from '../../shared/i18n/catalogue';
import type { Language } from '../../shared/domain/languages';
import type { ReadState } from '../../shared/store/server-read';
import english from './messages/en.json';
import { CodeField } from './CodeField';
import { DatesField } from './DatesField';
import { DestinationField } from './DestinationField';
import { GuestsField } from './GuestsField';
import { focusTargetId, initialSearchForm, searchFormReducer, shownSearchErrors, type SearchFormAction } from './search-form';
import type { SearchTexts } from './search-texts';
import type { SuggestionOption } from './search-rules';
import { submitSearch } from './submit-search';
import { useChildAgeLimit } from './use-child-age-limit';
import { useLazyGuestsPanel } from './use-lazy-guests-panel';
import { usePropertyFacts } from './use-property-facts';
import { usePropertySuggestions } from './use-property-suggestions';
import { useSearchPrefill, type SearchPrefill } from './use-search-prefill';

const translate = defineIcuMessages({ en: english, translations: translationsOf('widgets/booking-search') });

export interface BookingSearchProps {
  /** Level of the calendar's month titles (2..6). */
  headingLevel: number;
}

/**
 * The booking search (README): the form once its prefill is read (deep link, stored search or
 * empty), the destinations joining it when they arrive.
 */
export function BookingSearch({ headingLevel }: BookingSearchProps) {
  const { language } = useWidgetEnvironment();
  const t: SearchTexts = (id, values) => translate(language, id, values);
  const id = useId();
  const prefill = useSearchPrefill({ language });
  const suggestions = usePropertySuggestions({ language });

  if (!prefill) {
    return (
      <div className="stay-booking-search" aria-busy="true">
        <p className="stay-booking-search__loading" role="status">
          {t('loading')}
        </p>
      </div>
    );
  }
  return (
    <SearchForm
      key={id}
      id={id}
      language={language}
      headingLevel={headingLevel as 2 | 3 | 4 | 5 | 6}
      prefill={prefill}
      suggestions={suggestions}
      t={t}
    />
  );
}

interface SearchFormProps {
  id: string;
  language: Language;
  headingLevel: 2 | 3 | 4 | 5 | 6;
  prefill: SearchPrefill;
  suggestions: ReadState<SuggestionOption[]>;
  t: SearchTexts;
}

const NO_OPTIONS: SuggestionOption[] = [];
const COMBOBOX_STATUS = { loading: 'loading', hasData: 'ready', hasError: 'error' } as const;

function SearchForm({ id, language, headingLevel, prefill, suggestions, t }: SearchFormProps) {
  const { base, limits } = prefill;
  const [state, dispatch] = useFormReducer<ReturnType<typeof initialSearchForm>, SearchFormAction>(searchFormReducer, () =>
    initialSearchForm(base, prefill.dates, limits),
  );
  const options = suggestions.state === 'hasData' ? suggestions.data : NO_OPTIONS;
  const facts = usePropertyFacts({
    language,
    hotelCode: state.destination?.hotelCode,
    prefilled: { hotelCode: base.hotelCode, facts: prefill.facts },
  });
  const minLengthOfStay = effectiveMinLengthOfStay(base.minLengthOfStay, facts.minLengthOfStay);
  const childAgeLimit = useChildAgeLimit({ language, destination: state.destination }) ?? limits.childAgeLimit;
  const errors = shownSearchErrors(state);
  const hasError = (field: 'destination' | 'dates') => errors.some((error) => error.field === field);
  const ids = { destination: `${id}-destination`, dates: `${id}-dates`, code: `${id}-code` };

  // A property prefilled by code shows its name once the suggestions arrive.
  useEffect(() => dispatch({ type: 'suggestions-arrived', options }), [dispatch, options]);

  const GuestsPanel = useLazyGuestsPanel({ wanted: state.open.guests });

  // The reducer names where the focus goes (a problem on submit, a closed panel's summary). A
  // child's age select is there once the guests panel has loaded: the focus waits for it.
  useEffect(() => {
    if (!state.focus) return;
    const target = document.getElementById(focusTargetId(id, state.focus));
    if (!target && typeof state.focus === 'object' && !GuestsPanel) return;
    target?.focus();
    dispatch({ type: 'focused' });
  }, [dispatch, id, state.focus, GuestsPanel]);

  return (
    <form
      className="stay-booking-search"
      aria-label={t('formLabel')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitSearch({ state, dispatch, base, minLengthOfStay, language });
      }}
    >
      <DestinationField
        id={ids.destination}
        query={state.query}
        options={options}
        status={COMBOBOX_STATUS[suggestions.state]}
        error={hasError('destination') ? t('error.destination') : undefined}
        dispatch={dispatch}
        t={t}
      />
      <DatesField
        id={ids.dates}
        language={language}
        dates={state.dates}
        open={state.open.dates}
        error={hasError('dates') ? t('error.dates') : undefined}
        hotelCode={state.destination?.hotelCode}
        rooms={state.rooms}
        currencyCode={base.currencyCode ?? 'SGD'}
        minLengthOfStay={minLengthOfStay}
        today={todayIn(facts.timeZone, new Date())}
        headingLevel={headingLevel}
        dispatch={dispatch}
        t={t}
      />
      <GuestsField
        id={id}
        rooms={state.rooms}
        limits={limits}
        childAgeLimit={childAgeLimit}
        open={state.open.guests}
        errors={errors}
        announced={state.guestsChanged}
        Panel={GuestsPanel}
        dispatch={dispatch}
        t={t}
      />
      <CodeField id={ids.code} code={state.code} codeType={state.codeType} error={state.codeError} dispatch={dispatch} t={t} />
      <button type="submit" className="stay-booking-search__submit" aria-disabled={state.checking || undefined}>
        {state.checking ? t('checkingCode') : t('search')}
      </button>
    </form>
  );
}
