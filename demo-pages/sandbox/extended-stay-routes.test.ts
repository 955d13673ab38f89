import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, SuccessEnvelope } from './server.ts';
import { runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

// Content spec §7 "Other content: extendedstay": the extended stay form's minimum stay (our shape, sandbox README).
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await runSandbox({ now: () => new Date('2026-03-15T08:00:00Z') });
});
afterAll(() => sandbox.close());

const lead = (departureDate: string, form = 'extended-stay') => ({
  messageId: 'WEB20260315abcdefgh',
  propertyCode: 'SGORCH',
  arrivalDate: '2026-04-01',
  departureDate,
  guests: 2,
  form,
  firstName: 'Ada',
  lastName: 'Lee',
  email: 'extended.stay@example.com',
});

describe('extendedstay', () => {
  it('gives the minimum stay of the extended stay form', async () => {
    const { status, body } = await sandbox.json<SuccessEnvelope<{ minimumNights: number }>>('/apis/stay/extendedstay/en.json');
    expect([status, body.content]).toEqual([200, { minimumNights: 28 }]);
  });

  it.each([
    ['27 nights', '2026-04-28', 'extended-stay', 400],
    ['28 nights', '2026-04-29', 'extended-stay', 200],
    ['a night on another form', '2026-04-02', 'dr-enquiry', 200],
  ])('takes an extended-stay lead of at least that many nights: %s', async (_, departure, form, status) => {
    const answer = await sandbox.post<ErrorEnvelope>('/odx/leads', lead(departure, form));
    expect(answer.status).toBe(status);
  });
});
