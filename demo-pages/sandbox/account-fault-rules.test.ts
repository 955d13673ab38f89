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

/** The README's "One rule per account error code" table, read as it is written, so the documentation cannot drift. */
function documentedRules(): { code: string; rule: FaultRule }[] {
  return readmeTableRows('### One rule per account error code', '| code | rule |').map((row) => {
    const [, code = '', rule = ''] = /^\| (\S+(?: code)?) \| `(\{.*?\})`/.exec(row) ?? [];
    return { code, rule: JSON.parse(rule) as FaultRule };
  });
}

const RULES = documentedRules();

describe('README fault rules for the account error codes', () => {
  it('documents one rule for each code a client handles', () => {
    const codes = ['551', '552', '553', '554', '555', '556', '557', '558', '559', '560', '561', '562', '563', '564', '565', '500'];
    expect(RULES.map(({ code }) => code)).toEqual([...codes, 'CPRV_1005', 'long code']);
  });

  it.each(RULES)('$code: the documented rule answers its status and errorCode on its call', async ({ rule }) => {
    const response = await sandbox.call(rule.match, {
      method: rule.match.includes('available-point') ? 'GET' : 'POST',
      headers: { ...KEY_HEADERS, Cookie: `${FAULTS_COOKIE}=${encodeURIComponent(JSON.stringify([rule]))}` },
    });
    const body = (await response.json()) as ErrorEnvelope;
    expect([response.status, body.status, body.errorCode]).toEqual([rule.status, rule.status, rule.errorCode]);
  });
});
