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

/** The README's "One rule per error code of the rates and cart calls" table, read as written, so the documentation cannot drift. */
function documentedRules(): DocumentedRule[] {
  return readmeTableRows('### One rule per error code of the rates and cart calls', '| call | code | rule |').map((row) => {
    const [, method = '', path = '', code = '', rule = ''] = /^\| (GET|POST|DELETE) `([^`]+)` \| (\S+) \| `(\{.*?\})`/.exec(row) ?? [];
    return { method, path: path.replace('{product}', 'stay'), code, rule: JSON.parse(rule) as FaultRule };
  });
}

const RULES = documentedRules();

/** What each call answers without faults (the route tests prove each one), plus the generic 500 of read-only calls. */
const CODES_BY_CALL: Record<string, string[]> = {
  '/api/v2/property/search-property-rate': ['BAD_REQUEST', 'E52'],
  '/api/property/apartment-rate': ['BAD_REQUEST', 'E52'],
  '/api/property/get-sabre-rate-feed': ['BAD_REQUEST', 'E52'],
  '/api/v2/addons/search': ['BAD_REQUEST', 'E52'],
  '/api/getShoppingCartWhenNonLogin': ['BAD_REQUEST', 'E52', 'E82'],
  '/api/shopping-cart/save': ['555', 'BAD_REQUEST', 'E52', 'E82'],
  '/api/shopping-cart/delete': ['555', 'BAD_REQUEST'],
  '/api/shopping-cart/get-shopping-cart': ['555', 'BAD_REQUEST'],
  '/api/currency/convert-currencies': ['BAD_REQUEST'],
  '/api/loyalty/get-estimated-rewarding-points': ['555', 'BAD_REQUEST', 'E52'],
  '/api/configurations/point-matching': ['500'],
  '/apis/stay/masterdata/cancel-policy-code.json': ['500'],
};

describe('README fault rules for the rates and cart calls', () => {
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
