import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { AvailabilityDay, RoomOccupancy } from '../../api/availability-service';
import { addDays, nightsBetween, type IsoDate } from '../../domain/iso-date';
import { calendarOf } from '../../domain/booking/stay-availability';
import { useWidgetEnvironment } from '../../element/widget-environment';
import { formatDateInWords, formatIsoDate, formatList, formatShownDate } from '../../i18n/format';
import { defineIcuMessages } from '../../i18n/intl';
import { translationsOf } from '../../i18n/catalogue';
import { intlLocale, type Language } from '../../domain/languages';
import { textWithDates } from '../shown-date';
import { useDisplayPrice } from '../use-display-price';
import { useTranslationsLoaded } from '../use-translations-loaded';
import { loadMonth, loadedDays, monthState, useAvailabilityMonths, type AvailabilityQuery } from './availability-cache';
import { addMonths, addMonthsToDate, firstVisibleMonth, monthGrid, monthOf, moveFocus, type IsoMonth } from './calendar-grid';
import { checkArrival, checkDeparture, type DateCheck, type DateKnowledge, type PickerRules, type Reason } from './date-rules';
import english from './messages/en.json';
import { dateSample, eraOf, parseTypedDate } from './typed-date';
import { TypedDate } from './TypedDateField';

const translate = defineIcuMessages({ en: english, translations: translationsOf('shared/ui/date-range-picker') });

export interface DateRange {
  startDate?: IsoDate;
  endDate?: IsoDate;
}

export interface DateRangePickerProps {
  /** Without a property there is no availability: every date from today can be chosen. */
  hotelCode?: string;
  /** Guests per room, as the availability calendar is asked for them. */
  occupancy: readonly RoomOccupancy[];
  currencyCode: string;
  minLengthOfStay: number;
  /** The property's today (its time zone), not the browser's. */
  today: IsoDate;
  value: DateRange;
  onChange: (range: DateRange) => void;
  monthsShown: 1 | 2;
  /** Level of the month titles, below the heading the picker sits under (default 3). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

type Role = 'arrival' | 'departure';

/** First day of the week of a language (Intl week info where the browser has it, else Monday). */
function firstDayOf(language: Language): number {
  const locale = new Intl.Locale(intlLocale(language)) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  const firstDay = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay ?? 1;
  return firstDay % 7;
}

/** The reasons a date is refused, joined as the page language writes a list ("A, B and C", "A、B和C"). */
function reasonText(language: Language, reasons: readonly Reason[]): string {
  return formatList(
    language,
    reasons.map((reason) => translate(language, `reason.${reason.id}`, { nights: reason.nights })),
  );
}

/** Builds the rules from what the cache knows now (also after awaiting a typed date's months). */
function rulesFor(query: AvailabilityQuery | undefined, today: IsoDate, minLengthOfStay: number): PickerRules {
  const days = loadedDays(query);
  const knowledgeOf = (date: IsoDate): DateKnowledge => {
    if (!query) return 'open';
    const state = monthState(query, monthOf(date));
    return !state || state.status === 'loading' ? 'loading' : state.status === 'failed' ? 'open' : 'ready';
  };
  return { today, minLengthOfStay, days, calendar: calendarOf([...days.values()]), knowledgeOf };
}

/** Months a departure check looks at: from the arrival's month to the date's, plus the next. */
function monthsBetween(from: IsoDate, to: IsoDate): IsoMonth[] {
  const months: IsoMonth[] = [];
  for (let month = monthOf(from < to ? from : to); month <= monthOf(to > from ? to : from); month = addMonths(month, 1)) months.push(month);
  return [...months, addMonths(months[months.length - 1] ?? monthOf(to), 1)];
}

/**
 * Date-range picker over the availability calendar (booking issue 6; WAI-ARIA APG date picker
 * grid): arrival first, then a departure that makes a valid stay. Unavailable dates stay
 * focusable, with aria-disabled and their reason as accessible description.
 */
export function DateRangePicker(props: DateRangePickerProps) {
  // Loaded on demand, after the widget rendered: its texts arrive first (no English flash).
  return useTranslationsLoaded(useWidgetEnvironment().language) ? <Calendar {...props} /> : null;
}

function Calendar({
  hotelCode,
  occupancy,
  currencyCode,
  minLengthOfStay,
  today,
  value,
  onChange,
  monthsShown,
  headingLevel = 3,
}: DateRangePickerProps) {
  const MonthTitle = `h${headingLevel}` as const;
  const { language, direction } = useWidgetEnvironment();
  const id = useId();
  const { startDate, endDate } = value;
  const [firstMonth, setFirstMonth] = useState<IsoMonth>(() => monthOf(startDate && startDate > today ? startDate : today));
  const [focusDate, setFocusDate] = useState<IsoDate>(startDate ?? today);
  // The status line: its dates show as DD-MM-YYYY and are read in words (content spec §9).
  const [message, setMessage] = useState<{ text: ReactNode; error?: Role }>({ text: '' });
  const moveFocusPending = useRef(false);
  const root = useRef<HTMLDivElement>(null);

  const query: AvailabilityQuery | undefined = hotelCode ? { hotelCode, rooms: occupancy, currencyCode } : undefined;
  const visible = Array.from({ length: monthsShown }, (_, index) => addMonths(firstMonth, index));
  const lastVisible = visible[visible.length - 1] ?? firstMonth;
  const choosingDeparture = startDate !== undefined && endDate === undefined;
  const wanted =
    choosingDeparture && startDate < `${firstMonth}-01`
      ? monthsBetween(startDate, `${lastVisible}-01`)
      : [...visible, addMonths(lastVisible, 1)];
  useAvailabilityMonths(query, wanted);
  const rules = rulesFor(query, today, minLengthOfStay);
  const firstDay = firstDayOf(language);
  const minMonth = monthOf(today);
  const longDate = (date: IsoDate) => formatDateInWords(language, date);
  // The hint shows a sample date as the fields read it, naming the era where it is not the Gregorian one (Thai).
  const sample = { sample: dateSample(language, today), era: eraOf(language) };

  // Roving tabindex: the focused date when it is in view, else the first day in view.
  const tabStop = focusDate >= `${firstMonth}-01` && monthOf(focusDate) <= lastVisible ? focusDate : `${firstMonth}-01`;
  const checkFor = (date: IsoDate, role: Role, current: PickerRules): DateCheck =>
    role === 'departure' && startDate ? checkDeparture(startDate, date, current) : checkArrival(date, current);
  const roleOfClick = (date: IsoDate): Role => (choosingDeparture && startDate && date > startDate ? 'departure' : 'arrival');

  /** One path for clicked and typed dates: same rules, same messages. */
  function choose(date: IsoDate, role: Role, current: PickerRules, typed = false): boolean {
    if (role === 'departure' && !startDate) {
      setMessage({ text: translate(language, 'arrivalFirst'), error: role });
      return false;
    }
    const check = checkFor(date, role, current);
    if (!check.allowed) {
      const key = role === 'arrival' ? 'arrivalRefused' : 'departureRefused';
      const reasons = reasonText(language, check.reasons);
      setMessage({ text: textWithDates(language, (dates) => translate(language, key, { ...dates, reasons }), { date }), error: role });
      return false;
    }
    if (role === 'arrival') {
      // A typed arrival keeps a departure that still fits; a click starts a new range.
      const keepEnd = typed && endDate !== undefined && checkDeparture(date, endDate, current).allowed;
      onChange({ startDate: date, endDate: keepEnd ? endDate : undefined });
      setMessage({ text: keepEnd ? '' : textWithDates(language, (dates) => translate(language, 'arrivalChosen', dates), { date }) });
    } else if (startDate) {
      onChange({ startDate, endDate: date });
      const nights = nightsBetween(startDate, date);
      setMessage({
        text: textWithDates(language, (dates) => translate(language, 'departureChosen', { ...dates, nights }), {
          start: startDate,
          end: date,
        }),
      });
    }
    return true;
  }

  function show(date: IsoDate, moveFocusToGrid: boolean): void {
    setFocusDate(date);
    setFirstMonth((current) => firstVisibleMonth(current, monthsShown, date < `${minMonth}-01` ? `${minMonth}-01` : date));
    moveFocusPending.current = moveFocusToGrid;
  }

  /** The month buttons move the view by one month; focus keeps its day in the new view. */
  function page(delta: number): void {
    setFirstMonth(addMonths(firstMonth, delta));
    setFocusDate(addMonthsToDate(tabStop, delta));
  }

  async function commitTyped(role: Role, text: string): Promise<void> {
    const date = parseTypedDate(text, language, today);
    if (!date) {
      setMessage({ text: translate(language, 'invalidFormat', { text, ...sample }), error: role });
      return;
    }
    const from = role === 'departure' && startDate ? startDate : date;
    if (query) await Promise.all(monthsBetween(from, date).map((month) => loadMonth(query, month)));
    show(date, false);
    choose(date, role, rulesFor(query, today, minLengthOfStay), true);
  }

  function onGridKey(event: KeyboardEvent<HTMLDivElement>): void {
    const date = (event.target as HTMLElement).dataset.date;
    if (!date) return;
    const next = moveFocus(date, event, { rtl: direction === 'rtl', firstDay });
    if (!next) return;
    event.preventDefault();
    show(next < `${minMonth}-01` ? `${minMonth}-01` : next, true);
  }

  // A range set from outside (a deep link, stored criteria) is brought into view.
  useEffect(() => {
    if (startDate) setFirstMonth((current) => firstVisibleMonth(current, monthsShown, startDate < today ? today : startDate));
  }, [startDate, today, monthsShown]);

  useEffect(() => {
    if (!moveFocusPending.current) return;
    moveFocusPending.current = false;
    root.current?.querySelector<HTMLElement>(`[data-date="${focusDate}"]`)?.focus();
  });

  const weekdays = Array.from({ length: 7 }, (_, index) => addDays('2023-01-01', (firstDay + index) % 7));

  return (
    <div className="stay-date-range-picker" ref={root}>
      <div className="stay-date-range-picker__inputs">
        {(['arrival', 'departure'] as const).map((role) => (
          <TypedDate
            key={role}
            id={`${id}-${role}`}
            label={translate(language, role)}
            hintId={`${id}-hint`}
            messageId={message.error === role ? `${id}-message` : undefined}
            value={role === 'arrival' ? startDate : endDate}
            shown={(date) => formatShownDate(language, date)}
            inWords={longDate}
            onCommit={(text) => void commitTyped(role, text)}
          />
        ))}
        <p className="stay-date-range-picker__hint" id={`${id}-hint`}>
          {translate(language, 'formatHint', sample)}
        </p>
      </div>
      <p className="stay-date-range-picker__message" id={`${id}-message`} role="status" data-error={message.error ? '' : undefined}>
        {message.text}
      </p>
      <div className="stay-date-range-picker__nav">
        {/* aria-disabled, not disabled: a disabled button loses focus to the page as paging back reaches the first month (APG date picker). */}
        <button
          type="button"
          className="stay-date-range-picker__prev"
          aria-label={translate(language, 'previousMonth')}
          aria-disabled={firstMonth <= minMonth ? 'true' : undefined}
          onClick={() => firstMonth > minMonth && page(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className="stay-date-range-picker__next"
          aria-label={translate(language, 'nextMonth')}
          onClick={() => page(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {/* oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- delegated: arrow keys of the grids inside (APG date picker) */}
      <div className="stay-date-range-picker__months" onKeyDown={onGridKey}>
        {visible.map((month) => {
          const state = monthState(query, month);
          const loading = query !== undefined && (!state || state.status === 'loading');
          return (
            <section className="stay-date-range-picker__month" key={month} data-month={month}>
              <MonthTitle className="stay-date-range-picker__title" id={`${id}-${month}`} aria-live="polite">
                {formatIsoDate(language, `${month}-01`, { month: 'long', year: 'numeric' })}
              </MonthTitle>
              {loading && <p className="stay-date-range-picker__status">{translate(language, 'loading')}</p>}
              {state?.status === 'failed' && (
                <p className="stay-date-range-picker__status" data-failed="">
                  {translate(language, 'monthFailed')}
                </p>
              )}
              <table
                // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role -- the APG date picker's markup: a table with role grid
                role="grid"
                className="stay-date-range-picker__grid"
                aria-labelledby={`${id}-${month}`}
                aria-busy={loading || undefined}
              >
                <thead>
                  <tr>
                    {weekdays.map((weekday) => (
                      <th scope="col" key={weekday} abbr={formatIsoDate(language, weekday, { weekday: 'long' })}>
                        {formatIsoDate(language, weekday, { weekday: 'narrow' })}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {monthGrid(month, firstDay).map((week, index) => (
                    <tr key={index}>
                      {week.map((date, column) =>
                        date ? (
                          <DayCell
                            key={date}
                            date={date}
                            id={`${id}-${date}`}
                            day={rules.days.get(date)}
                            check={checkFor(date, roleOfClick(date), rules)}
                            currencyCode={state?.status === 'ready' ? state.currencyCode : currencyCode}
                            label={longDate(date)}
                            dayNumber={formatIsoDate(language, date, { day: 'numeric' })}
                            selected={date === startDate || date === endDate}
                            inRange={!!startDate && !!endDate && date > startDate && date < endDate}
                            isToday={date === today}
                            tabbable={date === tabStop}
                            onPick={() => {
                              setFocusDate(date);
                              choose(date, roleOfClick(date), rules);
                            }}
                          />
                        ) : (
                          // oxlint-disable-next-line jsx-a11y/control-has-associated-label, jsx-a11y/no-redundant-roles -- an empty padding cell of the grid; the role is explicit on every cell (tests find cells by it)
                          <td key={`empty-${column}`} role="gridcell" />
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          );
        })}
      </div>
    </div>
  );
}

interface DayCellProps {
  date: IsoDate;
  id: string;
  day: AvailabilityDay | undefined;
  check: DateCheck;
  currencyCode: string;
  label: string;
  dayNumber: string;
  selected: boolean;
  inRange: boolean;
  isToday: boolean;
  tabbable: boolean;
  onPick: () => void;
}

function DayCell({ date, id, day, check, currencyCode, label, dayNumber, selected, inRange, isToday, tabbable, onPick }: DayCellProps) {
  const { language } = useWidgetEnvironment();
  const price = useDisplayPrice(day?.lowestRate ?? 0, currencyCode);
  const rate = day?.lowestRate !== undefined ? price.text : undefined;
  const description = reasonText(language, check.reasons);
  return (
    // oxlint-disable-next-line jsx-a11y/no-redundant-roles -- explicit on every cell (tests find cells by it)
    <td role="gridcell" aria-selected={selected} className="stay-date-range-picker__cell" data-in-range={inRange ? '' : undefined}>
      <button
        type="button"
        className="stay-date-range-picker__day"
        data-date={date}
        tabIndex={tabbable ? 0 : -1}
        // The visible day and rate open the name (WCAG 2.5.3 "label in name"), the full date follows.
        aria-label={rate ? translate(language, 'dayWithRate', { day: dayNumber, price: rate, date: label }) : label}
        aria-describedby={description ? `${id}-why` : undefined}
        aria-disabled={check.allowed ? undefined : 'true'}
        aria-current={isToday ? 'date' : undefined}
        onClick={() => {
          // Unavailable dates stay focusable and announced, but clicking them does nothing.
          if (check.allowed) onPick();
        }}
      >
        <span className="stay-date-range-picker__number">{dayNumber}</span>{' '}
        <span className="stay-date-range-picker__rate" aria-hidden="true">
          {rate ?? '—'}
        </span>
      </button>
      {description && (
        <span id={`${id}-why`} hidden>
          {description}
        </span>
      )}
    </td>
  );
}
