/**
 * Small type guards for validating what crosses a boundary: API answers and storage entries
 * (DESIGN.md Style: parse at the boundary). In `shared/domain` because both `shared/api` and
 * `shared/storage` parse with them, and neither may import the other's folder both ways.
 * Why guards and not a schema library: measured in `shared/api/README.md`.
 */
export type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function text(record: Json, field: string): string | undefined {
  const value = record[field];
  return typeof value === 'string' ? value : undefined;
}

export function count(record: Json, field: string): number | undefined {
  const value = record[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

export function flag(record: Json, field: string): boolean | undefined {
  const value = record[field];
  return typeof value === 'boolean' ? value : undefined;
}

/** A whole number from zero: counts and ages. */
export const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

export function texts(record: Json, field: string): string[] | undefined {
  const value = record[field];
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
}

/** Parses every entry of a list, dropping (not failing on) entries that do not parse. */
export function listOf<T>(value: unknown, parseEntry: (entry: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((entry) => {
    const parsed = parseEntry(entry);
    return parsed === undefined ? [] : [parsed];
  });
}
