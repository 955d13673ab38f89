import { isSafeUrl } from '../domain/safe-url';

/**
 * Typed `data-*` attribute schemas (DESIGN.md §3). Each widget declares its attributes once;
 * values are parsed here, never by r2wc (its boolean and json types misread authored values,
 * see STACK-NOTES.md). An invalid value falls back to the default and is reported.
 */
export type ParseOutcome<T> = { valid: true; value: T } | { valid: false };

export interface AttributeType<T> {
  readonly defaultValue: T;
  /** Human description of the allowed values, used in warnings and author notices. */
  readonly expected: string;
  parse(raw: string): ParseOutcome<T>;
}

export type AttributeSchema = Record<string, AttributeType<unknown>>;
export type SchemaValues<S extends AttributeSchema> = { [K in keyof S]: S[K] extends AttributeType<infer T> ? T : never };

export interface AttributeProblem {
  attribute: string;
  value: string;
  expected: string;
  fallback: string;
}

const valid = <T>(value: T): ParseOutcome<T> => ({ valid: true, value });
const INVALID = { valid: false } as const;

/** Present-and-empty or "true" is true, "false" is false (a bare attribute is how authors switch a flag on). */
function booleanAttribute(defaultValue = false): AttributeType<boolean> {
  return {
    defaultValue,
    expected: 'true, false or empty',
    parse: (raw) => {
      const value = raw.trim().toLowerCase();
      if (value === '' || value === 'true') return valid(true);
      if (value === 'false') return valid(false);
      return INVALID;
    },
  };
}

function integerAttribute(options: { defaultValue: number; min?: number; max?: number }): AttributeType<number> {
  const { defaultValue, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = options;
  return {
    defaultValue,
    expected: `a whole number from ${min} to ${max}`,
    parse: (raw) => {
      if (!/^\s*-?\d+\s*$/.test(raw)) return INVALID;
      const value = Number(raw);
      return value >= min && value <= max ? valid(value) : INVALID;
    },
  };
}

function numberAttribute(options: { defaultValue: number; min?: number; max?: number }): AttributeType<number> {
  const { defaultValue, min = -Number.MAX_VALUE, max = Number.MAX_VALUE } = options;
  return {
    defaultValue,
    expected: `a number from ${min} to ${max}`,
    parse: (raw) => {
      if (!/^\s*-?(\d+\.?\d*|\.\d+)\s*$/.test(raw)) return INVALID;
      const value = Number(raw);
      return value >= min && value <= max ? valid(value) : INVALID;
    },
  };
}

/** Text that must match `pattern` in full, e.g. an ISO currency code. */
function patternAttribute(pattern: RegExp, defaultValue: string, expected: string): AttributeType<string> {
  const whole = new RegExp(`^(?:${pattern.source})$`, pattern.flags);
  return { defaultValue, expected, parse: (raw) => (whole.test(raw.trim()) ? valid(raw.trim()) : INVALID) };
}

function oneOfAttribute<const T extends string>(values: readonly T[], defaultValue: T): AttributeType<T> {
  return {
    defaultValue,
    expected: `one of ${values.join(', ')}`,
    parse: (raw) => {
      const value = raw.trim();
      return (values as readonly string[]).includes(value) ? valid(value as T) : INVALID;
    },
  };
}

function stringAttribute(defaultValue = ''): AttributeType<string> {
  return { defaultValue, expected: 'text', parse: (raw) => valid(raw) };
}

function urlAttribute(defaultValue = ''): AttributeType<string> {
  return {
    defaultValue,
    expected: 'an http(s), relative, mailto or tel link',
    parse: (raw) => (isSafeUrl(raw.trim()) ? valid(raw.trim()) : INVALID),
  };
}

export const attr = {
  boolean: booleanAttribute,
  integer: integerAttribute,
  number: numberAttribute,
  pattern: patternAttribute,
  oneOf: oneOfAttribute,
  string: stringAttribute,
  url: urlAttribute,
};

/** `headingLevel` → `data-heading-level`. */
export function attributeName(key: string): string {
  return `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

export function observedAttributeNames(schema: AttributeSchema): string[] {
  return Object.keys(schema).map(attributeName);
}

export function parseAttributes<S extends AttributeSchema>(
  schema: S,
  readAttribute: (name: string) => string | null,
): { values: SchemaValues<S>; problems: AttributeProblem[] } {
  const values: Record<string, unknown> = {};
  const problems: AttributeProblem[] = [];
  for (const [key, type] of Object.entries(schema)) {
    const attribute = attributeName(key);
    const raw = readAttribute(attribute);
    if (raw === null) {
      values[key] = type.defaultValue;
      continue;
    }
    const outcome = type.parse(raw);
    if (outcome.valid) {
      values[key] = outcome.value;
      continue;
    }
    values[key] = type.defaultValue;
    problems.push({ attribute, value: raw, expected: type.expected, fallback: JSON.stringify(type.defaultValue) });
  }
  return { values: values as SchemaValues<S>, problems };
}
