import { describe, expect, it } from 'vitest';
import { airportTransferErrors, arrivalTimeError, flightNumberError, normaliseFlightNumber } from './airport-transfer';

describe('flight number (booking spec §3 "Add-on" flightNo)', () => {
  it.each([
    ['SQ12', undefined],
    ['sq 12', undefined],
    ['3K531', undefined],
    ['BAW117A', undefined],
    ['TR 1234', undefined],
    ['', 'required'],
    ['   ', 'required'],
    ['SQ', 'invalid'],
    ['12345', 'invalid'],
    ['SQ12345', 'invalid'],
    ['S-Q12', 'invalid'],
    ['12 34', 'invalid'],
  ])('%j → %s', (value, error) => {
    expect(flightNumberError(value)).toBe(error);
  });

  it('is stored upper-case without spaces', () => {
    expect(normaliseFlightNumber(' sq 12 ')).toBe('SQ12');
  });
});

describe('arrival time (booking spec §3 "Add-on" arrivalTime)', () => {
  it.each([
    ['09:30', undefined],
    ['00:00', undefined],
    ['23:59', undefined],
    ['', 'required'],
    ['24:00', 'invalid'],
    ['9:30', 'invalid'],
    ['09:60', 'invalid'],
    ['half past nine', 'invalid'],
  ])('%j → %s', (value, error) => {
    expect(arrivalTimeError(value)).toBe(error);
  });
});

describe('airportTransferErrors', () => {
  it.each([
    { details: { flightNo: 'SQ12', arrivalTime: '09:30' }, errors: {} },
    { details: { flightNo: '', arrivalTime: '09:30' }, errors: { flightNo: 'required' } },
    { details: { flightNo: 'SQ', arrivalTime: '' }, errors: { flightNo: 'invalid', arrivalTime: 'required' } },
  ])('$details.flightNo at $details.arrivalTime → $errors', ({ details, errors }) => {
    expect(airportTransferErrors(details)).toEqual(errors);
  });
});
