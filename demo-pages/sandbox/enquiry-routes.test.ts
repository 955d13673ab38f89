import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SuccessEnvelope } from './server.ts';
import { runSandbox } from './test-support.ts';
import type { RunningSandbox } from './test-support.ts';

const TODAY = new Date('2026-03-15T08:00:00Z');
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await runSandbox({ now: () => TODAY });
});

afterAll(async () => {
  await sandbox.close();
});

const stay = {
  messageId: 'WEB20260315abcdefgh',
  propertyCode: 'SGORCH',
  arrivalDate: '2026-04-01',
  departureDate: '2026-05-01',
  guests: 2,
};
const lead = {
  ...stay,
  form: 'extended-stay',
  firstName: 'Ada',
  lastName: 'Lee',
  email: 'ada@example.com',
  phone: '+65 6123 4567',
  message: 'Two bedrooms please',
};

describe('POST /odx/leadavailability (content §7 gateway calls)', () => {
  it.each([
    ['an open property within a year', stay, true],
    ['a property not yet open (SGSNTS upcoming)', { ...stay, propertyCode: 'SGSNTS' }, false],
    ['a stay over a year', { ...stay, departureDate: '2027-04-02' }, false],
  ])('answers availability for %s', async (_, body, available) => {
    const { status, body: answer } = await sandbox.post<SuccessEnvelope<{ available: boolean; nights: number }>>(
      '/odx/leadavailability',
      body,
    );
    expect(status).toBe(200);
    expect(answer.content.available).toBe(available);
  });

  it.each([
    ['no messageId', { ...stay, messageId: '' }],
    ['an unknown property', { ...stay, propertyCode: 'NOPE' }],
    ['a departure before arrival', { ...stay, departureDate: '2026-03-30' }],
    ['an arrival in the past', { ...stay, arrivalDate: '2026-03-01' }],
  ])('answers 400 BAD_REQUEST to %s', async (_, body) => {
    const { status, body: answer } = await sandbox.post<{ errorCode: string }>('/odx/leadavailability', body);
    expect([status, answer.errorCode]).toEqual([400, 'BAD_REQUEST']);
  });

  it('needs the subscription key', async () => {
    const response = await sandbox.call('/odx/leadavailability', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(stay),
    });
    expect(response.status).toBe(401);
  });
});

describe('POST /odx/leads (our lead call) and GET /__sandbox/leads', () => {
  it('records a lead once per Idempotency-Key', async () => {
    const first = await sandbox.post<SuccessEnvelope<{ leadId: string }>>('/odx/leads', lead, { 'Idempotency-Key': 'intent-1' });
    const again = await sandbox.post<SuccessEnvelope<{ leadId: string }>>('/odx/leads', lead, { 'Idempotency-Key': 'intent-1' });
    expect(first.status).toBe(200);
    expect(again.body.content.leadId).toBe(first.body.content.leadId);
    const { body } = await sandbox.json<SuccessEnvelope<{ leadId: string; email: string; form: string }[]>>('/__sandbox/leads');
    expect(body.content.filter((recorded) => recorded.leadId === first.body.content.leadId)).toEqual([
      expect.objectContaining({ email: 'ada@example.com', form: 'extended-stay' }),
    ]);
  });

  it.each([
    ['an unknown form', { ...lead, form: 'spam' }],
    ['a bad e-mail', { ...lead, email: 'ada' }],
    ['no last name', { ...lead, lastName: ' ' }],
  ])('answers 400 to %s', async (_, body) => {
    const { status } = await sandbox.post('/odx/leads', body);
    expect(status).toBe(400);
  });
});

describe('content reads of the enquiry forms', () => {
  it('gives the consent text of a form in the language asked', async () => {
    const { status, body } = await sandbox.json<SuccessEnvelope<{ version: string; text: string }>>(
      '/apis/stay/marketing-consent/dr-enquiry.json?lang=ar',
    );
    expect(status).toBe(200);
    expect(body.content.version).toBe('2026-01');
    expect(body.content.text).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers 404 for a form without consent text', async () => {
    const { status } = await sandbox.json('/apis/stay/marketing-consent/nope.json');
    expect(status).toBe(404);
  });

  it.each([
    ['corporate', 'acme', true],
    ['corporate', 'FRIEND2026', false],
    ['referral', 'FRIEND2026', true],
    ['referral', 'NOPE', false],
  ])('validates a %s code %s', async (type, code, valid) => {
    const { body } = await sandbox.json<SuccessEnvelope<{ valid: boolean }>>(
      `/apis/stay/masterdata/prefixaccess/code.json?type=${type}&code=${code}`,
    );
    expect(body.content.valid).toBe(valid);
  });
});
