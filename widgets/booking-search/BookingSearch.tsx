import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { pushUserInteraction } from '../../shared/analytics/data-layer';
import { fetchPropertySuggestions } from '../../shared/api/content-service';
import { getApiClient } from '../../shared/api/page-client';
import type { PromotionCodeRequest, PromotionRefusal } from '../../shared/api/promotion-service';
import { parseDeepLink, toDeepLink } from '../../shared/domain/deep-link';
import { todayIn } from '../../shared/domain/iso-date';
import {
  childAgeLabel,
  type DestinationType,
  type DiscountCodeType,
  type OccupancyLimits,
  type RoomOccupancy,
  type SearchCriteria,
} from '../../shared/domain/search-criteria';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { defineIcuMessages } from '../../shared/i18n/intl';
import { translationsOf } from '../../shared/i18n/catalogue';
import type { Language } from '../../shared/i18n/languages';
import type { ApiClient } from '../../shared/api/types';
import { effectiveMinLengthOfStay } from '../../shared/domain/destination-limits';
import { pageStore, readNow } from '../../shared/store/page-store';
import { saveSearchAtom, storedSearchQueryAtom } from '../../shared/store/search-atoms';
import type { DateRange } from '../../shared/ui/date-range-picker/DateRangePicker';
import { textWithDates } from '../../shared/ui/shown-date';
import { MOBILE_QUERY, useMediaQuery } from '../../shared/ui/use-media-query';
import { loadPageSearch, propertyFacts, type PropertyFacts } from '../../shared/ui/page-search/page-search';
import english from './messages/en.json';
import { Counter } from './Counter';
import { DestinationCombobox } from './DestinationCombobox';
import { usePicker } from './lazy-picker';
import type { SearchTexts } from './search-texts';
import { useChildAgeLimit } from './use-child-age-limit';
import { searchNavigation } from './navigation';
import {
  guestTotals,
  optionForCriteria,
  searchUrl,
  setAdults,
  setChildAge,
  setChildren,
  setRoomCount,
  suggestionOptions,
  validateSearchForm,
  type SearchFormError,
  type SuggestionOption,
} from './search-rules';

const translate = defineIcuMessages({ en: english, translations: translationsOf('widgets/booking-search') });

/**
 * The discount code check is loaded when a search with a code is made: most searches have none,
 * and the search sits on the home page (home page budget, scripts/size.mjs). A failed load reads
 * as a check that could not be made.
 */
async function checkPromotionCode(request: PromotionCodeRequest) {
  try {
    const { validatePromotionCode } = await import('../../shared/api/promotion-service');
    return await validatePromotionCode(getApiClient(), request);
  } catch {
    return undefined;
  }
}

/** Runs `onMount` once, after the calendar it sits beside is in the DOM. */
function Mounted({ onMount }: { onMount: () => void }) {
  useEffect(onMount, []);
  return null;
}

const CODE_TYPES: readonly Exclude<DiscountCodeType, 0>[] = [1, 2, 3, 4, 5, 6];

export interface BookingSearchProps {
  /** Level of the calendar's month titles (2..6). */
  headingLevel: number;
}

interface Destination {
  hotelCode: string | undefined;
  destination: string | undefined;
  type: DestinationType;
  country: string | undefined;
  brand: string | undefined;
}

interface Prefill {
  facts: PropertyFacts;
  base: SearchCriteria;
  limits: OccupancyLimits;
  dates: DateRange;
}

/** The page's deep link, else the stored search, else an empty form (dates not chosen): one rule on every page (shared/ui/page-search). */
async function prefill(client: ApiClient, language: Language): Promise<Prefill> {
  const { source, facts, limits, today } = await loadPageSearch(client, language, searchNavigation.currentQuery(), readNow(storedSearchQueryAtom));
  // The criteria's minimum stay already includes the property's (the limits carry it).
  if (source.kind !== 'none') {
    const base = source.parse.criteria;
    return { facts, base, limits, dates: { startDate: base.startDate, endDate: base.endDate } };
  }
  const empty = parseDeepLink(new URLSearchParams(), { today, limits }).criteria;
  return { facts, base: { ...empty, type: 'city' }, limits, dates: {} };
}

function useLoaded<T>(load: () => Promise<T>): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let live = true;
    void load().then((loaded) => live && setValue(() => loaded));
    return () => {
      live = false;
    };
    // Loaded once per mount: configuration and suggestions are cached by the API client.
  }, []);
  return value;
}

export function BookingSearch({ headingLevel }: BookingSearchProps) {
  const { language } = useWidgetEnvironment();
  const t: SearchTexts = (id, values) => translate(language, id, values);
  const id = useId();
  const client = getApiClient();

  const setup = useLoaded(() => prefill(client, language));
  const suggestions = useLoaded(() => fetchPropertySuggestions(client, language));
  const options = useMemo(() => (suggestions?.ok ? suggestionOptions(suggestions.data) : []), [suggestions]);

  if (!setup) {
    return (
      <div className="stay-booking-search" aria-busy="true">
        <p className="stay-booking-search__loading" role="status">
          {t('loading')}
        </p>
      </div>
    );
  }
  return <SearchForm key={id} headingLevel={headingLevel as 2 | 3 | 4 | 5 | 6} prefill={setup} options={options} suggestionsState={suggestions === undefined ? 'loading' : suggestions.ok ? 'ready' : 'failed'} t={t} />;
}

interface SearchFormProps {
  headingLevel: 2 | 3 | 4 | 5 | 6;
  prefill: Prefill;
  options: SuggestionOption[];
  suggestionsState: 'loading' | 'ready' | 'failed';
  t: SearchTexts;
}

function SearchForm({ headingLevel, prefill: { base, limits, dates: initialDates, facts: initialFacts }, options, suggestionsState, t }: SearchFormProps) {
  const { language } = useWidgetEnvironment();
  const id = useId();
  const wide = !useMediaQuery(MOBILE_QUERY);
  const [destination, setDestination] = useState<Destination | undefined>(() =>
    base.hotelCode || base.destination
      ? { hotelCode: base.hotelCode, destination: base.destination, type: base.type, country: base.country, brand: base.brand }
      : undefined,
  );
  const [query, setQuery] = useState(base.destination ?? base.hotelCode ?? '');
  const [dates, setDates] = useState<DateRange>(initialDates);
  const [rooms, setRooms] = useState<RoomOccupancy[]>(base.rooms);
  const [code, setCode] = useState(base.discountCode);
  const [codeType, setCodeType] = useState<DiscountCodeType>(base.discountCodeType);
  const [codeError, setCodeError] = useState<PromotionRefusal | 'unchecked'>();
  const [showErrors, setShowErrors] = useState(false);
  const [checking, setChecking] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<string>();
  const [facts, setFacts] = useState(initialFacts);
  const { timeZone } = facts;
  const minLengthOfStay = effectiveMinLengthOfStay(base.minLengthOfStay, facts.minLengthOfStay);
  const childAgeLimit = useChildAgeLimit(destination, limits.childAgeLimit);

  // The calendar's today and minimum stay follow the chosen property.
  const chosenHotel = destination?.hotelCode;
  const firstHotel = useRef(base.hotelCode);
  useEffect(() => {
    if (chosenHotel === firstHotel.current) return;
    firstHotel.current = chosenHotel;
    let live = true;
    void propertyFacts(getApiClient(), language, chosenHotel).then((found) => live && setFacts(found));
    return () => {
      live = false;
    };
  }, [chosenHotel, language]);

  // A property prefilled by code shows its name once the suggestions arrive.
  const named = useRef(false);
  useEffect(() => {
    if (named.current || options.length === 0 || !destination) return;
    named.current = true;
    const option = optionForCriteria(options, destination);
    if (option && query === (destination.destination ?? destination.hotelCode ?? '')) setQuery(option.label);
  }, [options, destination, query]);

  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(undefined);
  }, [focusTarget]);

  const form = { hotelCode: destination?.hotelCode, destination: destination?.destination, startDate: dates.startDate, endDate: dates.endDate, rooms };
  const errors = showErrors ? validateSearchForm(form) : [];
  const hasError = (field: SearchFormError['field']) => errors.some((error) => error.field === field);
  const ids = {
    destination: `${id}-destination`,
    destinationError: `${id}-destination-error`,
    dates: `${id}-dates`,
    datesError: `${id}-dates-error`,
    guests: `${id}-guests`,
    code: `${id}-code`,
    codeError: `${id}-code-error`,
    childAge: (room: number, child: number) => `${id}-age-${room}-${child}`,
  };
  const [datesOpen, setDatesOpen] = useState(false);
  const [guestsOpen, setGuestsOpen] = useState(false);
  const datesPanel = useRef<HTMLDivElement>(null);
  const DateRangePicker = usePicker(datesOpen, language);

  // APG date picker dialog: opening moves the focus to the calendar's current day (the arrival, else today).
  const focusCalendar = () => datesPanel.current?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]')?.focus();

  // Functional updates: two quick presses must not both start from the same rooms.
  const changeRooms = (update: (rooms: RoomOccupancy[]) => RoomOccupancy[]) => {
    guestsChanged.current = true;
    setRooms(update);
  };
  // The totals are announced after a change by the visitor, not for the prefilled rooms.
  const guestsChanged = useRef(false);
  useEffect(() => {
    if (!guestsChanged.current) return;
    const totals = guestTotals(rooms);
    setAnnouncement(t('guestsSummary', { rooms: totals.rooms, adults: totals.adults, children: totals.children }));
  }, [rooms]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    setShowErrors(true);
    const found = validateSearchForm(form);
    const first = found[0];
    if (first) {
      if (first.field === 'destination') setFocusTarget(ids.destination);
      else if (first.field === 'dates') setFocusTarget(ids.dates);
      else {
        setGuestsOpen(true);
        setFocusTarget(ids.childAge(first.room, first.child));
      }
      return;
    }
    let discountCode = code.trim();
    setCode(discountCode);
    setCodeError(undefined);
    if (discountCode) {
      setChecking(true);
      const checked = await checkPromotionCode({
        discountCode,
        discountCodeType: codeType,
        hotelCode: destination?.hotelCode,
        startDate: dates.startDate,
      });
      setChecking(false);
      const refusal = !checked?.ok ? 'unchecked' : checked.data.valid ? undefined : (checked.data.reason ?? 'unknown');
      if (refusal || !checked?.ok) {
        setCodeError(refusal ?? 'unchecked');
        setFocusTarget(ids.code);
        return;
      }
      // The service answers the code as it knows it ("summer24" is SUMMER24): the search carries that spelling.
      discountCode = checked.data.discountCode.trim() || discountCode;
      setCode(discountCode);
    }
    const criteria: SearchCriteria = {
      ...base,
      hotelCode: destination!.hotelCode,
      destination: destination!.destination,
      type: destination!.type,
      country: destination!.country,
      brand: destination!.brand,
      startDate: dates.startDate!,
      endDate: dates.endDate!,
      rooms,
      discountCode,
      discountCodeType: discountCode ? codeType : 0,
      minLengthOfStay,
    };
    pageStore.set(saveSearchAtom, criteria);
    pushUserInteraction({
      Category: 'booking',
      Component: 'booking-search',
      Element: 'search',
      Action: 'search',
      Parameter1: criteria.hotelCode ?? criteria.destination ?? '',
      Parameter2: `${criteria.startDate}/${criteria.endDate}`,
      Parameter3: criteria.type,
    });
    searchNavigation.assign(searchUrl(language, criteria.hotelCode, toDeepLink(criteria)));
  };

  const totals = guestTotals(rooms);
  const occupancy = useMemo(() => rooms.map((room) => ({ adults: room.adults, children: room.childAges.length })), [rooms]);
  // Shown as DD-MM-YYYY, read in words (content spec §9: shared/ui/shown-date.tsx).
  const datesSummary =
    dates.startDate && dates.endDate
      ? textWithDates(language, (shown) => t('datesValue', shown), { start: dates.startDate, end: dates.endDate })
      : dates.startDate
        ? textWithDates(language, (shown) => t('datesStartOnly', shown), { start: dates.startDate })
        : t('datesEmpty');

  return (
    <form className="stay-booking-search" aria-label={t('formLabel')} noValidate onSubmit={(event) => void onSubmit(event)}>
      <DestinationCombobox
        id={ids.destination}
        errorId={hasError('destination') ? ids.destinationError : undefined}
        options={options}
        state={suggestionsState}
        query={query}
        onQuery={(text) => {
          setQuery(text);
          setDestination(undefined);
        }}
        onChoose={(option) => {
          setQuery(option.label);
          setDestination({
            hotelCode: option.hotelCode,
            destination: option.label,
            type: option.type,
            country: option.type === 'country' ? option.code : undefined,
            brand: option.type === 'brand' ? option.code : undefined,
          });
        }}
        error={hasError('destination') ? t('error.destination') : undefined}
        t={t}
      />

      <div className="stay-booking-search__field stay-booking-search__dates">
        <span className="stay-booking-search__label" id={`${ids.dates}-label`}>
          {t('dates')}
        </span>
        <button
          type="button"
          id={ids.dates}
          className="stay-booking-search__toggle"
          aria-expanded={datesOpen}
          aria-controls={`${ids.dates}-panel`}
          aria-labelledby={`${ids.dates}-label ${ids.dates}`}
          aria-describedby={hasError('dates') ? ids.datesError : undefined}
          aria-invalid={hasError('dates') || undefined}
          onClick={() => setDatesOpen((open) => !open)}
        >
          {datesSummary}
        </button>
        {hasError('dates') && (
          <p className="stay-booking-search__error" id={ids.datesError}>
            {t('error.dates')}
          </p>
        )}
        <div
          id={`${ids.dates}-panel`}
          ref={datesPanel}
          className="stay-booking-search__panel"
          hidden={!datesOpen}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            // Handled here: a surrounding modal (the navigation's search) must not close as well.
            event.preventDefault();
            event.stopPropagation();
            setDatesOpen(false);
            setFocusTarget(ids.dates);
          }}
        >
          {datesOpen && !DateRangePicker && (
            <p className="stay-booking-search__loading" role="status">
              {t('calendarLoading')}
            </p>
          )}
          {datesOpen && DateRangePicker && (
            <>
              <Mounted onMount={focusCalendar} />
              <DateRangePicker
                hotelCode={destination?.hotelCode}
                occupancy={occupancy}
                currencyCode={base.currencyCode ?? 'SGD'}
                minLengthOfStay={minLengthOfStay}
                today={todayIn(timeZone, new Date())}
                value={dates}
                onChange={(range) => {
                  // A range completed after choosing an arrival closes the picker; changing one end of a complete range does not.
                  const completes = !!range.startDate && !!range.endDate && !dates.endDate;
                  setDates(range);
                  if (completes) {
                    setDatesOpen(false);
                    setFocusTarget(ids.dates);
                  }
                }}
                monthsShown={wide ? 2 : 1}
                headingLevel={headingLevel}
              />
            </>
          )}
          <button
            type="button"
            className="stay-booking-search__done"
            onClick={() => {
              setDatesOpen(false);
              setFocusTarget(ids.dates);
            }}
          >
            {t('done')}
          </button>
        </div>
      </div>

      <div className="stay-booking-search__field stay-booking-search__guests">
        <span className="stay-booking-search__label" id={`${ids.guests}-label`}>
          {t('guests')}
        </span>
        <button
          type="button"
          id={ids.guests}
          className="stay-booking-search__toggle"
          aria-expanded={guestsOpen}
          aria-controls={`${ids.guests}-panel`}
          aria-labelledby={`${ids.guests}-label ${ids.guests}`}
          onClick={() => setGuestsOpen((open) => !open)}
        >
          {t('guestsSummary', { rooms: totals.rooms, adults: totals.adults, children: totals.children })}
        </button>
        <div
          id={`${ids.guests}-panel`}
          className="stay-booking-search__panel"
          hidden={!guestsOpen}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            // Handled here: a surrounding modal (the navigation's search) must not close as well.
            event.preventDefault();
            event.stopPropagation();
            setGuestsOpen(false);
            setFocusTarget(ids.guests);
          }}
        >
          <Counter
            id={`${id}-rooms`}
            label={t('rooms')}
            value={rooms.length}
            min={1}
            max={limits.maxRooms}
            addLabel={t('addRoom')}
            removeLabel={t('removeRoom')}
            onChange={(step) => changeRooms((current) => setRoomCount(current, current.length + step, limits))}
          />
          {rooms.map((room, roomIndex) => {
            const number = roomIndex + 1;
            return (
              <fieldset key={roomIndex} className="stay-booking-search__room">
                <legend>{t('room', { room: number })}</legend>
                <Counter
                  id={`${id}-adults-${roomIndex}`}
                  label={t('adults')}
                  value={room.adults}
                  min={1}
                  max={limits.maxAdults}
                  addLabel={t('addAdult', { room: number })}
                  removeLabel={t('removeAdult', { room: number })}
                  onChange={(step) => changeRooms((current) => setAdults(current, roomIndex, (current[roomIndex]?.adults ?? 1) + step, limits))}
                />
                <Counter
                  id={`${id}-children-${roomIndex}`}
                  label={t('children')}
                  value={room.childAges.length}
                  min={0}
                  max={limits.maxChildren}
                  addLabel={t('addChild', { room: number })}
                  removeLabel={t('removeChild', { room: number })}
                  onChange={(step) => changeRooms((current) => setChildren(current, roomIndex, (current[roomIndex]?.childAges.length ?? 0) + step, limits))}
                />
                {room.childAges.map((age, childIndex) => {
                  const ageId = ids.childAge(roomIndex, childIndex);
                  const missing = errors.some((error) => error.field === 'childAge' && error.room === roomIndex && error.child === childIndex);
                  return (
                    <div key={childIndex} className="stay-booking-search__age">
                      <label htmlFor={ageId}>{t('childAge', { child: childIndex + 1, room: number })}</label>
                      <select
                        id={ageId}
                        value={age === null ? '' : String(age)}
                        aria-invalid={missing || undefined}
                        aria-describedby={missing ? `${ageId}-error` : undefined}
                        onChange={(event) => {
                          const value = event.target.value === '' ? null : Number(event.target.value);
                          setRooms((current) => setChildAge(current, roomIndex, childIndex, value));
                        }}
                      >
                        <option value="">{t('childAgeChoose')}</option>
                        {Array.from({ length: limits.maxChildAge + 1 }, (_, value) => (
                          <option key={value} value={value}>
                            {childAgeLabel(value)}
                          </option>
                        ))}
                      </select>
                      {missing && (
                        <p className="stay-booking-search__error" id={`${ageId}-error`}>
                          {t('error.childAge')}
                        </p>
                      )}
                    </div>
                  );
                })}
              </fieldset>
            );
          })}
          {totals.children > 0 && <p className="stay-booking-search__hint">{t('childAgeHint', { limit: childAgeLimit })}</p>}
          <button
            type="button"
            className="stay-booking-search__done"
            onClick={() => {
              setGuestsOpen(false);
              setFocusTarget(ids.guests);
            }}
          >
            {t('done')}
          </button>
        </div>
        <p className="stay-visually-hidden" role="status">
          {announcement}
        </p>
      </div>

      <div className="stay-booking-search__field stay-booking-search__code">
        <div className="stay-booking-search__subfield">
          <label htmlFor={`${ids.code}-type`}>{t('codeType')}</label>
          <select
            id={`${ids.code}-type`}
            value={String(codeType === 0 ? 1 : codeType)}
            onChange={(event) => {
              setCodeType(Number(event.target.value) as DiscountCodeType);
              setCodeError(undefined);
            }}
          >
            {CODE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`codeType.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="stay-booking-search__subfield">
          <label htmlFor={ids.code}>{t('code')}</label>
          <input
            id={ids.code}
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={code}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? ids.codeError : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setCodeError(undefined);
            }}
          />
          {codeError && (
            <p className="stay-booking-search__error" id={ids.codeError}>
              {t(`error.code.${codeError}`)}
            </p>
          )}
        </div>
      </div>

      <button type="submit" className="stay-booking-search__submit" aria-disabled={checking || undefined}>
        {checking ? t('checkingCode') : t('search')}
      </button>
    </form>
  );
}
