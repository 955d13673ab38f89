import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Content-Type, Authorization, Ocp-Apim-Subscription-Key, lang, langCode, Idempotency-Key, X-Cprv-Token';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/**
 * The demo serves the sandbox on its own origin, but widget tests and CMS previews may call it
 * from another one: the caller's origin is allowed, with credentials (cookies carry the sandbox
 * switches and the login).
 */
export function applyCorsHeaders(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) res.setHeader('Access-Control-Allow-Credentials', 'true');
  // The buy-points block list reads the Date header (content spec §7).
  res.setHeader('Access-Control-Expose-Headers', 'Date');
}

/** Answers an OPTIONS preflight; it needs no subscription key (browsers send none on preflights). */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  res.statusCode = 204;
  res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? ALLOWED_HEADERS);
  res.setHeader('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_SECONDS);
  res.end();
}
