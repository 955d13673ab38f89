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

/** The README's "One rule per member-programme error code" table, read as written (loyalty spec §8). */
function documentedRules(): { code: string; rule: FaultRule }[] {
  return readmeTableRows('### One rule per member-programme error code', '| code | rule |').map((row) => {
    const [, code = '', rule = ''] = /^\| (\S+) \| `(\{.*?\})`/.exec(row) ?? [];
    return { code, rule: JSON.parse(rule) as FaultRule };
  });
}

const RULES = documentedRules();

describe('README fault rules for the member-programme error codes', () => {
  it('documents one rule for every miles code E381-E394 and distribution code 10121-10127', () => {
    const miles = Array.from({ length: 14 }, (_, index) => `E${381 + index}`);
    const distribution = Array.from({ length: 7 }, (_, index) => String(10121 + index));
    expect(RULES.map(({ code }) => code)).toEqual([...miles, ...distribution, 'FORBIDDEN', 'BAD_REQUEST']);
  });

  it.each(RULES)('$code: the documented rule answers its status and errorCode on its call', async ({ rule }) => {
    const response = await sandbox.call(`${rule.match}`, {
      method: 'POST',
      headers: { ...KEY_HEADERS, Cookie: `${FAULTS_COOKIE}=${encodeURIComponent(JSON.stringify([rule]))}` },
    });
    const body = (await response.json()) as ErrorEnvelope;
    expect([response.status, body.status, body.errorCode]).toEqual([rule.status, rule.status, rule.errorCode]);
  });
});
