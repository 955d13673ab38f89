import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULTS_COOKIE } from './server.ts';
import type { ErrorEnvelope, FaultRule } from './server.ts';
import { KEY_HEADERS, readmeTableRows, runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

interface DocumentedRule {
  method: string;
  path: string;
  code: string;
  rule: FaultRule;
}

/** The README's "One rule per points-redemption error code" table, read as written, so the documentation cannot drift. */
function documentedRules(): DocumentedRule[] {
  return readmeTableRows('### One rule per points-redemption error code', '| call | code | rule |').map((row) => {
    const [, method = '', path = '', code = '', rule = ''] = /^\| (GET|POST|DELETE) `([^`]+)` \| (\S+) \| `(\{.*?\})`/.exec(row) ?? [];
    return { method, path: path.replace('{product}', 'stay'), code, rule: JSON.parse(rule) as FaultRule };
  });
}

const RULES = documentedRules();

/** What each call answers without faults (the route tests prove each one), proved by points-redemption-routes.test.ts. */
const CODES_BY_CALL: Record<string, string[]> = {
  '/api/loyalty/get-convert-point': ['BAD_REQUEST'],
  '/api/v2/checkout/hold': ['555', 'POINTS_INSUFFICIENT'],
  '/api/log/point-redeem': ['555', 'E107'],
  '/api/loyalty/reverse-point': ['555', 'E91', 'E118'],
  '/api/loyalty/get-estimated-point': ['555', 'BAD_REQUEST', 'E52'],
};

describe('README fault rules for the points-redemption calls (issue 17 item 1)', () => {
  it('documents one rule for every error code of every call', () => {
    const documented: Record<string, string[]> = {};
    for (const { path, code } of RULES) (documented[path] ??= []).push(code);
    expect(documented).toEqual(CODES_BY_CALL);
  });

  it.each(RULES)('$method $path $code: the documented rule answers its status and errorCode', async ({ method, path, rule }) => {
    const response = await sandbox.call(path, {
      method,
      headers: { ...KEY_HEADERS, Cookie: `${FAULTS_COOKIE}=${encodeURIComponent(JSON.stringify([rule]))}` },
    });
    const body = (await response.json()) as ErrorEnvelope;
    expect([response.status, body.status, body.errorCode]).toEqual([rule.status, rule.status, rule.errorCode]);
  });
});
