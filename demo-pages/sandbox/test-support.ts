import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SANDBOX_SUBSCRIPTION_KEY, startSandbox } from './server.ts';
import type { SandboxOptions } from './server.ts';

/** A sandbox on a free port, for tests. */
export interface RunningSandbox {
  readonly baseUrl: string;
  /** fetch relative to the sandbox, with the subscription key unless the caller sets headers itself. */
  call(path: string, init?: RequestInit): Promise<Response>;
  /** The body as JSON, typed by the caller (tests check the shape themselves). */
  json<T>(path: string, init?: RequestInit): Promise<{ readonly status: number; readonly body: T }>;
  /** POST `body` as JSON with the subscription key (plus `headers`), the answer as `json` gives it. */
  post<T>(path: string, body: unknown, headers?: Readonly<Record<string, string>>): Promise<{ readonly status: number; readonly body: T }>;
  close(): Promise<void>;
}

export const KEY_HEADERS: Readonly<Record<string, string>> = { 'Ocp-Apim-Subscription-Key': SANDBOX_SUBSCRIPTION_KEY };

export async function runSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const server = await startSandbox(0, '127.0.0.1', options);
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const call = (path: string, init: RequestInit = {}): Promise<Response> =>
    fetch(baseUrl + path, { ...init, headers: init.headers ?? KEY_HEADERS });
  return {
    baseUrl,
    call,
    async json<T>(path: string, init?: RequestInit) {
      const response = await call(path, init);
      return { status: response.status, body: (await response.json()) as T };
    },
    async post<T>(path: string, body: unknown, headers: Readonly<Record<string, string>> = {}) {
      const response = await call(path, {
        method: 'POST',
        headers: { ...KEY_HEADERS, 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * One sandbox for a test file, emptied (`/__sandbox/reset`) before each test and closed after the
 * file: the setup every route test repeated, registered once here. Its methods reach the sandbox
 * started in `beforeAll`.
 */
export function sandboxForThisFile(options: SandboxOptions = {}): RunningSandbox {
  let running: RunningSandbox | undefined;
  beforeAll(async () => {
    running = await runSandbox(options);
  });
  afterAll(async () => {
    await running?.close();
  });
  beforeEach(async () => {
    await started().call('/__sandbox/reset', { method: 'POST' });
  });
  function started(): RunningSandbox {
    if (!running) throw new Error('The sandbox starts in beforeAll: use it inside a test or hook.');
    return running;
  }
  return {
    get baseUrl() {
      return started().baseUrl;
    },
    call: (path, init) => started().call(path, init),
    json: (path, init) => started().json(path, init),
    post: (path, body, headers) => started().post(path, body, headers),
    close: () => started().close(),
  };
}

/**
 * The rows of a table of the sandbox README, below `heading`, whose header starts with
 * `headerStart` (header and separator left out): the fault-rule tests read the documented rules
 * from the README as written, so the documentation cannot drift from what the sandbox does.
 */
export function readmeTableRows(heading: string, headerStart: string): string[] {
  const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8');
  const table = readme
    .split(heading)[1]
    ?.split('\n\n')
    .find((block) => block.startsWith(headerStart));
  // A renamed heading must fail the test, not leave it checking no rule at all.
  if (!table) throw new Error(`README: no table starting "${headerStart}" below "${heading}"`);
  return table.split('\n').slice(2);
}

/**
 * The fault rules a README table documents (`| what | rule | … |`, the rule as inline JSON), each
 * checked on its call: under the rule the call answers the rule's status, without it something
 * else. Also checks that the table names exactly the calls given, so neither can drift.
 */
export function describeDocumentedFaultRules(
  heading: string,
  calls: Readonly<Record<string, () => Promise<{ status: number }>>>,
  sandbox: () => RunningSandbox,
): void {
  const rules = readmeTableRows(heading, '| what |').flatMap((row) => {
    const rule = /`(\{.*?\})`/.exec(row)?.[1];
    if (!rule) return [];
    const parsed = JSON.parse(rule) as { match: string; status?: number };
    return [{ match: parsed.match, status: parsed.status ?? 500, rule }];
  });
  describe(`README ${heading.replace(/^#+ /, '')}`, () => {
    it('documents one rule per call', () => {
      expect(rules.map((rule) => rule.match).sort()).toEqual(Object.keys(calls).sort());
    });

    it.each(rules)('$match answers $status under its rule', async ({ match, status, rule }) => {
      const call = calls[match]!;
      const faults = `${sandbox().baseUrl}/__sandbox/faults`;
      await fetch(faults, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: `[${rule}]` });
      try {
        expect((await call()).status).toBe(status);
      } finally {
        await fetch(faults, { method: 'DELETE' });
      }
      expect((await call()).status).not.toBe(status);
    });
  });
}
