import type { ApiClient } from './types';

export interface RequestContext {
  /** Aborted when the read is superseded (its key's reload, a login change) or no longer wanted. */
  signal: AbortSignal;
  /** Read the server again, past caches and the 5 s de-duplication window (`RequestOptions.fresh`). */
  fresh: boolean;
}

/**
 * The page's client with the context of one read or write added to every call, so services need
 * no signal or freshness parameter of their own: they take a client, as they always did.
 */
export function withRequestContext(client: ApiClient, context: RequestContext): ApiClient {
  return {
    get: (path, options) => client.get(path, { ...options, ...context }),
    post: (path, body, options) => client.post(path, body, { ...options, ...context }),
    delete: (path, options) => client.delete(path, { ...options, ...context }),
    content: (path, options) => client.content(path, { ...options, ...context }),
    contentPost: (path, body, options) => client.contentPost(path, body, { ...options, ...context }),
  };
}
