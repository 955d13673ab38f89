import { describe, expect, it } from 'vitest';
import { isRetryable } from './request-policy';
import type { ApiError } from './types';

describe('isRetryable', () => {
  it.each<{ error: ApiError; retryable: boolean }>([
    { error: { kind: 'network', message: '' }, retryable: true },
    { error: { kind: 'timeout', message: '' }, retryable: true },
    ...[408, 425, 429, 500, 502, 503, 504].map((status) => ({ error: { kind: 'http' as const, status, message: '' }, retryable: true })),
    ...[400, 401, 403, 404, 409, 422, 501].map((status) => ({ error: { kind: 'http' as const, status, message: '' }, retryable: false })),
    { error: { kind: 'backend', status: 503, code: 'E60', message: '' }, retryable: false },
    { error: { kind: 'invalid-response', message: '' }, retryable: false },
    { error: { kind: 'aborted', message: '' }, retryable: false },
  ])('$error.kind $error.status → $retryable', ({ error, retryable }) => {
    expect(isRetryable(error)).toBe(retryable);
  });
});
