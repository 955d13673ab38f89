/**
 * Fault rules: which service calls the sandbox breaks on purpose, and how (DESIGN §5).
 * Rules come from the `stay-sandbox-faults` cookie (one browser context, every matching request)
 * or from `POST /__sandbox/faults` (every client, optionally a limited number of times).
 */
export const FAULT_KINDS = ['error', 'slow', 'malformed', 'timeout', 'network'] as const;

export type FaultKind = (typeof FAULT_KINDS)[number];

export const FAULTS_COOKIE = 'stay-sandbox-faults';

export interface FaultRule {
  /** Substring of the request's path and query string; empty matches every service call. */
  readonly match: string;
  readonly kind: FaultKind;
  /** error: the HTTP status, 400 to 599 (default 500). */
  readonly status?: number;
  /** error: the envelope's errorCode (default SANDBOX_FAULT). */
  readonly errorCode?: string;
  /** slow: milliseconds before the normal answer (default 3000). */
  readonly delayMs?: number;
  /** Global rules only: how many requests the rule hits before it retires. */
  readonly times?: number;
  /** error: the envelope's `details` (any JSON object, e.g. E51's `{ previousTotal, total }`). */
  readonly details?: Readonly<Record<string, unknown>>;
}

export type FaultRulesResult =
  | { readonly ok: true; readonly rules: readonly FaultRule[] }
  | { readonly ok: false; readonly problem: string };

const MAX_DELAY_MS = 120_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFaultKind(value: unknown): value is FaultKind {
  return (FAULT_KINDS as readonly unknown[]).includes(value);
}

function isIntegerIn(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** The rule, or what is wrong with it. */
function parseFaultRule(value: unknown): FaultRule | string {
  if (!isRecord(value)) return 'a rule must be an object';
  const { match, kind, status, errorCode, delayMs, times, details } = value;
  if (typeof match !== 'string') return '"match" must be a string';
  if (!isFaultKind(kind)) return `"kind" must be one of ${FAULT_KINDS.join(', ')}`;
  if (status !== undefined && !isIntegerIn(status, 400, 599)) return '"status" must be an HTTP error status (400 to 599)';
  if (errorCode !== undefined && (typeof errorCode !== 'string' || errorCode === '')) return '"errorCode" must be a non-empty string';
  if (delayMs !== undefined && !isIntegerIn(delayMs, 0, MAX_DELAY_MS)) return `"delayMs" must be a whole number from 0 to ${MAX_DELAY_MS}`;
  if (times !== undefined && !isIntegerIn(times, 1, Number.MAX_SAFE_INTEGER)) return '"times" must be a whole number of at least 1';
  if (details !== undefined && !isRecord(details)) return '"details" must be an object';
  return {
    match,
    kind,
    ...(status === undefined ? {} : { status }),
    ...(errorCode === undefined ? {} : { errorCode }),
    ...(delayMs === undefined ? {} : { delayMs }),
    ...(times === undefined ? {} : { times }),
    ...(details === undefined ? {} : { details }),
  };
}

export function parseFaultRules(value: unknown): FaultRulesResult {
  if (!Array.isArray(value)) return { ok: false, problem: 'Fault rules must be a JSON array.' };
  const rules: FaultRule[] = [];
  for (const [index, item] of value.entries()) {
    const rule = parseFaultRule(item);
    if (typeof rule === 'string') return { ok: false, problem: `Fault rule ${index}: ${rule}.` };
    rules.push(rule);
  }
  return { ok: true, rules };
}

/** The cookie's rules (its value already URL-decoded); a cookie that does not parse switches nothing on. */
export function faultRulesFromCookie(cookieValue: string | undefined): readonly FaultRule[] {
  if (!cookieValue) return [];
  try {
    const parsed = parseFaultRules(JSON.parse(cookieValue));
    return parsed.ok ? parsed.rules : [];
  } catch {
    return [];
  }
}

export function firstMatchingRule(rules: readonly FaultRule[], target: string): FaultRule | undefined {
  return rules.find((rule) => target.includes(rule.match));
}

interface ActiveRule {
  readonly rule: FaultRule;
  remaining: number | null;
}

/** The rules set through `/__sandbox/faults`, shared by every client of this sandbox. */
export class GlobalFaults {
  #active: ActiveRule[] = [];

  replace(rules: readonly FaultRule[]): void {
    this.#active = rules.map((rule) => ({ rule, remaining: rule.times ?? null }));
  }

  clear(): void {
    this.#active = [];
  }

  /** The rules still active; `times` is what is left of each limit. */
  list(): FaultRule[] {
    return this.#active.map(({ rule, remaining }) => (remaining === null ? rule : { ...rule, times: remaining }));
  }

  /** The first rule matching `target`, counting the hit against its `times`. */
  take(target: string): FaultRule | undefined {
    const active = this.#active.find(({ rule }) => target.includes(rule.match));
    if (!active) return undefined;
    if (active.remaining !== null) {
      active.remaining -= 1;
      if (active.remaining === 0) this.#active = this.#active.filter((candidate) => candidate !== active);
    }
    return active.rule;
  }
}
