import { describe, expect, it } from 'vitest';
import { formInteraction, initialInteraction, shownErrors, type FormInteraction, type InteractionEvent } from './form-state';

type Field = 'email' | 'phone';
const replay = (events: InteractionEvent<Field>[]): FormInteraction<Field> => events.reduce(formInteraction, initialInteraction<Field>());

describe('formInteraction: the interaction states of a form (DESIGN.md §8, Lion)', () => {
  it.each<{ case: string; events: InteractionEvent<Field>[]; expected: FormInteraction<Field> }>([
    { case: 'nothing happened', events: [], expected: { fields: {}, submitCount: 0 } },
    {
      case: 'a prefilled field',
      events: [{ type: 'prefilled', field: 'email' }],
      expected: { fields: { email: { touched: false, dirty: false, prefilled: true } }, submitCount: 0 },
    },
    {
      case: 'typed in, not yet left',
      events: [{ type: 'changed', field: 'email' }],
      expected: { fields: { email: { touched: false, dirty: true, prefilled: false } }, submitCount: 0 },
    },
    {
      case: 'typed in and left',
      events: [
        { type: 'changed', field: 'email' },
        { type: 'left', field: 'email' },
      ],
      expected: { fields: { email: { touched: true, dirty: true, prefilled: false } }, submitCount: 0 },
    },
    { case: 'submitted twice', events: [{ type: 'submitted' }, { type: 'submitted' }], expected: { fields: {}, submitCount: 2 } },
  ])('$case', ({ events, expected }) => {
    expect(replay(events)).toEqual(expected);
  });
});

describe('shownErrors: a message after touch or submit, gone as soon as the value is valid', () => {
  const errors = [
    { field: 'email' as const, reason: 'missing' },
    { field: 'phone' as const, reason: 'format' },
  ];
  it.each<{ case: string; events: InteractionEvent<Field>[]; current: typeof errors; expected: Field[] }>([
    { case: 'untouched fields show nothing', events: [], current: errors, expected: [] },
    {
      case: 'typing alone shows nothing (no error while the visitor is still typing)',
      events: [{ type: 'changed', field: 'email' }],
      current: errors,
      expected: [],
    },
    {
      case: 'a prefilled invalid value shows nothing before a touch or submit',
      events: [{ type: 'prefilled', field: 'phone' }],
      current: errors,
      expected: [],
    },
    { case: 'a touched field shows its own error only', events: [{ type: 'left', field: 'phone' }], current: errors, expected: ['phone'] },
    { case: 'a submit shows every error, in order', events: [{ type: 'submitted' }], current: errors, expected: ['email', 'phone'] },
    { case: 'a value made valid hides its error at once', events: [{ type: 'submitted' }], current: [errors[1]!], expected: ['phone'] },
  ])('$case', ({ events, current, expected }) => {
    expect(shownErrors(replay(events), current).map((error) => error.field)).toEqual(expected);
  });
});
