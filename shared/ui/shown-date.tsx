import type { ReactNode } from 'react';
import { calendarDay, formatDateInWords, formatShownDate } from '../i18n/format';
import type { Language } from '../domain/languages';

export interface ShownDateProps {
  language: Language;
  /** ISO `YYYY-MM-DD`; any other text is shown as it came (a backend's free text never breaks a page). */
  date: string;
  /** A clock time `HH:mm` that follows the date (the banner's publishing window). */
  time?: string;
}

/**
 * A visible date as the spec writes it, DD-MM-YYYY (content spec §9, booking spec §9), in a
 * `<time datetime>`. Screen readers read the full date in words instead of a string of digits:
 * the digits are hidden from them, the words are hidden from the eye (`stay-visually-hidden`).
 * The digits run left to right in Arabic too (`dir`: "01-06-2025 09:00", not the time first).
 */
export function ShownDate({ language, date, time }: ShownDateProps) {
  if (calendarDay(date) === undefined) return <>{time ? `${date} ${time}` : date}</>;
  const clock = time ? ` ${time}` : '';
  return (
    <time className="stay-shown-date" dateTime={time ? `${date}T${time}` : date}>
      <span aria-hidden="true" dir="ltr">
        {formatShownDate(language, date) + clock}
      </span>
      <span className="stay-visually-hidden">{formatDateInWords(language, date) + clock}</span>
    </time>
  );
}

const OPEN = '\uE000';
const CLOSE = '\uE001';

/**
 * A translated sentence whose date arguments show as `ShownDate`: the message is formatted with a
 * private-use marker in place of each date, then split at the markers, so translators keep the
 * word order ("{from} to {to}", "{date}オープン") and every date is still a `<time>`.
 */
export function textWithDates(
  language: Language,
  format: (dates: Record<string, string>) => string,
  dates: Record<string, string | Omit<ShownDateProps, 'language'>>,
): ReactNode[] {
  const markers = Object.fromEntries(Object.keys(dates).map((name) => [name, `${OPEN}${name}${CLOSE}`]));
  return format(markers)
    .split(new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`))
    .map((piece, index) => {
      if (index % 2 === 0) return piece;
      const value = dates[piece] ?? piece;
      return <ShownDate key={index} language={language} {...(typeof value === 'string' ? { date: value } : value)} />;
    })
    .filter((piece) => piece !== '');
}
