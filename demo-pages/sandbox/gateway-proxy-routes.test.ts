import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { describeDocumentedFaultRules, runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

/** Content spec §7 "odx-call-directly.json": the routing configuration and the service's loyalty proxy of gateway calls. */
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

const ID = { messageId: 'STAYWEB20260315080000ABCDEFGH', language: 'en' };
type Answer<T> = SuccessEnvelope<T> & ErrorEnvelope;

async function signIn(email: string): Promise<Record<string, string>> {
  const { body } = await sandbox.post<SuccessEnvelope<{ token: string }>>('/api/authen/login', { email, password: 'StayDemo!1' });
  return { Authorization: `Bearer ${body.content.token}` };
}

describe('odx-call-directly.json and the loyalty proxy', () => {
  it('names the calls the browser sends straight to the gateway', async () => {
    const { status, body } = await sandbox.json<SuccessEnvelope<{ directCalls: string[] }>>('/apis/stay/odx-call-directly.json');
    expect(status).toBe(200);
    expect(body.content.directCalls).toEqual(['getmilesprogram', 'tiermatchloyaltyprogram']);
  });

  it('answers a proxied call as the gateway does, with the member of the Authorization header', async () => {
    const auth = await signIn('gold@demo.stay.example');
    const linked = await sandbox.post<Answer<{ membershipNo: string }>>(
      '/api/loyalty/odx/membermilesprogramme',
      { ...ID, programmeCode: 'SKYMILES', membershipNo: 'PROXY123', firstName: 'Mei', lastName: 'Chen' },
      auth,
    );
    expect(linked.status).toBe(200);
    const programmes = await sandbox.post<Answer<{ programmes: { code: string; linkedMembershipNo: string | null }[] }>>(
      '/odx/getmilesprogram',
      ID,
      auth,
    );
    expect(programmes.body.content.programmes.find((programme) => programme.code === 'SKYMILES')?.linkedMembershipNo).toBe('PROXY123');
  });

  it('refuses what the gateway refuses: no messageId is 400 through the proxy too', async () => {
    const answer = await sandbox.post<ErrorEnvelope>('/api/loyalty/odx/getmilesprogram', { language: 'en' });
    expect([answer.status, answer.body.errorCode]).toEqual([400, 'BAD_REQUEST']);
  });

  it('proxies only gateway calls that exist', async () => {
    const answer = await sandbox.post<ErrorEnvelope>('/api/loyalty/odx/nosuchcall', ID);
    expect(answer.status).toBe(404);
  });
});

describeDocumentedFaultRules(
  '### Fault rules of the gateway routing',
  { 'odx-call-directly.json': () => sandbox.call('/apis/stay/odx-call-directly.json') },
  () => sandbox,
);
