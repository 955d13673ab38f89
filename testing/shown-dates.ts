/** What component tests read of a shown date (shared/ui/shown-date.tsx): the digits and the words. */
export interface SeenDate {
  datetime: string;
  /** What the eye reads (hidden from screen readers). */
  shown: string;
  /** What a screen reader reads (hidden from the eye). */
  words: string;
}

export function shownDates(element: ParentNode): SeenDate[] {
  return Array.from(element.querySelectorAll('time')).map((time) => ({
    datetime: time.dateTime,
    shown: time.querySelector('[aria-hidden="true"]')?.textContent ?? '',
    words: time.querySelector('.stay-visually-hidden')?.textContent ?? '',
  }));
}

/** The text a sighted visitor reads: without what is only for screen readers. */
export function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('.stay-visually-hidden').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The spec's DD-MM-YYYY (content spec §9) of an ISO date, Gregorian. */
export const dayMonthYear = (iso: string) => iso.split('-').reverse().join('-');

/** The browser's own full date in words, as an independent reading of an ISO date. */
export const inWords = (iso: string, locale = 'en-GB') =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(locale, { dateStyle: 'full', timeZone: 'UTC' });
