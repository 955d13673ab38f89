import type { Offer } from '../../api/offer-service';
import type { Language } from '../../domain/languages';
import { ShownDate, textWithDates } from '../shown-date';

export interface OfferDatesProps {
  language: Language;
  offer: Pick<Offer, 'startDate' | 'endDate'>;
  /** The translated range, `{from}` and `{to}` kept as placeholders (the widget's catalogue). */
  range: (dates: Record<string, string>) => string;
}

/** The dates of an offer or event: one day, a range, or nothing when it has none. */
export function OfferDates({ language, offer, range }: OfferDatesProps) {
  const { startDate, endDate } = offer;
  if (!startDate && !endDate) return null;
  if (!startDate || !endDate || startDate === endDate) return <ShownDate language={language} date={startDate || endDate} />;
  return <>{textWithDates(language, range, { from: startDate, to: endDate })}</>;
}
