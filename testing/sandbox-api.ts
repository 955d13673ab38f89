import type { Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { startSandbox } from '../demo-pages/sandbox/server';
import { createApiClient } from '../shared/api/client';
import type { ApiClient, ApiClientConfig } from '../shared/api/types';
import { SANDBOX_SUBSCRIPTION_KEY } from '../shared/element/page-config';

/**
 * For vitest files that test API reads against the real sandbox: starts it on a free port for
 * the file and gives clients configured for it (override any setting per client).
 */
export function sandboxApi(): { client: (overrides?: Partial<ApiClientConfig>) => ApiClient } {
  let server: Server | undefined;
  let origin = '';
  beforeAll(async () => {
    server = await startSandbox(0);
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
  return {
    client: (overrides = {}) =>
      createApiClient({
        apiOrigin: origin,
        contentBase: `${origin}/apis/stay`,
        subscriptionKey: SANDBOX_SUBSCRIPTION_KEY,
        language: 'en',
        getAuthToken: () => undefined,
        ...overrides,
      }),
  };
}
