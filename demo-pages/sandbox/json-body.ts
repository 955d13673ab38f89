import type { IncomingMessage } from 'node:http';

const DEFAULT_LIMIT_BYTES = 1_000_000;

export type JsonBodyResult =
  | { readonly ok: true; readonly body: unknown }
  | { readonly ok: false; readonly reason: 'invalid-json' | 'too-large' };

/** Reads the request body as JSON; an empty body reads as `undefined`. */
export async function readJsonBody(req: IncomingMessage, limitBytes = DEFAULT_LIMIT_BYTES): Promise<JsonBodyResult> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limitBytes) return { ok: false, reason: 'too-large' };
    chunks.push(buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return { ok: true, body: undefined };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: 'invalid-json' };
  }
}
