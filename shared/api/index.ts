export * from './cache-lifetimes';
export { createApiClient } from './client';
export type { ApiClient, ApiClientConfig, ApiError, ApiErrorKind, ApiResult, PostOptions, QueryValue, RequestOptions } from './types';
