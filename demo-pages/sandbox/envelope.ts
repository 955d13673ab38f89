import type { ServerResponse } from 'node:http';

/** Every success: clients read `data.content` (booking spec §7, content spec §7). */
export interface SuccessEnvelope<T> {
  readonly status: number;
  readonly content: T;
}

/** Every failure; `status` repeats the HTTP status. */
export interface ErrorEnvelope {
  readonly status: number;
  readonly errorCode: string;
  readonly message: string;
  /** Some codes say more (E51: `{ previousTotal, total }`; issue 16 contract). */
  readonly details?: unknown;
}

/** Error codes of the sandbox's own checks; business codes (E97, SABRE_322, ...) come with their routes. */
export const SANDBOX_ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  notFound: 'NOT_FOUND',
  methodNotAllowed: 'METHOD_NOT_ALLOWED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  subscriptionKeyInvalid: 'SUBSCRIPTION_KEY_INVALID',
  internalError: 'INTERNAL_ERROR',
  sandboxFault: 'SANDBOX_FAULT',
} as const;

export function sendJson(res: ServerResponse, httpStatus: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = httpStatus;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

export function sendContent<T>(res: ServerResponse, content: T, httpStatus = 200): void {
  const envelope: SuccessEnvelope<T> = { status: httpStatus, content };
  sendJson(res, httpStatus, envelope);
}

export function sendError(res: ServerResponse, httpStatus: number, errorCode: string, message: string, details?: unknown): void {
  const envelope: ErrorEnvelope = { status: httpStatus, errorCode, message, ...(details === undefined ? {} : { details }) };
  sendJson(res, httpStatus, envelope);
}
