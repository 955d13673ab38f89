import type { Dispatch } from 'react';
import { childAgeLabel, type OccupancyLimits, type RoomOccupancy } from '../../shared/domain/booking/search-criteria';
import { FormField } from '../../shared/ui/form-field/FormField';
import { NumberStepper } from '../../shared/ui/number-stepper/NumberStepper';
import { childAgeId, type SearchFormAction } from './search-form';
import type { SearchFormError } from './search-rules';
import type { SearchTexts } from './search-texts';

export interface GuestsPanelProps {
  id: string;
  rooms: readonly RoomOccupancy[];
  limits: OccupancyLimits;
  /** The child-age limit of the destination, for the hint (booking spec §3). */
  childAgeLimit: number;
  /** The errors shown now: a missing child age is told at its select. */
  errors: readonly SearchFormError[];
  dispatch: Dispatch<SearchFormAction>;
  t: SearchTexts;
}

/**
 * What the guests panel holds: the rooms, adults and children steppers and each child's age
 * (booking spec §5; README "Fields": Guests). A module of its own, loaded when the panel first
 * opens (`use-lazy-guests-panel.ts`).
 */
export function GuestsPanel({ id, rooms, limits, childAgeLimit, errors, dispatch, t }: GuestsPanelProps) {
  const ages = Array.from({ length: limits.maxChildAge + 1 }, (_, age) => age);
  const children = rooms.reduce((sum, room) => sum + room.childAges.length, 0);
  return (
    <>
      <NumberStepper
        id={`${id}-rooms`}
        label={t('rooms')}
        value={rooms.length}
        min={1}
        max={limits.maxRooms}
        incrementLabel={t('addRoom')}
        decrementLabel={t('removeRoom')}
        onStep={(action) => dispatch({ type: 'stepped', target: 'rooms', action })}
      />
      {rooms.map((room, roomIndex) => {
        const number = roomIndex + 1;
        return (
          <fieldset key={roomIndex} className="stay-booking-search__room">
            <legend>{t('room', { room: number })}</legend>
            <NumberStepper
              id={`${id}-adults-${roomIndex}`}
              label={t('adults')}
              value={room.adults}
              min={1}
              max={limits.maxAdults}
              incrementLabel={t('addAdult', { room: number })}
              decrementLabel={t('removeAdult', { room: number })}
              onStep={(action) => dispatch({ type: 'stepped', target: { room: roomIndex, count: 'adults' }, action })}
            />
            <NumberStepper
              id={`${id}-children-${roomIndex}`}
              label={t('children')}
              value={room.childAges.length}
              min={0}
              max={limits.maxChildren}
              incrementLabel={t('addChild', { room: number })}
              decrementLabel={t('removeChild', { room: number })}
              onStep={(action) => dispatch({ type: 'stepped', target: { room: roomIndex, count: 'children' }, action })}
            />
            {room.childAges.map((age, childIndex) => {
              const missing = errors.some((error) => error.field === 'childAge' && error.room === roomIndex && error.child === childIndex);
              return (
                <FormField
                  key={childIndex}
                  id={childAgeId(id, roomIndex, childIndex)}
                  className="stay-booking-search__age"
                  label={t('childAge', { child: childIndex + 1, room: number })}
                  error={missing ? t('error.childAge') : undefined}
                >
                  {(control) => (
                    <select
                      {...control}
                      value={age === null ? '' : String(age)}
                      onChange={(event) => {
                        const chosen = event.target.value === '' ? null : Number(event.target.value);
                        dispatch({ type: 'child-age-chosen', room: roomIndex, child: childIndex, age: chosen });
                      }}
                    >
                      <option value="">{t('childAgeChoose')}</option>
                      {ages.map((value) => (
                        <option key={value} value={value}>
                          {childAgeLabel(value)}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              );
            })}
          </fieldset>
        );
      })}
      {children > 0 && <p className="stay-booking-search__hint">{t('childAgeHint', { limit: childAgeLimit })}</p>}
    </>
  );
}
