import type { PromotionRefusal } from '../../shared/api/promotion-service';
import type { DiscountCodeType, RoomOccupancy, SearchCriteria } from '../../shared/domain/booking/search-criteria';
import type { DateRange } from '../../shared/ui/date-range-picker/DateRangePicker';
import { formInteraction, initialInteraction, shownErrors, type FormInteraction } from '../../shared/ui/form-state/form-state';
import { applyStep, type StepAction } from '../../shared/ui/number-stepper/number-stepper-state';
import {
  MIN_ADULTS,
  optionForCriteria,
  setAdults,
  setChildAge,
  setChildren,
  setRoomCount,
  validateSearchForm,
  type GuestLimits,
  type SearchForm,
  type SearchFormError,
  type SuggestionOption,
} from './search-rules';

/**
 * The booking search form as one reducer (issue 13 item 1): what the visitor did in, the form
 * out, over the rules of `search-rules.ts` (occupancy limits, validation). No React, no DOM: the
 * transitions are a table test (`search-form.unit.test.ts`); `BookingSearch.tsx` renders the
 * state and dispatches, and moves the focus the state names.
 */

/** What the visitor chose from the list (or the prefill named): what a search carries of it. */
export type Destination = Pick<SearchCriteria, 'hotelCode' | 'destination' | 'type' | 'country' | 'brand'>;

/** The discount code check's refusal, or a check that could not be made (booking spec §7). */
export type CodeError = PromotionRefusal | 'unchecked';

export type Panel = 'dates' | 'guests';

/** Where the focus goes next: a field by name, or the age select of one child. */
export type SearchFocus = Panel | 'destination' | 'code' | { room: number; child: number };

export interface SearchFormState {
  /** What the destination field shows. */
  query: string;
  /** Chosen from the list (or prefilled); typing clears it: a destination must be chosen. */
  destination: Destination | undefined;
  /** Whether a prefilled destination was given its name from the suggestions (once). */
  named: boolean;
  dates: DateRange;
  rooms: RoomOccupancy[];
  code: string;
  codeType: DiscountCodeType;
  codeError: CodeError | undefined;
  /** The code check is under way: a second submit waits for it. */
  checking: boolean;
  /** The search shows its errors from the first submit on (booking spec §5), so only submits are recorded. */
  interaction: FormInteraction<SearchFormError['field']>;
  /** The guest totals are announced after the visitor changed them, not for the prefill. */
  guestsChanged: boolean;
  open: Record<Panel, boolean>;
  focus: SearchFocus | undefined;
  limits: GuestLimits;
}

/** Which count a stepper changes: the rooms, or the adults or children of one room. */
export type StepTarget = 'rooms' | { room: number; count: 'adults' | 'children' };

export type SearchFormAction =
  | { type: 'typed'; text: string }
  | { type: 'chosen'; option: SuggestionOption }
  | { type: 'suggestions-arrived'; options: readonly SuggestionOption[] }
  | { type: 'dates-changed'; range: DateRange }
  | { type: 'panel-toggled'; panel: Panel }
  /** Escape or Done: the panel closes and its summary button gets the focus back. */
  | { type: 'panel-closed'; panel: Panel }
  | { type: 'stepped'; target: StepTarget; action: StepAction }
  | { type: 'child-age-chosen'; room: number; child: number; age: number | null }
  | { type: 'code-typed'; code: string }
  | { type: 'code-type-chosen'; codeType: DiscountCodeType }
  | { type: 'submitted' }
  | { type: 'code-refused'; error: CodeError }
  /** The service answers the code as it knows it ("summer24" is SUMMER24): the search carries that spelling. */
  | { type: 'code-accepted'; code: string }
  | { type: 'focused' };

export function initialSearchForm(base: SearchCriteria, dates: DateRange, limits: GuestLimits): SearchFormState {
  const prefilled = base.hotelCode || base.destination;
  return {
    query: base.destination ?? base.hotelCode ?? '',
    destination: prefilled
      ? { hotelCode: base.hotelCode, destination: base.destination, type: base.type, country: base.country, brand: base.brand }
      : undefined,
    named: false,
    dates,
    rooms: base.rooms,
    code: base.discountCode,
    codeType: base.discountCodeType,
    codeError: undefined,
    checking: false,
    interaction: initialInteraction(),
    guestsChanged: false,
    open: { dates: false, guests: false },
    focus: undefined,
    limits,
  };
}

function destinationOf(option: SuggestionOption): Destination {
  return {
    hotelCode: option.hotelCode,
    destination: option.label,
    type: option.type,
    country: option.type === 'country' ? option.code : undefined,
    brand: option.type === 'brand' ? option.code : undefined,
  };
}

function stepRooms(rooms: readonly RoomOccupancy[], target: StepTarget, action: StepAction, limits: GuestLimits): RoomOccupancy[] {
  if (target === 'rooms') return setRoomCount(rooms, applyStep(rooms.length, action, { min: 1, max: limits.maxRooms }), limits);
  const room = rooms[target.room];
  if (!room) return [...rooms];
  if (target.count === 'adults')
    return setAdults(rooms, target.room, applyStep(room.adults, action, { min: MIN_ADULTS, max: limits.maxAdults }), limits);
  return setChildren(rooms, target.room, applyStep(room.childAges.length, action, { min: 0, max: limits.maxChildren }), limits);
}

/** The first problem gets the focus; a missing child age opens the guests panel to show its select. */
function focusFor(error: SearchFormError): SearchFocus {
  return error.field === 'childAge' ? { room: error.room, child: error.child } : error.field;
}

export function searchFormReducer(state: SearchFormState, action: SearchFormAction): SearchFormState {
  switch (action.type) {
    case 'typed':
      return { ...state, query: action.text, destination: undefined };
    case 'chosen':
      return { ...state, query: action.option.label, destination: destinationOf(action.option) };
    case 'suggestions-arrived': {
      if (state.named || action.options.length === 0 || !state.destination) return state;
      const option = optionForCriteria(action.options, state.destination);
      // Only while the field still shows the prefilled text: what the visitor typed stays.
      const untouched = state.query === (state.destination.destination ?? state.destination.hotelCode ?? '');
      return { ...state, named: true, query: option && untouched ? option.label : state.query };
    }
    case 'dates-changed': {
      // A range completed after choosing an arrival closes the picker; changing one end of a complete range does not.
      const completes = !!action.range.startDate && !!action.range.endDate && !state.dates.endDate;
      if (!completes) return { ...state, dates: action.range };
      return { ...state, dates: action.range, open: { ...state.open, dates: false }, focus: 'dates' };
    }
    case 'panel-toggled':
      return { ...state, open: { ...state.open, [action.panel]: !state.open[action.panel] } };
    case 'panel-closed':
      return { ...state, open: { ...state.open, [action.panel]: false }, focus: action.panel };
    case 'stepped':
      return { ...state, rooms: stepRooms(state.rooms, action.target, action.action, state.limits), guestsChanged: true };
    case 'child-age-chosen':
      return { ...state, rooms: setChildAge(state.rooms, action.room, action.child, action.age) };
    case 'code-typed':
      return { ...state, code: action.code, codeError: undefined };
    case 'code-type-chosen':
      return { ...state, codeType: action.codeType, codeError: undefined };
    case 'submitted': {
      const interaction = formInteraction(state.interaction, { type: 'submitted' });
      const first = validateSearchForm(searchFormValues(state))[0];
      if (first) {
        const open = first.field === 'childAge' ? { ...state.open, guests: true } : state.open;
        return { ...state, interaction, open, focus: focusFor(first) };
      }
      const code = state.code.trim();
      return { ...state, interaction, code, codeError: undefined, checking: code !== '' };
    }
    case 'code-refused':
      return { ...state, checking: false, codeError: action.error, focus: 'code' };
    case 'code-accepted':
      return { ...state, checking: false, code: action.code };
    case 'focused':
      return { ...state, focus: undefined };
  }
}

/** The age select of one child (the focus goes there when its age is missing). */
export const childAgeId = (id: string, room: number, child: number) => `${id}-age-${room}-${child}`;

/** The element the focus goes to: fields are `{id}-{name}` (BookingSearch.tsx). */
export function focusTargetId(id: string, focus: SearchFocus): string {
  return typeof focus === 'string' ? `${id}-${focus}` : childAgeId(id, focus.room, focus.child);
}

export function searchFormValues(state: SearchFormState): SearchForm {
  const { destination, dates, rooms } = state;
  return {
    hotelCode: destination?.hotelCode,
    destination: destination?.destination,
    startDate: dates.startDate,
    endDate: dates.endDate,
    rooms,
  };
}

/** The errors shown now: none before the first submit, then those of the current values (booking spec §5). */
export function shownSearchErrors(state: SearchFormState): SearchFormError[] {
  return shownErrors(state.interaction, validateSearchForm(searchFormValues(state)));
}

/**
 * The search made from a valid form: the prefilled criteria the form does not show (currency,
 * ssid, rate filters, tracking…) are kept (README "Submit").
 */
export function searchCriteria(
  base: SearchCriteria,
  state: Pick<SearchFormState, 'destination' | 'dates' | 'rooms' | 'codeType'>,
  { discountCode, minLengthOfStay }: { discountCode: string; minLengthOfStay: number },
): SearchCriteria {
  const destination = state.destination!;
  return {
    ...base,
    hotelCode: destination.hotelCode,
    destination: destination.destination,
    type: destination.type,
    country: destination.country,
    brand: destination.brand,
    startDate: state.dates.startDate!,
    endDate: state.dates.endDate!,
    rooms: state.rooms,
    discountCode,
    discountCodeType: discountCode ? state.codeType : 0,
    minLengthOfStay,
  };
}
