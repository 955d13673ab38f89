import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTS_PURCHASE_CODE_STATUS } from './routes/points-purchase.ts';
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

/** The README's points purchase table as written, so the documentation cannot drift. */
function documentedRules(): { method: string; code: string; rule: FaultRule }[] {
  return readmeTableRows('### One rule per error code of the points purchase calls', '| call |').map((row) => {
    const [, method = '', code = '', rule = ''] = /^\| (GET|POST) `[^`]+` \| (\S+) \| `(\{.*\})` \|$/.exec(row) ?? [];
    return { method, code, rule: JSON.parse(rule) as FaultRule };
  });
}

const RULES = documentedRules();

describe('README fault rules for the points purchase calls (issue 17 item 3)', () => {
  it('documents E150 and every code the routes answer', () => {
    const codes = new Set(RULES.map(({ code }) => code));
    expect([...Object.keys(POINTS_PURCHASE_CODE_STATUS), '555'].every((code) => codes.has(code))).toBe(true);
  });

  it.each(RULES)("$code on $rule.match: the rule answers its status, the route's own status for it", async ({ method, code, rule }) => {
    const response = await sandbox.call(rule.match, {
      method,
      headers: { ...KEY_HEADERS, Cookie: `${FAULTS_COOKIE}=${encodeURIComponent(JSON.stringify([rule]))}` },
    });
    const body = (await response.json()) as ErrorEnvelope;
    expect([response.status, body.errorCode]).toEqual([rule.status, code]);
    if (code !== '555') expect(rule.status).toBe(POINTS_PURCHASE_CODE_STATUS[code as keyof typeof POINTS_PURCHASE_CODE_STATUS]);
  });
});
