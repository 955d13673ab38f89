/**
 * Filters of the select-apartment-and-rates page (booking spec §2: "filters by room type, price id
 * and apartment size (from, to, title)"; the `rate` parameter limits the shown rates to the listed
 * rate plan codes). Filters live in the page address, so a filtered view can be shared and survives
 * a reload: read from and written to the query as these parameters, beside the deep link's own.
 *
 * Decisions where the spec is silent (also in widgets/rate-selector/README.md):
 * - `roomType`: apartment type codes, comma-separated; none means every type.
 * - `price`: the price id is the band itself, `from-to` of the average nightly price of one
 *   apartment in the currency the nightly prices are shown in (the display currency, issue 28 item 4) (`100-250`, `-250`, `100-`).
 * - `sizeFrom`, `sizeTo`: square metres. A range given the wrong way round is read turned around.
 * - A value that is not a number is ignored (the filter is off), never an error.
 */
export interface NumberRange {
  from: number | undefined;
  to: number | undefined;
}

export interface RateFilters {
  roomTypeCodes: string[];
  price: NumberRange;
  size: NumberRange;
}

export const NO_RATE_FILTERS: RateFilters = {
  roomTypeCodes: [],
  price: { from: undefined, to: undefined },
  size: { from: undefined, to: undefined },
};

/** The page parameters the filters own: the deep link's parameters (booking spec §2) are all different. */
export const RATE_FILTER_PARAMETERS = ['roomType', 'price', 'sizeFrom', 'sizeTo'] as const;

const NUMBER = /^\d+(\.\d+)?$/;

function amount(value: string | null | undefined): number | undefined {
  const trimmed = value?.trim() ?? '';
  return NUMBER.test(trimmed) ? Number(trimmed) : undefined;
}

function range(from: number | undefined, to: number | undefined): NumberRange {
  return from !== undefined && to !== undefined && from > to ? { from: to, to: from } : { from, to };
}

function codes(value: string | null): string[] {
  const list = (value ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
  return [...new Set(list)];
}

export function readRateFilters(params: URLSearchParams): RateFilters {
  const [priceFrom, priceTo] = (params.get('price') ?? '').split('-');
  return {
    roomTypeCodes: codes(params.get('roomType')),
    price: params.get('price')?.includes('-') ? range(amount(priceFrom), amount(priceTo)) : NO_RATE_FILTERS.price,
    size: range(amount(params.get('sizeFrom')), amount(params.get('sizeTo'))),
  };
}

function formatRange({ from, to }: NumberRange): string {
  return from === undefined && to === undefined ? '' : `${from ?? ''}-${to ?? ''}`;
}

/** The page query with the filters written in (other parameters kept as they are; empty filters removed). */
export function writeRateFilters(query: string, filters: RateFilters): string {
  const params = new URLSearchParams(query);
  const values: Record<(typeof RATE_FILTER_PARAMETERS)[number], string> = {
    roomType: filters.roomTypeCodes.join(','),
    price: formatRange(filters.price),
    sizeFrom: filters.size.from === undefined ? '' : String(filters.size.from),
    sizeTo: filters.size.to === undefined ? '' : String(filters.size.to),
  };
  for (const name of RATE_FILTER_PARAMETERS) {
    if (values[name]) params.set(name, values[name]);
    else params.delete(name);
  }
  return params.toString();
}

/** The query without the filters: the search the page reads does not change when a filter does. */
export function withoutRateFilters(query: string): string {
  const params = new URLSearchParams(query);
  for (const name of RATE_FILTER_PARAMETERS) params.delete(name);
  return params.toString();
}

export function isWithin(value: number, { from, to }: NumberRange): boolean {
  return (from === undefined || value >= from) && (to === undefined || value <= to);
}

/** An apartment type passes the room type and size filters; a type of unknown size passes only without a size filter. */
export function apartmentPasses(apartment: { roomTypeCode: string; squareMetres: number | undefined }, filters: RateFilters): boolean {
  if (filters.roomTypeCodes.length > 0 && !filters.roomTypeCodes.includes(apartment.roomTypeCode)) return false;
  const sizeFiltered = filters.size.from !== undefined || filters.size.to !== undefined;
  if (!sizeFiltered) return true;
  return apartment.squareMetres !== undefined && isWithin(apartment.squareMetres, filters.size);
}

/**
 * A room rate passes the `rate` limit of the deep link (empty: every plan; booking spec §2) and the
 * price filter (on its average nightly price of one apartment).
 */
export function ratePasses(
  rate: { ratePlanCode: string; nightlyPrice: number },
  filters: RateFilters,
  ratePlanLimit: readonly string[],
): boolean {
  if (ratePlanLimit.length > 0 && !ratePlanLimit.includes(rate.ratePlanCode)) return false;
  return isWithin(rate.nightlyPrice, filters.price);
}

export function hasRateFilters(filters: RateFilters): boolean {
  return writeRateFilters('', filters) !== '';
}
