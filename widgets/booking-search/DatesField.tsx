import { useEffect, useMemo, type Dispatch } from 'react';
import type { IsoDate } from '../../shared/domain/iso-date';
import type { RoomOccupancy } from '../../shared/domain/booking/search-criteria';
import type { Language } from '../../shared/domain/languages';
import type { DateRange } from '../../shared/ui/date-range-picker/DateRangePicker';
import { textWithDates } from '../../shared/ui/shown-date';
import { MOBILE_QUERY, useMediaQuery } from '../../shared/ui/use-media-query';
import { PanelField } from './PanelField';
import type { SearchFormAction } from './search-form';
import type { SearchTexts } from './search-texts';
import { useLazyDatePicker } from './use-lazy-date-picker';

interface DatesFieldProps {
  id: string;
  language: Language;
  dates: DateRange;
  open: boolean;
  error: string | undefined;
  /** The calendar's availability: the property, the guests and the price currency. */
  hotelCode: string | undefined;
  rooms: readonly RoomOccupancy[];
  currencyCode: string;
  minLengthOfStay: number;
  today: IsoDate;
  headingLevel: 2 | 3 | 4 | 5 | 6;
  dispatch: Dispatch<SearchFormAction>;
  t: SearchTexts;
}

/** The dates: a summary that opens the calendar, loaded on first opening (README "Fields"). */
export function DatesField({
  id,
  language,
  dates,
  open,
  error,
  hotelCode,
  rooms,
  currencyCode,
  minLengthOfStay,
  today,
  headingLevel,
  dispatch,
  t,
}: DatesFieldProps) {
  const wide = !useMediaQuery(MOBILE_QUERY);
  const DateRangePicker = useLazyDatePicker({ wanted: open, language });
  const calendarShown = open && !!DateRangePicker;
  // Kept while the rooms stay: the calendar asks for availability again when its occupancy changes.
  const occupancy = useMemo(() => rooms.map((room) => ({ adults: room.adults, children: room.childAges.length })), [rooms]);
  // APG date picker dialog: opening moves the focus to the calendar's current day (the arrival, else today), once the calendar is there.
  useEffect(() => {
    if (calendarShown) document.getElementById(`${id}-panel`)?.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]')?.focus();
  }, [calendarShown, id]);
  // Shown as DD-MM-YYYY, read in words (content spec §9: shared/ui/shown-date.tsx).
  const summary =
    dates.startDate && dates.endDate
      ? textWithDates(language, (shown) => t('datesValue', shown), { start: dates.startDate, end: dates.endDate })
      : dates.startDate
        ? textWithDates(language, (shown) => t('datesStartOnly', shown), { start: dates.startDate })
        : t('datesEmpty');
  return (
    <PanelField
      id={id}
      className="stay-booking-search__dates"
      label={t('dates')}
      summary={summary}
      open={open}
      error={error}
      doneLabel={t('done')}
      onToggle={() => dispatch({ type: 'panel-toggled', panel: 'dates' })}
      onClose={() => dispatch({ type: 'panel-closed', panel: 'dates' })}
    >
      {open && !DateRangePicker && (
        <p className="stay-booking-search__loading" role="status">
          {t('calendarLoading')}
        </p>
      )}
      {open && DateRangePicker && (
        <DateRangePicker
          hotelCode={hotelCode}
          occupancy={occupancy}
          currencyCode={currencyCode}
          minLengthOfStay={minLengthOfStay}
          today={today}
          value={dates}
          onChange={(range) => dispatch({ type: 'dates-changed', range })}
          monthsShown={wide ? 2 : 1}
          headingLevel={headingLevel}
        />
      )}
    </PanelField>
  );
}
