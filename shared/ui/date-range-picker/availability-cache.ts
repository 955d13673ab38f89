import { useEffect, useSyncExternalStore } from 'react';
import { fetchAvailabilityCalendar, type AvailabilityDay, type RoomOccupancy } from '../../api/availability-service';
import { getApiClient } from '../../api/page-client';
import { daysInMonth, type IsoMonth } from './calendar-grid';

export type MonthAvailability =
  | { status: 'loading' }
  | { status: 'ready'; currencyCode: string; days: AvailabilityDay[] }
  | { status: 'failed' };

export interface AvailabilityQuery {
  hotelCode: string;
  rooms: readonly RoomOccupancy[];
  currencyCode: string;
}

/**
 * Availability months of the page, fetched once per (hotel, occupancy, currency, month) and
 * kept while the page lives, so paging back and forth or reopening the picker asks nothing
 * again. A failed month is kept as failed too: the visitor picks freely there and the rate
 * search decides (a fresh page load retries).
 */
const months = new Map<string, MonthAvailability>();
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let version = 0;

function keyOf(query: AvailabilityQuery, month: IsoMonth): string {
  const rooms = query.rooms.map((room) => `${room.adults}+${room.children}`).join(',');
  return `${query.hotelCode}|${rooms}|${query.currencyCode}|${month}`;
}

function notify(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function loadMonth(query: AvailabilityQuery, month: IsoMonth): Promise<void> {
  const key = keyOf(query, month);
  const running = pending.get(key);
  if (running) return running;
  months.set(key, { status: 'loading' });
  const request = fetchAvailabilityCalendar(getApiClient(), {
    hotelCode: query.hotelCode,
    rooms: query.rooms,
    currencyCode: query.currencyCode,
    startDate: `${month}-01`,
    endDate: `${month}-${String(daysInMonth(month)).padStart(2, '0')}`,
  }).then((result) => {
    if (pending.get(key) !== request) return; // forgotten meanwhile (tests reset the cache)
    months.set(key, result.ok ? { status: 'ready', currencyCode: result.data.currencyCode, days: result.data.days } : { status: 'failed' });
    if (!result.ok) console.warn('[stay-widgets] availability calendar:', result.error.message);
    notify();
  });
  pending.set(key, request);
  notify();
  return request;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function monthState(query: AvailabilityQuery | undefined, month: IsoMonth): MonthAvailability | undefined {
  return query ? months.get(keyOf(query, month)) : undefined;
}

/** Loads the `wanted` months (once, see above) and re-renders as they arrive. */
export function useAvailabilityMonths(query: AvailabilityQuery | undefined, wanted: readonly IsoMonth[]): number {
  const current = useSyncExternalStore(subscribe, () => version);
  const queryKey = query ? keyOf(query, '') : '';
  const wantedKey = wanted.join(',');
  useEffect(() => {
    if (query) for (const month of wanted) void loadMonth(query, month);
    // The query and list are rebuilt on each render; their keys are what matter.
    // oxlint-disable-next-line react/exhaustive-deps -- the query and list are rebuilt on each render; their keys are what matter
  }, [queryKey, wantedKey]);
  return current;
}

/** Every loaded day of a query, for rules that look beyond the visible months. */
export function loadedDays(query: AvailabilityQuery | undefined): Map<string, AvailabilityDay> {
  const days = new Map<string, AvailabilityDay>();
  if (!query) return days;
  const prefix = keyOf(query, '');
  for (const [key, state] of months)
    if (key.startsWith(prefix) && state.status === 'ready') for (const day of state.days) days.set(day.date, day);
  return days;
}

/** Forget everything: for tests only. */
export function resetAvailabilityCache(): void {
  months.clear();
  pending.clear();
  notify();
}
