import { describe, expect, it } from 'vitest';
import { parseDeepLink } from '../../shared/domain/booking/deep-link';
import { DEFAULT_LIMITS } from '../../shared/domain/booking/search-criteria';
import {
  initialSearchForm,
  searchCriteria,
  searchFormReducer,
  shownSearchErrors,
  type SearchFormAction,
  type SearchFormState,
} from './search-form';
import type { SuggestionOption } from './search-rules';

/*
 * The booking search form's transitions (booking spec §2-§5, §7; README "Fields" and "Submit"):
 * one reducer over the rules of search-rules.ts, replayed from a prefill.
 */

const TODAY = '2030-01-10';
const base = (query: string) => parseDeepLink(new URLSearchParams(query), { today: TODAY }).criteria;
const form = (query: string, dates = true) => {
  const criteria = base(query);
  return initialSearchForm(criteria, dates ? { startDate: criteria.startDate, endDate: criteria.endDate } : {}, DEFAULT_LIMITS);
};
const replay = (state: SearchFormState, actions: SearchFormAction[]) => actions.reduce(searchFormReducer, state);

const ORCHARD = 'hotel=SGORCH&arrive=2030-02-01&depart=2030-02-03';
const tokyo: SuggestionOption = { key: 'city-1', type: 'city', label: 'Tokyo', detail: 'Japan', code: 'Tokyo' };
const japan: SuggestionOption = { key: 'country-JP', type: 'country', label: 'Japan', code: 'JP' };
const orchard: SuggestionOption = { key: 'property-SGORCH', type: 'property', label: 'Aster Residences Orchard', hotelCode: 'SGORCH' };

describe('searchFormReducer: the destination (a destination must be chosen from the list)', () => {
  it.each<{ case: string; start: SearchFormState; actions: SearchFormAction[]; expected: Partial<SearchFormState> }>([
    {
      case: 'a prefilled property code gets its name once the suggestions arrive',
      start: form(ORCHARD),
      actions: [{ type: 'suggestions-arrived', options: [tokyo, orchard] }],
      expected: { query: 'Aster Residences Orchard', named: true },
    },
    {
      case: 'what the visitor typed before the suggestions arrived stays',
      start: form(ORCHARD),
      actions: [
        { type: 'typed', text: 'Tok' },
        { type: 'suggestions-arrived', options: [tokyo, orchard] },
      ],
      expected: { query: 'Tok', destination: undefined },
    },
    {
      case: 'typing clears the chosen destination',
      start: form(ORCHARD),
      actions: [{ type: 'typed', text: 'Aster' }],
      expected: { query: 'Aster', destination: undefined },
    },
    {
      case: 'choosing a city sets its name and type',
      start: form(''),
      actions: [
        { type: 'typed', text: 'tok' },
        { type: 'chosen', option: tokyo },
      ],
      expected: {
        query: 'Tokyo',
        destination: { hotelCode: undefined, destination: 'Tokyo', type: 'city', country: undefined, brand: undefined },
      },
    },
    {
      case: 'choosing a country carries its code',
      start: form(''),
      actions: [{ type: 'chosen', option: japan }],
      expected: { destination: { hotelCode: undefined, destination: 'Japan', type: 'country', country: 'JP', brand: undefined } },
    },
  ])('$case', ({ start, actions, expected }) => {
    expect(replay(start, actions)).toMatchObject(expected);
  });
});

describe('searchFormReducer: dates and guests', () => {
  it.each<{ case: string; start: SearchFormState; actions: SearchFormAction[]; expected: Partial<SearchFormState> }>([
    {
      case: 'completing a range after choosing an arrival closes the dates and returns the focus to their summary',
      start: form('', false),
      actions: [
        { type: 'panel-toggled', panel: 'dates' },
        { type: 'dates-changed', range: { startDate: '2030-02-01' } },
        { type: 'dates-changed', range: { startDate: '2030-02-01', endDate: '2030-02-04' } },
      ],
      expected: { dates: { startDate: '2030-02-01', endDate: '2030-02-04' }, open: { dates: false, guests: false }, focus: 'dates' },
    },
    {
      case: 'changing one end of a complete range keeps the dates open',
      start: form(ORCHARD),
      actions: [
        { type: 'panel-toggled', panel: 'dates' },
        { type: 'dates-changed', range: { startDate: '2030-02-01', endDate: '2030-02-05' } },
      ],
      expected: { open: { dates: true, guests: false }, focus: undefined },
    },
    {
      case: 'Escape or Done closes a panel and returns the focus to its summary',
      start: form(ORCHARD),
      actions: [
        { type: 'panel-toggled', panel: 'guests' },
        { type: 'panel-closed', panel: 'guests' },
      ],
      expected: { open: { dates: false, guests: false }, focus: 'guests' },
    },
    {
      case: 'a room added has one adult; the totals are then announced',
      start: form(ORCHARD),
      actions: [{ type: 'stepped', target: 'rooms', action: 'increment' }],
      expected: {
        rooms: [
          { adults: 1, childAges: [] },
          { adults: 1, childAges: [] },
        ],
        guestsChanged: true,
      },
    },
    {
      case: 'rooms stop at the configured maximum, however many presses (booking spec §9: 5)',
      start: form(ORCHARD),
      actions: Array.from({ length: 7 }, (): SearchFormAction => ({ type: 'stepped', target: 'rooms', action: 'increment' })),
      expected: { rooms: Array.from({ length: 5 }, () => ({ adults: 1, childAges: [] })) },
    },
    {
      case: 'End sets the adults of a room to the maximum (3), Home back to one',
      start: form(`${ORCHARD}&rooms=2&adult=1,2`),
      actions: [{ type: 'stepped', target: { room: 1, count: 'adults' }, action: 'toMax' }],
      expected: {
        rooms: [
          { adults: 1, childAges: [] },
          { adults: 3, childAges: [] },
        ],
      },
    },
    {
      case: 'a child added has no age yet; then its age is chosen',
      start: form(ORCHARD),
      actions: [
        { type: 'stepped', target: { room: 0, count: 'children' }, action: 'increment' },
        { type: 'stepped', target: { room: 0, count: 'children' }, action: 'increment' },
        { type: 'child-age-chosen', room: 0, child: 1, age: 7 },
      ],
      expected: { rooms: [{ adults: 1, childAges: [null, 7] }] },
    },
    {
      case: 'the prefilled guests are not announced',
      start: form(`${ORCHARD}&rooms=2`),
      actions: [{ type: 'child-age-chosen', room: 0, child: 0, age: 3 }],
      expected: { guestsChanged: false },
    },
  ])('$case', ({ start, actions, expected }) => {
    expect(replay(start, actions)).toMatchObject(expected);
  });
});

describe('searchFormReducer: submit (booking spec §5, §7)', () => {
  it('shows no error before the first submit, then the first problem gets the focus', () => {
    const empty = form('', false);
    expect(shownSearchErrors(empty)).toEqual([]);
    const submitted = searchFormReducer(empty, { type: 'submitted' });
    expect(shownSearchErrors(submitted)).toEqual([{ field: 'destination' }, { field: 'dates' }]);
    expect(submitted.focus).toBe('destination');
    expect(submitted.checking).toBe(false);
  });

  it('hides an error as soon as its value is valid', () => {
    const submitted = replay(form('', false), [{ type: 'submitted' }, { type: 'chosen', option: tokyo }]);
    expect(shownSearchErrors(submitted)).toEqual([{ field: 'dates' }]);
  });

  it('a missing child age opens the guests and focuses that select', () => {
    const state = replay(form(`${ORCHARD}&child=1`), [{ type: 'focused' }, { type: 'submitted' }]);
    expect(state.open.guests).toBe(true);
    expect(state.focus).toEqual({ room: 0, child: 0 });
  });

  it.each<{ case: string; actions: SearchFormAction[]; expected: Partial<SearchFormState> }>([
    {
      case: 'a valid form trims the code and starts its check',
      actions: [{ type: 'code-typed', code: ' summer24 ' }, { type: 'submitted' }],
      expected: { code: 'summer24', checking: true, focus: undefined },
    },
    { case: 'without a code there is nothing to check', actions: [{ type: 'submitted' }], expected: { code: '', checking: false } },
    {
      case: 'the service’s spelling of an accepted code is kept',
      actions: [{ type: 'code-typed', code: 'summer24' }, { type: 'submitted' }, { type: 'code-accepted', code: 'SUMMER24' }],
      expected: { code: 'SUMMER24', checking: false },
    },
    {
      case: 'a refused code shows its reason and takes the focus',
      actions: [{ type: 'code-typed', code: 'NOPE' }, { type: 'submitted' }, { type: 'code-refused', error: 'unknown' }],
      expected: { codeError: 'unknown', checking: false, focus: 'code' },
    },
    {
      case: 'changing the code type clears the refusal',
      actions: [
        { type: 'code-typed', code: 'ACME' },
        { type: 'submitted' },
        { type: 'code-refused', error: 'wrong-type' },
        { type: 'code-type-chosen', codeType: 3 },
      ],
      expected: { codeError: undefined, codeType: 3 },
    },
  ])('$case', ({ actions, expected }) => {
    expect(replay(form(ORCHARD), actions)).toMatchObject(expected);
  });
});

describe('searchCriteria: the search made from a valid form', () => {
  it('keeps what the form does not show and takes the rest from the form', () => {
    const start = base(`${ORCHARD}&currency=JPY&ssid=S1&promo=X`);
    const state = replay(initialSearchForm(start, { startDate: start.startDate, endDate: start.endDate }, DEFAULT_LIMITS), [
      { type: 'chosen', option: tokyo },
    ]);
    const criteria = searchCriteria(start, state, { discountCode: '', minLengthOfStay: 2 });
    expect(criteria).toMatchObject({
      hotelCode: undefined,
      destination: 'Tokyo',
      type: 'city',
      currencyCode: start.currencyCode,
      ssid: 'S1',
      discountCode: '',
      discountCodeType: 0,
      minLengthOfStay: 2,
    });
  });
});
