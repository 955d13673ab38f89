import { describe, expect, it } from 'vitest';
import { checkinFormReducer, initialCheckinForm, type CheckinFormEvent, type CheckinFormState } from './checkin-form';

/** Loyalty spec §3 "Web check-in": forms move through loaded, initialised, submitted, error, completed. */
const values = { firstName: 'Ken' };
const initialised: CheckinFormState = { status: 'initialised', values };
const submitted: CheckinFormState = { status: 'submitted', values };
const error: CheckinFormState = { status: 'error', values, errorCode: 'BAD_REQUEST', invalidFields: ['nationality'] };
const completed: CheckinFormState = { status: 'completed' };

const table: [string, CheckinFormState, CheckinFormEvent, CheckinFormState][] = [
  ['loaded: the registration answer initialises', initialCheckinForm, { type: 'initialise', values }, initialised],
  ['loaded: a submit before the form is there does nothing', initialCheckinForm, { type: 'submit' }, initialCheckinForm],
  ['loaded: already checked in', initialCheckinForm, { type: 'checked-in' }, completed],
  [
    'initialised: typing keeps the others',
    initialised,
    { type: 'edit', name: 'nationality', value: 'JP' },
    { status: 'initialised', values: { firstName: 'Ken', nationality: 'JP' } },
  ],
  ['initialised: submit', initialised, { type: 'submit' }, submitted],
  ['initialised: a second initialise does not overwrite what was typed', initialised, { type: 'initialise', values: {} }, initialised],
  ['submitted: a failure keeps the values', submitted, { type: 'failed', errorCode: 'BAD_REQUEST', invalidFields: ['nationality'] }, error],
  [
    'submitted: a failure without fields',
    submitted,
    { type: 'failed', errorCode: 'network' },
    { status: 'error', values, errorCode: 'network', invalidFields: [] },
  ],
  ['submitted: typing waits for the answer', submitted, { type: 'edit', name: 'firstName', value: 'K' }, submitted],
  ['submitted: checked in', submitted, { type: 'checked-in' }, completed],
  [
    'error: typing keeps the error shown',
    error,
    { type: 'edit', name: 'nationality', value: 'JP' },
    { ...error, values: { firstName: 'Ken', nationality: 'JP' } },
  ],
  ['error: submit again', error, { type: 'submit' }, submitted],
  ['completed: stays completed', completed, { type: 'edit', name: 'firstName', value: 'x' }, completed],
  ['completed: checked in again is the same state', completed, { type: 'checked-in' }, completed],
];

describe('checkinFormReducer (loyalty §3 "Web check-in")', () => {
  it.each(table)('%s', (_name, state, event, expected) => {
    expect(checkinFormReducer(state, event)).toEqual(expected);
  });
});
