import type { AvailabilityDay, UnavailableReason } from '../../api/availability-service';
import { addDays, nightsBetween, type IsoDate } from '../../domain/iso-date';
import { canArriveOn, isValidStay, MAX_NIGHTS, type AvailabilityCalendar } from '../../domain/booking/stay-availability';

/** Why a date cannot be chosen (or what restricts it): booking spec §4 reasons plus the picker's own. */
export type ReasonId = UnavailableReason | 'Past' | 'Loading' | 'StayCannotFit' | 'StayTooShort' | 'NightUnavailable' | 'TooLong';

export interface Reason {
  id: ReasonId;
  nights?: number;
}

/**
 * What the picker knows: `ready` dates have availability; `open` dates have none to apply
 * (no property chosen, or the month failed to load: the rate search decides); `loading` dates
 * wait for their month.
 */
export type DateKnowledge = 'ready' | 'open' | 'loading';

export interface PickerRules {
  today: IsoDate;
  minLengthOfStay: number;
  days: ReadonlyMap<IsoDate, AvailabilityDay>;
  calendar: AvailabilityCalendar;
  knowledgeOf: (date: IsoDate) => DateKnowledge;
}

export interface DateCheck {
  allowed: boolean;
  reasons: Reason[];
}

/** The booking spec §4 reasons the service gave for a date, with the nights they concern. */
export function reasonsOf(day: AvailabilityDay | undefined): Reason[] {
  return (day?.reasons ?? []).map((id) =>
    id === 'MinStayArrive' ? { id, nights: day?.minStayArrive } : id === 'MinStayThrough' ? { id, nights: day?.minStayThrough } : { id },
  );
}

/** A date is offered as arrival only if the minimum stay can be completed over the nights that follow. */
export function checkArrival(date: IsoDate, rules: PickerRules): DateCheck {
  if (date < rules.today) return { allowed: false, reasons: [{ id: 'Past' }] };
  const knowledge = rules.knowledgeOf(date);
  if (knowledge === 'loading') return { allowed: false, reasons: [{ id: 'Loading' }] };
  const day = rules.days.get(date);
  const reasons = reasonsOf(day);
  if (knowledge === 'open' && !day) return { allowed: true, reasons };
  if (canArriveOn(rules.calendar, date, rules.minLengthOfStay)) return { allowed: true, reasons };
  // Sellable and open for arrivals, yet no stay fits: say why, the service's reasons do not.
  const fits = day?.canArrive ? [{ id: 'StayCannotFit' as const, nights: Math.max(1, rules.minLengthOfStay, day.minStayArrive) }] : [];
  return { allowed: false, reasons: [...reasons, ...fits] };
}

/** A departure after `arrival` is offered only where the stay is valid (isValidStay). */
export function checkDeparture(arrival: IsoDate, date: IsoDate, rules: PickerRules): DateCheck {
  const nights = nightsBetween(arrival, date);
  const day = rules.days.get(date);
  if (nights > MAX_NIGHTS) return { allowed: false, reasons: [{ id: 'TooLong', nights: MAX_NIGHTS }] };
  for (let night = arrival; night <= date; night = addDays(night, 1)) {
    if (rules.knowledgeOf(night) === 'loading') return { allowed: false, reasons: [{ id: 'Loading' }] };
  }
  const first = rules.days.get(arrival);
  const minimum = Math.max(1, rules.minLengthOfStay);
  if (!first) {
    // No availability for the arrival (no property, or its month failed): only the stay length applies.
    return nights >= minimum ? { allowed: true, reasons: [] } : { allowed: false, reasons: [{ id: 'StayTooShort', nights: minimum }] };
  }
  if (isValidStay(rules.calendar, arrival, date, rules.minLengthOfStay)) return { allowed: true, reasons: reasonsOf(day) };
  let required = Math.max(minimum, first.minStayArrive);
  let blocked = false;
  for (let night = arrival; night < date; night = addDays(night, 1)) {
    const known = rules.days.get(night);
    if (known && !known.sellable) blocked = true;
    required = Math.max(required, known?.minStayThrough ?? 0);
  }
  const reasons: Reason[] = [];
  if (blocked) reasons.push({ id: 'NightUnavailable' });
  if (nights < required) reasons.push({ id: 'StayTooShort', nights: required });
  if (day && !day.canDepart) reasons.push({ id: 'NoDeparture' });
  return { allowed: false, reasons };
}
