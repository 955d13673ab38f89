import type { IncomingMessage } from 'node:http';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The token of an `Authorization: Bearer <token>` header, or null when there is none. */
export function bearerTokenOf(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  return header ? (BEARER.exec(header)?.[1] ?? null) : null;
}
