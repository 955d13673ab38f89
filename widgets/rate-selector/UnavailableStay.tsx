import { useEffect, useId, useMemo, useState } from 'react';
import type { DateRange } from '../../shared/ui/date-range-picker/DateRangePicker';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';
import { loadTranslations } from '../../shared/i18n/catalogue';
import { formatList } from '../../shared/i18n/format';
import type { PropertyRates } from './rates-read';
import { translate } from './texts';
import english from './messages/en.json';

type Picker = typeof import('../../shared/ui/date-range-picker/DateRangePicker').DateRangePicker;

/** Booking spec §4 reasons the page has words for; an unknown reason is left out rather than shown as a code. */
function reasonWords(language: Parameters<typeof translate>[0], reasons: readonly string[]): string[] {
  return reasons.flatMap((reason) => {
    const key = `reason.${reason}`;
    return key in english ? [translate(language, key as keyof typeof english)] : [];
  });
}

/**
 * An unavailable stay (booking spec §2, §4): why, in words, and the property's availability
 * calendar (`shared/ui/date-range-picker`, as the booking search uses it) to pick other dates; a
 * complete range searches again. The calendar's code loads only here (most stays are available).
 */
export function UnavailableStay({
  rates,
  onPickDates,
}: {
  rates: PropertyRates;
  onPickDates: (startDate: string, endDate: string) => void;
}) {
  const { language } = useWidgetEnvironment();
  const headingId = useId();
  const [Picker, setPicker] = useState<Picker | undefined>(undefined);
  const [range, setRange] = useState<DateRange>({ startDate: rates.criteria.startDate, endDate: rates.criteria.endDate });
  useEffect(() => {
    let current = true;
    void import('../../shared/ui/date-range-picker/DateRangePicker').then(async (module) => {
      await loadTranslations(language);
      if (current) setPicker(() => module.DateRangePicker);
    });
    return () => {
      current = false;
    };
  }, [language]);
  const occupancy = useMemo(
    () => rates.criteria.rooms.map((room) => ({ adults: room.adults, children: room.childAges.length })),
    [rates.criteria.rooms],
  );
  const reasons = reasonWords(language, rates.packages.reasons);
  const change = (next: DateRange) => {
    setRange(next);
    if (next.startDate && next.endDate) onPickDates(next.startDate, next.endDate);
  };
  return (
    <div className="stay-rate-selector__unavailable">
      <h2 className="stay-rate-selector__heading">{translate(language, 'unavailable')}</h2>
      {reasons.length > 0 ? (
        <p className="stay-rate-selector__reasons">{translate(language, 'reasons', { reasons: formatList(language, reasons) })}</p>
      ) : null}
      <section aria-labelledby={headingId} className="stay-rate-selector__calendar">
        <h3 id={headingId}>{translate(language, 'otherDates')}</h3>
        {Picker ? (
          <Picker
            hotelCode={rates.hotelCode}
            occupancy={occupancy}
            currencyCode={rates.packages.currencyCode}
            minLengthOfStay={rates.minLengthOfStay}
            today={rates.today}
            value={range}
            onChange={change}
            monthsShown={1}
            headingLevel={4}
          />
        ) : (
          <p role="status">{translate(language, 'calendarLoading')}</p>
        )}
      </section>
    </div>
  );
}
