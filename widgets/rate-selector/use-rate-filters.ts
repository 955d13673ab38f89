import { useState } from 'react';
import { readRateFilters, writeRateFilters, type RateFilters } from '../../shared/domain/booking/rate-filters';

/**
 * The page's rate filters, kept in its address (booking spec §2; rules in
 * shared/domain/booking/rate-filters.ts): read once when the rates show, written with
 * `history.replaceState` on every change, so a filtered view can be shared and survives a reload
 * without adding a history entry per keystroke. The deep link's `roomTypeCode` preselects the room
 * type filter when the address has none of its own.
 */
export function useRateFilters(linkRoomTypes: readonly string[]): [RateFilters, (filters: RateFilters) => void] {
  const [filters, setFilters] = useState<RateFilters>(() => {
    const params = new URLSearchParams(location.search);
    const read = readRateFilters(params);
    return params.has('roomType') || linkRoomTypes.length === 0 ? read : { ...read, roomTypeCodes: [...linkRoomTypes] };
  });
  const change = (next: RateFilters) => {
    setFilters(next);
    const query = writeRateFilters(location.search, next);
    history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
  };
  return [filters, change];
}
