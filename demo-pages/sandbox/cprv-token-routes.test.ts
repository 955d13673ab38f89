import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { KEY_HEADERS, runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

/*
 * Loyalty spec §7 GET /api/authen/get-cprv-token: the token a signed-in member's CPRV call
 * (modify-reservation-cprv) carries in `X-Cprv-Token` (our decision, sandbox README). A guest's
 * call, authorised by the lookup of its reservation, sends none.
 */
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await runSandbox();
});
afterAll(() => sandbox.close());

async function bearerOf(email: string): Promise<Record<string, string>> {
  const { body } = await sandbox.post<SuccessEnvelope<{ token: string }>>('/api/authen/login', { email, password: 'StayDemo!1' });
  return { Authorization: `Bearer ${body.content.token}` };
}

async function cprvTokenOf(bearer: Record<string, string>): Promise<string> {
  const { body } = await sandbox.json<SuccessEnvelope<{ cprvToken: string }>>('/api/authen/get-cprv-token', {
    headers: { ...KEY_HEADERS, ...bearer },
  });
  return body.content.cprvToken;
}

const modifyCprv = (headers: Record<string, string>) =>
  sandbox.post<ErrorEnvelope>('/api/loyalty/modify-reservation-cprv', { confirmNo: 'SR0000000' }, headers);

describe('modify-reservation-cprv with the CPRV token', () => {
  it('refuses a member without the token, or with another member’s, and lets the member’s own through', async () => {
    const gold = await bearerOf('gold@demo.stay.example');
    const silver = await bearerOf('silver@demo.stay.example');
    const goldToken = await cprvTokenOf(gold);
    const without = await modifyCprv(gold);
    expect([without.status, without.body.errorCode]).toEqual([401, '555']);
    const foreign = await modifyCprv({ ...silver, 'X-Cprv-Token': goldToken });
    expect([foreign.status, foreign.body.errorCode]).toEqual([401, '555']);
    const own = await modifyCprv({ ...gold, 'X-Cprv-Token': goldToken });
    expect(own.status).not.toBe(401);
    // Two logins (scrypt password checks) on a shared machine.
  }, 20_000);

  it('lets a guest’s call through without one', async () => {
    expect((await modifyCprv({})).status).not.toBe(401);
  });
});
