/**
 * Airport transfer details (booking spec §3 "Add-on": flightNo, arrivalTime; 1W or 2W): pure
 * validators for the add-on form. The spec names the fields, not their format; decisions:
 * - a flight number is an airline designator (two letters or digits with at least one letter, or
 *   three letters) followed by 1 to 4 digits and an optional letter, a space allowed between
 *   (`SQ 12`, `3K 531`, `BAW117A`); stored upper-case without the space;
 * - an arrival time is a 24-hour `HH:mm`, as `<input type="time">` gives it.
 */
export type TransferFieldError = 'required' | 'invalid';

const FLIGHT_NUMBER = /^(?:[A-Z]{2,3}|[A-Z]\d|\d[A-Z])\d{1,4}[A-Z]?$/;
const ARRIVAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The flight number as stored: trimmed, upper-case, no spaces. */
export function normaliseFlightNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function flightNumberError(value: string): TransferFieldError | undefined {
  const flightNo = normaliseFlightNumber(value);
  if (!flightNo) return 'required';
  return FLIGHT_NUMBER.test(flightNo) ? undefined : 'invalid';
}

export function arrivalTimeError(value: string): TransferFieldError | undefined {
  const time = value.trim();
  if (!time) return 'required';
  return ARRIVAL_TIME.test(time) ? undefined : 'invalid';
}

/** Both fields' errors: a chosen transfer cannot be saved while either has one. */
export function airportTransferErrors(details: { flightNo: string; arrivalTime: string }): {
  flightNo?: TransferFieldError;
  arrivalTime?: TransferFieldError;
} {
  const flightNo = flightNumberError(details.flightNo);
  const arrivalTime = arrivalTimeError(details.arrivalTime);
  return { ...(flightNo ? { flightNo } : {}), ...(arrivalTime ? { arrivalTime } : {}) };
}
