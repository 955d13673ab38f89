import { normaliseBackendErrorCode } from '../domain/booking/backend-error-code';
import type { ApiResult } from './types';

/** Stands for a body that is not JSON (ofetch would otherwise pass the text on as data). */
export const NOT_JSON: unique symbol = Symbol('not JSON');

export function parseJsonBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

/**
 * Keys the service and the content service wrap answers in: `{ status: 200, content: X }`,
 * `{ content: X }` or `{ data: X }` (content spec §7: "responses read as data or data.content").
 * An object with any other key is the answer itself, so a content item that merely has a
 * `content` field (an article's body, say) is not unwrapped by mistake.
 */
const ENVELOPE_KEYS: ReadonlySet<string> = new Set(['status', 'message', 'errorCode', 'details', 'content', 'data']);

type Body = Record<string, unknown>;

function isBody(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEnvelope(body: unknown): body is Body {
  return isBody(body) && Object.keys(body).every((key) => ENVELOPE_KEYS.has(key));
}

function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

function errorCodeOf(body: unknown): string | undefined {
  const code = isBody(body) ? body.errorCode : undefined;
  if (typeof code === 'number' || (typeof code === 'string' && code !== '')) return normaliseBackendErrorCode(String(code));
  return undefined;
}

function messageOf(body: unknown, fallback: string): string {
  return isBody(body) && typeof body.message === 'string' && body.message !== '' ? body.message : fallback;
}

/** The error's `details` object, if any (issue 16 contract: errors are `{ status, errorCode, message, details? }`). */
function detailsOf(body: unknown): Record<string, unknown> | undefined {
  return isBody(body) && isBody(body.details) ? body.details : undefined;
}

function unwrap(body: unknown): unknown {
  if (!isEnvelope(body)) return body;
  if ('content' in body) return body.content;
  if ('data' in body) return body.data;
  return body;
}

/**
 * Turns an HTTP answer into a result. Errors arrive as `{ status, errorCode, message }`, either
 * with an error HTTP status (`http`) or inside a 2xx answer (`backend`), in which case a
 * non-2xx envelope status also counts (booking §7: "response used only on status 200").
 */
export function readResponse(httpStatus: number, body: unknown): ApiResult<unknown> {
  const code = errorCodeOf(body);
  if (!isSuccessStatus(httpStatus)) {
    const details = detailsOf(body);
    const error = { kind: 'http' as const, status: httpStatus, code, message: messageOf(body, `HTTP ${httpStatus}`) };
    return { ok: false, error: details ? { ...error, details } : error };
  }
  if (body === NOT_JSON) {
    return { ok: false, error: { kind: 'invalid-response', status: httpStatus, message: 'The answer is not JSON' } };
  }
  const envelopeStatus = isEnvelope(body) && typeof body.status === 'number' ? body.status : undefined;
  if (code !== undefined || (envelopeStatus !== undefined && !isSuccessStatus(envelopeStatus))) {
    const status = envelopeStatus ?? httpStatus;
    const details = detailsOf(body);
    const error = { kind: 'backend' as const, status, code, message: messageOf(body, `Backend error ${code ?? status}`) };
    return { ok: false, error: details ? { ...error, details } : error };
  }
  return { ok: true, data: unwrap(body) };
}
