import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxRuntime } from './runtime.ts';

/** What a route handler gets: the parsed request and the sandbox it runs in. */
export interface RouteContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  /** Path and query of the request. */
  readonly url: URL;
  /** Values of the `:name` segments of the route pattern, URL-decoded. */
  readonly params: Readonly<Record<string, string>>;
  readonly cookies: ReadonlyMap<string, string>;
  /** The JSON body, or `undefined` when the request has none. */
  readonly body: unknown;
  readonly runtime: SandboxRuntime;
  /** Adds a note to this call's request log entry (`RequestLogEntry.note`); nothing for calls that are not logged. */
  readonly note: (text: string) => void;
}

export type RouteHandler = (context: RouteContext) => void | Promise<void>;
