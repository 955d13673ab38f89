import type { IncomingMessage } from 'node:http';
import type { FaultKind } from './faults.ts';

export const REQUEST_LOG_LIMIT = 200;

/** The headers e2e tests assert on (booking spec §7: key, lang or langCode, token). */
export const LOGGED_HEADERS = ['ocp-apim-subscription-key', 'lang', 'langcode', 'authorization'] as const;

export type LoggedHeaders = Readonly<Record<(typeof LOGGED_HEADERS)[number], string | null>>;

export interface RequestLogEntry {
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: LoggedHeaders;
  /** ISO date-time, by the sandbox's clock */
  readonly time: string;
  /** The fault injected into this call, if any. */
  readonly fault: FaultKind | null;
  /**
   * What the sandbox wants a person reading the log to know about this call, set by its route
   * (`context.note(...)`), e.g. forgot-password's reset link, standing in for the e-mail. Absent
   * when the route left none.
   */
  note?: string;
}

function headerValue(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? null);
}

/** The last REQUEST_LOG_LIMIT service calls, oldest first. */
export class RequestLog {
  #entries: RequestLogEntry[] = [];

  record(req: IncomingMessage, url: URL, time: Date, fault: FaultKind | null): RequestLogEntry {
    const headers = Object.fromEntries(LOGGED_HEADERS.map((name) => [name, headerValue(req, name)])) as LoggedHeaders;
    const entry: RequestLogEntry = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      time: time.toISOString(),
      fault,
    };
    this.#entries.push(entry);
    if (this.#entries.length > REQUEST_LOG_LIMIT) this.#entries.splice(0, this.#entries.length - REQUEST_LOG_LIMIT);
    return entry;
  }

  /** Entries whose path and query string contain `match` (all when it is empty). */
  entries(match = ''): RequestLogEntry[] {
    return this.#entries.filter((entry) => pathWithQuery(entry).includes(match));
  }

  clear(): void {
    this.#entries = [];
  }
}

function pathWithQuery(entry: RequestLogEntry): string {
  const search = new URLSearchParams(entry.query).toString();
  return search ? `${entry.path}?${search}` : entry.path;
}
